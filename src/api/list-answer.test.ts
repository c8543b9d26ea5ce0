import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './client';
import { orderSchema, ordersResponseSchema } from './contracts/orders';
import { parseListInSlices, readListBody } from './list-answer';

const order = (id: number, created_at = '2026-01-15 10:30:00') => ({
  order_id: id,
  status: 0,
  total_order_sum: 2500,
  created_at,
  recipient: { user_id: 7, name: 'Олена', email: 'olena@example.com', phone: '+380501234567' },
  delivery: { state_id: 10, city_id: 10, address: 'вул. Хрещатик, 1', service: 'Нова Пошта' },
  items: [{ adv_id: 1, name: 'Фара', price: 2500, count: 1, note: '', vendor_code: '', extra: 1 }],
});

describe('parseListInSlices', () => {
  it('gives what the whole answer’s schema gives, item for item', async () => {
    const orders = Array.from({ length: 50 }, (_, i) => order(1000 + i));
    const whole = ordersResponseSchema.parse({ status: true, total: 50, orders });
    expect(await parseListInSlices(orderSchema, orders, 'orders')).toEqual(whole.orders);
  });

  it('names the place of the first item it cannot read, as an unexpected answer', async () => {
    const orders = [order(1), order(2), order(3, '15.01.2026'), order(4, 'nope')];
    const failure: unknown = await parseListInSlices(orderSchema, orders, 'orders').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'unexpected-answer' });
    expect((failure as ApiError).message).toBe(
      'The service sent an answer the app does not understand (at orders.2.created_at).',
    );
  });

  it('lets other work run between slices of a long list', async () => {
    let ranBetween = false;
    let done = false;
    setTimeout(() => {
      ranBetween = !done;
    }, 0);
    // Each item takes about 2 ms to check: the list takes several slices.
    const slow = z.number().check(
      z.refine(() => {
        const until = performance.now() + 2;
        while (performance.now() < until);
        return true;
      }),
    );
    const parsed = await parseListInSlices(
      slow,
      Array.from({ length: 20 }, (_, i) => i),
      'list',
    );
    done = true;
    expect(parsed).toHaveLength(20);
    expect(ranBetween).toBe(true);
  });

  it('stops when its query is cancelled', async () => {
    const controller = new AbortController();
    const slow = z.number().check(
      z.refine(() => {
        const until = performance.now() + 2;
        while (performance.now() < until);
        return true;
      }),
    );
    setTimeout(() => controller.abort(), 0);
    await expect(
      parseListInSlices(
        slow,
        Array.from({ length: 50 }, (_, i) => i),
        'list',
        controller.signal,
      ),
    ).rejects.toThrow();
  });
});

/** A response whose body arrives in the pieces `text`'s bytes are cut into at `cuts`. */
function streamed(text: string, cuts: readonly number[]): Response {
  const bytes = new TextEncoder().encode(text);
  const ends = [...cuts, bytes.length];
  let start = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const end = ends.shift();
      if (end === undefined) return controller.close();
      controller.enqueue(bytes.slice(start, end));
      start = end;
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}

describe('readListBody', () => {
  const text = JSON.stringify({
    status: true,
    total: 3,
    orders: [order(1), order(2), { ...order(3), note: 'a "quoted" \\ ] }, end' }],
  });

  it('reads what JSON.parse reads, wherever the body’s chunks are cut (inside a letter too)', async () => {
    const length = new TextEncoder().encode(text).length;
    for (let cut = 1; cut < length; cut += 7) {
      expect(await readListBody(streamed(text, [cut, cut + 1, cut + 2]), 'orders')).toEqual(
        JSON.parse(text),
      );
    }
  });

  it('reads a body that is not JSON, or is cut short, as no answer at all', async () => {
    for (const body of ['<html>Bad gateway</html>', text.slice(0, 200), `${text},`, ''])
      expect(await readListBody(streamed(body, []), 'orders')).toBeUndefined();
  });

  it('stops reading, and ends the download, once the query is cancelled', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, 40)));
      },
      cancel: () => {
        cancelled = true;
      },
    });
    const query = new AbortController();
    const reading = readListBody(new Response(body), 'orders', query.signal);
    query.abort(new DOMException('The reader left', 'AbortError'));
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled).toBe(true);
  });

  it('lets other work run while a long list is read', async () => {
    const long = JSON.stringify({
      status: true,
      total: 4000,
      orders: Array.from({ length: 4000 }, (_, i) => order(i)),
    });
    let ranBetween = false;
    let done = false;
    setTimeout(() => {
      ranBetween = !done;
    }, 0);
    const answer = (await readListBody(streamed(long, []), 'orders')) as { orders: unknown[] };
    done = true;
    expect(answer.orders).toHaveLength(4000);
    expect(ranBetween).toBe(true);
  });
});
