import * as z from 'zod/mini';

/** Order status ids (CONTRACT.md): 0 new, 1 completed, 2 not completed, 6 deleted. */
export const ORDER_STATUSES = [0, 1, 2, 6] as const;

export const orderItemSchema = z.object({
  adv_id: z.int(),
  name: z.string(),
  price: z.number(),
  count: z.int(),
  note: z.string(),
  vendor_code: z.string(),
});

export const orderSchema = z.object({
  order_id: z.int(),
  status: z.int(),
  total_order_sum: z.number(),
  created_at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
  recipient: z.object({
    user_id: z.int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  delivery: z.object({
    state_id: z.int(),
    city_id: z.int(),
    address: z.string(),
    service: z.string(),
  }),
  items: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderItem = z.infer<typeof orderItemSchema>;

const ordersEnvelope = {
  status: z.boolean(),
  total: z.int().check(z.nonnegative()),
};

/** The orders answer without its list (the app validates the list apart, a slice at a time). */
export const ordersEnvelopeSchema = z.object(ordersEnvelope);

export const ordersResponseSchema = z.object({
  ...ordersEnvelope,
  orders: z.array(orderSchema),
});
