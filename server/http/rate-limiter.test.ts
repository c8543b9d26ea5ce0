import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter (rolling hour)', () => {
  it('admits up to the limit, then tells when the oldest minute leaves the window', () => {
    let now = Date.UTC(2026, 0, 1, 10, 15, 0);
    const limiter = new RateLimiter(() => now);
    // The documented example: 500 at 10:15, 500 at 10:25, blocked until 11:15.
    for (let i = 0; i < 500; i++) expect(limiter.admit('k', 1000).allowed).toBe(true);
    now += 10 * 60_000;
    for (let i = 0; i < 500; i++) expect(limiter.admit('k', 1000).allowed).toBe(true);
    const refused = limiter.admit('k', 1000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 50 * 60 });
    now = Date.UTC(2026, 0, 1, 11, 15, 0);
    expect(limiter.admit('k', 1000).allowed).toBe(true);
    expect(limiter.used('k')).toBe(501);
  });

  it('does not count refused requests, keeps keys apart, and treats 0 as unlimited', () => {
    const now = Date.UTC(2026, 0, 1);
    const limiter = new RateLimiter(() => now);
    expect(limiter.admit('a', 1).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect(limiter.admit('a', 1).allowed).toBe(false);
    expect(limiter.used('a')).toBe(1);
    expect(limiter.admit('b', 1).allowed).toBe(true);
    for (let i = 0; i < 10_000; i++) expect(limiter.admit('c', 0).allowed).toBe(true);
  });

  it('forgets a key once its hour holds nothing, and keeps its count until then', () => {
    let now = Date.UTC(2026, 0, 1, 10, 0, 0);
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 1000; i++) limiter.admit(`visitor ${i}`, 2);
    limiter.admit('regular', 2);
    expect(limiter.keys).toBe(1001);
    now += 59 * 60_000;
    limiter.admit('regular', 2);
    expect(limiter.keys).toBe(1001);
    expect(limiter.admit('visitor 1', 2).allowed).toBe(true);
    expect(limiter.admit('visitor 1', 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 60 * 60_000;
    limiter.admit('newcomer', 2);
    expect(limiter.keys).toBe(1);
    expect(limiter.used('regular')).toBe(0);
  });
});
