import type { Handlers } from '../http/endpoint';
import type { Routes } from './routes';

export function orderHandlers({ store }: Routes) {
  return {
    // The orders of the account that owns the key: all of them, newest first (CONTRACT.md).
    listOrders: ({ key }) => {
      const orders = store.orders(key.user_id);
      return { status: true, total: orders.length, orders };
    },
  } satisfies Handlers;
}
