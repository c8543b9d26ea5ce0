/**
 * Nobody can lock an account's own people out of signing in: failed sign-ins lock a name only
 * for browsers that have not signed in to it. A browser that has holds a device cookie (sent
 * back to the sign-in only) and is held by its own count of failures; guessing from anywhere
 * else is as slow as before. The cookie cannot be made up, is good for one account, and is
 * void once the password is set again. On replicas every count is shared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { sessionResponseSchema } from '../../src/api/contracts/session';
import { newCredential, readAccountsFile, writeAccountsFile } from '../http/accounts';
import { hashPassword } from '../http/passwords';
import {
  passwordOf,
  sessionCookieOf,
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from './proxy-test-kit';
import { connected, startRedis, type RedisUnderTest } from './redis-test-kit';

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

const ORDERS = '/api/ria/basket/orders';
/** A server looks at the accounts file at most once a second. */
const seen = () => new Promise((resolve) => setTimeout(resolve, 1100));
const FAILURES = 3;

interface Attempt {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
  /** `mps_session=…`, when one was set. */
  readonly session: string | undefined;
  /** `mps_device=…`, when one was set. */
  readonly device: string | undefined;
  readonly setCookies: string[];
}

/** A sign-in as a browser at `address` sends it, with the device cookie it holds, if any. */
async function signIn(
  proxy: ProxyUnderTest,
  { name, password = passwordOf(name), address, device }: SignInFrom,
): Promise<Attempt> {
  const response = await fetch(`${proxy.origin}/api/_session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: proxy.origin,
      'x-forwarded-for': address,
      ...(device ? { cookie: device } : {}),
    },
    body: JSON.stringify({ name, password }),
  });
  const setCookies = response.headers.getSetCookie();
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('retry-after'),
    session: sessionCookieOf(response.headers),
    device: setCookies
      .map((cookie) => cookie.split(';')[0])
      .find((c) => c?.startsWith('mps_device=')),
    setCookies,
  };
}
interface SignInFrom {
  readonly name: string;
  readonly password?: string;
  readonly address: string;
  readonly device?: string | undefined;
}

function expectLocked(attempt: Attempt) {
  expect(attempt.status, JSON.stringify(attempt.body)).toBe(429);
  const { error } = errorEnvelopeSchema.parse(attempt.body);
  expect(error.code).toBe('OVER_RATE_LIMIT');
  expect(error.message).toMatch(/Too many sign-in attempts\. Try again in 1[45] minutes/);
  expect(Number(attempt.retryAfter)).toBeGreaterThan(800);
  expect(attempt.session).toBeUndefined();
}

function expectFailed(attempt: Attempt) {
  expect(attempt.status, JSON.stringify(attempt.body)).toBe(401);
  expect(errorEnvelopeSchema.parse(attempt.body).error.code).toBe('SIGN_IN_FAILED');
  expect(attempt.session).toBeUndefined();
}

/** Signed in: the session reads the account and opens the orders. */
async function expectSignedIn(proxy: ProxyUnderTest, attempt: Attempt, name: string) {
  expect(attempt.status, JSON.stringify(attempt.body)).toBe(200);
  expect(sessionResponseSchema.parse(attempt.body)).toMatchObject({ signed_in: true, name });
  const cookie = attempt.session ?? '';
  expect((await proxy.call(ORDERS, 'GET', { cookie })).status).toBe(200);
}

/**
 * `FAILURES` wrong passwords for `name`, each from another address, as a botnet sends them
 * (refused already if an earlier test locked it); then even the right password is refused.
 */
async function lockOut(proxy: ProxyUnderTest, name: string, from = 1) {
  for (let i = 0; i < FAILURES; i++) {
    const guess = await signIn(proxy, {
      name,
      password: 'a guess',
      address: `203.0.113.${from + i}`,
    });
    expect([401, 429]).toContain(guess.status);
  }
  expectLocked(await signIn(proxy, { name, address: `203.0.113.${from + FAILURES}` }));
}

/**
 * `count` wrong passwords for `name` sent at once, from as many addresses, through `proxies` in
 * turn: the statuses, sorted.
 */
async function guessAtOnce(proxies: ProxyUnderTest[], name: string, count: number, from: number) {
  const attempts = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      signIn(proxies[i % proxies.length]!, {
        name,
        password: `guess ${i}`,
        address: `203.0.113.${from + i}`,
      }),
    ),
  );
  return attempts.map((attempt) => attempt.status).sort();
}

describe('one server', () => {
  let proxy: ProxyUnderTest;
  beforeAll(async () => {
    proxy = await startProxy(upstream.base, {
      trustProxy: '127.0.0.1',
      sessions: { failuresPerAccount: FAILURES, attemptsPerAddress: 100 },
    });
    // Operators of their own for the tests below, so that no test finds a name locked by another.
    const password = await hashPassword(passwordOf('operator'), { ln: 10, r: 8, p: 1 });
    writeAccountsFile(proxy.usersFile, [
      ...readAccountsFile(proxy.usersFile),
      ...['dora', 'eli', 'fay'].map((name) => ({ name, roles: ['operator' as const], password })),
    ]);
    await seen();
  });
  afterAll(() => proxy.close());

  it('gives a device cookie at sign-in: HttpOnly, SameSite=Strict, sent to the sign-in only, after the session cookie', async () => {
    const first = await signIn(proxy, { name: 'seller', address: '198.51.100.1' });
    expect(first.status).toBe(200);
    expect(first.setCookies[0]).toMatch(/^mps_session=/);
    const device = first.setCookies.find((cookie) => cookie.startsWith('mps_device='));
    expect(device).toMatch(/; HttpOnly/);
    expect(device).toMatch(/; SameSite=Strict/);
    expect(device).toMatch(/; Path=\/api\/_session(;|$)/);
    expect(device).toMatch(/; Max-Age=15552000/);
    expect(device).not.toMatch(/; Secure/); // plain http
    // A wrong password gives none.
    expect(
      (await signIn(proxy, { name: 'seller', password: 'x', address: '198.51.100.1' })).device,
    ).toBeUndefined();
  });

  it('lets a browser that signed in before sign in while strangers have locked the name', async () => {
    const ours = await signIn(proxy, { name: 'operator', address: '198.51.100.2' });
    expect(ours.device).toBeDefined();
    await lockOut(proxy, 'operator');
    // The lock holds every browser without the cookie, the right password and any address too,
    // and answers a real name as an unknown one.
    const stranger = await signIn(proxy, { name: 'operator', address: '198.51.100.3' });
    expectLocked(stranger);
    await lockOut(proxy, 'nobody-by-this-name', 10);
    const unknown = await signIn(proxy, { name: 'nobody-by-this-name', address: '198.51.100.3' });
    expectLocked(unknown);
    expect(unknown.body).toEqual(stranger.body);
    // The operator's own browser, from its usual address or another, signs in.
    for (const address of ['198.51.100.2', '192.0.2.77']) {
      await expectSignedIn(
        proxy,
        await signIn(proxy, { name: 'operator', address, device: ours.device }),
        'operator',
      );
    }
  });

  it('holds a device cookie to its own count of failures, then to the name’s lock', async () => {
    const ours = await signIn(proxy, { name: 'both', address: '198.51.100.4' });
    expect(ours.device).toBeDefined();
    await lockOut(proxy, 'both', 20);
    for (let i = 0; i < FAILURES; i++) {
      const wrong = { name: 'both', password: `typo ${i}`, address: '198.51.100.4' };
      expectFailed(await signIn(proxy, { ...wrong, device: ours.device }));
    }
    expectLocked(
      await signIn(proxy, { name: 'both', address: '198.51.100.4', device: ours.device }),
    );
  });

  it('does not let a made-up, altered or another account’s device cookie through the lock', async () => {
    const sellers = await signIn(proxy, { name: 'seller', address: '198.51.100.5' });
    const ours = await signIn(proxy, {
      name: 'dora',
      password: passwordOf('operator'),
      address: '198.51.100.5',
    });
    expect(ours.device).toBeDefined();
    const [id, signature] = (ours.device ?? '').slice('mps_device='.length).split('.');
    await lockOut(proxy, 'dora', 30);
    const flipped = `${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    const dora = { name: 'dora', password: passwordOf('operator'), address: '198.51.100.5' };
    for (const device of [
      sellers.device,
      `mps_device=${id}.${flipped}`,
      `mps_device=${'A'.repeat(24)}.${signature}`,
      `mps_device=${id}`,
      'mps_device=anything',
    ]) {
      expectLocked(await signIn(proxy, { ...dora, device }));
    }
    // The cookie as given does.
    await expectSignedIn(proxy, await signIn(proxy, { ...dora, device: ours.device }), 'dora');
  });

  it('voids the device cookies of an account whose password is set again', async () => {
    const eli = { name: 'eli', password: passwordOf('operator'), address: '198.51.100.6' };
    const ours = await signIn(proxy, eli);
    expect(ours.device).toBeDefined();
    await lockOut(proxy, 'eli', 40);
    await expectSignedIn(proxy, await signIn(proxy, { ...eli, device: ours.device }), 'eli');
    // The same password set again, as `npm run users add` does it: a new hash and credential id.
    const password = await hashPassword(eli.password, { ln: 10, r: 8, p: 1 });
    writeAccountsFile(
      proxy.usersFile,
      readAccountsFile(proxy.usersFile).map((account) =>
        account.name === 'eli' ? { ...account, password, credential: newCredential() } : account,
      ),
    );
    await seen();
    expectLocked(await signIn(proxy, { ...eli, device: ours.device }));
  });

  it('counts guesses sent at once before checking any: no more than the limit get checked', async () => {
    // Each claims its place before the 0.1 s password check; a count read before the check and
    // raised after it let all of them through.
    const statuses = await guessAtOnce([proxy], 'nobody-guessed-at-once', FAILURES * 4, 100);
    expect(statuses).toEqual([
      ...Array<number>(FAILURES).fill(401),
      ...Array<number>(FAILURES * 3).fill(429),
    ]);
    expectLocked(await signIn(proxy, { name: 'nobody-guessed-at-once', address: '198.51.100.20' }));
  });

  it('does not count a right password as a failure', async () => {
    // More sign-ins than the limit, from browsers without the device cookie, in one window.
    for (let i = 0; i <= FAILURES; i++) {
      await expectSignedIn(
        proxy,
        await signIn(proxy, {
          name: 'fay',
          password: passwordOf('operator'),
          address: '192.0.2.9',
        }),
        'fay',
      );
    }
  });

  it('still counts every attempt per address, device cookie or not', async () => {
    const limited = await startProxy(upstream.base, {
      trustProxy: '127.0.0.1',
      sessions: { failuresPerAccount: FAILURES, attemptsPerAddress: 4 },
    });
    try {
      const ours = await signIn(limited, { name: 'seller', address: '198.51.100.7' });
      expect(ours.device).toBeDefined();
      for (let i = 0; i < 3; i++) {
        const wrong = { name: 'seller', password: 'typo', address: '198.51.100.7' };
        expectFailed(await signIn(limited, { ...wrong, device: ours.device }));
      }
      const refused = await signIn(limited, {
        name: 'seller',
        address: '198.51.100.7',
        device: ours.device,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('two replicas over one Redis', () => {
  let redis: RedisUnderTest;
  let a: ProxyUnderTest;
  let b: ProxyUnderTest;
  beforeAll(async () => {
    redis = await startRedis();
    const options = {
      trustProxy: '127.0.0.1',
      sessions: { failuresPerAccount: FAILURES, attemptsPerAddress: 100 },
    };
    a = await startProxy(upstream.base, { ...options, redis: await connected(redis.client()) });
    b = await startProxy(upstream.base, { ...options, redis: await connected(redis.client()) });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await redis.stop();
  });

  it('share the name’s lock, and a device cookie from either gets through it on both', async () => {
    const ours = await signIn(a, { name: 'operator', address: '198.51.100.8' });
    expect(ours.device).toBeDefined();
    expectFailed(await signIn(a, { name: 'operator', password: 'guess', address: '203.0.113.50' }));
    expectFailed(await signIn(b, { name: 'operator', password: 'guess', address: '203.0.113.51' }));
    expectFailed(await signIn(a, { name: 'operator', password: 'guess', address: '203.0.113.52' }));
    for (const proxy of [a, b]) {
      expectLocked(await signIn(proxy, { name: 'operator', address: '198.51.100.9' }));
    }
    await expectSignedIn(
      b,
      await signIn(b, { name: 'operator', address: '198.51.100.8', device: ours.device }),
      'operator',
    );
  });

  it('share a device cookie’s count of failures', async () => {
    const ours = await signIn(b, { name: 'both', address: '198.51.100.10' });
    expect(ours.device).toBeDefined();
    await lockOut(a, 'both', 60);
    const wrong = { name: 'both', password: 'typo', address: '198.51.100.10', device: ours.device };
    expectFailed(await signIn(a, wrong));
    expectFailed(await signIn(b, wrong));
    expectFailed(await signIn(a, wrong));
    for (const proxy of [a, b]) {
      expectLocked(
        await signIn(proxy, { name: 'both', address: '198.51.100.10', device: ours.device }),
      );
    }
  });
  it('share the count of guesses sent at once through both', async () => {
    const statuses = await guessAtOnce([a, b], 'nobody-guessed-through-both', FAILURES * 4, 150);
    expect(statuses).toEqual([
      ...Array<number>(FAILURES).fill(401),
      ...Array<number>(FAILURES * 3).fill(429),
    ]);
  });
});
