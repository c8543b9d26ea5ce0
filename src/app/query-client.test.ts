import { afterEach, beforeEach, expect, it, vi } from 'vitest';
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
