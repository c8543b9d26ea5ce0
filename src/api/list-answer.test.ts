import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './client';
import { orderSchema, ordersResponseSchema } from './contracts/orders';
import { parseListInSlices } from './list-answer';

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
