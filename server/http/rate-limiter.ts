/**
 * A rolling one-hour request budget per key, counted in one-minute buckets (60 numbers per key,
 * whatever the traffic). Refused requests are not counted, so a client that backs off is let
 * back in as soon as its oldest minute leaves the window, as the documented limit works.
 */
const BUCKETS = 60;
const MINUTE = 60_000;

interface Window {
  counts: Uint32Array;
  minutes: Float64Array;
  /** The last minute counted in. */
  last: number;
}

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  /** The minute windows were last swept in. */
  private swept = -Infinity;

  constructor(private readonly now: () => number = Date.now) {}

  /** Admits one request for `key` within `limit` per rolling hour (0 = unlimited). */
  admit(key: string, limit: number): Admission {
    if (limit <= 0) return { allowed: true };
    const now = this.now();
    const minute = Math.floor(now / MINUTE);
    // A proxy keys one window per visitor's address: forget those with nothing in the hour,
    // or every address ever seen (cheap to vary over IPv6) would stay in memory.
    if (minute !== this.swept) {
      this.swept = minute;
      for (const [other, { last }] of this.windows)
        if (last <= minute - BUCKETS) this.windows.delete(other);
    }
    let window = this.windows.get(key);
    if (!window) {
      window = {
        counts: new Uint32Array(BUCKETS),
        minutes: new Float64Array(BUCKETS).fill(-Infinity),
        last: -Infinity,
      };
      this.windows.set(key, window);
    }
    let used = 0;
    let oldest = Infinity;
    for (let i = 0; i < BUCKETS; i++) {
      if (window.minutes[i]! > minute - BUCKETS && window.counts[i]! > 0) {
        used += window.counts[i]!;
        oldest = Math.min(oldest, window.minutes[i]!);
      }
    }
    if (used >= limit) {
      const reopensAt = (oldest + BUCKETS) * MINUTE;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((reopensAt - now) / 1000)),
      };
    }
    const slot = minute % BUCKETS;
    if (window.minutes[slot] !== minute) {
      window.minutes[slot] = minute;
      window.counts[slot] = 0;
    }
    window.counts[slot]!++;
    window.last = minute;
    return { allowed: true };
  }

  /** Keys with requests counted in the last hour (or a minute more). */
  get keys(): number {
    return this.windows.size;
  }

  /** Requests counted for `key` in the current window. */
  used(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    const minute = Math.floor(this.now() / MINUTE);
    let used = 0;
    for (let i = 0; i < BUCKETS; i++)
      if (window.minutes[i]! > minute - BUCKETS) used += window.counts[i]!;
    return used;
  }
}
