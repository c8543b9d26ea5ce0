/**
 * The auth matrix (CONTRACT.md "Every endpoint"): every endpoint × no key, an empty key, an
 * unknown key, a disabled key, a key over its hourly limit → the documented status and code,
 * every time; DELETE with another seller's user_id → 403 API_KEY_UNAUTHORIZED; and nothing in
 * the database changes but the control deletes made with the right key.
 *
 * Proxy mode (CONTRACT.md "Proxy mode: who may do what"): every proxied route × anonymous, a
 * seller, an operator, an expired session, a forged cookie, a tampered cookie, and a
 * cross-origin DELETE → the documented answer; a refusal never reaches the upstream (the key's
 * count stays), and the upstream's data changes only by the control deletes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { deleteAdvertResponseSchema } from '../../src/api/contracts/vehicles';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import type { Access } from '../../src/api/contracts/session';
import { ALLOW_LIST } from '../proxy/allow-list';
import {
  startProxy,
  startUpstream,
  type Caller,
  type ProxyUnderTest,
  type Received,
  type TestAccount,
  type Upstream,
} from '../proxy/proxy-test-kit';
import { DEMO_SELLER, DISABLED_ACCOUNT, LIMITED_KEY, SECOND_SELLER } from '../seed/accounts';
import { DOCUMENTED_REALTY_IDS } from '../seed/realty';
import { startTestServer, type TestServer } from '../testing/test-server';
import { compareSnapshots, takeSnapshot, type DataSnapshot } from './snapshot';

let server: TestServer;
let before: DataSnapshot;
/** The limiter's clock: each over-limit case starts in a fresh hour. */
let clock = Date.parse('2030-01-01T00:00:00Z');
/** Adverts deleted on purpose (the control calls with the right key). */
const acknowledged = new Set<number>();

const advertsOf = (userId: number, count: number): number[] =>
  server.db
    .prepare('SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL ORDER BY id LIMIT ?')
    .pluck()
    .all(userId, count) as number[];

let own: number[] = [];
let theirs: number[] = [];

beforeAll(async () => {
  server = await startTestServer({
    seed: { vehicles: 5000, realty: 500, orders: 50 },
    app: { now: () => clock },
  });
  own = advertsOf(DEMO_SELLER.userId, 10);
  theirs = advertsOf(SECOND_SELLER.userId, 3);
  if (own.length < 10 || theirs.length < 3) throw new Error('the seed has too few adverts');
  before = takeSnapshot(server.db);
});
afterAll(() => server.close());

/** Each endpoint with parameters that are valid, so that only the key decides the answer. */
const ENDPOINTS = ALLOW_LIST.map(({ path, method }) => ({
  path,
  method,
  url: () => {
    const filled = path
      .replace(':category', '1')
      .replace(':mark', '79')
      .replace(':state', '5')
      .replace(':city', '5');
    if (path === '/auto/info') return `${filled}?auto_id=${own[0]}`;
    if (path === '/auto/fotos/:id') return filled.replace(':id', String(own[0]));
    if (path === '/dom/info/:id') return filled.replace(':id', String(DOCUMENTED_REALTY_IDS[1]));
    // own[1] is never deleted by the matrix: every delete attempt below must be refused.
    if (path === '/auto/new/autos')
      return `${filled}?user_id=${DEMO_SELLER.userId}&auto_id=${own[1]}`;
    if (path === '/auto/search') return `${filled}?marka_id[0]=79&countpage=5`;
    return filled;
  },
}));

function expectRefused(
  answer: { status: number; body: unknown },
  status: number,
  code: string,
): void {
  expect(answer.status).toBe(status);
  const { error } = errorEnvelopeSchema.parse(answer.body);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
}

/** The advert the endpoint's DELETE names is still live (the attempt changed nothing). */
function expectUntouched(method: string): void {
  if (method === 'DELETE') expect(server.store.vehicle(own[1]!)).toBeDefined();
}

