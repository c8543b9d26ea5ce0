/**
 * Reused upstream answers, so that paging back, the Back button and a second visitor cost no
 * upstream call. Only 200 answers to GET are kept (already scrubbed of the key); catalogs for a
 * day, everything else for minutes (configurable; 0 = never). The TTL is applied when reading,
 * so a changed setting applies at once. The table is bounded: the oldest answers go first.
 */
import type { ProxyDb } from './proxy-database';

export type CacheKind = 'catalog' | 'data';

export interface CachedAnswer {
  readonly body: string;
  readonly contentType: string;
  readonly storedAt: number;
}

export interface CacheOptions {
  /** Upstream and key the answers belong to: another key's orders are never served. */
  readonly scope: string;
  readonly ttlSeconds: Readonly<Record<CacheKind, number>>;
  readonly maxEntries?: number;
  readonly now?: () => number;
}

export const DEFAULT_MAX_ENTRIES = 5000;

export class ResponseCache {
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly statements;

  constructor(
    db: ProxyDb,
    private readonly options: CacheOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
    this.statements = {
      get: db.prepare<
        [string, string, string, number],
        { body: string; content_type: string; stored_at: number }
      >(
        `SELECT body, content_type, stored_at FROM responses
         WHERE scope = ? AND request = ? AND kind = ? AND stored_at > ?`,
      ),
      put: db.prepare(
        `INSERT INTO responses (scope, request, kind, content_type, body, stored_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (scope, request) DO UPDATE SET
           kind = excluded.kind, content_type = excluded.content_type,
           body = excluded.body, stored_at = excluded.stored_at`,
      ),
      expire: db.prepare('DELETE FROM responses WHERE kind = ? AND stored_at <= ?'),
      count: db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM responses'),
      evict: db.prepare(
        `DELETE FROM responses WHERE rowid IN
           (SELECT rowid FROM responses ORDER BY stored_at ASC, rowid ASC LIMIT ?)`,
      ),
      dropData: db.prepare("DELETE FROM responses WHERE scope = ? AND kind = 'data'"),
    };
  }

  private cutoff(kind: CacheKind): number {
    return this.now() - this.options.ttlSeconds[kind] * 1000;
  }

  /** A fresh answer to `request`, or undefined. */
  get(request: string, kind: CacheKind): CachedAnswer | undefined {
    if (this.options.ttlSeconds[kind] <= 0) return undefined;
    const row = this.statements.get.get(this.options.scope, request, kind, this.cutoff(kind));
    return row && { body: row.body, contentType: row.content_type, storedAt: row.stored_at };
  }

  put(request: string, kind: CacheKind, contentType: string, body: string): void {
    if (this.options.ttlSeconds[kind] <= 0) return;
    this.statements.put.run(this.options.scope, request, kind, contentType, body, this.now());
    for (const expiring of ['catalog', 'data'] as const) {
      this.statements.expire.run(expiring, this.cutoff(expiring));
    }
    const excess = (this.statements.count.get()?.n ?? 0) - this.maxEntries;
    if (excess > 0) this.statements.evict.run(excess);
  }

  /** After a delete: every search, advert and order list may have changed; catalogs have not. */
  dropData(): number {
    return this.statements.dropData.run(this.options.scope).changes;
  }
}
