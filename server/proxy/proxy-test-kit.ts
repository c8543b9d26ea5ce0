/**
 * Real servers over loopback for the proxy's tests: the reference service as the upstream (on
 * its own port, with a key only the proxy knows) and the proxy in front of it. Every answer a
 * test reads through `ProxyUnderTest.call` is checked for the server's key, headers and body.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Role } from '../../src/api/contracts/session';
import { AccountBook, writeAccountsFile } from '../http/accounts';
import { hashPassword } from '../http/passwords';
import { DEMO_SELLER } from '../seed/accounts';
import type { SearchForm } from '../routes/vehicles';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createProxyApp, type ProxyAppOptions } from './proxy-app';
import { openProxyDatabase, type ProxyDb } from './proxy-database';

/** The proxy's key at the upstream: distinctive, so that a leak cannot hide in other text. */
export const SERVER_KEY = 'srv-key-7d41c9e0b25a-only-on-the-server';
export const SMALL_SEED = { vehicles: 2000, realty: 200, orders: 20 } as const;

/** The accounts of every test proxy: one per role, and one with both. */
export const TEST_ACCOUNTS = {
  seller: ['seller'],
  operator: ['operator'],
  both: ['seller', 'operator'],
} as const satisfies Record<string, readonly Role[]>;
export type TestAccount = keyof typeof TEST_ACCOUNTS;
export const passwordOf = (name: string) => `${name}-correct-horse-battery`;

