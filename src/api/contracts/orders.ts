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

/**
 * The order's text fields that may come empty: the seed's "may be empty" (an item's note and
 * supplier code), and the recipient's and delivery's words, which an operator can do without
 * (an order with no e-mail is still an order to send). Sent as `null` or left out, they read as
 * empty (CONTRACT.md §1); ids, the status, the total, the time and the items are the order and
 * must be there. Our service always sends them as strings (`orderSchema`, which its tests check).
 */
export const ORDER_TEXTS = {
  recipient: ['name', 'email', 'phone'],
  delivery: ['address', 'service'],
  item: ['name', 'note', 'vendor_code'],
} as const;

/** A copy of `parent` with each of `fields` that is null or missing as '' (else `parent`). */
function withEmpty(parent: unknown, fields: readonly string[]): unknown {
  if (typeof parent !== 'object' || parent === null || Array.isArray(parent)) return parent;
  const record = parent as Record<string, unknown>;
  if (fields.every((field) => record[field] != null)) return parent;
  const copy = { ...record };
  for (const field of fields) copy[field] ??= '';
  return copy;
}

/**
 * An order as received, with its empty-able texts (`ORDER_TEXTS`) that are null or missing
 * read as '', for `orderSchema` to check; anything else is left for the schema to judge. The
 * value is not changed (a copy where a text was filled in).
 */
export function withEmptyTexts(order: unknown): unknown {
  if (typeof order !== 'object' || order === null || Array.isArray(order)) return order;
  const { recipient, delivery, items } = order as Record<string, unknown>;
  const filledRecipient = withEmpty(recipient, ORDER_TEXTS.recipient);
  const filledDelivery = withEmpty(delivery, ORDER_TEXTS.delivery);
  const needsItems =
    Array.isArray(items) && items.some((item) => withEmpty(item, ORDER_TEXTS.item) !== item);
  if (filledRecipient === recipient && filledDelivery === delivery && !needsItems) return order;
  return {
    ...order,
    recipient: filledRecipient,
    delivery: filledDelivery,
    items: needsItems ? items.map((item: unknown) => withEmpty(item, ORDER_TEXTS.item)) : items,
  };
}

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
