/**
 * `npm run soak`: the service keeps working and loses nothing, proved on the real thing (the
 * `npm start` entry point as a child process, over loopback), in four parts:
 *
 * 1. Fuzz: 20,000 hostile requests (server/robustness/hostile-query.ts) on every endpoint, and
 *    5,000 more through proxy mode in front of it. Every answer below 500, in the contract or
 *    the envelope; both processes alive, nothing on stderr; the database changed only by the
 *    deletes that were acknowledged.
 * 2. Load: 64 connections for 60 s (after a 10 s warm-up), 80% searches, 15% advert details,
 *    5% deletes of the demo seller's adverts. No errors, no 5xx, server RSS growth under 20%;
 *    every acknowledged delete is gone from details, from search and from SQLite, and nothing
 *    else changed.
 * 3. Crash: 20 times, SIGKILL the server in the middle of a burst of deletes, restart it:
 *    `PRAGMA integrity_check` is ok, every acknowledged delete is there, no other advert changed
 *    (a delete sent but not answered may or may not have happened; both are counted).
 * 4. Proxy replicas: two proxy processes on one real redis-server in front of one upstream,
 *    30 s of load through both (anonymous searches and details, an operator's orders, a
 *    seller's deletes, with sessions made on the other replica). No 5xx; the upstream received
 *    exactly the calls the shared count says; every acknowledged delete is gone through both
 *    replicas. Then a burst of uncached calls past a small hourly limit: the upstream gets the
 *    limit, not one call more. Then Redis is killed: 503 STORE_UNAVAILABLE from both, no
 *    upstream call; brought back: both serve again by themselves.
 *
 * Prints the figures and exits 1 on any failure. Settings (environment): SOAK_VEHICLES=100000
 * SOAK_FUZZ_CASES=20000 SOAK_PROXY_FUZZ_CASES=5000 SOAK_SECONDS=60 SOAK_WARMUP_SECONDS=10
 * SOAK_CONNECTIONS=64 SOAK_CRASH_ROUNDS=20 SOAK_PROXY_SECONDS=30 SOAK_SEED=<n> (the fuzz seed;
 * printed). SOAK_PHASES=fuzz,load,crash,proxy runs only some phases.
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { sessionResponseSchema } from '../../src/api/contracts/session';
import { writeAccountsFile } from '../http/accounts';
import { hashPassword } from '../http/passwords';
import { startRedis } from '../proxy/redis-test-kit';
import {
  deleteAdvertResponseSchema,
  vehicleSearchArrayFormSchema,
} from '../../src/api/contracts/vehicles';
import { DEFAULT_DEMO_KEY, DEMO_SELLER } from '../seed/accounts';
import { killAllChildren, startChildServer, type ChildServer } from './child-server';
import { formatAnswers, fuzzContext, runFuzz } from './fuzz-runner';
import { HttpClient } from './http-client';
import { compareSnapshots, takeSnapshot, type DataSnapshot } from './snapshot';

const env = (name: string, fallback: number) => {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? fallback : Number(raw);
};
const SETTINGS = {
  vehicles: env('SOAK_VEHICLES', 100_000),
  fuzzCases: env('SOAK_FUZZ_CASES', 20_000),
  proxyFuzzCases: env('SOAK_PROXY_FUZZ_CASES', 5_000),
  seconds: env('SOAK_SECONDS', 60),
  warmupSeconds: env('SOAK_WARMUP_SECONDS', 10),
  connections: env('SOAK_CONNECTIONS', 64),
  crashRounds: env('SOAK_CRASH_ROUNDS', 20),
  proxySeconds: env('SOAK_PROXY_SECONDS', 30),
  phases: new Set(
    (process.env.SOAK_PHASES ?? 'fuzz,load,crash,proxy').split(',').map((phase) => phase.trim()),
  ),
  seed: env('SOAK_SEED', Math.floor(Math.random() * 2 ** 31)),
};
const DIR = 'data/soak';
/** No built app: the soak is about the API (and `dist` may be rebuilt meanwhile). */
const NO_APP = join(DIR, 'no-app');
const KEY = DEFAULT_DEMO_KEY;
const DEMO = DEMO_SELLER.userId;
const MAX_RSS_GROWTH = 0.2;