describe.each(ENDPOINTS)('$method $path', ({ method, url }) => {
  const call = (key: string | null, path = url()) => server.call(path, { method, key });

  it('answers the demo key (control: the request is valid)', async () => {
    if (method === 'DELETE') {
      // The control deletes another advert of the demo seller, and is acknowledged.
      const path = `/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${own[2]}`;
      const answer = await call('demo-key', path);
      expect(deleteAdvertResponseSchema.parse(answer.body).num_rows).toBe(1);
      acknowledged.add(own[2]!);
      return;
    }
    expect((await call('demo-key')).status).toBe(200);
  });

  it('no key: 403 API_KEY_MISSING', async () => {
    expectRefused(await call(null), 403, 'API_KEY_MISSING');
    expectUntouched(method);
  });

  it('an empty key: 403 API_KEY_MISSING', async () => {
    expectRefused(await call(''), 403, 'API_KEY_MISSING');
    expectUntouched(method);
  });

  it('an unknown key: 403 API_KEY_INVALID', async () => {
    expectRefused(await call('no-such-key'), 403, 'API_KEY_INVALID');
    expectRefused(await call("demo-key' OR '1'='1"), 403, 'API_KEY_INVALID');
    expectRefused(await call('DEMO-KEY'), 403, 'API_KEY_INVALID');
    expectUntouched(method);
  });

  it('a disabled key: 403 API_KEY_DISABLED', async () => {
    expectRefused(await call(DISABLED_ACCOUNT.apiKey), 403, 'API_KEY_DISABLED');
    expectUntouched(method);
  });

  it('over the hourly limit: 429 OVER_RATE_LIMIT with Retry-After, every time', async () => {
    clock += 2 * 3600_000; // a fresh hour for the limited key
    for (let i = 0; i < LIMITED_KEY.hourlyLimit; i++) {
      expect((await server.call('/auto/type', { key: LIMITED_KEY.apiKey })).status).toBe(200);
    }
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await call(LIMITED_KEY.apiKey);
      expectRefused(answer, 429, 'OVER_RATE_LIMIT');
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    expectUntouched(method);
  });
});

describe('DELETE with another seller’s user_id', () => {
  const del = (key: string, userId: number, autoId: number) =>
    server.call(`/auto/new/autos?user_id=${userId}&auto_id=${autoId}`, { method: 'DELETE', key });

  it('403 API_KEY_UNAUTHORIZED for the other seller’s advert, and it stays', async () => {
    expectRefused(
      await del('demo-key', SECOND_SELLER.userId, theirs[0]!),
      403,
      'API_KEY_UNAUTHORIZED',
    );
    expect(server.store.vehicle(theirs[0]!)).toBeDefined();
  });

  it('403 API_KEY_UNAUTHORIZED for the key owner’s own advert under another user_id', async () => {
    expectRefused(
      await del('demo-key', SECOND_SELLER.userId, own[3]!),
      403,
      'API_KEY_UNAUTHORIZED',
    );
    expectRefused(await del('demo-key', 1, own[3]!), 403, 'API_KEY_UNAUTHORIZED');
    expect(server.store.vehicle(own[3]!)).toBeDefined();
  });

  it('another seller’s key cannot delete the demo seller’s advert, under either user_id', async () => {
    expectRefused(
      await del(SECOND_SELLER.apiKey, DEMO_SELLER.userId, own[4]!),
      403,
      'API_KEY_UNAUTHORIZED',
    );
    // Its own user_id: the advert is not its own, so 0 rows (CONTRACT.md §6).
    const answer = await del(SECOND_SELLER.apiKey, SECOND_SELLER.userId, own[4]!);
    expect(answer.status).toBe(200);
    expect(deleteAdvertResponseSchema.parse(answer.body).num_rows).toBe(0);
    expect(server.store.vehicle(own[4]!)).toBeDefined();
  });

  it('the demo key with its own user_id cannot delete another seller’s advert (0 rows)', async () => {
    const answer = await del('demo-key', DEMO_SELLER.userId, theirs[1]!);
    expect(deleteAdvertResponseSchema.parse(answer.body).num_rows).toBe(0);
    expect(server.store.vehicle(theirs[1]!)).toBeDefined();
  });

  it('a disabled key or a key over its limit deletes nothing, even its owner’s advert', async () => {
    expectRefused(
      await del(DISABLED_ACCOUNT.apiKey, DISABLED_ACCOUNT.userId, theirs[2]!),
      403,
      'API_KEY_DISABLED',
    );
    clock += 2 * 3600_000;
    for (let i = 0; i < LIMITED_KEY.hourlyLimit; i++) {
      await server.call('/auto/type', { key: LIMITED_KEY.apiKey });
    }
    expectRefused(
      await del(LIMITED_KEY.apiKey, DEMO_SELLER.userId, own[5]!),
      429,
      'OVER_RATE_LIMIT',
    );
    expect(server.store.vehicle(own[5]!)).toBeDefined();
  });
});

describe('what is checked first', () => {
  it('the method before the key: POST without a key is 405 with Allow', async () => {
    const answer = await server.call('/auto/search', { method: 'POST', key: null });
    expectRefused(answer, 405, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.allow).toBe('GET, HEAD');
  });

  it('the key before the parameters: a bad parameter without a key is 403', async () => {
    expectRefused(await server.call('/auto/search?page=-1', { key: null }), 403, 'API_KEY_MISSING');
    expectRefused(
      await server.call('/auto/new/autos?user_id=x&auto_id=y', { method: 'DELETE', key: 'nope' }),
      403,
      'API_KEY_INVALID',
    );
  });

  it('/_meta needs no key, and ignores any it is given', async () => {
    for (const key of [null, '', 'no-such-key', DISABLED_ACCOUNT.apiKey, LIMITED_KEY.apiKey]) {
      expect((await server.call('/_meta', { key })).status).toBe(200);
    }
  });
});

