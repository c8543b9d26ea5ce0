/** Orders for the unit tests: a plain one to vary, and the seed's hostile texts. */
import fc from 'fast-check';
import type { Order, OrderItem } from '../../api/contracts/orders';

export function makeItem(item: Partial<OrderItem> = {}): OrderItem {
  return {
    adv_id: 31_000_001,
    name: 'Фара передня ліва Toyota Camry',
    price: 2500,
    count: 1,
    note: '',
    vendor_code: '',
    ...item,
  };
}

export function makeOrder(
  order: Partial<Omit<Order, 'recipient' | 'delivery'>> & {
    recipient?: Partial<Order['recipient']>;
    delivery?: Partial<Order['delivery']>;
  } = {},
): Order {
  const { recipient, delivery, ...rest } = order;
  return {
    order_id: 100_001,
    status: 0,
    total_order_sum: 2500,
    created_at: '2026-01-15 10:30:00',
    items: [makeItem()],
    ...rest,
    recipient: {
      user_id: 7_000_001,
      name: 'Андрій Коваленко',
      email: 'andrii.kovalenko7@ukr.net',
      phone: '+38 (050) 123-45-67',
      ...recipient,
    },
    delivery: {
      state_id: 10,
      city_id: 10,
      address: 'вул. Шевченка, 12',
      service: 'Нова Пошта',
      ...delivery,
    },
  };
}

/** The three hostile orders of the seed (server/seed/orders.ts), as the API answers them. */
export const HOSTILE_ORDERS: readonly Order[] = [
  makeOrder({
    order_id: 100_101,
    recipient: { name: '<script>alert("xss")</script> Петренко' },
    delivery: { address: 'javascript:alert(1)' },
    items: [makeItem({ name: '<img src=x onerror=alert(1)> Фара', note: 'рядок один\nрядок два' })],
  }),
  makeOrder({
    order_id: 100_102,
    recipient: { name: 'Іван "Ваня", Петренко' },
    delivery: { address: 'вул. Франка, 5, кв. "7", під\'їзд 2' },
    items: [
      makeItem({ name: 'Диск, 16", R16; "оригінал"', vendor_code: '=HYPERLINK("http://x")' }),
    ],
  }),
  makeOrder({
    order_id: 100_103,
    recipient: { name: "O'Brien & Sons <b>bold</b>" },
    delivery: { address: '<a href="javascript:alert(2)">click</a>' },
    items: [makeItem({ note: '</td><td>injected', vendor_code: 'A,B;C\tD' })],
  }),
];

const NAMES = [
  'Андрій',
  'Олена',
  'ivan',
  'Ірина',
  'Zoë',
  "O'Brien",
  '<b>x</b>',
  'Іван "Ваня", Петренко',
];
const day = fc
  .date({
    min: new Date('2025-01-01T00:00:00Z'),
    max: new Date('2026-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 19).replace('T', ' '));

/** Random orders with few distinct values, so that filters and ties are common. */
export const orderArbitrary: fc.Arbitrary<Order> = fc
  .record({
    order_id: fc.integer({ min: 100_000, max: 999_999 }),
    status: fc.constantFrom(0, 1, 2, 6),
    total_order_sum: fc.oneof(fc.integer({ min: 0, max: 50_000 }), fc.constantFrom(150.5, 0.1)),
    created_at: day,
    name: fc.constantFrom(...NAMES),
    phone: fc.constantFrom('+38 (050) 123-45-67', '+38 (067) 765-43-21'),
    state_id: fc.constantFrom(1, 5, 10),
    city_id: fc.constantFrom(1, 2, 10),
    items: fc.array(
      fc.record({
        name: fc.constantFrom('Фара', 'Генератор', 'Стартер <b>'),
        price: fc.integer({ min: 1, max: 500 }),
      }),
      { minLength: 0, maxLength: 4 },
    ),
  })
  .map((r) =>
    makeOrder({
      order_id: r.order_id,
      status: r.status,
      total_order_sum: r.total_order_sum,
      created_at: r.created_at,
      recipient: { name: r.name, phone: r.phone },
      delivery: { state_id: r.state_id, city_id: r.city_id },
      items: r.items.map((item) => makeItem(item)),
    }),
  );

/** Orders with unique ids (the table keys rows by order id). */
export const ordersArbitrary = fc.uniqueArray(orderArbitrary, {
  selector: (order) => order.order_id,
  maxLength: 40,
});
