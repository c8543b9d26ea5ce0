/**
 * Failed sign-ins per name (or device cookie), counted before the password is checked.
 *
 * A count read before the check and raised after it lets parallel guesses through: each reads
 * the count before any has raised it, and the check takes scrypt's 0.1 s. So every attempt
 * claims a place first, atomically (INCR in Redis, shared by the replicas), and one whose
 * password was right gives its place back. Past the limit an attempt is refused unchecked.
 * The window is fixed from the first claim, as @fastify/rate-limit's is.
 */
import type { Redis } from 'ioredis';

export interface Claim {
  /** Claims in the window, this one included. */
  readonly count: number;
  /** Milliseconds until the window ends. */
  readonly ttlMs: number;
}

export interface SignInFailures {
  claim(key: string): Promise<Claim>;
  /** Gives back a claim that was not a failure (the password was right, or it was never checked). */
  release(key: string): Promise<void>;
}

export function memoryFailures(windowMs: number, now: () => number = Date.now): SignInFailures {
  const counts = new Map<string, { count: number; endsAt: number }>();
  return {
    claim(key) {
      const time = now();
      let entry = counts.get(key);
      if (entry === undefined || entry.endsAt <= time) {
        // Only a claim makes an entry, so pruning here keeps the map to the live windows.
        for (const [other, { endsAt }] of counts) if (endsAt <= time) counts.delete(other);
        entry = { count: 0, endsAt: time + windowMs };
        counts.set(key, entry);
      }
      entry.count++;
      return Promise.resolve({ count: entry.count, ttlMs: entry.endsAt - time });
    },
    release(key) {
      const entry = counts.get(key);
      if (entry !== undefined && entry.count > 0) entry.count--;
      return Promise.resolve();
    },
  };
}

const CLAIM = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
// DECR on a key that has expired meanwhile would make one without an expiry, at -1.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisFailures(redis: Redis, windowMs: number, prefix: string): SignInFailures {
  return {
    async claim(key) {
      const [count, ttlMs] = (await redis.eval(CLAIM, 1, prefix + key, windowMs)) as [
        number,
        number,
      ];
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
  };
}
