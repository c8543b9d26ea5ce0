import { describe, expect, it } from 'vitest';
import { makeOrder } from '../test-fixtures';
import { deliveryStates } from './orders-queries';

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
