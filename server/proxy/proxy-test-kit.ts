/**
 * Real servers over loopback for the proxy's tests: the reference service as the upstream (on
 * its own port, with a key only the proxy knows) and the proxy in front of it. Every answer a
 * test reads through `ProxyUnderTest.call` is checked for the server's key, headers and body.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { DEMO_SELLER } from '../seed/accounts';
import type { SearchForm } from '../routes/vehicles';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createProxyApp, type ProxyAppOptions } from './proxy-app';
import { openProxyDatabase, type ProxyDb } from './proxy-database';

/** The proxy's key at the upstream: distinctive, so that a leak cannot hide in other text. */
export const SERVER_KEY = 'srv-key-7d41c9e0b25a-only-on-the-server';
export const SMALL_SEED = { vehicles: 2000, realty: 200, orders: 20 } as const;

export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

export interface Upstream {
  readonly server: TestServer;
  /** e.g. http://127.0.0.1:41234/api */
  readonly base: string;
  /** GET straight from the upstream with the server's key: what the proxy should answer. */
  direct(pathAndQuery: string): Promise<Received>;
  close(): Promise<void>;
}

export async function startUpstream(searchForm: SearchForm = 'array'): Promise<Upstream> {
  const server = await startTestServer({
    seed: { ...SMALL_SEED, demoKey: SERVER_KEY },
    app: { demo: { apiKey: SERVER_KEY, userId: DEMO_SELLER.userId }, searchForm },
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${portOf(server.app)}/api`;
  return {
    server,
    base,
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

export interface ProxyUnderTest {
  readonly app: FastifyInstance;
  readonly db: ProxyDb;
  readonly origin: string;
  readonly logs: string[];
  /** A request as a browser sends it (no key unless the path has one), checked for leaks. */
  call(pathAndQuery: string, method?: string): Promise<Received>;
  /** Upstream calls counted this hour, as /api/_meta reports them. */
  used(): Promise<number>;
  close(): Promise<void>;
}

export async function startProxy(
  base: string,
  options: Partial<ProxyAppOptions['upstream']> &
    Pick<Partial<ProxyAppOptions>, 'now' | 'maxCacheEntries' | 'staticDir'> = {},
): Promise<ProxyUnderTest> {
  const { now, maxCacheEntries, staticDir, ...upstream } = options;
  const key = upstream.key ?? SERVER_KEY;
  const db = openProxyDatabase(':memory:');
  const logs: string[] = [];
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
    log: (line) => logs.push(line),
    logErrors: (error) => logs.push(String(error)),
    ...(now ? { now } : {}),
    ...(maxCacheEntries ? { maxCacheEntries } : {}),
    ...(staticDir ? { staticDir } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${portOf(app)}`;
  const call = async (pathAndQuery: string, method = 'GET') => {
    const received = await receive(`${origin}${pathAndQuery}`, { method });
    expect(everyByte(received), `${method} ${pathAndQuery}`).not.toContain(key);
    return received;
  };
  return {
    app,
    db,
    origin,
    logs,
    call,
    async used() {
      const { body } = await call('/api/_meta');
      return (body as { quota: { used: number } }).quota.used;
    },
    async close() {
      await app.close();
      db.close();
      // Nothing the proxy logged may hold the key either.
      expect(logs.join('\n')).not.toContain(key);
    },
  };
}
