import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPendingNavigation, PENDING_NAVIGATION_MS } from './pending-navigation';

/** A promise settled from outside, like a request in flight. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('a navigation waiting for its data', () => {
  let address: string;
  let committed: string[];
  const pending = () => createPendingNavigation<string>(() => address);
  const navigation = (href: string, loading?: Promise<unknown>) => ({
    query: href,
    href,
    from: '/vehicles',
    loading,
    commit: () => {
      committed.push(href);
      address = href;
    },
  });

  beforeEach(() => {
    vi.useFakeTimers();
    address = '/vehicles';
    committed = [];
  });
  afterEach(() => vi.useRealTimers());

  it('changes the address at once when there is nothing to wait for', () => {
    pending().start(navigation('/vehicles?page=1'));
    expect(committed).toEqual(['/vehicles?page=1']);
  });

  it('changes the address when its data is in, once', async () => {
    const data = deferred();
    pending().start(navigation('/vehicles?price_ot=500', data.promise));
    await vi.advanceTimersByTimeAsync(PENDING_NAVIGATION_MS / 2);
    expect(committed).toEqual([]);
    data.resolve();
    await vi.advanceTimersByTimeAsync(PENDING_NAVIGATION_MS * 2);
    expect(committed).toEqual(['/vehicles?price_ot=500']);
  });

  it('changes the address after the wait when the data is slow, and not again when it comes', async () => {
    const data = deferred();
    pending().start(navigation('/vehicles?price_ot=500', data.promise));
    await vi.advanceTimersByTimeAsync(PENDING_NAVIGATION_MS);
    expect(committed).toEqual(['/vehicles?price_ot=500']);
    data.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(committed).toEqual(['/vehicles?price_ot=500']);
  });

  it('is replaced by a newer one, which is the one offered to build on', async () => {
    const navigator = pending();
    const first = deferred();
    navigator.start(navigation('/vehicles?price_ot=500', first.promise));
    expect(navigator.waiting('/vehicles')?.query).toBe('/vehicles?price_ot=500');
    expect(navigator.waiting('/realty')).toBeNull();
    const second = deferred();
    navigator.start(navigation('/vehicles?price_ot=500&order_by=1', second.promise));
    first.resolve();
    second.resolve();
    await vi.advanceTimersByTimeAsync(PENDING_NAVIGATION_MS * 2);
    expect(committed).toEqual(['/vehicles?price_ot=500&order_by=1']);
    expect(navigator.waiting('/vehicles')).toBeNull();
  });

  it('is dropped when the reader goes elsewhere meanwhile, or it is cancelled', async () => {
    const navigator = pending();
    navigator.start(navigation('/vehicles?price_ot=500', deferred().promise));
    address = '/realty';
    await vi.advanceTimersByTimeAsync(PENDING_NAVIGATION_MS * 2);
    address = '/vehicles';
    navigator.start(navigation('/vehicles?price_ot=700', deferred().promise));
    navigator.cancel();
    await vi.advanceTimersByTimeAsync(PENDING_NAVIGATION_MS * 2);
    expect(committed).toEqual([]);
  });
});