const failures: string[] = [];
const figures: string[] = [];
const say = (line: string) => console.log(line);
const fail = (what: string) => {
  failures.push(what);
  say(`  FAIL ${what}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const n = (value: number) => value.toLocaleString('en');

/** Fisher-Yates with the given random source. */
function shuffled<T>(list: readonly T[], rand: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A small seeded PRNG (mulberry32), so a load mix can be replayed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// The dataset

interface Base {
  readonly file: string;
  readonly snapshot: DataSnapshot;
  readonly live: number;
  readonly ownIds: readonly number[];
  readonly sampleIds: readonly number[];
  readonly otherIds: readonly number[];
  readonly makes: readonly number[];
  readonly states: readonly number[];
  /** The columns a narrow search needs, per advert of the demo seller. */
  readonly ownRows: ReadonlyMap<number, AdvertKey>;
}

interface AdvertKey {
  readonly category_id: number;
  readonly marka_id: number;
  readonly model_id: number;
  readonly year: number;
  readonly state_id: number;
  readonly city_id: number;
}

function run(args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

function removeDb(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** A copy of the base database (with its WAL, should it hold anything) for one part. */
function copyOfBase(base: Base, name: string): string {
  const file = join(DIR, name);
  removeDb(file);
  copyFileSync(base.file, file);
  if (existsSync(`${base.file}-wal`)) copyFileSync(`${base.file}-wal`, `${file}-wal`);
  return file;
}

async function prepareBase(): Promise<Base> {
  mkdirSync(NO_APP, { recursive: true });
  const file = join(DIR, `base-${SETTINGS.vehicles}.db`);
  removeDb(file);
  const started = performance.now();
  await run([
    'server/main.ts',
    '--db',
    file,
    '--vehicles',
    String(SETTINGS.vehicles),
    '--seed',
    'soak',
    '--seed-only',
    '--quiet',
  ]);
  const db = new Database(file, { readonly: true });
  try {
    const ids = (sql: string, ...params: unknown[]) =>
      db
        .prepare(sql)
        .pluck()
        .all(...params) as number[];
    const ownRows = new Map<number, AdvertKey>();
    for (const row of db
      .prepare(
        'SELECT id, category_id, marka_id, model_id, year, state_id, city_id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL',
      )
      .all(DEMO) as (AdvertKey & { id: number })[]) {
      ownRows.set(row.id, row);
    }
    const base: Base = {
      file,
      snapshot: takeSnapshot(db),
      live: db
        .prepare('SELECT count(*) FROM vehicles WHERE deleted_at IS NULL')
        .pluck()
        .get() as number,
      ownIds: [...ownRows.keys()],
      ownRows,
      sampleIds: ids(
        'SELECT id FROM vehicles WHERE deleted_at IS NULL ORDER BY random() LIMIT 5000',
      ),
      otherIds: ids(
        'SELECT id FROM vehicles WHERE user_id != ? AND deleted_at IS NULL ORDER BY random() LIMIT 2000',
        DEMO,
      ),
      makes: ids(
        'SELECT marka_id FROM vehicles WHERE category_id = 1 GROUP BY marka_id ORDER BY count(*) DESC LIMIT 40',
      ),
      states: ids('SELECT DISTINCT state_id FROM vehicles'),
    };
    say(
      `dataset: ${n(base.live)} vehicles (${n(base.ownIds.length)} of the demo seller), generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return base;
  } finally {
    db.close();
  }
}

