/**
 * Hostile input, property-based (fast-check): random requests on every API path over loopback
 * (the exact bytes reach Node's parser), in embedded mode and through the proxy. Every answer is
 * below 500, JSON, in the contract (2xx) or the envelope (4xx); the server still answers
 * afterwards, logged no unexpected error, and the data changed only by the deletes it
 * acknowledged. FUZZ_RUNS and FUZZ_SEED override the number of cases and the seed.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../seed/accounts';
import {
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from '../proxy/proxy-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';
import { formatAnswers, fuzzContext, runFuzz } from './fuzz-runner';
import { HttpClient } from './http-client';
import { compareSnapshots, takeSnapshot } from './snapshot';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const PROXY_RUNS = Math.max(1, Math.round(RUNS / 3));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const liveCount = (server: TestServer) =>
  server.db.prepare('SELECT count(*) FROM vehicles WHERE deleted_at IS NULL').pluck().get();

describe('hostile input on every endpoint (embedded mode)', () => {
  let server: TestServer;
  let client: HttpClient;
  const unexpected: unknown[] = [];

  beforeAll(async () => {
    server = await startTestServer({ app: { logErrors: (error) => unexpected.push(error) } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    client = new HttpClient('127.0.0.1', (server.app.server.address() as AddressInfo).port);
  });
  afterAll(async () => {
    client.close();
    await server.close();
  });

  it(`answers ${RUNS} hostile requests below 500, in the contract or the envelope, changing only acknowledged deletes`, async () => {
    const before = takeSnapshot(server.db);
    const outcome = await runFuzz({
      client,
      context: fuzzContext(server.db, DEMO_SELLER.userId),
      numRuns: RUNS,
      seed: SEED,
    });
    console.log(`fuzz (embedded): ${outcome.cases} cases: ${formatAnswers(outcome.answers)}`);

    // The process is alive and still right: it answers, logged nothing unexpected.
    const meta = await client.send('GET', '/api/_meta');
    expect(meta.status).toBe(200);
    expect(unexpected).toEqual([]);

    // Nothing changed but the acknowledged deletes, in SQLite and in the search index alike.
    const { problems } = compareSnapshots(before, takeSnapshot(server.db), {
      acknowledged: outcome.acknowledged,
      ownerId: DEMO_SELLER.userId,
    });
    expect(problems).toEqual([]);
    expect(server.store.vehicles.liveCount).toBe(liveCount(server));
    expect(server.store.vehicles.liveCount).toBe(before.vehicles.size - outcome.acknowledged.size);
    for (const id of outcome.acknowledged) {
      expect((await server.call(`/auto/info?auto_id=${id}`)).status).toBe(404);
    }
  });
});

describe('hostile input through the proxy (proxy mode in front of the reference service)', () => {
  let upstream: Upstream;
  let proxy: ProxyUnderTest;
  let client: HttpClient;

  beforeAll(async () => {
    upstream = await startUpstream();
    // Nothing cached, so that every case reaches the upstream; no hourly cap on the run.
    proxy = await startProxy(upstream.base, {
      catalogTtlSeconds: 0,
      searchTtlSeconds: 0,
      hourlyLimit: 1_000_000,
    });
    const { hostname, port } = new URL(proxy.origin);
    client = new HttpClient(hostname, Number(port));
  });
  afterAll(async () => {
    client.close();
    await proxy.close();
    await upstream.close();
  });

  it(`answers ${PROXY_RUNS} hostile requests below 500 and changes only acknowledged deletes`, async () => {
    const db = upstream.server.db;
    const before = takeSnapshot(db);
    const outcome = await runFuzz({
      client,
      context: fuzzContext(db, DEMO_SELLER.userId),
      numRuns: PROXY_RUNS,
      seed: SEED,
    });
    console.log(`fuzz (proxy): ${outcome.cases} cases: ${formatAnswers(outcome.answers)}`);

    expect((await client.send('GET', '/api/_meta')).status).toBe(200);
    // Nothing unexpected was logged (errors are logged as they happen, upstream calls too).
    expect(proxy.logs.filter((line) => !line.startsWith('upstream '))).toEqual([]);
    const { problems } = compareSnapshots(before, takeSnapshot(db), {
      acknowledged: outcome.acknowledged,
      ownerId: DEMO_SELLER.userId,
    });
    expect(problems).toEqual([]);
  });
});
