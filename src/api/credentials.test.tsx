import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_META } from '../test/render';
import { ApiError } from './client';
import type { SessionResponse } from './contracts/session';
import {
  apiKeyOf,
  credentialsOf,
  CREDENTIALS_STORAGE_KEY,
  PER_ACCOUNT,
  SESSION_KEY,
} from './credentials';
import { metaQueries } from './meta-queries';
import { followRefusals } from './session-queries';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const SELLER = {
  signed_in: true,
  name: 'seller',
  roles: ['seller'],
  seller: { user_id: 99 },
  idle_timeout_seconds: 1800,
  expires_at: '2026-11-23T12:00:00.000Z',
} satisfies SessionResponse;

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('the credentials store', () => {
  it('waits for the server to name the demo account before any call', async () => {
    const queries = client();
    const store = credentialsOf(queries);
    expect(store.getState().ready).toBe(false);
    // /api/_meta on its way: the key waits for it.
    let answer!: (meta: typeof DEMO_META) => void;
    void queries.fetchQuery({
      queryKey: metaQueries.meta().queryKey,
      queryFn: () => new Promise<typeof DEMO_META>((resolve) => (answer = resolve)),
    });
    const key = apiKeyOf(queries);
    let settled = false;
    void key.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    answer(DEMO_META);
    expect(await key).toBe('demo-key');
    expect(store.getState()).toMatchObject({ ready: true, source: 'demo', mode: 'embedded' });
  });

  it('uses a key saved for the tab at once, without waiting for the server', async () => {
    sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify({ apiKey: 'mine', userId: 7 }));
    const queries = client();
    expect(credentialsOf(queries).getState()).toMatchObject({
      ready: true,
      source: 'saved',
      credentials: { apiKey: 'mine', userId: 7 },
    });
    expect(await apiKeyOf(queries)).toBe('mine');
  });

  it('settings remembered on the device read as remembered after a reload, and stay so', () => {
    credentialsOf(client()).save({ apiKey: 'mine', userId: 7, remember: true });
    // A reload: a new store, the same storage (the tab's copy first).
    const store = credentialsOf(client());
    expect(store.getState()).toMatchObject({ remembered: true, credentials: { userId: 7 } });
    // Saved again as Settings then shows it (ticked): the device keeps it.
    store.save({ apiKey: 'mine', userId: 8, remember: store.getState().remembered });
    expect(JSON.parse(localStorage.getItem(CREDENTIALS_STORAGE_KEY) ?? 'null')).toMatchObject({
      userId: 8,
    });
    // Kept for the tab only: not remembered, and the device forgets it.
    store.save({ apiKey: 'mine', userId: 8, remember: false });
    expect(credentialsOf(client()).getState().remembered).toBe(false);
    expect(localStorage.getItem(CREDENTIALS_STORAGE_KEY)).toBeNull();
  });

  it('in proxy mode calls with no key, and offers Delete to a signed-in seller only', async () => {
    const queries = client();
    queries.setQueryData(metaQueries.meta().queryKey, {
      mode: 'proxy',
      demo: null,
      dataset: null,
      accounts: true,
    });
    expect(await apiKeyOf(queries)).toBe('');
    const store = credentialsOf(queries);
    expect(store.getState()).toMatchObject({
      source: 'server',
      credentials: { userId: null },
      roles: [],
    });
    queries.setQueryData(SESSION_KEY, SELLER);
    expect(store.getState()).toMatchObject({ credentials: { userId: 99 }, roles: ['seller'] });
    // Another account (an operator) is offered no Delete, whatever the server's seller is.
    queries.setQueryData(SESSION_KEY, { ...SELLER, roles: ['operator'] });
    expect(store.getState()).toMatchObject({ credentials: { userId: null }, roles: ['operator'] });
  });

  it('in proxy mode uses no key or user id saved in the settings', async () => {
    sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify({ apiKey: 'mine', userId: 7 }));
    const queries = client();
    queries.setQueryData(metaQueries.meta().queryKey, { mode: 'proxy', demo: null, dataset: null });
    expect(await apiKeyOf(queries)).toBe('');
    expect(credentialsOf(queries).getState()).toMatchObject({
      source: 'server',
      credentials: { apiKey: '', userId: null },
    });
  });

  it('a call refused for want of a session after signing in: the session ended', async () => {
    const queries = client();
    queries.setQueryData(metaQueries.meta().queryKey, { mode: 'proxy', demo: null, dataset: null });
    queries.setQueryData(SESSION_KEY, { ...SELLER, roles: ['seller', 'operator'] });
    const orders = queries.getQueryCache().build(queries, {
      queryKey: ['orders', 'list'],
      meta: PER_ACCOUNT,
    });
    orders.setData({ total: 1, orders: [] });
    const store = credentialsOf(queries);
    followRefusals(queries);
    expect(store.getState().roles).toEqual(['seller', 'operator']);

    const refusal = new ApiError('sign-in-required', 'Your session has ended.', 401);
    await queries
      .fetchQuery({ queryKey: ['vehicles', 'x'], queryFn: () => Promise.reject(refusal) })
      .catch(() => undefined);
    await expect
      .poll(() => queries.getQueryData(SESSION_KEY))
      .toEqual({
        signed_in: false,
        ended: true,
      });
    expect(store.getState()).toMatchObject({ roles: [], credentials: { userId: null } });
    // What the account fetched is gone.
    expect(queries.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it('switching keys empties every answer of the previous key, and keeps the server’s own', () => {
    const queries = client();
    queries.setQueryData(metaQueries.meta().queryKey, DEMO_META);
    queries.setQueryData(['vehicles', 'search', 'category_id=1'], { count: 5 });
    queries.setQueryData(['catalogs', '/auto/states'], [{ name: 'Kyiv', value: 10 }]);
    const store = credentialsOf(queries);
    let changes = 0;
    store.subscribe(() => changes++);
    store.save({ apiKey: 'other', userId: null, remember: false });
    expect(changes).toBe(1);
    expect(queries.getQueryData(['vehicles', 'search', 'category_id=1'])).toBeUndefined();
    expect(queries.getQueryData(['catalogs', '/auto/states'])).toBeUndefined();
    expect(queries.getQueryData(metaQueries.meta().queryKey)).toEqual(DEMO_META);
  });

  it('is one store per query client (one per app, one per test)', () => {
    const a = client();
    expect(credentialsOf(a)).toBe(credentialsOf(a));
    expect(credentialsOf(a)).not.toBe(credentialsOf(client()));
  });
});