/** A users file with TEST_ACCOUNTS (cheap scrypt cost: tests sign in often); removed by cleanup. */
export async function writeTestAccounts(): Promise<{ file: string; cleanup: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-users-'));
  const file = join(dir, 'users.json');
  const accounts = await Promise.all(
    Object.entries(TEST_ACCOUNTS).map(async ([name, roles]) => ({
      name,
      roles: [...roles],
      password: await hashPassword(passwordOf(name), { ln: 10, r: 8, p: 1 }),
    })),
  );
  writeAccountsFile(file, accounts);
  return { file, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The `name=value` of a Set-Cookie for the session cookie, or undefined. */
export function sessionCookieOf(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('mps_session=') && pair !== 'mps_session=');
}

export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

export interface Upstream {
  readonly server: TestServer;
  /** e.g. http://127.0.0.1:41234/api */
  readonly base: string;
  /** GET straight from the upstream with the server's key: what the proxy should answer. */
  direct(pathAndQuery: string): Promise<Received>;
  /** Requests the upstream has received (direct ones included): what the key really spent. */
  calls(): number;
  /** The request targets it has received, in order (`/api/auto/search?api_key=…&…`). */
  received(): readonly string[];
  close(): Promise<void>;
}

export async function startUpstream(searchForm: SearchForm = 'array'): Promise<Upstream> {
  const server = await startTestServer({
    seed: { ...SMALL_SEED, demoKey: SERVER_KEY },
    app: { demo: { apiKey: SERVER_KEY, userId: DEMO_SELLER.userId }, searchForm },
  });
  let calls = 0;
  const received: string[] = [];
  server.app.addHook('onRequest', (request, _reply, done) => {
    calls++;
    received.push(request.url);
    done();
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${portOf(server.app)}/api`;
  return {
    server,
    base,
    calls: () => calls,
    received: () => received,
    direct: (pathAndQuery) => {
      const separator = pathAndQuery.includes('?') ? '&' : '?';
      return receive(`${base}${pathAndQuery}${separator}api_key=${SERVER_KEY}`);
    },
    close: () => server.close(),
  };
}

export interface Received {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  readonly body: unknown;
}

async function receive(url: string, init: RequestInit = {}): Promise<Received> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** Everything a browser could read from an answer: status line aside, headers and body. */
export function everyByte(received: Received): string {
  return `${[...received.headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n\n${received.text}`;
}

export type Caller = (
  pathAndQuery: string,
  method?: string,
  headers?: Record<string, string>,
) => Promise<Received>;

export interface ProxyUnderTest {
  readonly app: FastifyInstance;
  readonly db: ProxyDb;
  readonly origin: string;
  readonly logs: string[];
  /** The accounts file it reads (TEST_ACCOUNTS), for tests that edit it. */
  readonly usersFile: string;
  /** A request as a browser sends it (no key unless the path has one), checked for leaks. */
  call: Caller;
  /** The same, signed in as a test account (signed in once, on first use). */
  as(account: TestAccount): Caller;
  /** POST /api/_session from the proxy's own origin; the cookie, if one was set. */
  signIn(name: string, password?: string): Promise<Received & { cookie: string | undefined }>;
  /** Upstream calls counted this hour, as /api/_meta reports them. */
  used(): Promise<number>;
  close(): Promise<void>;
}

export async function startProxy(
  base: string,
  options: Partial<ProxyAppOptions['upstream']> &
    Pick<
      Partial<ProxyAppOptions>,
      | 'now'
      | 'maxCacheEntries'
      | 'staticDir'
      | 'redis'
      | 'sessions'
      | 'trustProxy'
      | 'https'
      | 'imgSources'
    > & {
      /** The proxy's database file; default: in memory. */
      readonly cacheDb?: string;
    } = {},
): Promise<ProxyUnderTest> {
  const {
    now,
    maxCacheEntries,
    staticDir,
    redis,
    sessions,
    trustProxy,
    https,
    imgSources,
    cacheDb,
    ...upstream
  } = options;
  const key = upstream.key ?? SERVER_KEY;
  const db = openProxyDatabase(cacheDb ?? ':memory:');
  const logs: string[] = [];
  const users = await writeTestAccounts();
  const app = await createProxyApp({
    upstream: {
      url: base,
      key,
      userId: DEMO_SELLER.userId,
      timeoutMs: 5000,
      hourlyLimit: 1000,
      catalogTtlSeconds: 86_400,
      searchTtlSeconds: 300,
      ...upstream,
    },
    db,
    accounts: new AccountBook(users.file),
    ...(redis ? { redis } : {}),
    ...(sessions ? { sessions } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(https ? { https } : {}),
    ...(imgSources ? { imgSources } : {}),
    log: (line) => logs.push(line),
    logErrors: (error) => logs.push(String(error)),
    ...(now ? { now } : {}),
    ...(maxCacheEntries ? { maxCacheEntries } : {}),
    ...(staticDir ? { staticDir } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `${https ? 'https' : 'http'}://127.0.0.1:${portOf(app)}`;
  const call: Caller = async (pathAndQuery, method = 'GET', headers = {}) => {
    const received = await receive(`${origin}${pathAndQuery}`, { method, headers });
    expect(everyByte(received), `${method} ${pathAndQuery}`).not.toContain(key);
    return received;
  };
  const signIn = async (name: string, password = passwordOf(name)) => {
    const answer = await receive(`${origin}/api/_session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name, password }),
    });
    expect(everyByte(answer)).not.toContain(key);
    return { ...answer, cookie: sessionCookieOf(answer.headers) };
  };
  const cookies = new Map<TestAccount, string>();
  const as =
    (account: TestAccount): Caller =>
    async (pathAndQuery, method = 'GET', headers = {}) => {
      let cookie = cookies.get(account);
      if (cookie === undefined) {
        const signedIn = await signIn(account);
        expect(signedIn.status, `signing in as ${account}`).toBe(200);
        cookie = signedIn.cookie ?? '';
        cookies.set(account, cookie);
      }
      // A browser sends Origin with every DELETE (and every POST) from the app's own pages.
      const own: Record<string, string> = method === 'GET' || method === 'HEAD' ? {} : { origin };
      return call(pathAndQuery, method, { cookie, ...own, ...headers });
    };
  return {
    app,
    db,
    origin,
    logs,
    usersFile: users.file,
    call,
    as,
    signIn,
    async used() {
      const { body } = await call('/api/_meta');
      return (body as { quota: { used: number } }).quota.used;
    },
    async close() {
      await app.close();
      db.close();
      users.cleanup();
      // Nothing the proxy logged may hold the key either.
      expect(logs.join('\n')).not.toContain(key);
    },
  };
}
