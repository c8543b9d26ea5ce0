/**
 * Replicas on Redis: two proxies over one real redis-server and one upstream behave as one.
 * The key's count is exact under concurrent calls through both, an answer cached through one
 * is a hit on the other, a delete through one is never followed by a stale answer on the
 * other, and sessions, sign-in throttles and shares are the same on both. Then Redis is
 * killed and brought back: 503 STORE_UNAVAILABLE while it is gone, full service after, and
 * the key never spends more than its hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { sessionResponseSchema } from '../../src/api/contracts/session';
import { vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { DEMO_SELLER } from '../seed/accounts';
import {
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Received,
  type Upstream,
} from './proxy-test-kit';
import { connected, startRedis, type RedisUnderTest } from './redis-test-kit';

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

function expectError(received: Received, status: number, code: string) {
  expect(received.status, JSON.stringify(received.body)).toBe(status);
  const { error } = errorEnvelopeSchema.parse(received.body);
  expect(error.code).toBe(code);
  return error;
}

const countOf = (body: unknown) =>
  vehicleSearchArrayFormSchema.parse(body)[0].result.search_result.count;

async function replicas(
  redis: RedisUnderTest,
  options: Parameters<typeof startProxy>[1] = {},
): Promise<[ProxyUnderTest, ProxyUnderTest]> {
  const a = await startProxy(upstream.base, { ...options, redis: await connected(redis.client()) });
  const b = await startProxy(upstream.base, { ...options, redis: await connected(redis.client()) });
  return [a, b];
}

describe('two replicas over one Redis', () => {
  let redis: RedisUnderTest;
  let a: ProxyUnderTest;
  let b: ProxyUnderTest;
  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await replicas(redis, {
      sessions: { failuresPerAccount: 3, attemptsPerAddress: 1000 },
    });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.stop();
  });

  it('share one cache: an answer fetched through one is a hit on the other', async () => {
    const before = upstream.calls();
    const first = await a.call('/api/auto/search?marka_id[0]=79&countpage=3');
    expect(first.headers.get('x-proxy-cache')).toBe('miss');
    const second = await b.call('/api/auto/search?marka_id[0]=79&countpage=3');
    expect(second.headers.get('x-proxy-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect((await b.call('/api/auto/colors')).headers.get('x-proxy-cache')).toBe('miss');
    expect((await a.call('/api/auto/colors')).headers.get('x-proxy-cache')).toBe('hit');
    expect(upstream.calls() - before).toBe(2);
  });

  it('count every upstream call once, whichever replica made it', async () => {
    const before = upstream.calls();
    const usedBefore = await a.used();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, page) =>
        (page % 2 ? a : b).call(`/api/auto/search?countpage=1&page=${100 + page}`),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(upstream.calls() - before).toBe(20);
    expect(await a.used()).toBe(usedBefore + 20);
    expect(await b.used()).toBe(usedBefore + 20);
  });

  it('never show a deleted advert again after a delete through the other replica', async () => {
    const advert = upstream.server.db
      .prepare(
        'SELECT id, marka_id, model_id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT 1',
      )
      .get(DEMO_SELLER.userId) as { id: number; marka_id: number; model_id: number };
    const search = `/api/auto/search?marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&countpage=100`;
    const info = `/api/auto/info?auto_id=${advert.id}`;
    const count = countOf((await a.call(search)).body);
    expect((await b.call(search)).headers.get('x-proxy-cache')).toBe('hit');
    expect((await a.call(info)).status).toBe(200);
    expect((await b.call(info)).headers.get('x-proxy-cache')).toBe('hit');

    const deleted = await b.as('seller')(
      `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert.id}`,
      'DELETE',
    );
    expect(deleted.body).toEqual({ num_rows: 1, last_insert_id: 0 });

    const after = await a.call(search);
    expect(after.headers.get('x-proxy-cache')).toBe('miss');
    expect(countOf(after.body)).toBe(count - 1);
    expect((await a.call(info)).status).toBe(404);
    expect((await b.call(info)).status).toBe(404);
    // Catalogs do not change with a delete: still cached.
    expect((await a.call('/api/auto/colors')).headers.get('x-proxy-cache')).toBe('hit');
  });

  it('know a session made on either, and its end', async () => {
    const { cookie } = await a.signIn('operator');
    const headers = { cookie: cookie ?? '' };
    expect((await b.call('/api/ria/basket/orders', 'GET', headers)).status).toBe(200);
    const onB = sessionResponseSchema.parse((await b.call('/api/_session', 'GET', headers)).body);
    expect(onB).toMatchObject({ signed_in: true, name: 'operator', roles: ['operator'] });
    await b.call('/api/_session', 'DELETE', { ...headers, origin: b.origin });
    expectError(await a.call('/api/ria/basket/orders', 'GET', headers), 401, 'SIGN_IN_REQUIRED');
  });

  it('never revive a session signed out on one while requests on the other are under way', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let trial = 0; trial < 10; trial++) {
      const { cookie } = await a.signIn('operator');
      const headers = { cookie: cookie ?? '' };
      let stop = false;
      const answers: Received[] = [];
      // Requests that renew the session, one after another, on the replica that is not signing out.
      const busy = async () => {
        while (!stop) answers.push(await b.call('/api/_session', 'GET', headers));
      };
      const callers = Array.from({ length: 6 }, busy);
      await sleep(20);
      await a.call('/api/_session', 'DELETE', { ...headers, origin: a.origin });
      await sleep(20);
      stop = true;
      await Promise.all(callers);
      const after = sessionResponseSchema.parse(
        (await a.call('/api/_session', 'GET', headers)).body,
      );
      expect(after, `trial ${trial}`).toEqual({ signed_in: false, ended: true });
      for (const answer of answers) {
        // A live session cookie goes only with an answer that the session is alive.
        const resent = answer.headers.getSetCookie().some((line) => /^mps_session=[^;]/.test(line));
        if (resent) expect(answer.body).toMatchObject({ signed_in: true });
      }
    }
  });

  it('count failed sign-ins on both', async () => {
    expect((await a.signIn('both', 'wrong')).status).toBe(401);
    expect((await b.signIn('both', 'wrong')).status).toBe(401);
    expect((await a.signIn('both', 'wrong')).status).toBe(401);
    expectError(await b.signIn('both'), 429, 'OVER_RATE_LIMIT');
  });
});

describe('the key’s hour and the visitors’ shares across replicas', () => {
  it('never lets concurrent calls through both replicas pass the hourly limit, nor anonymous ones into the accounts’ reserve', async () => {
    const redis = await startRedis();
    // 10 an hour, of which 20 % (2) is kept for signed-in accounts.
    const [a, b] = await replicas(redis, { hourlyLimit: 10, visitorSharePercent: 100 });
    try {
      const before = upstream.calls();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, page) =>
          (page % 2 ? a : b).call(`/api/auto/search?countpage=1&page=${200 + page}`),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(8);
      expect(statuses.filter((status) => status === 429)).toHaveLength(22);
      const refused = answers.find((answer) => answer.status === 429);
      expect(expectError(refused!, 429, 'OVER_RATE_LIMIT').message).toContain('sign in');
      // A signed-in account has the rest of the hour, on either replica, and no more.
      const { cookie } = await a.signIn('both');
      const session = { cookie: cookie ?? '' };
      expect((await b.call('/api/ria/basket/orders', 'GET', session)).status).toBe(200);
      expect((await a.call('/api/auto/search?page=250', 'GET', session)).status).toBe(200);
      expectError(
        await b.call('/api/auto/search?page=251', 'GET', session),
        429,
        'OVER_RATE_LIMIT',
      );
      expect(upstream.calls() - before).toBe(10);
      expect(metaResponseSchema.parse((await b.call('/api/_meta')).body).quota).toEqual({
        limit: 10,
        used: 10,
        remaining: 0,
      });
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });

  it('gives one address one share, whichever replica it reaches', async () => {
    const redis = await startRedis();
    // 20 an hour, 10 % per address: 2 calls.
    const [a, b] = await replicas(redis, { hourlyLimit: 20 });
    try {
      expect((await a.call('/api/auto/search?page=301')).status).toBe(200);
      expect((await b.call('/api/auto/search?page=302')).status).toBe(200);
      const refused = await a.call('/api/auto/search?page=303');
      expectError(refused, 429, 'OVER_RATE_LIMIT');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expectError(await b.call('/api/auto/search?page=304'), 429, 'OVER_RATE_LIMIT');
      expect(metaResponseSchema.parse((await b.call('/api/_meta')).body).share).toEqual({
        limit: 2,
        used: 2,
        remaining: 0,
      });
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});

describe('when Redis goes away and comes back', () => {
  it('answers 503 STORE_UNAVAILABLE meanwhile, serves fully after, and never overspends the key', async () => {
    const redis = await startRedis({ persist: true });
    // No reserve for accounts: the anonymous calls below spend the whole hour.
    const [a, b] = await replicas(redis, {
      hourlyLimit: 6,
      visitorSharePercent: 100,
      accountReservePercent: 0,
    });
    try {
      const before = upstream.calls();
      for (let page = 0; page < 3; page++) {
        expect((await (page % 2 ? a : b).call(`/api/auto/search?page=${400 + page}`)).status).toBe(
          200,
        );
      }
      const { cookie } = await a.signIn('both');
      const session = { cookie: cookie ?? '' };
      expect((await b.call('/api/ria/basket/orders', 'GET', session)).status).toBe(200);
      const spent = upstream.calls() - before;
      expect(spent).toBe(4);

      await redis.kill();
      const whileGone = upstream.calls();
      for (const proxy of [a, b]) {
        const search = await proxy.call('/api/auto/search?page=499');
        expectError(search, 503, 'STORE_UNAVAILABLE');
        expect(Number(search.headers.get('retry-after'))).toBeGreaterThan(0);
        expectError(await proxy.call('/api/auto/type'), 503, 'STORE_UNAVAILABLE');
        expectError(
          await proxy.call('/api/ria/basket/orders', 'GET', session),
          503,
          'STORE_UNAVAILABLE',
        );
        expectError(
          await proxy.call(
            `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=1`,
            'DELETE',
            { ...session, origin: proxy.origin },
          ),
          503,
          'STORE_UNAVAILABLE',
        );
        expectError(await proxy.signIn('seller'), 503, 'STORE_UNAVAILABLE');
        // The app still learns the mode; the counts are left out until they can be read.
        const meta = await proxy.call('/api/_meta');
        expect(meta.status).toBe(200);
        expect(metaResponseSchema.parse(meta.body).quota).toBeUndefined();
      }
      expect(upstream.calls()).toBe(whileGone);

      await redis.start();
      // Both replicas reconnect by themselves (every second or two).
      for (const proxy of [a, b]) {
        await expect
          .poll(async () => (await proxy.call('/api/auto/search?page=400')).status, {
            timeout: 15_000,
            interval: 250,
          })
          .toBe(200);
      }
      // The session made before the outage is still good; the count was kept.
      expect(
        (await a.call('/api/ria/basket/orders', 'GET', session)).headers.get('x-proxy-cache'),
      ).toBe('hit');
      expect(await a.used()).toBe(4);
      expect((await a.call('/api/auto/search?page=500')).status).toBe(200);
      expect((await b.call('/api/auto/search?page=501')).status).toBe(200);
      expectError(await a.call('/api/auto/search?page=502'), 429, 'OVER_RATE_LIMIT');
      expectError(await b.call('/api/auto/search?page=503'), 429, 'OVER_RATE_LIMIT');
      expect(upstream.calls() - before).toBe(6);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});

describe('when Redis comes back empty', () => {
  it('keeps the replicas on one cookie secret: a replica started after signs as the running ones', async () => {
    // No append-only file: a restart forgets everything, the secret included.
    const redis = await startRedis();
    const [a, b] = await replicas(redis);
    let c: ProxyUnderTest | undefined;
    try {
      await redis.kill();
      await redis.start();
      // The running replicas reconnect by themselves and put their secret back.
      const probe = await connected(redis.client());
      await expect
        .poll(() => probe.get('mps:session-secret'), { timeout: 15_000, interval: 250 })
        .not.toBeNull();
      c = await startProxy(upstream.base, { redis: await connected(redis.client()) });
      // A session made on the new replica is good on the old ones, and one made there on it.
      const fromC = { cookie: (await c.signIn('operator')).cookie ?? '' };
      const fromA = { cookie: (await a.signIn('operator')).cookie ?? '' };
      for (const [proxy, session] of [
        [a, fromC],
        [b, fromC],
        [c, fromA],
      ] as const) {
        const me = await proxy.call('/api/_session', 'GET', session);
        expect(sessionResponseSchema.parse(me.body)).toMatchObject({
          signed_in: true,
          name: 'operator',
        });
      }
    } finally {
      await c?.close();
      await a.close();
      await b.close();
      await redis.stop();
    }
  });
});