/** The database of a stopped (or killed) server, checked and fingerprinted. */
function inspect(file: string): { integrity: string; snapshot: DataSnapshot } {
  const db = new Database(file, { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    return { integrity, snapshot: takeSnapshot(db) };
  } finally {
    db.close();
  }
}

async function metaVehicles(client: HttpClient): Promise<number> {
  const answer = await client.send('GET', '/api/_meta');
  return metaResponseSchema.parse(JSON.parse(answer.text)).dataset?.vehicles ?? -1;
}

/** Every acknowledged delete is gone from details and from a search narrow enough to page. */
async function checkGone(
  client: HttpClient,
  base: Base,
  ids: Iterable<number>,
  where: string,
): Promise<number> {
  let checked = 0;
  for (const id of ids) {
    checked++;
    const info = await client.send('GET', `/api/auto/info?api_key=${KEY}&auto_id=${id}`);
    if (info.status !== 404)
      fail(`${where}: deleted advert ${id} still answers /auto/info (${info.status})`);
    const row = base.ownRows.get(id);
    if (!row) continue;
    const query =
      `category_id=${row.category_id}&marka_id[0]=${row.marka_id}&model_id[0]=${row.model_id}` +
      `&s_yers[0]=${row.year}&po_yers[0]=${row.year}&state[0]=${row.state_id}&city[0]=${row.city_id}`;
    for (let page = 0; page < 50; page++) {
      const answer = await client.send(
        'GET',
        `/api/auto/search?api_key=${KEY}&${query}&countpage=100&page=${page}`,
      );
      const [body] = vehicleSearchArrayFormSchema.parse(JSON.parse(answer.text));
      const { ids: found } = body.result.search_result;
      if (found.includes(String(id)))
        fail(`${where}: deleted advert ${id} is still found by search`);
      if (found.length < 100) break;
    }
  }
  return checked;
}

// ---------------------------------------------------------------------------------------------
// 1. Fuzz

async function fuzzPhase(base: Base): Promise<void> {
  say(
    `\n== 1. fuzz: ${n(SETTINGS.fuzzCases)} cases embedded + ${n(SETTINGS.proxyFuzzCases)} through the proxy, over loopback (seed ${SETTINGS.seed})`,
  );
  const file = copyOfBase(base, 'fuzz.db');
  const server = await startChildServer(['--db', file, '--static-dir', NO_APP]);
  const cacheDb = join(DIR, 'proxy-cache.db');
  removeDb(cacheDb);
  const proxy = await startChildServer(
    [
      '--upstream',
      `${server.origin}/api`,
      '--upstream-user-id',
      String(DEMO),
      '--upstream-hourly-limit',
      '10000000',
      '--cache-search-ttl',
      '0',
      '--cache-catalog-ttl',
      '0',
      '--cache-db',
      cacheDb,
      '--static-dir',
      NO_APP,
    ],
    { env: { MARKETPLACE_UPSTREAM_KEY: KEY } },
  );
  const context = (() => {
    const db = new Database(base.file, { readonly: true });
    try {
      return fuzzContext(db, DEMO);
    } finally {
      db.close();
    }
  })();
  const acknowledged = new Set<number>();
  let cases = 0;
  const started = performance.now();
  for (const [target, numRuns, seed] of [
    [server, SETTINGS.fuzzCases, SETTINGS.seed],
    [proxy, SETTINGS.proxyFuzzCases, SETTINGS.seed + 1],
  ] as const) {
    if (numRuns <= 0) continue;
    const client = new HttpClient(target.host, target.port);
    const label = target === server ? 'embedded' : 'proxy';
    try {
      const outcome = await runFuzz({
        client,
        context,
        numRuns,
        seed,
        progress: { every: 5000, report: (done) => say(`  ${label}: ${n(done)} cases…`) },
      });
      cases += outcome.cases;
      for (const id of outcome.acknowledged) acknowledged.add(id);
      say(`  ${label}: ${n(outcome.cases)} cases: ${formatAnswers(outcome.answers)}`);
    } catch (error) {
      fail(`fuzz (${label}): ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      client.close();
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const client = new HttpClient(server.host, server.port);
  for (const child of [server, proxy]) {
    if (child.process.exitCode !== null)
      fail(`fuzz: a server process died (${child.process.exitCode})`);
    const answer = await new HttpClient(child.host, child.port).send('GET', '/api/_meta');
    if (answer.status !== 200)
      fail(`fuzz: a server no longer answers /api/_meta (${answer.status})`);
    if (child.stderr.length > 0)
      fail(`fuzz: a server logged errors: ${child.stderr.join('').slice(0, 2000)}`);
  }
  await checkGone(client, base, acknowledged, 'fuzz');
  client.close();
  await proxy.stop();
  await server.stop();

  const { integrity, snapshot } = inspect(file);
  if (integrity !== 'ok') fail(`fuzz: integrity_check says ${integrity}`);
  const { problems } = compareSnapshots(base.snapshot, snapshot, { acknowledged, ownerId: DEMO });
  for (const problem of problems) fail(`fuzz: ${problem}`);
  figures.push(
    `fuzz:  ${n(cases)} cases over loopback against child processes (${n(SETTINGS.fuzzCases)} embedded, ${n(SETTINGS.proxyFuzzCases)} through the proxy) in ${seconds.toFixed(0)} s, seed ${SETTINGS.seed}; ` +
      `${n(acknowledged.size)} acknowledged deletes, nothing else changed; both processes alive, nothing logged`,
  );
}

// ---------------------------------------------------------------------------------------------
// 2. Load

type Kind = 'search' | 'info' | 'delete';

/** The load's requests: 80% searches, 15% details, 5% deletes of the demo seller's adverts. */
class LoadMix {
  readonly acknowledged = new Set<number>();
  private readonly sent = new Map<number, number>();
  private readonly answered = new Map<number, number>();
  readonly notFound = new Set<number>();
  /** Answers other than the expected ones: a count, and the first few. */
  unexpectedCount = 0;
  readonly unexpected: string[] = [];
  readonly counts: Record<Kind, number> = { search: 0, info: 0, delete: 0 };
  private readonly rand: () => number;

  constructor(
    private readonly base: Base,
    seed: number,
  ) {
    this.rand = prng(seed);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)]!;
  }

  private vehicleSearch(): string {
    const r = this.rand;
    const parts: string[] = [];
    if (r() < 0.7) parts.push('category_id=1');
    const rows = r() < 0.6 ? 1 + Math.floor(r() * 3) : 0;
    for (let i = 0; i < rows; i++) {
      parts.push(`marka_id[${i}]=${this.pick(this.base.makes)}`);
      if (r() < 0.5) parts.push(`s_yers[${i}]=${2000 + Math.floor(r() * 18)}`);
      if (r() < 0.3) parts.push(`po_yers[${i}]=${2012 + Math.floor(r() * 12)}`);
    }
    if (r() < 0.3) {
      const from = Math.floor(r() * 20) * 1000;
      parts.push(`price_ot=${from}`, `price_do=${from + 5000 + Math.floor(r() * 40) * 1000}`);
      parts.push(`currency=${1 + Math.floor(r() * 3)}`);
    }
    if (r() < 0.3) parts.push(`state[0]=${this.pick(this.base.states)}`);
    if (r() < 0.2) parts.push(`bodystyle[0]=${this.pick([2, 3, 4, 5, 6])}`);
    if (r() < 0.15) parts.push(`type[0]=${1 + Math.floor(r() * 6)}`);
    if (r() < 0.15) parts.push(`gearbox[0]=${1 + Math.floor(r() * 3)}`);
    if (r() < 0.1) parts.push('with_photo=1');
    if (r() < 0.1) parts.push('custom=1');
    if (r() < 0.1) parts.push('abroad=2');
    if (r() < 0.2) parts.push(`order_by=${1 + Math.floor(r() * 2)}`);
    parts.push(`countpage=${this.pick([10, 10, 20, 50, 100])}`);
    if (r() < 0.3) parts.push(`page=${Math.floor(r() * 5)}`);
    return `/api/auto/search?api_key=${KEY}&${parts.join('&')}`;
  }

  private realtySearch(): string {
    const r = this.rand;
    const parts = [
      `category=1`,
      `realty_type=${this.pick([2, 3])}`,
      `operation_type=${this.pick([1, 3])}`,
    ];
    if (r() < 0.5) parts.push(`state_id=${this.pick([1, 5, 10])}`);
    if (r() < 0.3)
      parts.push(`characteristic[209][from]=1&characteristic[209][to]=${1 + Math.floor(r() * 4)}`);
    if (r() < 0.3) parts.push(`page=${Math.floor(r() * 3)}`);
    return `/api/dom/search?api_key=${KEY}&${parts.join('&')}`;
  }

  next(): { kind: Kind; method: 'GET' | 'DELETE'; path: string; id?: number } {
    const roll = this.rand();
    if (roll < 0.8) {
      this.counts.search++;
      const path = this.rand() < 0.85 ? this.vehicleSearch() : this.realtySearch();
      return { kind: 'search', method: 'GET', path };
    }
    if (roll < 0.95) {
      this.counts.info++;
      const id = this.pick(this.base.sampleIds);
      return {
        kind: 'info',
        method: 'GET',
        path: `/api/auto/info?api_key=${KEY}&auto_id=${id}`,
        id,
      };
    }
    this.counts.delete++;
    const id = this.pick(this.base.ownIds);
    this.sent.set(id, (this.sent.get(id) ?? 0) + 1);
    return {
      kind: 'delete',
      method: 'DELETE',
      path: `/api/auto/new/autos?api_key=${KEY}&user_id=${DEMO}&auto_id=${id}`,
      id,
    };
  }

  answer(kind: Kind, id: number | undefined, status: number, body: string): void {
    const unexpected = (what: string) => {
      this.unexpectedCount++;
      if (this.unexpected.length < 20) this.unexpected.push(`${kind} ${id ?? ''}: ${what}`);
    };
    if (kind === 'delete' && id !== undefined) {
      this.answered.set(id, (this.answered.get(id) ?? 0) + 1);
      if (status !== 200) return unexpected(`status ${status} ${body.slice(0, 200)}`);
      const { num_rows } = deleteAdvertResponseSchema.parse(JSON.parse(body));
      if (num_rows === 1) {
        if (this.acknowledged.has(id)) unexpected('deleted twice');
        this.acknowledged.add(id);
      }
      return;
    }
    if (kind === 'info' && status === 404 && id !== undefined) {
      if (!errorEnvelopeSchema.safeParse(JSON.parse(body)).success)
        unexpected('404 outside the envelope');
      this.notFound.add(id);
      return;
    }
    if (status !== 200) unexpected(`status ${status} ${body.slice(0, 200)}`);
  }

  /** Deletes sent whose answer never came (in flight when a run stopped). */
  unanswered(): Set<number> {
    const ids = new Set<number>();
    for (const [id, count] of this.sent) if ((this.answered.get(id) ?? 0) < count) ids.add(id);
    return ids;
  }
}

function cannon(origin: string, seconds: number, mix: LoadMix): Promise<autocannon.Result> {
  interface Context {
    kind?: Kind;
    id?: number;
  }
  return autocannon({
    url: origin,
    connections: SETTINGS.connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const next = mix.next();
          const ctx = context as Context;
          ctx.kind = next.kind;
          ctx.id = next.id;
          return { ...request, method: next.method, path: next.path };
        },
        onResponse: (status, body, context) => {
          const ctx = context as Context;
          if (ctx.kind) mix.answer(ctx.kind, ctx.id, status, body);
        },
      },
    ],
  });
}

async function medianRss(server: ChildServer): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(300);
    samples.push(server.rssKb());
  }
  return samples.sort((a, b) => a - b)[2]!;
}

async function loadPhase(base: Base): Promise<void> {
  say(
    `\n== 2. load: ${SETTINGS.connections} connections, ${SETTINGS.warmupSeconds} s warm-up + ${SETTINGS.seconds} s; 80% searches, 15% details, 5% deletes`,
  );
  const file = copyOfBase(base, 'load.db');
  const server = await startChildServer(['--db', file, '--static-dir', NO_APP]);
  const mix = new LoadMix(base, SETTINGS.seed);
  const warmup = await cannon(server.origin, SETTINGS.warmupSeconds, mix);
  const rssBefore = await medianRss(server);
  say(
    `  warm-up: ${n(warmup.requests.total)} requests; server RSS ${(rssBefore / 1024).toFixed(0)} MB`,
  );
  const result = await cannon(server.origin, SETTINGS.seconds, mix);
  const rssAfter = await medianRss(server);
  const growth = (rssAfter - rssBefore) / rssBefore;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code} ×${n(stat.count ?? 0)}`)
    .join(', ');
  const fiveHundreds = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
  say(
    `  ${n(result.requests.total)} requests (${n(Math.round(result.requests.average))}/s): ${codes}; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  say(
    `  server RSS ${(rssBefore / 1024).toFixed(0)} MB -> ${(rssAfter / 1024).toFixed(0)} MB (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
  );
  if (warmup.errors + result.errors > 0)
    fail(`load: ${warmup.errors + result.errors} connection errors`);
  if (warmup.timeouts + result.timeouts > 0)
    fail(`load: ${warmup.timeouts + result.timeouts} timeouts`);
  if (fiveHundreds > 0) fail(`load: ${fiveHundreds} answers 5xx`);
  if (mix.unexpectedCount > 0) {
    fail(`load: ${mix.unexpectedCount} unexpected answers: ${mix.unexpected.join('; ')}`);
  }
  if (!(growth < MAX_RSS_GROWTH))
    fail(`load: server RSS grew ${(growth * 100).toFixed(1)}% (limit 20%)`);

  // Every acknowledged delete is visible: gone from details and search, at once.
  const unanswered = mix.unanswered();
  for (const id of mix.notFound) {
    if (!mix.acknowledged.has(id) && !unanswered.has(id))
      fail(`load: advert ${id} answered 404 but was never deleted`);
  }
  const client = new HttpClient(server.host, server.port);
  const checked = await checkGone(client, base, mix.acknowledged, 'load');
  const live = await metaVehicles(client);
  client.close();
  if (server.stderr.length > 0)
    fail(`load: the server logged errors: ${server.stderr.join('').slice(0, 2000)}`);
  await server.stop();

  // …and in SQLite, with nothing else changed.
  const { integrity, snapshot } = inspect(file);
  if (integrity !== 'ok') fail(`load: integrity_check says ${integrity}`);
  const { problems, unansweredApplied } = compareSnapshots(base.snapshot, snapshot, {
    acknowledged: mix.acknowledged,
    unanswered,
    ownerId: DEMO,
  });
  for (const problem of problems) fail(`load: ${problem}`);
  if (live !== base.live - mix.acknowledged.size - unansweredApplied) {
    fail(
      `load: /_meta counts ${live} live adverts, expected ${base.live - mix.acknowledged.size - unansweredApplied}`,
    );
  }
  const total = warmup.requests.total + result.requests.total;
  figures.push(
    `load:  ${SETTINGS.seconds} s at ${SETTINGS.connections} connections (+${SETTINGS.warmupSeconds} s warm-up): ${n(result.requests.total)} requests (${n(Math.round(result.requests.average))}/s), ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${n(total)} answered in all (sent: ${n(mix.counts.search)} searches, ${n(mix.counts.info)} details, ${n(mix.counts.delete)} deletes); ` +
      `errors ${result.errors + warmup.errors}, 5xx ${fiveHundreds}; RSS ${(rssBefore / 1024).toFixed(0)} -> ${(rssAfter / 1024).toFixed(0)} MB (${(growth * 100).toFixed(1)}%); ` +
      `${n(checked)} acknowledged deletes checked in details, search and SQLite (${unanswered.size} unanswered at the end, ${unansweredApplied} applied)`,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Crash

interface RoundResult {
  acknowledged: number;
  unanswered: number;
  applied: number;
}

async function crashRound(base: Base, round: number): Promise<RoundResult> {
  const rand = prng(SETTINGS.seed + 1000 + round);
  const file = copyOfBase(base, 'crash.db');
  let server = await startChildServer(['--db', file, '--static-dir', NO_APP]);

  // The burst: distinct adverts of the demo seller, and some of other sellers' (never deleted:
  // not the key owner's), shuffled; 16 at a time; the server is killed after `killAfter` acks.
  const own = shuffled(base.ownIds, rand).slice(0, 240);
  const others = shuffled(base.otherIds, rand).slice(0, 60);
  const burst = shuffled([...own, ...others], rand);
  // Between 5 and 120 acknowledgements (fewer on a small dataset: at most half the burst's own).
  const killAfter = Math.max(1, Math.min(5 + Math.floor(rand() * 116), Math.floor(own.length / 2)));
  const killDelayMs = Math.floor(rand() * 5);
  const crashed = server;
  const acknowledged = new Set<number>();
  const sent = new Set<number>();
  const answered = new Set<number>();
  const client = new HttpClient(server.host, server.port);
  let killed: Promise<void> | undefined;
  /** Set the moment the SIGKILL is sent: deletes keep going out until then. */
  let dead = false;
  let next = 0;
  const worker = async () => {
    while (next < burst.length && !dead) {
      const id = burst[next++]!;
      sent.add(id);
      try {
        const answer = await client.send(
          'DELETE',
          `/api/auto/new/autos?api_key=${KEY}&user_id=${DEMO}&auto_id=${id}`,
        );
        answered.add(id);
        if (answer.status !== 200)
          fail(`crash round ${round}: delete ${id} answered ${answer.status}`);
        else if (deleteAdvertResponseSchema.parse(JSON.parse(answer.text)).num_rows === 1) {
          acknowledged.add(id);
          // Killed 0-4 ms after the k-th acknowledgement, with other deletes in flight: some
          // kills land between two deletes, some while the server is in the middle of one.
          if (acknowledged.size >= killAfter && !killed) {
            killed = sleep(killDelayMs).then(() => {
              dead = true;
              return crashed.kill();
            });
          }
        }
      } catch {
        // In flight when the server died: sent, never answered.
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  client.close();
  if (!killed) {
    fail(`crash round ${round}: the burst ended before ${killAfter} acknowledgements`);
    dead = true;
    killed = server.kill();
  }
  await killed;
  if (crashed.process.signalCode !== 'SIGKILL') {
    fail(`crash round ${round}: the server was not killed`);
  }

  // Restart on the same file, then check it from outside while it serves.
  server = await startChildServer(['--db', file, '--static-dir', NO_APP]);
  const { integrity, snapshot } = inspect(file);
  if (integrity !== 'ok') fail(`crash round ${round}: integrity_check says ${integrity}`);
  const unanswered = new Set([...sent].filter((id) => !answered.has(id) && base.ownRows.has(id)));
  const { problems, unansweredApplied } = compareSnapshots(base.snapshot, snapshot, {
    acknowledged,
    unanswered,
    ownerId: DEMO,
  });
  for (const problem of problems) fail(`crash round ${round}: ${problem}`);
  const check = new HttpClient(server.host, server.port);
  for (const id of acknowledged) {
    const info = await check.send('GET', `/api/auto/info?api_key=${KEY}&auto_id=${id}`);
    if (info.status !== 404)
      fail(`crash round ${round}: acknowledged delete ${id} lost (${info.status})`);
  }
  const live = await metaVehicles(check);
  if (live !== base.live - acknowledged.size - unansweredApplied) {
    fail(
      `crash round ${round}: /_meta counts ${live} live adverts, expected ${base.live - acknowledged.size - unansweredApplied}`,
    );
  }
  check.close();
  if (server.stderr.length > 0)
    fail(`crash round ${round}: the server logged ${server.stderr.join('').slice(0, 500)}`);
  await server.stop();
  return {
    acknowledged: acknowledged.size,
    unanswered: unanswered.size,
    applied: unansweredApplied,
  };
}

async function crashPhase(base: Base): Promise<void> {
  say(
    `\n== 3. crash: ${SETTINGS.crashRounds} rounds of SIGKILL in the middle of a burst of deletes`,
  );
  const total: RoundResult = { acknowledged: 0, unanswered: 0, applied: 0 };
  for (let round = 1; round <= SETTINGS.crashRounds; round++) {
    const result = await crashRound(base, round);
    total.acknowledged += result.acknowledged;
    total.unanswered += result.unanswered;
    total.applied += result.applied;
    say(
      `  round ${String(round).padStart(2)}: killed with ${result.acknowledged} deletes acknowledged, ${result.unanswered} in flight (${result.applied} of them applied); restarted, integrity ok`,
    );
  }
  figures.push(
    `crash: ${SETTINGS.crashRounds} rounds of SIGKILL mid-burst + restart: integrity_check ok every time; ${n(total.acknowledged)} acknowledged deletes all kept; ` +
      `${n(total.unanswered)} sent without an answer (${n(total.applied)} applied, ${n(total.unanswered - total.applied)} not); no other advert changed`,
  );
}

// ---------------------------------------------------------------------------------------------
// 4. Proxy replicas on Redis

/** A pass-through in front of the upstream that counts what reaches it: the key's real spend. */
async function countingGate(
  target: ChildServer,
): Promise<{ origin: string; count: () => number; close: () => Promise<void> }> {
  let count = 0;
  const gate = createHttpServer((incoming, outgoing) => {
    count++;
    const forwarded = httpRequest(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const { port } = gate.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    count: () => count,
    close: () => new Promise((resolve) => gate.close(() => resolve())),
  };
}

const SOAK_ACCOUNTS = {
  seller: { name: 'soak-seller', password: 'soak-seller-password-1' },
  operator: { name: 'soak-operator', password: 'soak-operator-password-1' },
} as const;

async function signInThrough(
  replica: ChildServer,
  account: keyof typeof SOAK_ACCOUNTS,
): Promise<string> {
  const response = await fetch(`${replica.origin}/api/_session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: replica.origin },
    body: JSON.stringify(SOAK_ACCOUNTS[account]),
  });
  const session = sessionResponseSchema.parse(await response.json());
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!session.signed_in || !cookie) throw new Error(`cannot sign in as ${account}`);
  return cookie;
}

async function quotaUsedOf(replica: ChildServer): Promise<number | undefined> {
  const response = await fetch(`${replica.origin}/api/_meta`);
  return metaResponseSchema.parse(await response.json()).quota?.used;
}

type ProxyKind = 'search' | 'info' | 'orders' | 'delete';

/**
 * The replicas' load: 80% searches from a pool (so that answers are shared), 15% details, 4%
 * an operator's orders, 1% a seller's deletes (each one makes every cached search stale).
 */
class ProxyMix {
  readonly acknowledged = new Set<number>();
  readonly statuses = new Map<number, number>();
  readonly counts: Record<ProxyKind, number> = { search: 0, info: 0, orders: 0, delete: 0 };
  unexpected: string[] = [];
  unexpectedCount = 0;
  private readonly rand: () => number;
  private readonly searches: string[];

  constructor(
    private readonly base: Base,
    seed: number,
    private readonly cookies: { seller: string; operator: string },
    private readonly origin: (replica: number) => string,
  ) {
    this.rand = prng(seed);
    this.searches = Array.from({ length: 400 }, (_, i) => {
      const make = base.makes[i % base.makes.length];
      return `/api/auto/search?marka_id[0]=${make}&s_yers[0]=${2000 + (i % 18)}&countpage=20&page=${i % 3}`;
    });
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)]!;
  }

  next(replica: number): {
    kind: ProxyKind;
    method: 'GET' | 'DELETE';
    path: string;
    id?: number;
    headers: Record<string, string>;
  } {
    const roll = this.rand();
    if (roll < 0.8) {
      this.counts.search++;
      return { kind: 'search', method: 'GET', path: this.pick(this.searches), headers: {} };
    }
    if (roll < 0.95) {
      this.counts.info++;
      const id = this.pick(this.base.sampleIds);
      return { kind: 'info', method: 'GET', path: `/api/auto/info?auto_id=${id}`, id, headers: {} };
    }
    if (roll < 0.99) {
      this.counts.orders++;
      return {
        kind: 'orders',
        method: 'GET',
        path: '/api/ria/basket/orders',
        headers: { cookie: this.cookies.operator },
      };
    }
    this.counts.delete++;
    const id = this.pick(this.base.ownIds);
    return {
      kind: 'delete',
      method: 'DELETE',
      path: `/api/auto/new/autos?user_id=${DEMO}&auto_id=${id}`,
      id,
      headers: { cookie: this.cookies.seller, origin: this.origin(replica) },
    };
  }

  answer(kind: ProxyKind, id: number | undefined, status: number, body: string): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    const unexpected = (what: string) => {
      this.unexpectedCount++;
      if (this.unexpected.length < 20) this.unexpected.push(`${kind} ${id ?? ''}: ${what}`);
    };
    if (kind === 'delete' && id !== undefined && status === 200) {
      if (deleteAdvertResponseSchema.parse(JSON.parse(body)).num_rows === 1) {
        if (this.acknowledged.has(id)) unexpected('deleted twice');
        this.acknowledged.add(id);
      }
      return;
    }
    if (kind === 'info' && status === 404) return;
    if (status !== 200) unexpected(`status ${status} ${body.slice(0, 200)}`);
  }
}

function proxyCannon(replica: ChildServer, index: number, seconds: number, mix: ProxyMix) {
  interface Context {
    kind?: ProxyKind;
    id?: number;
  }
  return autocannon({
    url: replica.origin,
    connections: Math.max(1, Math.floor(SETTINGS.connections / 2)),
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request, context) => {
          const next = mix.next(index);
          const ctx = context as Context;
          ctx.kind = next.kind;
          ctx.id = next.id;
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers: { ...request.headers, ...next.headers },
          };
        },
        onResponse: (status, body, context) => {
          const ctx = context as Context;
          if (ctx.kind) mix.answer(ctx.kind, ctx.id, status, body);
        },
      },
    ],
  });
}

async function proxyPhase(base: Base): Promise<void> {
  say(
    `\n== 4. proxy: two replicas on one redis-server, ${SETTINGS.proxySeconds} s of load through both`,
  );
  const redis = await startRedis();
  const file = copyOfBase(base, 'proxy-upstream.db');
  const upstream = await startChildServer(['--db', file, '--static-dir', NO_APP]);
  const gate = await countingGate(upstream);
  const usersFile = join(DIR, 'proxy-users.json');
  writeAccountsFile(usersFile, [
    {
      name: SOAK_ACCOUNTS.seller.name,
      roles: ['seller'],
      password: await hashPassword(SOAK_ACCOUNTS.seller.password),
    },
    {
      name: SOAK_ACCOUNTS.operator.name,
      roles: ['operator'],
      password: await hashPassword(SOAK_ACCOUNTS.operator.password),
    },
  ]);
  const replicaArgs = (upstreamUrl: string, hourlyLimit: number) => [
    '--upstream',
    upstreamUrl,
    '--upstream-user-id',
    String(DEMO),
    '--upstream-hourly-limit',
    String(hourlyLimit),
    // One address sends everything here: the key's own limit is what is soaked.
    '--visitor-share',
    '100',
    '--account-share',
    '100',
    '--users',
    usersFile,
    '--redis',
    redis.url,
    '--cache-db',
    join(DIR, `proxy-cache-${Math.random().toString(36).slice(2)}.db`),
    '--static-dir',
    NO_APP,
  ];
  const replicaEnv = { env: { MARKETPLACE_UPSTREAM_KEY: KEY } };
  const replicas = [
    await startChildServer(replicaArgs(`${gate.origin}/api`, 1_000_000), replicaEnv),
    await startChildServer(replicaArgs(`${gate.origin}/api`, 1_000_000), replicaEnv),
  ] as const;
  const [a, b] = replicas;
  try {
    // Sessions made on one replica, used on both.
    const cookies = {
      seller: await signInThrough(a, 'seller'),
      operator: await signInThrough(b, 'operator'),
    };
    const mix = new ProxyMix(base, SETTINGS.seed + 4, cookies, (index) => replicas[index]!.origin);
    const before = gate.count();
    const results = await Promise.all([
      proxyCannon(a, 0, SETTINGS.proxySeconds, mix),
      proxyCannon(b, 1, SETTINGS.proxySeconds, mix),
    ]);
    const spent = gate.count() - before;
    const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
    const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
    if (errors > 0) fail(`proxy load: ${errors} errors or timeouts`);
    if (mix.unexpectedCount > 0)
      fail(`proxy load: ${mix.unexpectedCount} unexpected answers: ${mix.unexpected.join('; ')}`);
    const [usedA, usedB] = [await quotaUsedOf(a), await quotaUsedOf(b)];
    // The sign-ins cost no upstream call; everything that reached the upstream was counted.
    if (usedA !== gate.count() || usedB !== gate.count()) {
      fail(
        `proxy load: the shared count says ${usedA} / ${usedB}, the upstream received ${gate.count()}`,
      );
    }
    // Every acknowledged delete is gone through both replicas, at once.
    let checked = 0;
    for (const id of mix.acknowledged) {
      for (const replica of replicas) {
        const info = await fetch(`${replica.origin}/api/auto/info?auto_id=${id}`);
        if (info.status !== 404)
          fail(`proxy: deleted advert ${id} answers ${info.status} on a replica`);
        const row = base.ownRows.get(id);
        if (row) {
          const search = await fetch(
            `${replica.origin}/api/auto/search?category_id=${row.category_id}&marka_id[0]=${row.marka_id}&model_id[0]=${row.model_id}&s_yers[0]=${row.year}&po_yers[0]=${row.year}&countpage=100`,
          );
          if ((await search.text()).includes(`"${id}"`))
            fail(`proxy: deleted advert ${id} still found by a search`);
        }
        checked++;
      }
    }
    const hitRate = 1 - spent / Math.max(1, requests);
    say(
      `  load: ${n(requests)} requests (${Object.entries(mix.counts)
        .map(([kind, count]) => `${n(count)} ${kind}`)
        .join(', ')}); ` +
        `statuses ${[...mix.statuses].map(([status, count]) => `${status}×${n(count)}`).join(' ')}; ` +
        `${n(spent)} reached the upstream (${(hitRate * 100).toFixed(0)}% served from the shared cache); the shared count and the upstream agree: ${n(usedA ?? 0)}; ` +
        `${n(mix.acknowledged.size)} deletes acknowledged, ${n(checked)} checks of them through both replicas`,
    );

    // A burst of uncached calls past a small limit, through both replicas at once.
    const LIMIT = 200;
    const small = [
      await startChildServer(
        replicaArgs(`${gate.origin.replace('127.0.0.1', 'localhost')}/api`, LIMIT),
        replicaEnv,
      ),
      await startChildServer(
        replicaArgs(`${gate.origin.replace('127.0.0.1', 'localhost')}/api`, LIMIT),
        replicaEnv,
      ),
    ];
    const burstBefore = gate.count();
    const statuses = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) =>
        fetch(`${small[i % 2]!.origin}/api/auto/search?countpage=1&page=${i}`).then(
          (answer) => answer.status,
        ),
      ),
    );
    const burstSpent = gate.count() - burstBefore;
    const ok = statuses.filter((status) => status === 200).length;
    if (burstSpent !== LIMIT || ok !== LIMIT || statuses.some((s) => s !== 200 && s !== 429)) {
      fail(`proxy burst: limit ${LIMIT}, upstream received ${burstSpent}, ${ok} answered 200`);
    }
    say(
      `  burst: ${n(statuses.length)} uncached calls at once through two replicas with a limit of ${LIMIT}: ${ok} answered, the upstream received ${burstSpent}, the rest 429`,
    );
    for (const replica of small) await replica.stop();

    // Redis away: 503 from both, nothing reaches the upstream; back: both serve by themselves.
    await redis.kill();
    const outageBefore = gate.count();
    for (const replica of replicas) {
      const answer = await fetch(`${replica.origin}/api/auto/search?countpage=1&page=99999`);
      const body = await answer.json();
      if (
        answer.status !== 503 ||
        errorEnvelopeSchema.parse(body).error.code !== 'STORE_UNAVAILABLE'
      ) {
        fail(`proxy outage: a replica answered ${answer.status} while Redis was down`);
      }
    }
    if (gate.count() !== outageBefore)
      fail('proxy outage: a call reached the upstream while Redis was down');
    await redis.start();
    const back = performance.now();
    for (const replica of replicas) {
      let status = 0;
      while (status !== 200 && performance.now() - back < 20_000) {
        status = (await fetch(`${replica.origin}/api/auto/search?countpage=1&page=99998`)).status;
        if (status !== 200) await sleep(250);
      }
      if (status !== 200)
        fail(`proxy outage: a replica still answers ${status} 20 s after Redis came back`);
    }
    say(
      `  outage: Redis killed: 503 STORE_UNAVAILABLE from both, no upstream call; back: both served again after ${((performance.now() - back) / 1000).toFixed(1)} s`,
    );
    for (const replica of replicas) {
      if (replica.stderr.length > 0)
        fail(`proxy: a replica logged errors: ${replica.stderr.join('').slice(0, 2000)}`);
    }
    figures.push(
      `proxy: two replicas on Redis, ${SETTINGS.proxySeconds} s: ${n(requests)} requests, no 5xx, ${n(spent)} upstream calls counted exactly; ` +
        `${n(mix.acknowledged.size)} deletes never seen again on either replica; a burst past a limit of ${LIMIT} spent exactly ${LIMIT}; Redis killed: 503, then recovered by itself`,
    );
  } finally {
    for (const replica of replicas) await replica.stop();
    await gate.close();
    await upstream.stop();
    await redis.stop();
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  say(
    `soak: ${n(SETTINGS.vehicles)} vehicles; fuzz ${n(SETTINGS.fuzzCases)}+${n(SETTINGS.proxyFuzzCases)}; load ${SETTINGS.seconds} s x ${SETTINGS.connections}; ${SETTINGS.crashRounds} crash rounds`,
  );
  const base = await prepareBase();
  if (SETTINGS.phases.has('fuzz')) await fuzzPhase(base);
  if (SETTINGS.phases.has('load')) await loadPhase(base);
  if (SETTINGS.phases.has('crash')) await crashPhase(base);
  if (SETTINGS.phases.has('proxy')) await proxyPhase(base);
  say(`\n== soak summary (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  for (const line of figures) say(line);
  if (failures.length > 0) {
    say(`\nFAILED: ${failures.length} problem(s):`);
    for (const failure of failures.slice(0, 50)) say(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    say('\nPASSED: no 5xx, no errors, nothing lost, nothing else changed.');
    // The databases are kept for inspection only when something failed.
    rmSync(DIR, { recursive: true, force: true });
  }
}

process.once('SIGINT', () => {
  killAllChildren();
  process.exit(130);
});

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(killAllChildren);
