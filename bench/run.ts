/**
 * `npm run bench`: search latency and throughput of the service beside json-server and a plain
 * in-process scan, start-up times, deletes under load, and the app's bundle and overhead.
 * Writes bench/results/<time>.md and .json. Everything is measured side by side in one run;
 * read medians and ratios, not single numbers (the machines are shared and noisy).
 *
 * Options (environment): BENCH_SIZES=20000,1000000  BENCH_SECONDS=5  BENCH_APP=0 (skip the app)
 *   BENCH_PORT=4300 (first port; each size takes two, the app ten more: helpers share a machine)
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/store/database';
import { measureApp, type AppReport } from './app';
import { lighthouseMarkdown, measureLighthouse, type LighthouseReport } from './lighthouse';
import { loadColumns } from './floor';
import { MAX_SAMPLE } from '../src/api/contracts/market-price';
import { MARKET_QUERIES, marketScan, QUERIES } from './queries';

const SIZES = (process.env.BENCH_SIZES ?? '20000,1000000').split(',').filter(Boolean).map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DATA = 'data/bench';
const KEY = 'demo-key';
const DEMO_USER = 5820722;

interface Latency {
  median: number;
  p99: number;
  throughput?: number;
}

interface QueryReport {
  name: string;
  count: number;
  service: Latency;
  jsonServer: Latency & { count: number | null };
  floor: Latency;
  correct: boolean;
}

interface MarketReport {
  name: string;
  total: number;
  service: Latency;
  floor: Latency;
  correct: boolean;
}

interface SizeReport {
  vehicles: number;
  generateSeconds: number | null;
  coldStartSeconds: number;
  jsonServerStartSeconds: number;
  queries: QueryReport[];
  market: MarketReport[];
  deletes: { baseline: Latency; underDeletes: Latency; deletes: number; stale: number };
}

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * 0.99))
  ] ?? NaN;

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} did not answer in time`);
}

async function start(
  args: string[],
  readyUrl: string,
  logFile: string,
): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(args[0]!, args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  const out = createWriteStream(logFile);
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  await waitFor(readyUrl, child);
  return { child, seconds: (performance.now() - started) / 1000 };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * Latency: one request at a time (so that queueing behind other requests does not count), for
 * SECONDS or 500 requests. Throughput: autocannon with 10 connections for SECONDS.
 */
