/**
 * What a proxy replica keeps between requests: cached answers, the key's hourly count, each
 * visitor's share of it, the upstream's "wait" and the deletes that make cached data stale.
 * Two kinds: LocalState (this process and its SQLite file: one server, today's default) and
 * RedisState (server/proxy/redis-state.ts: any number of replicas behave as one).
 */
import type { RateLimiter } from '../http/rate-limiter';
import type { CachedAnswer, CacheKind, ResponseCache } from './cache';
import type { QuotaSnapshot, UpstreamQuota } from './quota';

export type KeyAdmission =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** quota: the key's hour is spent; share: this visitor's part of it; paused: the upstream said 429. */
      readonly by: 'quota' | 'share' | 'paused';
      readonly retryAfterSeconds: number;
    };

export interface Lookup {
  readonly hit: CachedAnswer | undefined;
  /** The data generation the lookup saw: an answer fetched now is stored under it. */
  readonly generation: string;
}

export interface ProxyState {
  lookup(request: string, kind: CacheKind): Promise<Lookup>;
  /** Keeps an answer (or an operation's own refusal), unless a delete happened since `generation`. */
  store(request: string, kind: CacheKind, generation: string, body: string): Promise<void>;
  /** After a delete: no search, advert or order list cached before it is served again. */
  invalidateData(): Promise<void>;
  /**
   * Counts one upstream call for `subject` (an address or an account), or says why not: its
   * share is spent, or the key's calls this hour have reached `keyLimit` (the hourly limit, or
   * less for visitors a reserve is kept from).
   */
  admit(subject: string, shareLimit: number, keyLimit: number): Promise<KeyAdmission>;
  /** The upstream answered 429: no call until then, on any replica. */
  pauseUntil(ms: number): Promise<void>;
  quota(): Promise<QuotaSnapshot>;
  share(subject: string, shareLimit: number): Promise<QuotaSnapshot>;
  close(): Promise<void>;
}

const snapshot = (limit: number, used: number): QuotaSnapshot => ({
  limit,
  used,
  remaining: Math.max(0, limit - used),
});

/** One process: the SQLite cache and count (they survive a restart), shares in memory. */
export class LocalState implements ProxyState {
  private generation = 0;
  private pausedUntil = 0;

  constructor(
    private readonly cache: ResponseCache,
    private readonly keyQuota: UpstreamQuota,
    private readonly shares: RateLimiter,
    private readonly now: () => number,
  ) {}

  lookup(request: string, kind: CacheKind): Promise<Lookup> {
    return Promise.resolve({
      hit: this.cache.get(request, kind),
      generation: `${this.generation}`,
    });
  }

  store(request: string, kind: CacheKind, generation: string, body: string): Promise<void> {
    if (kind === 'catalog' || generation === `${this.generation}`) {
      this.cache.put(request, kind, 'application/json; charset=utf-8', body);
    }
    return Promise.resolve();
  }

  invalidateData(): Promise<void> {
    this.generation++;
    this.cache.dropData();
    return Promise.resolve();
  }

  admit(subject: string, shareLimit: number, keyLimit: number): Promise<KeyAdmission> {
    const now = this.now();
    if (this.pausedUntil > now) {
      const retryAfterSeconds = Math.max(1, Math.ceil((this.pausedUntil - now) / 1000));
      return Promise.resolve({ allowed: false, by: 'paused', retryAfterSeconds });
    }
    // Synchronous from here on: nothing else runs between the checks and the counts.
    if (this.keyQuota.snapshot().used >= keyLimit) {
      const refused = this.keyQuota.admit(keyLimit);
      if (!refused.allowed) return Promise.resolve({ ...refused, by: 'quota' });
    }
    const share = this.shares.admit(subject, shareLimit);
    if (!share.allowed) return Promise.resolve({ ...share, by: 'share' });
    const key = this.keyQuota.admit(keyLimit);
    return Promise.resolve(key.allowed ? key : { ...key, by: 'quota' });
  }

  pauseUntil(ms: number): Promise<void> {
    this.pausedUntil = Math.max(this.pausedUntil, ms);
    return Promise.resolve();
  }

  quota(): Promise<QuotaSnapshot> {
    return Promise.resolve(this.keyQuota.snapshot());
  }

  share(subject: string, shareLimit: number): Promise<QuotaSnapshot> {
    return Promise.resolve(snapshot(shareLimit, this.shares.used(subject)));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
