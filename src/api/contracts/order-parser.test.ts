import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compiledOrderSchema, parseOrder } from './order-parser';
import { orderSchema } from './orders';

const order = {
  order_id: 7,
  status: 0,
  total_order_sum: 1249.5,
  created_at: '2026-11-27 09:05:00',
  recipient: { user_id: 3, name: 'Олена', email: 'olena@example.com', phone: '+380501234567' },
  delivery: { state_id: 10, city_id: 10, address: 'вул. Хрещатик, 1', service: 'Нова Пошта' },
  items: [
    { adv_id: 1, name: 'Фара', price: 1000, count: 1, note: '', vendor_code: 'A-1' },
    { adv_id: 2, name: 'Лампа', price: 124.75, count: 2, note: 'тепле світло', vendor_code: '' },
  ],
};

/** Shaped as the documented example (orders.json): fields beyond the schema's. */
const documented = {
  ...order,
  type_order: 1,
  delivery: { ...order.delivery, department: 'Відділення №1' },
};

const broken: Record<string, unknown> = {
  'not an object': 'order',
  null: null,
  'a list': [order],
  'a fractional id': { ...order, order_id: 7.5 },
  'a date in another form': { ...order, created_at: '2026-11-27T09:05:00Z' },
  'a missing e-mail': { ...order, recipient: { ...order.recipient, email: undefined } },
  'a count as text': { ...order, items: [order.items[0], { ...order.items[1], count: '2' }] },
  'no items': { ...order, items: undefined },
  'an infinite total': { ...order, total_order_sum: Infinity },
  'a region as text': { ...order, delivery: { ...order.delivery, state_id: '10' } },
};

describe('the orders parser compiled ahead of time', () => {
  it.each([
    ['an order', order],
    ['an order without items', { ...order, items: [] }],
    ['an order with fields beyond the schema', documented],
  ])('gives what zod gives for %s, fields beyond the schema left out', (_, input) => {
    const parsed = parseOrder(input);
    expect(parsed).not.toBe(z.INVALID);
    expect(parsed).toEqual(orderSchema.parse(input));
    expect(compiledOrderSchema.parse(input)).toEqual(orderSchema.parse(input));
    expect(parsed).not.toBe(input);
  });

  it('drops the fields beyond the schema', () => {
    const parsed = compiledOrderSchema.parse(documented);
    expect(parsed).not.toHaveProperty('type_order');
    expect(parsed.delivery).not.toHaveProperty('department');
  });

  it.each(Object.entries(broken))('refuses %s with the issues zod names', (_, input) => {
    expect(parseOrder(input)).toBe(z.INVALID);
    const compiled = compiledOrderSchema.safeParse(input);
    const runtime = orderSchema.safeParse(input);
    expect(compiled.success).toBe(false);
    expect(compiled.error?.issues).toEqual(runtime.error?.issues);
  });
});
