/**
 * Upstream calls per key in a rolling hour, counted in one-minute buckets like
 * server/http/rate-limiter.ts, but kept in the proxy's SQLite file: a restart does not forget
 * the calls already spent, and two servers sharing a key and a file share the count.
 * Cache hits are never counted; refused calls are not either.
 */
import type { Admission } from '../http/rate-limiter';
import type { ProxyDb } from './proxy-database';

const BUCKETS = 60;
const MINUTE = 60_000;

export interface QuotaSnapshot {
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
}

export class UpstreamQuota {
  private readonly now: () => number;
  private readonly admitTransaction: (limit: number) => Admission;
  private readonly statements;

  constructor(
    db: ProxyDb,
    private readonly scope: string,
    readonly limit: number,
    now: () => number = Date.now,
  ) {
    this.now = now;
    this.statements = {
      used: db.prepare<[string, number], { used: number | null; oldest: number | null }>(
        `SELECT SUM(calls) AS used, MIN(minute) AS oldest FROM upstream_calls
         WHERE scope = ? AND minute > ? AND calls > 0`,
      ),
      count: db.prepare(
        `INSERT INTO upstream_calls (scope, minute, calls) VALUES (?, ?, 1)
         ON CONFLICT (scope, minute) DO UPDATE SET calls = calls + 1`,
      ),
      forget: db.prepare('DELETE FROM upstream_calls WHERE minute <= ?'),
    };
    const admit = db.transaction((limit: number): Admission => {
      const now = this.now();
      const minute = Math.floor(now / MINUTE);
      this.statements.forget.run(minute - BUCKETS);
      const { used, oldest } = this.window(minute);
      if (used >= limit) {
        const reopensAt = ((oldest ?? minute) + BUCKETS) * MINUTE;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now) / 1000)),
        };
      }
      this.statements.count.run(this.scope, minute);
      return { allowed: true };
    });
    this.admitTransaction = (limit) => admit.immediate(limit);
  }

  private window(minute: number): { used: number; oldest: number | null } {
    const row = this.statements.used.get(this.scope, minute - BUCKETS);
    return { used: row?.used ?? 0, oldest: row?.oldest ?? null };
  }

  /**
   * Counts one upstream call, or refuses it when the hour's calls have reached `limit` (the
   * key's, or less for a caller a reserve is kept from).
   */
  admit(limit: number = this.limit): Admission {
    return this.admitTransaction(Math.min(limit, this.limit));
  }

  snapshot(): QuotaSnapshot {
    const used = this.window(Math.floor(this.now() / MINUTE)).used;
    return { limit: this.limit, used, remaining: Math.max(0, this.limit - used) };
  }
}
