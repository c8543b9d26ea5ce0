/**
 * The auth matrix (CONTRACT.md "Every endpoint"): every endpoint × no key, an empty key, an
 * unknown key, a disabled key, a key over its hourly limit → the documented status and code,
 * every time; DELETE with another seller's user_id → 403 API_KEY_UNAUTHORIZED; and nothing in
 * the database changes but the control deletes made with the right key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { deleteAdvertResponseSchema } from '../../src/api/contracts/vehicles';
import { ALLOW_LIST } from '../proxy/allow-list';
import { DEMO_SELLER, DISABLED_ACCOUNT, LIMITED_KEY, SECOND_SELLER } from '../seed/accounts';
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
