/** Basket orders (CONTRACT.md 1). */
import { ordersResponseSchema } from './orders';
import { defineRoute } from './route';

export const listOrders = defineRoute({
  method: 'GET',
  path: '/ria/basket/orders',
  answer: ordersResponseSchema,
  errors: [],
  // Customers' names, e-mail addresses, phones and delivery addresses.
  access: 'operator',
  summary: "The basket orders of the key owner's account, newest first",
  tag: 'Orders',
});
