import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dataOrTimeout,
  dataThenOrTimeout,
  FIRST_LOAD_WAIT_MS,
  NAVIGATION_WAIT_MS,
  setFirstLoad,
  waitAtMost,
} from './route-data';

/** A promise settled from outside, like a request in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('what a loader waits for', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<unknown> | undefined) => {
    const state = { done: false };
    void promise?.then(() => (state.done = true));
    return state;
  };

  it('nothing when the cache has the answer: the page shows at once', () => {
    const client = new QueryClient();
    client.setQueryData(['search', 'a'], { count: 1 });
    const queryFn = vi.fn();
    expect(dataOrTimeout(client, { queryKey: ['search', 'a'], queryFn })).toBeUndefined();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('the answer, when it comes within the wait: the address changes once, with it', async () => {
    const client = new QueryClient();
    const answer = deferred<number>();
    const wait = settled(dataOrTimeout(client, { queryKey: ['n'], queryFn: () => answer.promise }));
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS / 2);
    expect(wait.done).toBe(false);
    answer.resolve(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.done).toBe(true);
    expect(client.getQueryData(['n'])).toBe(7);
  });

  it('the wait, when the answer is slow; the answer still lands in the cache', async () => {
    const client = new QueryClient();
    const answer = deferred<number>();
    const wait = settled(dataOrTimeout(client, { queryKey: ['n'], queryFn: () => answer.promise }));
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
    expect(wait.done).toBe(true);
    answer.resolve(8);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getQueryData(['n'])).toBe(8);
  });

  it('the answer and what it leads to, within the same wait (a search’s first cards)', async () => {
    const client = new QueryClient();
    const answer = deferred<number[]>();
    const card = deferred<string>();
    const wait = settled(
      dataThenOrTimeout(
        client,
        { queryKey: ['search'], queryFn: () => answer.promise },
        (ids: number[]) =>
          ids
            .slice(0, 1)
            .map((id) =>
              client.prefetchQuery({ queryKey: ['card', id], queryFn: () => card.promise }),
            ),
      ),
    );
    answer.resolve([4, 5]);
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS / 2);
    // The search is in, its first card is not: the address waits for the card.
    expect(wait.done).toBe(false);
    card.resolve('four');
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.done).toBe(true);
    expect(client.getQueryData(['card', 4])).toBe('four');
    expect(client.getQueryData(['card', 5])).toBeUndefined();
    // Cached: nothing to wait for, and nothing asked again.
    const again = vi.fn(() => []);
    expect(dataThenOrTimeout(client, { queryKey: ['search'] }, again)).toBeUndefined();
    expect(again).not.toHaveBeenCalled();
  });

  it('no longer than the wait for what the answer leads to', async () => {
    const client = new QueryClient();
    const card = deferred<string>();
    const wait = settled(
      dataThenOrTimeout(client, { queryKey: ['search'], queryFn: () => [4] }, ([id]: number[]) => [
        client.prefetchQuery({ queryKey: ['card', id], queryFn: () => card.promise }),
      ]),
    );
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
    expect(wait.done).toBe(true);
  });

  it('longer on the first load, which the server’s frame shows meanwhile, then as before', async () => {
    const client = new QueryClient();
    const slow = deferred<number>();
    setFirstLoad(true);
    try {
      const first = settled(
        dataOrTimeout(client, { queryKey: ['first'], queryFn: () => slow.promise }),
      );
      await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
      expect(first.done).toBe(false);
      await vi.advanceTimersByTimeAsync(FIRST_LOAD_WAIT_MS - NAVIGATION_WAIT_MS);
      expect(first.done).toBe(true);
    } finally {
      setFirstLoad(false);
    }
    const next = settled(
      dataOrTimeout(client, { queryKey: ['next'], queryFn: () => slow.promise }),
    );
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
    expect(next.done).toBe(true);
  });

  it('never fails: the page shows the error where the results go', async () => {
    const failing = deferred<never>();
    const wait = waitAtMost(failing.promise);
    failing.reject(new Error('down'));
    await expect(wait).resolves.toBeUndefined();
  });
});
