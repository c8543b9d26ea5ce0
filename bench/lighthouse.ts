/**
 * Lighthouse on each route of the built app, served by `npm start`'s server on a fresh database
 * of the default size: the mobile preset (Lighthouse's default: a mid-range phone on a slow 4G
 * link, simulated), the same phone with the throttling applied to the load itself, and the
 * desktop preset, 3 runs each, in Debian's headless Chromium. Each figure is the median of its
 * 3 runs. `npx tsx bench/lighthouse.ts` runs it alone.
 *
 * Why the applied run: the simulation (Lantern) replays an unthrottled load, and counts every
 * request that ended before the observed paint as one the paint waited for. On localhost the
 * app's scripts have all arrived before the server's frame paints, so a page whose frame is its
 * largest paint (an advert's photo) is scored as if it waited for the scripts; on a phone it
 * does not. The applied run measures that load as a phone would see it.
 *
 * `LIGHTHOUSE_PROXY=1` measures proxy mode instead, as it is deployed: a proxy with accounts in
 * front of a reference service of the default size (standing in for the public API: a car's
 * photos on its own origin, a home's on RIA's photo host), the public routes as an anonymous
 * visitor and the orders signed in as an operator. The proxy starts with an empty cache, and
 * each route's first run fills it.
 */
import * as chromeLauncher from 'chrome-launcher';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { advertId, debianChromium, median, startFreshServer, waitFor } from './bench-server';
import { DEVICE_COOKIE } from '../server/http/sessions';

/**
 * The routes measured, at the addresses the app itself links (with their language, so that no
 * redirect is measured). The advert is the newest car with photos of the fresh database,
 * looked up through the API as the e2e tests do (`advert` stands for its id).
 */
export const LIGHTHOUSE_ROUTES = [
  { name: 'Start page', path: '/uk/' },
  { name: 'Vehicles with a make', path: '/uk/vehicles?marka_id[0]=79' },
  { name: 'Real estate in a city', path: '/uk/realty?state_id=10&city_id=10' },
  { name: 'Orders (300)', path: '/uk/orders', signedIn: true },
  { name: 'Converter', path: '/uk/converter' },
  { name: 'Vehicle advert', path: '/uk/vehicles/:advert' },
] as const;

/** What serves the pages: the reference service itself (`npm start`), or a proxy in front of one. */
export type LighthouseMode = 'embedded' | 'proxy';

/** Runs per route and preset (3 unless LIGHTHOUSE_RUNS says otherwise, for a quick look). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds. */
  readonly lcp: number;
  /**
   * Each run's LCP, in milliseconds, lowest first: the simulated figure flips between two values
   * from run to run (bench/README.md), and a median of 3 can hide one run of the other.
   */
  readonly lcpRuns: readonly number[];
  readonly tbt: number;
  readonly cls: number;
  /** Bytes transferred for the whole load (Lighthouse's total-byte-weight). */
  readonly bytes: number;
  /**
   * The share of the page's main-thread task time the thread ran on the CPU (0 to 1): Lantern
   * counts wall time, and what is not on the CPU is the machine's contention (bench/README.md).
   */
  readonly onCpu: number;
}

/** `mobile-applied`: the mobile preset with its throttling applied (`devtools`), not simulated. */
const PRESETS = ['mobile', 'mobile-applied', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];

export interface LighthouseReport {
  readonly mode: LighthouseMode;
  readonly chromium: string;
  readonly runs: number;
  /**
   * Lighthouse's measure of the machine's CPU (higher is faster), median of every run: the
   * simulated phone is this machine slowed 4 times, so a slower machine reads slower figures.
   */
  readonly benchmarkIndex: number;
  readonly routes: ({
    readonly name: string;
    readonly path: string;
  } & Record<Preset, LighthouseFigures>)[];
}

type Answer = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Trace = Answer['artifacts']['Trace'];

/** Tasks this long and longer: at 4× they may block (50 ms); shorter ones cannot. */
const TASK_US = 10_000;

/**
 * Thread time over wall time of the page's main-thread tasks of 10 ms and more, from its
 * navigation on. The first paint is recorded on the page's main thread, which tells it apart.
 */
function onCpuShare(trace: Trace): number {
  const events = trace.traceEvents;
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return NaN;
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' && event.pid === paint.pid && event.ts <= paint.ts,
    )
    .at(-1);
  let wall = 0;
  let cpu = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid) continue;
    if (event.ts < (navigation?.ts ?? 0) || (event.dur ?? 0) < TASK_US) continue;
    wall += event.dur ?? 0;
    // Thread time: Chromium records it, Lighthouse's types leave it out.
    cpu += 'tdur' in event && typeof event.tdur === 'number' ? event.tdur : 0;
  }
  return wall > 0 ? cpu / wall : NaN;
}

