/**
 * The app's side of the benchmark: first-load JavaScript per route, and the time from pressing
 * Search to painted results minus the server's own time for the search (the app's overhead),
 * over 20 runs in headless Chromium.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { routeSizes } from '../scripts/bundle-budget.mjs';

export interface AppReport {
  routes: { route: string; bytes: number }[];
  runs: number;
  totalMedian: number;
  serverMedian: number;
  overheadMedian: number;
  overheadP90: number;
}

const RUNS = 20;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

async function waitFor(url: string): Promise<void> {
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

export async function measureApp(port: number): Promise<AppReport> {
  const routes = (routeSizes('dist') as { route: string; bytes: number }[]).map(
    ({ route, bytes }) => ({ route, bytes }),
  );
  const db = 'data/bench/app.db';
  for (const suffix of ['', '-wal', '-shm']) rmSync(db + suffix, { force: true });
  const server = spawn(
    'node_modules/.bin/tsx',
    ['server/main.ts', '--db', db, '--port', String(port), '--quiet'],
    {
      stdio: 'ignore',
    },
  );
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
    existsSync(path),
  );
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/_meta`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/vehicles?marka_id[0]=24`);
    await page.getByRole('article').first().waitFor();

    const totals: number[] = [];
    const servers: number[] = [];
    const overheads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A new price floor each run: a query nobody has cached.
      await page.getByRole('textbox', { name: 'Price from' }).fill(String(500 + run * 37));
      await page.evaluate(() => {
        const state = window as unknown as { __painted?: Promise<number>; __clicked?: number };
        const list = document.querySelector('.results__list');
        state.__painted = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            // The list drops aria-busy when the new answer is on screen; then wait for the paint.
            if (list && !list.hasAttribute('aria-busy') && state.__clicked !== undefined) {
              observer.disconnect();
              // The frame that shows the change paints right after its animation callbacks;
              // a task queued from one runs after that paint.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
            }
          });
          if (list)
            observer.observe(list, {
              attributes: true,
              attributeFilter: ['aria-busy'],
              childList: true,
              subtree: true,
            });
        });
        document.querySelector('form[aria-label="Vehicle filters"]')?.addEventListener(
          'submit',
          () => {
            state.__clicked = performance.now();
          },
          { capture: true, once: true },
        );
      });
      const response = page.waitForResponse((r) => r.url().includes('/api/auto/search'));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const searched = await response;
      const serverMs = Number(
        /dur=([\d.]+)/.exec(searched.headers()['server-timing'] ?? '')?.[1] ?? 0,
      );
      const total = await page.evaluate(async () => {
        const state = window as unknown as { __painted: Promise<number>; __clicked: number };
        const painted = await state.__painted;
        const clicked = state.__clicked;
        delete (state as { __clicked?: number }).__clicked;
        return painted - clicked;
      });
      totals.push(total);
      servers.push(serverMs);
      overheads.push(total - serverMs);
    }
    const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
    return {
      routes,
      runs: RUNS,
      totalMedian: median(totals),
      serverMedian: median(servers),
      overheadMedian: median(overheads),
      overheadP90: sorted(overheads)[Math.floor(overheads.length * 0.9)]!,
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
