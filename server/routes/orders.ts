import { SerializedAnswer, type Answer, type Handlers, type RouteOf } from '../http/endpoint';
import type { Routes } from './routes';

/** How many accounts' order lists are kept written (the most recently asked for). */
const KEPT = 8;

export function orderHandlers({ store }: Routes) {
  // An account's orders never change once seeded (no route writes them), and thousands of them
  // took about 200 ms to read and write out as JSON on every request: kept written instead.
  const written = new Map<number, SerializedAnswer<Answer<RouteOf<'listOrders'>>>>();
  return {
    // The orders of the account that owns the key: all of them, newest first (CONTRACT.md).
    listOrders: ({ key }) => {
      let answer = written.get(key.user_id);
      if (answer) written.delete(key.user_id);
      else {
        const orders = store.orders(key.user_id);
        answer = SerializedAnswer.of({ status: true, total: orders.length, orders });
      }
      written.set(key.user_id, answer);
      if (written.size > KEPT) written.delete(written.keys().next().value!);
      return answer;
    },
  } satisfies Handlers;
}