describe('after the whole matrix', () => {
  it('nothing changed in the database but the control deletes', () => {
    const { problems } = compareSnapshots(before, takeSnapshot(server.db), {
      acknowledged,
      ownerId: DEMO_SELLER.userId,
    });
    expect(problems).toEqual([]);
    expect(acknowledged.size).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Proxy mode: roles and sessions

describe('proxy mode: every proxied route × who is asking', () => {
  let upstream: Upstream;
  let proxy: ProxyUnderTest;
  let upstreamBefore: DataSnapshot;
  const deleted = new Set<number>();
  /** A cookie whose session has run out its idle time. */
  let expiredCookie = '';
  /** A live session's cookie with one character of its id, or of its signature, changed. */
  async function tamperedCookie(part: 'id' | 'signature' = 'id'): Promise<string> {
    const { cookie } = await proxy.signIn('both');
    const [name, value] = (cookie ?? '').split('=') as [string, string];
    const dot = value.indexOf('.');
    const flip = (c: string) => (c === 'a' ? 'b' : 'a');
    // The signature's first character (its last one carries padding bits that may not count).
    const at = part === 'id' ? 0 : dot + 1;
    return `${name}=${value.slice(0, at)}${flip(value[at] ?? '')}${value.slice(at + 1)}`;
  }
  const forgedCookie = 'mps_session=bm90LWEtcmVhbC1zZXNzaW9uLWlk.c2lnbmF0dXJlLW1hZGUtdXA';
  const IDLE_MS = 1500;

  /** The key owner's adverts at the start: [0] is read, [1] must survive, [2..] are deleted. */
  let owned: number[] = [];
  const ownAdvert = (index: number): number => {
    const id = owned[index];
    if (id === undefined) throw new Error('the upstream seed has too few adverts of the owner');
    return id;
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startProxy(upstream.base, {
      // Many sign-ins from one address: the matrix is not what the throttle is about.
      sessions: { idleMs: IDLE_MS, attemptsPerAddress: 10_000 },
    });
    owned = upstream.server.db
      .prepare(
        'SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 10',
      )
      .pluck()
      .all(DEMO_SELLER.userId) as number[];
    upstreamBefore = takeSnapshot(upstream.server.db);
    const expired = await proxy.signIn('both');
    expiredCookie = expired.cookie ?? '';
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 300));
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  /** A caller with a fresh session (sessions here idle out in 1.5 s). */
  async function signedIn(account: TestAccount): Promise<Caller> {
    const { cookie, status } = await proxy.signIn(account);
    expect(status).toBe(200);
    return (path, method = 'GET', headers = {}) => {
      const merged: Record<string, string> = {
        cookie: cookie ?? '',
        ...(method === 'GET' ? {} : { origin: proxy.origin }),
        ...headers,
      };
      // An empty value leaves the header out (a request with Sec-Fetch-Site and no Origin).
      return proxy.call(
        path,
        method,
        Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')),
      );
    };
  }
  const withCookie =
    (cookie: string): Caller =>
    (path, method = 'GET', headers = {}) =>
      proxy.call(path, method, {
        cookie,
        ...(method === 'GET' ? {} : { origin: proxy.origin }),
        ...headers,
      });

  const url = (path: string, method: string, advert: number) => {
    const filled = path
      .replace(':category', '1')
      .replace(':mark', '79')
      .replace(':state', '5')
      .replace(':city', '5');
    if (path === '/auto/info') return `/api${filled}?auto_id=${ownAdvert(0)}`;
    if (path === '/auto/fotos/:id') return `/api${filled.replace(':id', String(ownAdvert(0)))}`;
    if (path === '/dom/info/:id')
      return `/api${filled.replace(':id', String(DOCUMENTED_REALTY_IDS[1]))}`;
    if (method === 'DELETE') return `/api${filled}?user_id=${DEMO_SELLER.userId}&auto_id=${advert}`;
    if (path === '/auto/search') return `/api${filled}?marka_id[0]=79&countpage=5`;
    return `/api${filled}`;
  };

  /** The answer, and that a refusal cost no upstream call. */
  async function refused(
    caller: Caller,
    path: string,
    method: string,
    status: number,
    code: string,
  ): Promise<Received> {
    const before = await proxy.used();
    const answer = await caller(path, method);
    expectRefused(answer, status, code);
    expect(await proxy.used(), `${method} ${path} reached the upstream`).toBe(before);
    return answer;
  }

  const ROUTES = ALLOW_LIST.map(({ path, method, access }) => ({ path, method, access }));

  describe.each(ROUTES)('$method $path ($access)', ({ path, method, access }) => {
    const admits = (roles: readonly Access[]) => access === 'anonymous' || roles.includes(access);
    /** The advert a DELETE names: kept unless the row is an acknowledged control delete. */
    let spare = 0;
    beforeAll(() => {
      spare = ownAdvert(1);
    });
    const expectKept = () => {
      if (method === 'DELETE') expect(upstream.server.store.vehicle(spare)).toBeDefined();
    };

    it('anonymous', async () => {
      if (admits([])) expect((await proxy.call(url(path, method, spare), method)).status).toBe(200);
      else await refused(proxy.call, url(path, method, spare), method, 401, 'SIGN_IN_REQUIRED');
      expectKept();
    });

    for (const account of ['seller', 'operator', 'both'] as const) {
      it(account, async () => {
        const caller = await signedIn(account);
        const roles = { seller: ['seller'], operator: ['operator'], both: ['seller', 'operator'] }[
          account
        ] as Access[];
        if (!admits(roles)) {
          await refused(caller, url(path, method, spare), method, 403, 'ROLE_REQUIRED');
          expectKept();
          return;
        }
        if (method === 'DELETE') {
          // The control: a seller deletes another advert of the key owner, acknowledged.
          const advert = ownAdvert(2 + deleted.size);
          const answer = await caller(url(path, method, advert), method);
          expect(deleteAdvertResponseSchema.parse(answer.body).num_rows).toBe(1);
          deleted.add(advert);
          return;
        }
        expect((await caller(url(path, method, spare), method)).status).toBe(200);
      });
    }

    it.each([
      ['an expired session', () => expiredCookie, 'session has ended'],
      ['a forged cookie', () => forgedCookie, 'session has ended'],
      ['a cookie with a tampered id', () => tamperedCookie('id'), 'session has ended'],
      [
        'a cookie with a tampered signature',
        () => tamperedCookie('signature'),
        'session has ended',
      ],
    ])('%s', async (_label, cookie, said) => {
      const caller = withCookie(await cookie());
      if (admits([])) {
        // Open paths stay open: the stale cookie is simply not a session.
        expect((await caller(url(path, method, spare), method)).status).toBe(200);
      } else {
        const answer = await refused(
          caller,
          url(path, method, spare),
          method,
          401,
          'SIGN_IN_REQUIRED',
        );
        expect(errorEnvelopeSchema.parse(answer.body).error.message).toContain(said);
        // The stale cookie is cleared.
        expect(answer.headers.getSetCookie().join('\n')).toMatch(/^mps_session=;/m);
      }
      expectKept();
    });

    it('from another origin', async () => {
      const caller = await signedIn('both');
      const target = url(path, method, spare);
      if (method === 'DELETE') {
        for (const headers of [
          { origin: 'https://evil.example' } as Record<string, string>,
          { origin: proxy.origin.replace('127.0.0.1', 'localhost') },
          { 'sec-fetch-site': 'cross-site', origin: '' },
        ]) {
          const before = await proxy.used();
          const answer = await caller(target, method, headers);
          expectRefused(answer, 403, 'CROSS_ORIGIN_REFUSED');
          expect(await proxy.used()).toBe(before);
        }
        expectKept();
        return;
      }
      // A read from another site gets no CORS grant: a browser keeps the answer from that page.
      const answer = await caller(target, method, { origin: 'https://evil.example' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('/_meta', () => {
    it('names the key owner to a signed-in seller only', async () => {
      const seller = metaResponseSchema.parse(
        (await (await signedIn('seller'))('/api/_meta')).body,
      );
      expect(seller.seller).toEqual({ user_id: DEMO_SELLER.userId });
      for (const caller of [
        proxy.call,
        await signedIn('operator'),
        withCookie(expiredCookie),
        withCookie(forgedCookie),
        withCookie(await tamperedCookie()),
      ]) {
        const meta = metaResponseSchema.parse((await caller('/api/_meta')).body);
        expect(meta.seller).toBeUndefined();
        expect(JSON.stringify(meta)).not.toContain(String(DEMO_SELLER.userId));
      }
    });
  });

  describe('after the whole matrix', () => {
    it('the upstream changed only by the control deletes', () => {
      const { problems } = compareSnapshots(upstreamBefore, takeSnapshot(upstream.server.db), {
        acknowledged: deleted,
        ownerId: DEMO_SELLER.userId,
      });
      expect(problems).toEqual([]);
      expect(deleted.size).toBe(2);
    });
  });
});
