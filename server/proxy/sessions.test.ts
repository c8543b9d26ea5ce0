/**
 * Proxy mode's sign-in, sessions and fair shares, over loopback against the real reference
 * service: the cookie's attributes, sign-out, idle and absolute expiry, accounts edited while
 * the server runs, throttles that never tell whether a name exists, cross-origin refusals, and
 * each visitor's share of the key. Every answer is checked against the app's schemas.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { sessionResponseSchema } from '../../src/api/contracts/session';
import { readAccountsFile, writeAccountsFile } from '../http/accounts';
import { DEFAULT_ABSOLUTE_SECONDS } from '../http/session-defaults';
import {
  passwordOf,
  sessionCookieOf,
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Received,
  type Upstream,
} from './proxy-test-kit';

let upstream: Upstream;
beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expectError(received: Received, status: number, code: string) {
  expect(received.status).toBe(status);
  const { error } = errorEnvelopeSchema.parse(received.body);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(20);
  return error;
}

/** The session answer, parsed by the app's schema. */
async function sessionOf(proxy: ProxyUnderTest, cookie?: string) {
  const received = await proxy.call('/api/_session', 'GET', cookie ? { cookie } : {});
  expect(received.status).toBe(200);
  expect(received.headers.get('cache-control')).toBe('no-store');
  return sessionResponseSchema.parse(received.body);
}

const ORDERS = '/api/ria/basket/orders';

