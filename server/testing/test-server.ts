/**
 * A real service on a throwaway database for tests: the same generator, store and routes as
 * `npm start`, answered through fastify's inject (no port) unless a test listens.
 */
import type { FastifyInstance } from 'fastify';
import { createApp, type AppOptions } from '../app';
import { DEFAULT_DEMO_KEY, DEMO_SELLER } from '../seed/accounts';
import { seedDatabase, type SeedOptions } from '../seed/generate';
import { openDatabase, type Db } from '../store/database';
import { Store } from '../store/store';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly db: Db;
  /** GET (or another method) on an API path with the demo key unless the query has one. */
  call(
    path: string,
    init?: { method?: 'GET' | 'DELETE' | 'POST' | 'PUT' | 'PATCH'; key?: string | null },
  ): Promise<{
    status: number;
    headers: Record<string, string | string[] | number | undefined>;
    body: unknown;
    text: string;
  }>;
  close(): Promise<void>;
}

export const TEST_SIZES = { vehicles: 20_000, realty: 10_000, orders: 300 } as const;

export async function startTestServer(
  options: {
    file?: string;
    seed?: Partial<SeedOptions>;
    app?: Partial<AppOptions>;
  } = {},
): Promise<TestServer> {
  const db = openDatabase(options.file ?? ':memory:');
  seedDatabase(db, {
    seed: 'marketplace',
    ...TEST_SIZES,
    demoKey: DEFAULT_DEMO_KEY,
    demoHourlyLimit: 0,
    ...options.seed,
  });
  const store = new Store(db);
  const app = await createApp({
    store,
    demo: { apiKey: DEFAULT_DEMO_KEY, userId: DEMO_SELLER.userId },
    logErrors: () => {},
    ...options.app,
  });
  return {
    app,
    store,
    db,
    async call(path, init = {}) {
      const key = init.key === undefined ? DEFAULT_DEMO_KEY : init.key;
      const withKey =
        key === null || /[?&]api_key=/.test(path)
          ? path
          : `${path}${path.includes('?') ? '&' : '?'}api_key=${encodeURIComponent(key)}`;
      const response = await app.inject({ method: init.method ?? 'GET', url: `/api${withKey}` });
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, headers: response.headers, body, text: response.body };
    },
    async close() {
      await app.close();
      db.close();
    },
  };
}
