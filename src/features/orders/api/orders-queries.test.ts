import { describe, expect, it } from 'vitest';
import { ApiError, unexpectedAnswer } from '../../../api/client';
import { makeItem, makeOrder } from '../test-fixtures';
import { deliveryStates, readOrders, retryOrders } from './orders-queries';

describe('deliveryStates', () => {
  it('lists each region the orders deliver to once, in order', () => {
    const orders = [10, 3, 10, 25, 3].map((state_id) => makeOrder({ delivery: { state_id } }));
    expect(deliveryStates(orders)).toEqual([3, 10, 25]);
  });

  it('reads orders not yet validated the same, leaving out what is not a region id', () => {
    const orders = [10, 3].map((state_id) => makeOrder({ delivery: { state_id } }));
    const arrived: unknown[] = JSON.parse(
      JSON.stringify([
        ...orders,
        { delivery: { state_id: '7' } },
        { delivery: { state_id: 2.5 } },
        null,
        4,
      ]),
    ) as unknown[];
    expect(deliveryStates(arrived)).toEqual(deliveryStates(orders));
    expect(deliveryStates([makeOrder({ delivery: { state_id: 0 } })])).toEqual([]);
  });
});

describe('readOrders', () => {
  it('reads each order on its own: the spoiled ones are left out and counted', async () => {
    const good = makeOrder({ order_id: 1 });
    const noteless = JSON.parse(
      JSON.stringify(makeOrder({ order_id: 2, items: [makeItem({ note: '' })] })),
    ) as { items: { note: unknown }[] };
    noteless.items[0]!.note = null;
    const textTotal = { ...makeOrder({ order_id: 3 }), total_order_sum: '2500' };
    const { orders, unreadable } = await readOrders([good, noteless, textTotal, null]);
    expect(orders.map((order) => order.order_id)).toEqual([1, 2]);
    expect(orders[1]?.items[0]?.note).toBe('');
    expect(unreadable).toBe(2);
  });
});

describe('retryOrders', () => {
  it('tries a network failure or a 5xx again, twice; not an answer it cannot read, nor a 4xx', () => {
    expect(retryOrders(0, new ApiError('network', 'down', 0))).toBe(true);
    expect(retryOrders(1, new ApiError('server', 'oops', 502))).toBe(true);
    expect(retryOrders(2, new ApiError('server', 'oops', 502))).toBe(false);
    expect(retryOrders(0, unexpectedAnswer('orders', 200))).toBe(false);
    expect(retryOrders(0, new ApiError('invalid-key', 'no', 403))).toBe(false);
  });
});
