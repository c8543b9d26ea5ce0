import { afterEach, describe, expect, it } from 'vitest';
import { ResponseCache } from './cache';
import { openProxyDatabase, type ProxyDb } from './proxy-database';
import { UpstreamQuota } from './quota';
import { redactor, REDACTED } from './redact';

const open: ProxyDb[] = [];
function database(): ProxyDb {
  const db = openProxyDatabase(':memory:');
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('ResponseCache', () => {
  it('answers within the TTL of its kind, and keeps scopes apart', () => {
    let now = 1_000_000;
    const db = database();
    const options = { ttlSeconds: { catalog: 100, data: 10 }, now: () => now };
    const cache = new ResponseCache(db, { ...options, scope: 'a' });
    const other = new ResponseCache(db, { ...options, scope: 'b' });
    cache.put('GET /auto/states?', 'catalog', 'application/json', '[1]');
    cache.put('GET /auto/search?page=1', 'data', 'application/json', '{"n":1}');
    expect(cache.get('GET /auto/search?page=1', 'data')?.body).toBe('{"n":1}');
    expect(other.get('GET /auto/search?page=1', 'data')).toBeUndefined();
    now += 10_000;
    expect(cache.get('GET /auto/search?page=1', 'data')).toBeUndefined();
    expect(cache.get('GET /auto/states?', 'catalog')?.body).toBe('[1]');
    now += 90_000;
    expect(cache.get('GET /auto/states?', 'catalog')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, drops data but not catalogs after a delete', () => {
    const db = database();
    const off = new ResponseCache(db, { scope: 'a', ttlSeconds: { catalog: 0, data: 0 } });
    off.put('GET /x?', 'catalog', 'application/json', '1');
    expect(off.get('GET /x?', 'catalog')).toBeUndefined();
    const cache = new ResponseCache(db, { scope: 'a', ttlSeconds: { catalog: 60, data: 60 } });
    cache.put('GET /auto/states?', 'catalog', 'application/json', '[]');
    cache.put('GET /auto/search?', 'data', 'application/json', '{}');
    cache.put('GET /auto/info?auto_id=1', 'data', 'application/json', '{}');
    expect(cache.dropData()).toBe(2);
    expect(cache.get('GET /auto/states?', 'catalog')).toBeDefined();
    expect(cache.get('GET /auto/search?', 'data')).toBeUndefined();
  });

  it('holds at most maxEntries answers, evicting the oldest', () => {
    let now = 0;
    const cache = new ResponseCache(database(), {
      scope: 'a',
      ttlSeconds: { catalog: 3600, data: 3600 },
      maxEntries: 3,
      now: () => ++now,
    });
    for (let page = 0; page < 5; page++) {
      cache.put(`GET /auto/search?page=${page}`, 'data', 'application/json', `${page}`);
    }
    const kept = [0, 1, 2, 3, 4].filter((page) =>
      cache.get(`GET /auto/search?page=${page}`, 'data'),
    );
    expect(kept).toEqual([2, 3, 4]);
  });
});

describe('UpstreamQuota (rolling hour, kept in SQLite)', () => {
  it('counts up to the limit, then says when the oldest minute leaves the window', () => {
    let now = Date.UTC(2026, 0, 1, 10, 15, 0);
    const db = database();
    const quota = new UpstreamQuota(db, 'k', 3, () => now);
    expect(quota.admit().allowed).toBe(true);
    now += 10 * 60_000;
    expect(quota.admit().allowed).toBe(true);
    expect(quota.admit().allowed).toBe(true);
    expect(quota.admit()).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
    expect(quota.snapshot()).toEqual({ limit: 3, used: 3, remaining: 0 });
    // Another quota object on the same file (a restart) sees the same count.
    expect(new UpstreamQuota(db, 'k', 3, () => now).snapshot().used).toBe(3);
    expect(new UpstreamQuota(db, 'other', 3, () => now).snapshot().used).toBe(0);
    now = Date.UTC(2026, 0, 1, 11, 15, 0);
    expect(quota.snapshot().used).toBe(2);
    expect(quota.admit().allowed).toBe(true);
  });
});

describe('redactor', () => {
  it('removes every spelling of the key from text and from JSON strings and member names', () => {
    const redact = redactor('k+y/1 2');
    expect(redact.text('a=k+y/1 2&b=k%2By%2F1%202&c=k%2By%2F1+2')).toBe(
      `a=${REDACTED}&b=${REDACTED}&c=${REDACTED}`,
    );
    expect(
      redact.json({ 'k+y/1 2': ['x k+y/1 2 x', 3, null, { d: true }], __proto__x: 1 }),
    ).toEqual({ [REDACTED]: [`x ${REDACTED} x`, 3, null, { d: true }], __proto__x: 1 });
    const parsed = JSON.parse('{"__proto__":{"polluted":"k+y/1 2"}}') as unknown;
    const clean = redact.json(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype);
    expect(JSON.stringify(clean)).toBe(`{"__proto__":{"polluted":"${REDACTED}"}}`);
  });
});
