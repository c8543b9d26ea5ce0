import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, createCoalescedTimers } from './coalesced-timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('coalesced timers', () => {
  it('run each long timer when it falls due, in that order, on one platform timer', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('5 min'), 300_000);
    timers.setTimeout(() => ran.push('30 min'), 1_800_000);
    timers.setTimeout(() => ran.push('2 s'), 2_000);
    timers.setTimeout(() => ran.push('5 min, later'), 300_000);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(1_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['2 s']);
    vi.advanceTimersByTime(298_000);
    expect(ran).toEqual(['2 s', '5 min', '5 min, later']);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1_500_000);
    expect(ran).toEqual(['2 s', '5 min', '5 min, later', '30 min']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never run a cleared timer, and clearing leaves the platform’s timer alone', () => {
    const timers = createCoalescedTimers();
    const ran: number[] = [];
    const ids = Array.from({ length: 100 }, (_, index) =>
      timers.setTimeout(() => ran.push(index), 60_000 + index),
    );
    for (const id of ids.slice(0, 99)) timers.clearTimeout(id);
    timers.clearTimeout(undefined);
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(60_100);
    expect(ran).toEqual([99]);
  });

  it('run a timer that a due one sets', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('second'), 5_000);
    }, 5_000);

    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual(['first']);
    vi.advanceTimersByTime(5_000);
    expect(ran).toEqual(['first', 'second']);
  });

  it('leave short timers and intervals to the platform', () => {
    const timers = createCoalescedTimers();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('long'), 60_000);
    const retry = timers.setTimeout(() => ran.push('retry'), COALESCE_FROM_MS - 1);
    timers.setTimeout(() => ran.push('soon'), 0);
    const interval = timers.setInterval(() => ran.push('tick'), 20_000);
    expect(vi.getTimerCount()).toBe(4);

    timers.clearTimeout(retry);
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual(['soon', 'tick', 'tick', 'long', 'tick']);
    timers.clearInterval(interval);
    expect(vi.getTimerCount()).toBe(0);
  });
});