async function load(url: string, seconds = SECONDS): Promise<Latency> {
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  while (times.length < 5 || (times.length < 500 && performance.now() < deadline)) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    median: round(median(times)),
    p99: round(p99(times)),
    throughput: result.requests.average,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function timeFloor(scan: () => unknown): Latency {
  const times: number[] = [];
  const deadline = performance.now() + 3000;
  while (times.length < 5 || (times.length < 30 && performance.now() < deadline)) {
    const started = performance.now();
    scan();
    times.push(performance.now() - started);
  }
  return { median: round(median(times)), p99: round(p99(times)) };
}

/** json-server's data: the same adverts, newest first, as plain objects. */
function exportJson(dbFile: string, jsonFile: string): void {
  const db = openDatabase(dbFile);
  try {
    const rows = db
      .prepare(
        `SELECT id, category_id, bodystyle_id, marka_id, model_id, origin_country_id, year, price_usd,
           auction_possible, state_id, city_id, abroad, customs_cleared, fuel_id, gearbox_id,
           engine_cc, power_hp, photo_count, add_date, mileage_kkm, color_id, drive_id, damaged,
           vin_checked, seller_type
         FROM vehicles WHERE deleted_at IS NULL ORDER BY add_date DESC, id DESC`,
      )
      .iterate();
    const out = createWriteStream(jsonFile);
    out.write('{"vehicles":[');
    let first = true;
    for (const row of rows) {
      out.write(`${first ? '' : ','}${JSON.stringify(row)}`);
      first = false;
    }
    out.end(']}');
  } finally {
    db.close();
  }
}

async function benchSize(vehicles: number, port: number): Promise<SizeReport> {
  mkdirSync(DATA, { recursive: true });
  const dbFile = join(DATA, `vehicles-${vehicles}.db`);
  const jsonFile = join(DATA, `vehicles-${vehicles}.json`);
  const tsx = 'node_modules/.bin/tsx';

  // Generation is timed on a fresh database every run.
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
  log(`\n== ${vehicles.toLocaleString('en')} vehicle adverts`);
  const generateSeconds = await run(tsx, [
    'server/main.ts',
    '--db',
    dbFile,
    '--vehicles',
    String(vehicles),
    '--seed-only',
    '--quiet',
  ]);
  log(`generated in ${generateSeconds.toFixed(1)} s`);
  exportJson(dbFile, jsonFile);

  const service = await start(
    [
      tsx,
      'server/main.ts',
      '--db',
      dbFile,
      '--port',
      String(port),
      '--quiet',
      '--static-dir',
      'dist',
    ],
    `http://127.0.0.1:${port}/api/_meta`,
    join(DATA, 'service.log'),
  );
  log(`service cold start ${service.seconds.toFixed(1)} s`);
  const jsonPort = port + 1;
  const jsonServer = await start(
    [
      'node',
      'node_modules/json-server/lib/cli/bin.js',
      '--port',
      String(jsonPort),
      '--read-only',
      '--quiet',
      '--no-gzip',
      jsonFile,
    ],
    `http://127.0.0.1:${jsonPort}/vehicles?_limit=1`,
    join(DATA, 'json-server.log'),
  );
  log(`json-server start ${jsonServer.seconds.toFixed(1)} s`);

  const floorDb = openDatabase(dbFile);
  const columns = loadColumns(floorDb);
  floorDb.close();

  const queries: QueryReport[] = [];
  try {
    for (const query of QUERIES) {
      const url = `http://127.0.0.1:${port}/api/auto/search?api_key=${KEY}&${query.api}`;
      const answer = (await (await fetch(url)).json()) as [
        { result: { search_result: { count: number; ids: string[] } } },
      ];
      const ours = answer[0].result.search_result;
      const floorResult = query.scan(columns);
      const correct =
        ours.count === floorResult.count && ours.ids.map(Number).join() === floorResult.page.join();
      const jsonUrl = `http://127.0.0.1:${jsonPort}/vehicles?${query.jsonServer}`;
      const jsonCount = Number((await fetch(jsonUrl)).headers.get('x-total-count'));
      const serviceLatency = await load(url);
      const jsonLatency = await load(jsonUrl);
      const floor = timeFloor(() => query.scan(columns));
      queries.push({
        name: query.name,
        count: ours.count,
        service: serviceLatency,
        jsonServer: { ...jsonLatency, count: Number.isFinite(jsonCount) ? jsonCount : null },
        floor,
        correct,
      });
      log(
        `${query.name.padEnd(30)} count ${String(ours.count).padStart(8)} ${correct ? 'ok ' : 'MISMATCH'} ` +
          `service ${serviceLatency.median} ms (${Math.round(serviceLatency.throughput ?? 0)}/s)  ` +
          `json-server ${jsonLatency.median} ms (${Math.round(jsonLatency.throughput ?? 0)}/s)  floor ${floor.median.toFixed(2)} ms`,
      );
    }

    // Market price: the service's answer against the plain scan, then both timed.
    const market: MarketReport[] = [];
    for (const query of MARKET_QUERIES) {
      const url = `http://127.0.0.1:${port}/api/auto/average_price?api_key=${KEY}&${query.api}`;
      const ours = (await (await fetch(url)).json()) as {
        total: number;
        classifieds: number[];
        arithmeticMean: number;
      };
      const plain = marketScan(columns, query, MAX_SAMPLE);
      const correct =
        ours.total === plain.total &&
        ours.classifieds.join() === plain.classifieds.join() &&
        Math.abs(ours.arithmeticMean - plain.arithmeticMean) < 1e-6;
      const serviceLatency = await load(url);
      const floor = timeFloor(() => marketScan(columns, query, MAX_SAMPLE));
      market.push({ name: query.name, total: ours.total, service: serviceLatency, floor, correct });
      log(
        `market: ${query.name.padEnd(34)} total ${String(ours.total).padStart(5)} ${correct ? 'ok ' : 'MISMATCH'} ` +
          `service ${serviceLatency.median} ms (${Math.round(serviceLatency.throughput ?? 0)}/s)  plain scan ${floor.median.toFixed(2)} ms`,
      );
    }

    const deletes = await deletesUnderLoad(dbFile, port);
    log(
      `deletes under load: ${deletes.deletes} deletes, ${deletes.stale} stale answers; mean ${deletes.baseline.median} → ${deletes.underDeletes.median} ms`,
    );
    return {
      vehicles,
      generateSeconds,
      coldStartSeconds: service.seconds,
      jsonServerStartSeconds: jsonServer.seconds,
      queries,
      market,
      deletes,
    };
  } finally {
    await stop(service.child);
    await stop(jsonServer.child);
    rmSync(jsonFile, { force: true });
  }
}

/**
 * Search load with and without deletes of the demo seller's adverts running beside it. After
 * every acknowledged delete the advert must be gone from /auto/info and from a search.
 */
async function deletesUnderLoad(dbFile: string, port: number) {
  const query = QUERIES[2]!.api;
  const searchUrl = `http://127.0.0.1:${port}/api/auto/search?api_key=${KEY}&${query}`;
  const db = openDatabase(dbFile);
  const own = db
    .prepare(
      `SELECT id, marka_id, model_id, year FROM vehicles
       WHERE user_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 2000`,
    )
    .all(DEMO_USER) as { id: number; marka_id: number; model_id: number; year: number }[];
  db.close();

  // Search load from 10 connections, alone and then with deletes running beside it; latency
  // is autocannon's under that load (mean and p99), so the comparison is load to load.
  const underLoad = async (): Promise<Latency> => {
    const result = await autocannon({ url: searchUrl, connections: 10, duration: SECONDS });
    return {
      median: round(result.latency.mean),
      p99: result.latency.p99,
      throughput: result.requests.average,
    };
  };
  const baseline = await underLoad();
  let deletes = 0;
  let stale = 0;
  let running = true;
  const deleting = (async () => {
    for (const advert of own) {
      if (!running) break;
      const base = `http://127.0.0.1:${port}/api`;
      const response = await fetch(
        `${base}/auto/new/autos?api_key=${KEY}&user_id=${DEMO_USER}&auto_id=${advert.id}`,
        { method: 'DELETE' },
      );
      const body = (await response.json()) as { num_rows: number };
      if (body.num_rows !== 1) continue;
      deletes++;
      const info = await fetch(`${base}/auto/info?api_key=${KEY}&auto_id=${advert.id}`);
      const search = (await (
        await fetch(
          `${base}/auto/search?api_key=${KEY}&marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&s_yers[0]=${advert.year}&po_yers[0]=${advert.year}&countpage=100`,
        )
      ).json()) as [{ result: { search_result: { ids: string[] } } }];
      if (info.status !== 404 || search[0].result.search_result.ids.includes(String(advert.id)))
        stale++;
      await sleep(20);
    }
  })();
  const underDeletes = await underLoad();
  running = false;
  await deleting;
  return { baseline, underDeletes, deletes, stale };
}

function ratio(a: number, b: number): string {
  return Number.isFinite(a / b) ? `${(a / b).toFixed(1)}×` : '–';
}

function markdown(
  sizes: SizeReport[],
  app: AppReport | null,
  lighthouse: LighthouseReport | null,
  lighthouseProxy: LighthouseReport | null,
  startedAt: string,
): string {
  const lines: string[] = [
    `# Benchmark ${startedAt}`,
    '',
    `Node ${process.version}. Latency: requests one at a time over loopback, median / p99 in ms. Throughput: autocannon, 10 connections, ${SECONDS} s, requests per second.`,
    'Ratios: service vs json-server throughput; service median latency (HTTP and JSON included) vs the floor (an in-process scan).',
  ];
  for (const size of sizes) {
    lines.push(
      '',
      `## ${size.vehicles.toLocaleString('en')} vehicle adverts`,
      '',
      `Generated in ${size.generateSeconds?.toFixed(1)} s; service cold start ${size.coldStartSeconds.toFixed(1)} s; json-server start ${size.jsonServerStartSeconds.toFixed(1)} s.`,
      '',
      '| Query | Count | Service median / p99 | Service req/s | json-server median / p99 | json-server req/s | Floor median | Throughput vs json-server | Latency vs floor | Same answer |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
    );
    for (const q of size.queries) {
      lines.push(
        `| ${q.name} | ${q.count.toLocaleString('en')} | ${q.service.median} / ${q.service.p99} | ${Math.round(q.service.throughput ?? 0).toLocaleString('en')} | ${q.jsonServer.median} / ${q.jsonServer.p99} | ${Math.round(q.jsonServer.throughput ?? 0).toLocaleString('en')} | ${q.floor.median.toFixed(2)} | ${ratio(q.service.throughput ?? 0, q.jsonServer.throughput ?? 0)} | ${ratio(q.service.median, q.floor.median)} | ${q.correct ? 'yes' : '**no**'} |`,
      );
    }
    lines.push(
      '',
      `Market price (\`/auto/average_price\`, a sample of at most ${MAX_SAMPLE} adverts): the service over HTTP against a plain scan of every advert in this process (filter, keep the newest, sort by price, sum).`,
      '',
      '| Comparison | Total | Service median / p99 | Service req/s | Plain scan median | Latency vs scan | Same answer |',
      '|---|---:|---:|---:|---:|---:|:---:|',
    );
    for (const m of size.market) {
      lines.push(
        `| ${m.name} | ${m.total.toLocaleString('en')} | ${m.service.median} / ${m.service.p99} | ${Math.round(m.service.throughput ?? 0).toLocaleString('en')} | ${m.floor.median.toFixed(2)} | ${ratio(m.service.median, m.floor.median)} | ${m.correct ? 'yes' : '**no**'} |`,
      );
    }
    const d = size.deletes;
    lines.push(
      '',
      `Deletes under search load (10 connections searching): ${d.deletes} deletes of the demo seller's adverts beside it, each checked in /auto/info and a search; search mean latency ${d.baseline.median} ms without, ${d.underDeletes.median} ms with (${ratio(d.underDeletes.median, d.baseline.median)}); p99 ${d.baseline.p99} → ${d.underDeletes.p99} ms; throughput ${Math.round(d.baseline.throughput ?? 0)} → ${Math.round(d.underDeletes.throughput ?? 0)}/s; stale answers after an acknowledged delete: ${d.stale}.`,
    );
  }
  if (app) {
    lines.push(
      '',
      '## The app',
      '',
      '| Route | First load on the wire (brotli, the page as the server sends it) |',
      '|---|---:|',
    );
    for (const route of app.routes)
      lines.push(`| ${route.route} | ${(route.bytes / 1024).toFixed(1)} KB |`);
    lines.push(
      '',
      `Search → painted results (${app.runs} runs, headless Chromium): median ${app.totalMedian.toFixed(1)} ms in all, of which the server's own time ${app.serverMedian.toFixed(1)} ms; app overhead median ${app.overheadMedian.toFixed(1)} ms (p90 ${app.overheadP90.toFixed(1)} ms).`,
      '',
      `Orders page with ${app.orders.orders.toLocaleString('en')} orders (one answer; the table is virtualised): loaded and painted in ${app.orders.bareLoadMedian.toFixed(0)} ms in a browser with no DevTools attached (median of 5, network included), of which ${app.orders.bareAfterAnswerMedian.toFixed(0)} ms from the answer's last byte to the painted table (the app's part); through Playwright, whose DevTools client makes the page decode the answer for it too, ${app.orders.loadMedian.toFixed(0)} and ${app.orders.afterAnswerMedian.toFixed(0)} ms; a column sort painted in ${app.orders.sortMedian.toFixed(0)} ms and a text filter in ${app.orders.filterMedian.toFixed(0)} ms (medians of 10).`,
    );
  }
  if (lighthouse) lines.push(...lighthouseMarkdown(lighthouse));
  if (lighthouseProxy) lines.push(...lighthouseMarkdown(lighthouseProxy));
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  if (!existsSync('dist/index.html') || process.env.BENCH_BUILD !== '0')
    await run('node_modules/.bin/vite', ['build', '--logLevel', 'warn']);
  const sizes: SizeReport[] = [];
  let port = Number(process.env.BENCH_PORT ?? 4300);
  for (const vehicles of SIZES) {
    sizes.push(await benchSize(vehicles, port));
    port += 10;
  }
  const app = process.env.BENCH_APP === '0' ? null : await measureApp(port + 10);
  const lighthouse =
    process.env.BENCH_APP === '0' || process.env.BENCH_LIGHTHOUSE === '0'
      ? null
      : await measureLighthouse(port + 20);
  // Proxy mode as deployed, when asked for: another 15 minutes or so.
  const lighthouseProxy =
    lighthouse && process.env.BENCH_LIGHTHOUSE_PROXY === '1'
      ? await measureLighthouse(port + 30, 'proxy')
      : null;
  mkdirSync('bench/results', { recursive: true });
  const stamp = startedAt.replace(/[:.]/g, '-');
  writeFileSync(
    `bench/results/${stamp}.json`,
    JSON.stringify({ startedAt, sizes, app, lighthouse, lighthouseProxy }, null, 2),
  );
  const report = markdown(sizes, app, lighthouse, lighthouseProxy, startedAt);
  writeFileSync(`bench/results/${stamp}.md`, report);
  writeFileSync('bench/results/latest.md', report);
  log(`\n${report}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