describe('signing in and out', () => {
  let proxy: ProxyUnderTest;
  beforeAll(async () => {
    proxy = await startProxy(upstream.base);
  });
  afterAll(() => proxy.close());

  it('signs in with a cookie that is HttpOnly, SameSite=Strict, for /api only, and says who', async () => {
    const signedIn = await proxy.signIn('both');
    expect(signedIn.status).toBe(200);
    const [setCookie] = signedIn.headers.getSetCookie();
    expect(setCookie).toMatch(/^mps_session=[^;]+;/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\/api(;|$)/);
    expect(setCookie).not.toMatch(/; Secure/); // plain http, no proxy in front
    // The browser keeps it past the idle time (the store forgets the session then), so that
    // the visitor's next request can be told the session ended.
    const expiresOf = (cookie: string | undefined) =>
      Date.parse(/; Expires=([^;]+)/.exec(cookie ?? '')?.[1] ?? '');
    const expires = expiresOf(setCookie);
    expect((expires - Date.now()) / 1000).toBeGreaterThan(DEFAULT_ABSOLUTE_SECONDS - 60);
    expect((expires - Date.now()) / 1000).toBeLessThanOrEqual(DEFAULT_ABSOLUTE_SECONDS + 1);
    const session = sessionResponseSchema.parse(signedIn.body);
    expect(session).toEqual({
      signed_in: true,
      name: 'both',
      roles: ['seller', 'operator'],
      seller: { user_id: 5820722 },
      idle_timeout_seconds: 1800,
      expires_at: expect.any(String) as string,
    });
    expect(await sessionOf(proxy, signedIn.cookie)).toEqual(session);
  });

  it('tells anonymous visitors they are not signed in, and no seller', async () => {
    expect(await sessionOf(proxy)).toEqual({ signed_in: false, ended: false });
    const operator = await proxy.signIn('operator');
    expect(sessionResponseSchema.parse(operator.body)).toMatchObject({ seller: null });
  });

  it('answers a wrong password and an unknown name alike: 401, no cookie', async () => {
    const wrong = await proxy.signIn('seller', 'not-the-password');
    const unknown = await proxy.signIn('nobody-here', 'not-the-password');
    expectError(wrong, 401, 'SIGN_IN_FAILED');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.cookie).toBeUndefined();
    expect(unknown.cookie).toBeUndefined();
  });

  it('needs JSON with a name and a password', async () => {
    const form = await proxy.call('/api/_session', 'POST', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: proxy.origin,
    });
    expect(expectError(form, 400, 'INVALID_PARAMETER').message).toContain('application/json');
    const broken = await fetch(`${proxy.origin}/api/_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.origin },
      body: '{"name": "seller", ',
    });
    expect(broken.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await broken.json()).error.code).toBe('BAD_REQUEST');
    const huge = await fetch(`${proxy.origin}/api/_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.origin },
      body: JSON.stringify({ name: 'seller', password: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    const tooLarge = errorEnvelopeSchema.parse(await huge.json()).error;
    expect(tooLarge.code).toBe('REQUEST_TOO_LARGE');
    expect(tooLarge.message).toContain('only the sign-in takes one');
    // Another path ignores a body, JSON or not: a POST there is still 405.
    const elsewhere = await fetch(`${proxy.origin}/api/auto/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"broken": ',
    });
    expect(elsewhere.status).toBe(405);
    const put = await proxy.call('/api/_session', 'PUT');
    expect(expectError(put, 405, 'METHOD_NOT_ALLOWED')).toBeDefined();
    expect(put.headers.get('allow')).toBe('GET, POST, DELETE, HEAD');
  });

  it('answers hostile sign-in bodies in the envelope, never with a 5xx or a session', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"seller"',
      '{"name":["seller"],"password":"x"}',
      '{"name":"seller","password":{"$ne":null}}',
      '{"__proto__":{"name":"seller"},"password":"x"}',
      `{"name":"${'a'.repeat(5000)}","password":"x"}`,
      `{"name":"seller","password":"${'p'.repeat(2000)}"}`,
      '{"name":"seller\u0000","password":"x"}',
      '{"name":"seller","password":"x","roles":["operator"]}',
      `{"name":"seller","password":"x"${',"a":1'.repeat(3000)}}`,
    ];
    for (const body of bodies) {
      const answer = await fetch(`${proxy.origin}/api/_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: proxy.origin },
        body,
      });
      expect(answer.status, body.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(answer.status, body.slice(0, 60)).toBeLessThan(500);
      expect(errorEnvelopeSchema.safeParse(await answer.json()).success).toBe(true);
      expect(sessionCookieOf(answer.headers)).toBeUndefined();
    }
  });

  it('refuses a sign-in or sign-out from another site, and signs nobody in or out', async () => {
    for (const headers of [
      { origin: 'https://evil.example' } as Record<string, string>,
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const answer = await fetch(`${proxy.origin}/api/_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ name: 'seller', password: passwordOf('seller') }),
      });
      expect(answer.status).toBe(403);
      expect(errorEnvelopeSchema.parse(await answer.json()).error.code).toBe(
        'CROSS_ORIGIN_REFUSED',
      );
      expect(sessionCookieOf(answer.headers)).toBeUndefined();
    }
    const { cookie } = await proxy.signIn('seller');
    const out = await proxy.call('/api/_session', 'DELETE', {
      cookie: cookie ?? '',
      origin: 'https://evil.example',
    });
    expectError(out, 403, 'CROSS_ORIGIN_REFUSED');
    expect((await sessionOf(proxy, cookie)).signed_in).toBe(true);
  });

  it('signs out: the cookie is cleared, and the old one no longer opens anything', async () => {
    const { cookie } = await proxy.signIn('operator');
    expect((await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' })).status).toBe(200);
    const out = await proxy.call('/api/_session', 'DELETE', {
      cookie: cookie ?? '',
      origin: proxy.origin,
    });
    expect(out.status).toBe(200);
    expect(sessionResponseSchema.parse(out.body)).toEqual({ signed_in: false, ended: false });
    expect(out.headers.getSetCookie().join('\n')).toMatch(
      /mps_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect(await sessionOf(proxy, cookie)).toEqual({ signed_in: false, ended: true });
    const refused = await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' });
    expect(expectError(refused, 401, 'SIGN_IN_REQUIRED').message).toContain('session has ended');
  });

  it('keeps saying a forgotten session has ended after the answer that clears its cookie', async () => {
    const forgotten = 'mps_session=a-session-the-server-forgot';
    // Any call (here a search the page makes) finds the cookie unknown: the cookie is cleared,
    // and a marker left in its place.
    const first = await proxy.call('/api/_session', 'GET', { cookie: forgotten });
    const setCookies = first.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/mps_session=;.*Expires=Thu, 01 Jan 1970/);
    const marker = /mps_ended=1;[^\n]*/.exec(setCookies)?.[0] ?? '';
    expect(marker).toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Path=\/api/);
    expect(marker).toMatch(/SameSite=Strict/i);
    // The delete or orders call pressed next carries only the marker, and is told why.
    const refused = await proxy.call(ORDERS, 'GET', { cookie: 'mps_ended=1' });
    expect(expectError(refused, 401, 'SIGN_IN_REQUIRED').message).toContain('session has ended');
    expect(await sessionOf(proxy, 'mps_ended=1')).toEqual({ signed_in: false, ended: true });
    // Signing in takes the marker away.
    const signedIn = await fetch(`${proxy.origin}/api/_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proxy.origin, cookie: 'mps_ended=1' },
      body: JSON.stringify({ name: 'seller', password: passwordOf('seller') }),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.getSetCookie().join('\n')).toMatch(
      /mps_ended=;.*Expires=Thu, 01 Jan 1970/,
    );
  });

  it('tells the pages, by a cookie that holds nothing, that this browser’s account reads the orders', async () => {
    const hintOf = (received: Received) =>
      received.headers.getSetCookie().find((line) => line.startsWith('mps_reads_orders='));
    // An operator: for every path, Lax (a link from elsewhere starts the orders too), and for
    // the session's absolute lifetime at most.
    const operator = await proxy.signIn('operator');
    const hint = hintOf(operator) ?? '';
    expect(hint).toMatch(/^mps_reads_orders=1; Max-Age=(\d+); Path=\/; HttpOnly; SameSite=Lax$/);
    expect(Number(/Max-Age=(\d+)/.exec(hint)?.[1])).toBeLessThanOrEqual(DEFAULT_ABSOLUTE_SECONDS);
    const withHint = `${operator.cookie ?? ''}; mps_reads_orders=1`;
    // Kept as it is while the session lasts (and the account reads the orders).
    expect(hintOf(await proxy.call('/api/_session', 'GET', { cookie: withHint }))).toBeUndefined();
    // The hint alone opens nothing: the orders are the session's to answer.
    expectError(
      await proxy.call(ORDERS, 'GET', { cookie: 'mps_reads_orders=1' }),
      401,
      'SIGN_IN_REQUIRED',
    );

    // A seller reads no orders: no hint, and one left from an operator is taken away.
    const seller = await proxy.signIn('seller');
    expect(hintOf(seller)).toBeUndefined();
    const sellerWithHint = `${seller.cookie ?? ''}; mps_reads_orders=1`;
    expect(hintOf(await proxy.call('/api/_session', 'GET', { cookie: sellerWithHint }))).toMatch(
      /^mps_reads_orders=;.*Expires=Thu, 01 Jan 1970/,
    );

    // Signing out, or a session that ended, takes it away too.
    const out = await proxy.call('/api/_session', 'DELETE', {
      cookie: withHint,
      origin: proxy.origin,
    });
    expect(hintOf(out)).toMatch(/^mps_reads_orders=;.*Expires=Thu, 01 Jan 1970/);
    const ended = await proxy.call(ORDERS, 'GET', { cookie: withHint });
    expect(ended.status).toBe(401);
    expect(hintOf(ended)).toMatch(/^mps_reads_orders=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('gives a new session id at every sign-in (no fixation)', async () => {
    const first = await proxy.signIn('seller');
    const answer = await fetch(`${proxy.origin}/api/_session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: proxy.origin,
        cookie: first.cookie ?? '',
      },
      body: JSON.stringify({ name: 'operator', password: passwordOf('operator') }),
    });
    const second = sessionCookieOf(answer.headers);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
  });

  it('ends the sessions of a removed account, and follows a role change, at once', async () => {
    const extra = 'carol';
    const accounts = readAccountsFile(proxy.usersFile);
    const seller = accounts.find((account) => account.name === 'seller');
    writeAccountsFile(proxy.usersFile, [
      ...accounts,
      { name: extra, roles: ['operator'], password: seller?.password ?? '' },
    ]);
    await sleep(1100); // the server looks at the file at most once a second
    const { cookie } = await proxy.signIn(extra, passwordOf('seller'));
    expect((await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' })).status).toBe(200);

    writeAccountsFile(proxy.usersFile, [
      ...accounts,
      { name: extra, roles: ['seller'], password: seller?.password ?? '' },
    ]);
    await sleep(1100);
    expectError(await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' }), 403, 'ROLE_REQUIRED');

    writeAccountsFile(proxy.usersFile, accounts);
    await sleep(1100);
    expectError(await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' }), 401, 'SIGN_IN_REQUIRED');
    expect(await sessionOf(proxy, cookie)).toEqual({ signed_in: false, ended: true });
  });
});

describe('the Secure attribute', () => {
  it('is set behind a trusted proxy that says https, and not when the proxy is not trusted', async () => {
    const trusting = await startProxy(upstream.base, { trustProxy: '127.0.0.1' });
    const wary = await startProxy(upstream.base);
    try {
      for (const [proxy, secure] of [
        [trusting, true],
        [wary, false],
      ] as const) {
        const answer = await fetch(`${proxy.origin}/api/_session`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-proto': 'https',
            origin: proxy.origin.replace('http:', secure ? 'https:' : 'http:'),
          },
          body: JSON.stringify({ name: 'both', password: passwordOf('both') }),
        });
        expect(answer.status).toBe(200);
        const [setCookie, ...others] = answer.headers.getSetCookie();
        expect(/; Secure/.test(setCookie ?? '')).toBe(secure);
        expect(setCookie).toMatch(/; SameSite=Strict/);
        // The orders hint and the device cookie follow the session's.
        expect(others).toHaveLength(2);
        for (const cookie of others) expect(/; Secure/.test(cookie)).toBe(secure);
      }
    } finally {
      await trusting.close();
      await wary.close();
    }
  });
});

/** A self-signed certificate for 127.0.0.1, made by openssl for this test. */
function selfSigned(): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('served over https directly', () => {
  it('sets Secure on the session cookie, with HttpOnly and SameSite=Strict', async () => {
    const tls = selfSigned();
    const proxy = await startProxy(upstream.base, { https: tls });
    try {
      expect(proxy.origin).toMatch(/^https:/);
      const body = JSON.stringify({ name: 'seller', password: passwordOf('seller') });
      const { status, setCookie } = await new Promise<{ status: number; setCookie: string[] }>(
        (resolve, reject) => {
          const request = httpsRequest(
            `${proxy.origin}/api/_session`,
            {
              method: 'POST',
              ca: tls.cert,
              headers: { 'content-type': 'application/json', origin: proxy.origin },
            },
            (response) => {
              response.resume();
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  setCookie: response.headers['set-cookie'] ?? [],
                }),
              );
            },
          );
          request.on('error', reject);
          request.end(body);
        },
      );
      expect(status).toBe(200);
      expect(setCookie[0]).toMatch(/; Secure/);
      expect(setCookie[0]).toMatch(/; HttpOnly/);
      expect(setCookie[0]).toMatch(/; SameSite=Strict/);
    } finally {
      await proxy.close();
    }
  });
});

describe('expiry', () => {
  it('ends a session after its idle time, and renews it with every request', async () => {
    const proxy = await startProxy(upstream.base, { sessions: { idleMs: 1500 } });
    try {
      const { cookie } = await proxy.signIn('operator');
      for (let i = 0; i < 3; i++) {
        await sleep(800);
        expect((await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' })).status).toBe(200);
      }
      await sleep(1700);
      expect(await sessionOf(proxy, cookie)).toEqual({ signed_in: false, ended: true });
    } finally {
      await proxy.close();
    }
  });

  it('lets the idle time run out while an open tab polls /api/_meta, which still knows who asks', async () => {
    const proxy = await startProxy(upstream.base, { sessions: { idleMs: 1500 } });
    try {
      const { cookie } = await proxy.signIn('seller');
      // The quota meter's poll: the visitor is still identified (a seller is told the key
      // owner's id), but the session's idle time is not renewed, nor its cookie sent again.
      for (let i = 0; i < 5; i++) {
        const meta = await proxy.call('/api/_meta', 'GET', { cookie: cookie ?? '' });
        if (i < 2) expect(metaResponseSchema.parse(meta.body).seller).toEqual({ user_id: 5820722 });
        expect(meta.headers.getSetCookie().join('\n')).not.toMatch(/mps_session=[^;]/);
        await sleep(500);
      }
      expect(await sessionOf(proxy, cookie)).toEqual({ signed_in: false, ended: true });
    } finally {
      await proxy.close();
    }
  });

  it('ends a session at its absolute limit, however busy', async () => {
    const proxy = await startProxy(upstream.base, {
      sessions: { idleMs: 60_000, absoluteMs: 1500 },
    });
    try {
      const { cookie, body } = await proxy.signIn('operator');
      const session = sessionResponseSchema.parse(body);
      expect(session.signed_in && Date.parse(session.expires_at) - Date.now()).toBeLessThanOrEqual(
        1500,
      );
      const end = session.signed_in ? Date.parse(session.expires_at) : 0;
      for (let i = 0; i < 3; i++) {
        await sleep(400);
        const renewed = await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' });
        expect(renewed.status).toBe(200);
        // Renewed for the idle time in the store, the cookie still ends with the session
        // (Expires is to the second).
        const setCookie = renewed.headers.getSetCookie().find((c) => c.startsWith('mps_session='));
        const expires = Date.parse(/; Expires=([^;]+)/.exec(setCookie ?? '')?.[1] ?? '');
        expect(Math.abs(expires - end)).toBeLessThan(1000);
      }
      await sleep(500);
      const refused = await proxy.call(ORDERS, 'GET', { cookie: cookie ?? '' });
      expect(expectError(refused, 401, 'SIGN_IN_REQUIRED').message).toContain('session has ended');
    } finally {
      await proxy.close();
    }
  });
});

describe('sign-in throttles', () => {
  it('per account: failures past the limit get 429 with Retry-After, for a real or an unknown name alike', async () => {
    const proxy = await startProxy(upstream.base, {
      sessions: { failuresPerAccount: 3, attemptsPerAddress: 100 },
    });
    try {
      for (const name of ['seller', 'nobody-at-all']) {
        for (let i = 0; i < 3; i++)
          expectError(await proxy.signIn(name, 'wrong'), 401, 'SIGN_IN_FAILED');
      }
      const real = await proxy.signIn('seller'); // the right password, too late
      const unknown = await proxy.signIn('nobody-at-all', 'wrong');
      expectError(real, 429, 'OVER_RATE_LIMIT');
      expect(unknown.status).toBe(429);
      expect(unknown.body).toEqual(real.body);
      expect(real.cookie).toBeUndefined();
      const wait = Number(real.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(800);
      expect(wait).toBeLessThanOrEqual(900);
      expect(errorEnvelopeSchema.parse(real.body).error.message).toMatch(
        /Try again in 1[45] minutes/,
      );
      // Another account is not held up by it.
      expect((await proxy.signIn('operator')).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });

  it('per address: every attempt counts; another address behind a trusted proxy has its own', async () => {
    const proxy = await startProxy(upstream.base, {
      trustProxy: '127.0.0.1',
      sessions: { failuresPerAccount: 100, attemptsPerAddress: 4 },
    });
    const from = (address: string, name: string, password = passwordOf(name)) =>
      fetch(`${proxy.origin}/api/_session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ name, password }),
      });
    try {
      for (const name of ['seller', 'operator', 'both', 'x']) {
        expect((await from('203.0.113.7', name, 'wrong')).status).toBe(401);
      }
      const refused = await from('203.0.113.7', 'seller');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await from('198.51.100.2', 'seller')).status).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});

