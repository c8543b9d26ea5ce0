import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { createQueryClient } from './query-client';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('collects a hundred unobserved answers after 30 minutes, on one platform timer', async () => {
  const client = createQueryClient();
  await Promise.all(
    Array.from({ length: 100 }, (_, id) =>
      client.prefetchQuery({ queryKey: ['advert', id], queryFn: () => ({ id }) }),
    ),
  );
  expect(client.getQueryData(['advert', 99])).toEqual({ id: 99 });
  expect(vi.getTimerCount()).toBe(1);

  vi.advanceTimersByTime(30 * 60_000 - 1);
  expect(client.getQueryCache().getAll()).toHaveLength(100);
  vi.advanceTimersByTime(1);
  expect(client.getQueryCache().getAll()).toHaveLength(0);
});

it('asks again on mount after a failure, but not after a refusal (4xx) or an answer it cannot read', async () => {
  vi.useRealTimers();
  const client = createQueryClient();
  for (const [error, asked] of [
    [new ApiError('not-found', 'Advert 1 does not exist.', 404, 'NOT_FOUND'), 1],
    [new ApiError('unexpected-answer', 'At orders.3.total_order_sum.', 200), 1],
    [new ApiError('network', 'Failed to fetch', 0), 2],
  ] as const) {
    const queryFn = vi.fn(() => Promise.reject(error));
    const queryKey = ['advert', error.status];
    // As a route's loader does, then the page's component, mounting.
    await client.prefetchQuery({ queryKey, queryFn, retry: false });
    const observer = new QueryObserver(client, { queryKey, queryFn, retry: false });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
    unsubscribe();
    expect(queryFn, error.kind).toHaveBeenCalledTimes(asked);
  }
});

it('does not ask again for a refusal or an answer it cannot read', async () => {
  vi.useRealTimers();
  const client = createQueryClient();
  for (const [error, asked] of [
    [new ApiError('invalid-parameter', 'Bad marka_id.', 400, 'INVALID_PARAMETER'), 1],
    [new ApiError('unexpected-answer', 'At orders.3.total_order_sum.', 200), 1],
  ] as const) {
    const queryFn = vi.fn(() => Promise.reject(error));
    await client.prefetchQuery({ queryKey: ['search', error.kind], queryFn });
    expect(queryFn, error.kind).toHaveBeenCalledTimes(asked);
  }
});
