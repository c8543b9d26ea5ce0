import type { OrdersResponse } from '../../src/api/contracts/orders';
import type { Routes } from './routes';

export function orderRoutes({ endpoint, store }: Routes): void {
  // The orders of the account that owns the key: all of them, newest first (CONTRACT.md).
  endpoint('/ria/basket/orders', {
    auth: true,
    handlers: {
      GET: ({ key }): OrdersResponse => {
        const orders = store.orders(key.user_id);
        return { status: true, total: orders.length, orders };
      },
    },
  });
}