describe('a fair share of the key', () => {
  it('refuses one address past its share with 429 and Retry-After; others, cached pages and accounts go on', async () => {
    // 20 calls an hour: 2 per address (10 %), 5 per account (25 %).
    const proxy = await startProxy(upstream.base, { hourlyLimit: 20, trustProxy: '127.0.0.1' });
    const as = (address: string, cookie?: string) => (path: string) =>
      proxy.call(path, 'GET', { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
    const abuser = as('203.0.113.9');
    try {
      expect((await abuser('/api/auto/search?page=1')).status).toBe(200);
      expect((await abuser('/api/auto/search?page=2')).status).toBe(200);
      const refused = await abuser('/api/auto/search?page=3');
      const error = expectError(refused, 429, 'OVER_RATE_LIMIT');
      expect(error.message).toContain('your share');
      expect(error.message).toContain('2 of 20');
      const wait = Number(refused.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      // What is cached costs nothing, so it still loads.
      expect((await abuser('/api/auto/search?page=1')).headers.get('x-proxy-cache')).toBe('hit');
      // Another visitor's share is untouched, and the abuser's meta says where it stands.
      expect((await as('198.51.100.3')('/api/auto/search?page=3')).status).toBe(200);
      const meta = metaResponseSchema.parse((await abuser('/api/_meta')).body);
      expect(meta.share).toEqual({ limit: 2, used: 2, remaining: 0 });
      expect(meta.quota).toEqual({ limit: 20, used: 3, remaining: 17 });
      // Signed in, the same person has the account's share, wherever they are.
      const { cookie } = await proxy.signIn('operator');
      const account = as('203.0.113.9', cookie);
      for (let page = 4; page < 9; page++) {
        expect((await account(`/api/auto/search?page=${page}`)).status).toBe(200);
      }
      expectError(await account('/api/auto/search?page=9'), 429, 'OVER_RATE_LIMIT');
      expect(await proxy.used()).toBe(8);
    } finally {
      await proxy.close();
    }
  });

  it('keeps part of the hour for signed-in accounts: anonymous visitors together never spend it', async () => {
    // 20 calls an hour: 10 per address (50 %), 4 (20 %) kept for accounts.
    const proxy = await startProxy(upstream.base, {
      hourlyLimit: 20,
      visitorSharePercent: 50,
      trustProxy: '127.0.0.1',
    });
    const as = (address: string, cookie?: string) => (path: string) =>
      proxy.call(path, 'GET', { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
    try {
      // Two addresses, each within its share, bring the anonymous calls to 16.
      for (let page = 1; page <= 10; page++) {
        expect((await as('203.0.113.10')(`/api/auto/search?page=${page}`)).status).toBe(200);
      }
      for (let page = 11; page <= 16; page++) {
        expect((await as('203.0.113.11')(`/api/auto/search?page=${page}`)).status).toBe(200);
      }
      // A third is refused, told why and what to do; its own share is untouched.
      const refused = await as('198.51.100.12')('/api/auto/search?page=17');
      const error = expectError(refused, 429, 'OVER_RATE_LIMIT');
      expect(error.message).toContain('not signed in');
      expect(error.message).toContain('16');
      expect(error.message).toContain('sign in');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      // An operator still reads the orders, and the hour ends at its limit.
      const { cookie } = await proxy.signIn('operator');
      const operator = as('198.51.100.12', cookie);
      expect((await operator('/api/ria/basket/orders')).status).toBe(200);
      for (let page = 18; page <= 20; page++) {
        expect((await operator(`/api/auto/search?page=${page}`)).status).toBe(200);
      }
      const spent = expectError(await operator('/api/auto/search?page=21'), 429, 'OVER_RATE_LIMIT');
      expect(spent.message).toContain('made its 20 calls');
      expect(await proxy.used()).toBe(20);
    } finally {
      await proxy.close();
    }
  });
});
