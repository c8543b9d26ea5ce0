import { describe, expect, it } from 'vitest';
import { compiledOrderSchema } from './order-parser';
import { orderSchema, ordersResponseSchema, withEmptyTexts } from './orders';

const order = {
  order_id: 7,
  status: 0,
  total_order_sum: 1249.5,
  created_at: '2026-11-27 09:05:00',
  recipient: { user_id: 3, name: 'Олена', email: 'olena@example.com', phone: '+380501234567' },
  delivery: { state_id: 10, city_id: 10, address: 'вул. Хрещатик, 1', service: 'Нова Пошта' },
  items: [{ adv_id: 1, name: 'Фара', price: 1000, count: 1, note: 'тихо', vendor_code: 'A-1' }],
};
const item = order.items[0]!;

/** What the app reads of an order as received (orders-queries.ts `readOrders`). */
const read = (value: unknown) => compiledOrderSchema.safeParse(withEmptyTexts(value));

describe('an order’s texts that may be empty (CONTRACT.md §1)', () => {
  it.each([
    ['an item’s note as null', { ...order, items: [{ ...item, note: null }] }, 'note'],
    [
      'an item without its supplier code',
      { ...order, items: [{ ...item, vendor_code: undefined }] },
      'vendor_code',
    ],
    ['an e-mail as null', { ...order, recipient: { ...order.recipient, email: null } }, 'email'],
    ['no phone', { ...order, recipient: { ...order.recipient, phone: undefined } }, 'phone'],
    ['an address as null', { ...order, delivery: { ...order.delivery, address: null } }, 'address'],
  ])('reads %s as empty, the rest as sent', (_, input, field) => {
    const parsed = read(JSON.parse(JSON.stringify(input)));
    expect(parsed.success).toBe(true);
    const data = parsed.data!;
    const texts: Record<string, string> = {
      ...data.recipient,
      ...data.delivery,
      ...data.items[0],
    } as never;
    expect(texts[field]).toBe('');
    expect(data.order_id).toBe(7);
    expect(data.items).toHaveLength(1);
  });

  it('leaves the received value as it was, and an order with every text as it is', () => {
    const input = { ...order, items: [{ ...item, note: null }] };
    const before = JSON.stringify(input);
    expect(withEmptyTexts(input)).not.toBe(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(withEmptyTexts(order)).toBe(order);
  });

  it.each([
    ['a total sent as text', { ...order, total_order_sum: '1249.5' }],
    ['no order id', { ...order, order_id: undefined }],
    ['a note that is a number', { ...order, items: [{ ...item, note: 5 }] }],
    ['no items', { ...order, items: null }],
    ['no recipient', { ...order, recipient: null }],
    ['not an order', 'order'],
  ])('still refuses %s', (_, input) => {
    expect(read(input).success).toBe(false);
  });

  it('keeps the service’s own answers strict: it sends every text, empty as ""', () => {
    const note = { ...order, items: [{ ...item, note: null }] };
    expect(orderSchema.safeParse(note).success).toBe(false);
    expect(
      ordersResponseSchema.safeParse({ status: true, total: 1, orders: [order] }).success,
    ).toBe(true);
  });
});
