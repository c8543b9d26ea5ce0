/**
 * What the browser benchmarks share (bench/app.ts, bench/lighthouse.ts, bench/main-thread.ts):
 * the browser, the reference service started on a fresh database, waited for, and the median
 * of a set of timings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/** Debian's Chromium when the machine has it; else undefined (Playwright's own). */
export const debianChromium = (): string | undefined =>
  ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The service on `port` with a new database `data/bench/<name>.db` (and `extra` options). */
export function startFreshServer(name: string, port: number, extra: string[] = []): ChildProcess {
  const db = `data/bench/${name}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  return spawn(
    'node_modules/.bin/tsx',
    ['server/main.ts', '--db', db, '--port', String(port), '--quiet', ...extra],
    { stdio: 'ignore' },
  );
}

/** Resolves once `url` answers 200 (the server has seeded its database and listens). */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The id of the newest car with photos, from the service at `origin`. */
export async function advertId(origin: string): Promise<string> {
  const answer = (await (
    await fetch(`${origin}/api/auto/search?api_key=demo-key&with_photo=1&category_id=1`)
  ).json()) as [{ result: { search_result: { ids: string[] } } }];
  const id = answer[0].result.search_result.ids[0];
  if (!id) throw new Error('The database has no car with photos to measure an advert page on');
  return id;
}

/** The id of the newest flat for sale with photos, from the service at `origin`. */
export async function realtyAdvertId(origin: string): Promise<number> {
  const answer = (await (
    await fetch(
      `${origin}/api/dom/search?api_key=demo-key&with_photo=1&category=1&realty_type=2&operation_type=1`,
    )
  ).json()) as { items: number[] };
  const id = answer.items[0];
  if (id === undefined) throw new Error('The database has no flat with photos to measure');
  return id;
}