function figuresOf({ lhr: result, artifacts }: Answer): LighthouseFigures {
  const score = (id: (typeof CATEGORIES)[number]) =>
    Math.round((result.categories[id]?.score ?? 0) * 100);
  const value = (audit: string) => result.audits[audit]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: value('largest-contentful-paint'),
    lcpRuns: [value('largest-contentful-paint')],
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    onCpu: onCpuShare(artifacts.Trace),
  };
}

function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (pick: (figures: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    scores: {
      performance: of((f) => f.scores.performance),
      accessibility: of((f) => f.scores.accessibility),
      'best-practices': of((f) => f.scores['best-practices']),
      seo: of((f) => f.scores.seo),
    },
    lcp: of((f) => f.lcp),
    lcpRuns: runs.flatMap((f) => f.lcpRuns).toSorted((a, b) => a - b),
    tbt: of((f) => f.tbt),
    cls: of((f) => f.cls),
    bytes: of((f) => f.bytes),
    onCpu: of((f) => f.onCpu),
  };
}

/**
 * One Lighthouse run. Chromium's trace now and then lacks its navigation start (NO_NAVSTART):
 * such a run is tried again, up to three times.
 */
async function audit(
  url: string,
  port: number,
  preset: Preset,
  cookie: string | undefined,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Lighthouse clears the origin's storage, cookies too, before it loads: a session goes as
        // a header on every request instead.
        ...(cookie ? { extraHeaders: { cookie } } : {}),
        ...(preset === 'mobile-applied' ? { throttlingMethod: 'devtools' as const } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = answer.lhr.runtimeError;
    if (!failure) return answer;
    if (attempt === 3) throw new Error(`${url} (${preset}): ${failure.message}`);
  }
}

interface Served {
  /** Where the pages are measured. */
  readonly origin: string;
  /** The reference service, which has the data (the upstream, in proxy mode). */
  readonly service: string;
  /** An operator's cookies (`name=value; …`: the session and the orders hint), in proxy mode. */
  readonly operator?: string;
  readonly processes: ChildProcess[];
}

/**
 * A proxy with an operator's account in front of a fresh reference service on `port + 1`, both
 * ready, and the operator signed in. The password is made here and goes to `npm run users` on
 * its standard input, as the README says to.
 */
async function startProxy(port: number): Promise<Served> {
  const service = `http://127.0.0.1:${port + 1}`;
  const origin = `http://127.0.0.1:${port}`;
  const users = 'data/bench/lighthouse-users.json';
  const cache = 'data/bench/lighthouse-proxy-cache.db';
  mkdirSync('data/bench', { recursive: true });
  rmSync(users, { force: true });
  const name = 'bench-operator';
  const password = randomBytes(18).toString('base64url');
  const added = spawnSync(
    'node_modules/.bin/tsx',
    ['scripts/users.ts', 'add', name, '--role', 'operator', '--users', users],
    { input: `${password}\n`, encoding: 'utf8' },
  );
  if (added.status !== 0) throw new Error(`npm run users failed: ${added.stderr}`);
  const processes = [startFreshServer('lighthouse-upstream', port + 1)];
  processes.push(
    spawn(
      'node_modules/.bin/tsx',
      [
        'server/main.ts',
        ...['--port', String(port), '--upstream', `${service}/api`, '--users', users],
        // The upstream links a car's photos on its own origin, a home's on RIA's photo host
        // (as the live service does; offline, those fail to load: bench/README.md).
        ...['--cache-db', cache, '--reseed', '--quiet'],
        ...['--photo-hosts', `https://*.riastatic.com,${service}`],
      ],
      // The upstream's key goes in the environment, as the README advises.
      { stdio: 'ignore', env: { ...process.env, MARKETPLACE_UPSTREAM_KEY: 'demo-key' } },
    ),
  );
  try {
    await waitFor(`${service}/api/_meta`);
    await waitFor(`${origin}/api/_meta`);
    const signedIn = await fetch(`${origin}/api/_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password }),
    });
    // The session's cookie and the hint that the account reads the orders (its page then starts
    // them, as a returning operator's browser has it); not the sign-in's device cookie.
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => !pair.startsWith(`${DEVICE_COOKIE}=`))
      .join('; ');
    if (!signedIn.ok || !cookie) throw new Error(`signing in failed: ${signedIn.status}`);
    return { origin, service, operator: cookie, processes };
  } catch (error) {
    for (const child of processes) child.kill('SIGTERM');
    throw error;
  }
}

async function startServed(mode: LighthouseMode, port: number): Promise<Served> {
  if (mode === 'proxy') return startProxy(port);
  const origin = `http://127.0.0.1:${port}`;
  const server = startFreshServer('lighthouse', port);
  try {
    await waitFor(`${origin}/api/_meta`);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { origin, service: origin, processes: [server] };
}

export async function measureLighthouse(
  port: number,
  mode: LighthouseMode = 'embedded',
): Promise<LighthouseReport> {
  const chromePath = debianChromium();
  const served = await startServed(mode, port);
  const chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const { origin } = served;
    const version = (await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    ).json()) as { Browser: string };
    const routes: LighthouseReport['routes'][number][] = [];
    // LIGHTHOUSE_ONLY=/orders measures the routes whose path starts so (a quick look).
    const only = process.env.LIGHTHOUSE_ONLY;
    const advert = await advertId(served.service);
    const chosen = LIGHTHOUSE_ROUTES.map((route) => ({
      ...route,
      path: route.path.replace(':advert', advert),
    })).filter(({ path }) => !only || path.startsWith(only));
    const benchmarkIndexes: number[] = [];
    for (const route of chosen) {
      const presets: Partial<Record<Preset, LighthouseFigures>> = {};
      for (const preset of PRESETS) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < RUNS; run++) {
          const cookie = 'signedIn' in route ? served.operator : undefined;
          const result = await audit(`${origin}${route.path}`, chrome.port, preset, cookie);
          benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
          runs.push(figuresOf(result));
        }
        presets[preset] = medianFigures(runs);
      }
      routes.push({
        ...route,
        mobile: presets.mobile!,
        'mobile-applied': presets['mobile-applied']!,
        desktop: presets.desktop!,
      });
    }
    return {
      mode,
      chromium: version.Browser,
      runs: RUNS,
      benchmarkIndex: median(benchmarkIndexes),
      routes,
    };
  } finally {
    chrome.kill();
    for (const child of served.processes) child.kill('SIGTERM');
  }
}

