/**
 * The main thread of a page's load as a mid-range phone runs it (4x CPU, 412 × 823), for
 * telling two builds apart where Lighthouse cannot (its TBT moved by 900 ms between runs of
 * one build on a busy day). Each address is loaded `--runs` times (5 unless told), the
 * addresses in turn, so that a change in the machine's load falls on all of them alike; each
 * load is traced, and the report gives, per address, the median first contentful paint, the
 * median blocking time after it (each task's time beyond 50 ms, as TBT counts it, until the
 * trace ends), and each load's long tasks with what took most of each.
 *
 *   npx tsx bench/main-thread.ts [--runs 7] <address> [<address> …]
 *
 * To compare builds, serve each on a port of its own (`npx tsx server/main.ts --port 4421
 * --static-dir <its dist> --db <a fresh file>`) and give the same page on both. Playwright
 * keeps DevTools' Runtime domain on, as Lighthouse does: a build that makes `Error` objects as
 * it loads pays here what a phone does not (bench/README.md).
 */
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';
import { debianChromium, median } from './bench-server';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
}

interface Load {
  readonly fcp: number;
  readonly blocking: number;
  readonly tasks: string[];
}

const LONG_TASK_US = 50_000;
const SETTLE_MS = 6_000;
/** Loads of an address tried before giving up: now and then a trace holds no first paint. */
const ATTEMPTS = 3;

/**
 * The renderer's main thread: the CrRendererMain with the most events in the process that
 * painted (the page's own; about:blank's renderer can have more).
 */
function mainThread(events: readonly TraceEvent[], paintPid: number) {
  const count = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const mains = events.filter(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      event.pid === paintPid,
  );
  const key = (event: TraceEvent) => count.get(`${event.pid}:${event.tid}`) ?? 0;
  const main = mains.sort((a, b) => key(b) - key(a))[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  return main;
}

/** A load's figures, or null when its trace holds no first paint (a load to take again). */
function summarize(events: readonly TraceEvent[]): Load | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const main = mainThread(events, paint.pid);
  const own = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  // The page's own navigation: the last to start before its paint (about:blank's comes first).
  const navigation = events
    .filter(
      (event) => event.name === 'navigationStart' && event.pid === main.pid && event.ts <= paint.ts,
    )
    .at(-1);
  if (!navigation) return null;
  const tasks = own.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US && event.ts > paint.ts,
  );
  const describe = (task: TraceEvent) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter(
      (event) =>
        event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts < end,
    );
    const top = inside.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    const url = top?.args?.data?.url?.replace(/.*\//, '');
    const what = top ? `${top.name}${url ? ` ${url}` : ''}` : 'idle';
    return `${Math.round((task.dur ?? 0) / 1000)} ms (${what})`;
  };
  return {
    fcp: (paint.ts - navigation.ts) / 1000,
    blocking: tasks.reduce((sum, task) => sum + ((task.dur ?? 0) - LONG_TASK_US) / 1000, 0),
    tasks: tasks.map(describe),
  };
}

const { values, positionals: addresses } = parseArgs({
  options: { runs: { type: 'string', default: '5' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (addresses.length === 0 || !(runs > 0))
  throw new Error('Usage: npx tsx bench/main-thread.ts [--runs N] <address> [<address> …]');
const executablePath = debianChromium();
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu'],
});
const loads = new Map<string, Load[]>(addresses.map((address) => [address, []]));
try {
  for (let run = 0; run < runs; run++) {
    for (const address of addresses) {
      let load: Load | null = null;
      for (let attempt = 0; attempt < ATTEMPTS && !load; attempt++) load = await measure(address);
      if (!load) throw new Error(`${ATTEMPTS} loads of ${address} traced no first paint`);
      loads.get(address)!.push(load);
    }
  }
} finally {
  await browser.close();
}

/** One load of `address`, traced. */
async function measure(address: string): Promise<Load | null> {
  // A new context each time: nothing cached from the load before.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
      'v8',
    ],
  });
  await page.goto(address);
  await page.waitForTimeout(SETTLE_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  return summarize(trace.traceEvents);
}

for (const [address, measured] of loads) {
  const fcp = median(measured.map((load) => load.fcp));
  const blocking = median(measured.map((load) => load.blocking));
  console.log(`\n${address}`);
  console.log(
    `  first contentful paint ${Math.round(fcp)} ms, blocking time after it ${Math.round(blocking)} ms (medians of ${measured.length})`,
  );
  for (const [i, load] of measured.entries())
    console.log(`  load ${i + 1}: ${Math.round(load.blocking)} ms; ${load.tasks.join(', ')}`);
}