export function lighthouseMarkdown(report: LighthouseReport): string[] {
  const lines = [
    '',
    `## Lighthouse${report.mode === 'proxy' ? ' through the proxy' : ''} (${report.chromium}, median of ${report.runs} runs)`,
    '',
    ...(report.mode === 'proxy'
      ? [
          "Proxy mode as deployed: a proxy with accounts in front of a reference service of the default size; the public routes as an anonymous visitor, the orders signed in as an operator. Its cache starts empty: each route's first run fills it.",
          '',
        ]
      : []),
    'Targets: performance ≥ 95 mobile and 100 desktop; accessibility, best practices and SEO 100; LCP ≤ 2.0 s on mobile; TBT ≤ 150 ms; CLS ≤ 0.02.',
    '',
    `The machine's benchmark index (Lighthouse's measure of its CPU, higher is faster; the simulated phone is this CPU slowed 4×): ${Math.round(report.benchmarkIndex)}, the median of every run. The simulated phone is as fast as this machine is that day: compare figures from other machines or days with care.`,
    '',
    '`mobile applied`: the same phone with the throttling applied to the load rather than simulated from an unthrottled one (see bench/lighthouse.ts).',
    '',
    "`On CPU`: the share of the page's main-thread task time (tasks of 10 ms and more) that the thread ran rather than waited for a core. The simulated preset multiplies wall time by 4, so where this is low its TBT and LCP count the machine's contention as the page's work (bench/README.md).",
    '',
    '| Route | Preset | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Transferred | On CPU |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  for (const route of report.routes) {
    for (const preset of PRESETS) {
      const f = route[preset];
      const low = f.lcpRuns[0] ?? f.lcp;
      const high = f.lcpRuns.at(-1) ?? f.lcp;
      // The median, and the runs' range where they differ by a tenth of a second or more.
      const lcp = `${seconds(f.lcp)} s${high - low >= 100 ? ` (${seconds(low)}–${seconds(high)})` : ''}`;
      lines.push(
        `| ${route.name} (\`${route.path}\`) | ${preset.replace('-', ' ')} | ${f.scores.performance} | ${f.scores.accessibility} | ${f.scores['best-practices']} | ${f.scores.seo} | ${lcp} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${(f.bytes / 1024).toFixed(1)} KB | ${Math.round(f.onCpu * 100)}% |`,
      );
    }
  }
  const mobile = report.routes.flatMap((route) => route.mobile.lcpRuns);
  const over = mobile.filter((ms) => ms > 2000).length;
  lines.push(
    '',
    `Mobile (simulated) runs with an LCP over 2.0 s: ${over} of ${mobile.length}. The LCP column gives each figure's runs' range where it spans 0.1 s or more.`,
  );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await measureLighthouse(
    Number(process.env.BENCH_PORT ?? 4300) + 90,
    process.env.LIGHTHOUSE_PROXY === '1' ? 'proxy' : 'embedded',
  );
  console.log(lighthouseMarkdown(report).join('\n'));
}
