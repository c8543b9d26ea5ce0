import '../../test/english';
import { constructTable } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/contracts/orders';
import { SORT_COLUMNS, type OrdersQuery } from './orders-search-params';
import {
  createdInRange,
  matchesOrder,
  ORDER_COMPARATORS,
  statusMatches,
  statusName,
  summarize,
  textMatches,
  toOrderRow,
  toOrderRows,
  toTableState,
  toTextTerms,
  totalInRange,
  withSorting,
  type OrderRow,
  type PlaceNames,
} from './orders-table';
import { orderTableOptions } from './orders-table-features';
import { HOSTILE_ORDERS, makeItem, makeOrder, ordersArbitrary } from './test-fixtures';

const NAMES: PlaceNames = {
  region: (state) => ({ 1: 'Вінницька', 5: 'Львівська', 10: 'Київська' })[state],
  city: (_state, city) => ({ 1: 'Вінниця', 2: 'Бар', 10: 'Київ' })[city],
};

/** The page's features, with the state held in plain atoms (what useTable adds in React). */
const featuresOutsideReact = {
  coreReactivityFeature: storeReactivityBindings(),
  ...orderTableOptions.features,
};

/** The table the page renders, without React: same features, columns, options and state. */
function tableRows(orders: readonly Order[], query: OrdersQuery): OrderRow[] {
  const table = constructTable({
    ...orderTableOptions,
    features: featuresOutsideReact,
    data: toOrderRows(orders, NAMES),
    state: { ...toTableState(query), expanded: {} },
  });
  return table.getRowModel().rows.map((row) => row.original);
}

const ids = (rows: readonly OrderRow[]) => rows.map((row) => row.order.order_id);

describe('rows', () => {
  it('names statuses, regions and cities, with a fallback while a catalog is missing', () => {
    expect([0, 1, 2, 6, 4].map((status) => statusName(status))).toEqual([
      'New',
      'Completed',
      'Not completed',
      'Deleted',
      'Status 4',
    ]);
    const row = toOrderRow(makeOrder({ delivery: { state_id: 10, city_id: 10 } }), NAMES);
    expect([row.regionName, row.cityName]).toEqual(['Київська', 'Київ']);
    const bare = toOrderRow(makeOrder({ delivery: { state_id: 99, city_id: 7 } }));
    expect([bare.regionName, bare.cityName]).toEqual(['Region 99', 'City 7']);
  });

  it('counts item lines', () => {
    const order = makeOrder({ items: [makeItem({ count: 4 }), makeItem()] });
    expect(toOrderRow(order).itemCount).toBe(2);
  });
});

describe('filter predicates', () => {
  it('matches any of the chosen statuses, or every status when none is chosen', () => {
    expect(statusMatches(6, [])).toBe(true);
    expect(statusMatches(6, [0, 6])).toBe(true);
    expect(statusMatches(1, [0, 6])).toBe(false);
  });

  it('takes whole days, both ends included', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(createdInRange('2026-01-01 00:00:00', range)).toBe(true);
    expect(createdInRange('2026-01-31 23:59:59', range)).toBe(true);
    expect(createdInRange('2025-12-31 23:59:59', range)).toBe(false);
    expect(createdInRange('2026-02-01 00:00:00', range)).toBe(false);
    expect(createdInRange('2020-01-01 00:00:00', { to: '2026-01-01' })).toBe(true);
  });

  it('takes totals with both bounds included', () => {
    expect(totalInRange(100, { min: 100, max: 100 })).toBe(true);
    expect(totalInRange(99.99, { min: 100 })).toBe(false);
    expect(totalInRange(100.01, { max: 100 })).toBe(false);
    expect(totalInRange(5, {})).toBe(true);
  });

  it('finds every word of the text in name, e-mail, phone, address or item names', () => {
    const row = toOrderRow(
      makeOrder({
        recipient: {
          name: 'Олена Мельник',
          email: 'olena.melnyk5@i.ua',
          phone: '+38 (067) 765-43-21',
        },
        delivery: { address: 'вул. Соборна, 7', state_id: 5 },
        items: [makeItem({ name: 'Генератор Skoda Octavia' })],
      }),
      NAMES,
    );
    const find = (q: string) => textMatches(row, toTextTerms(q));
    expect(find('')).toBe(true);
    expect(find('МЕЛЬНИК')).toBe(true);
    expect(find('olena.melnyk5@')).toBe(true);
    expect(find('соборна octavia')).toBe(true);
    expect(find('соборна camry')).toBe(false);
    // Digits alone find the phone however it is written.
    expect(find('0677654321')).toBe(true);
    expect(find('(067) 765-43')).toBe(true);
    expect(find('0501234567')).toBe(false);
    // Region names are not searched: the delivery filter is about the address.
    expect(find('Львівська')).toBe(false);
  });

  it('finds an order by its number, city, delivery service or an item’s vendor code', () => {
    const order = makeOrder({
      order_id: 100_299,
      delivery: { state_id: 10, city_id: 10, service: 'Нова Пошта' },
      items: [makeItem({ vendor_code: 'ALF-30965' })],
    });
    const find = (q: string, names = NAMES) =>
      textMatches(toOrderRow(order, names), toTextTerms(q));
    expect(find('100299')).toBe(true);
    expect(find('київ')).toBe(true);
    expect(find('нова пошта')).toBe(true);
    expect(find('alf-30965')).toBe(true);
    // Before the city's name is known, its stand-in ("City 10") is not searched.
    const unknown: PlaceNames = { region: () => undefined, city: () => undefined };
    expect(find('city', unknown)).toBe(false);
  });

  it('finds an apostrophe however it is typed', () => {
    const row = toOrderRow(
      makeOrder({ delivery: { address: "вул. Січових Стрільців, 12, під'їзд 2", state_id: 10 } }),
      NAMES,
    );
    const find = (q: string) => textMatches(row, toTextTerms(q));
    for (const typed of ["під'їзд", 'під’їзд', 'підʼїзд', 'ПІД‘ЇЗД'])
      expect(find(typed), typed).toBe(true);
    expect(find('підїзд')).toBe(false);
  });

  it('searches hostile text literally', () => {
    const rows = toOrderRows(HOSTILE_ORDERS);
    const find = (q: string) =>
      rows.filter((row) => textMatches(row, toTextTerms(q))).map((r) => r.order.order_id);
    expect(find('<script>')).toEqual([100_101]);
    expect(find('"Ваня",')).toEqual([100_102]);
    expect(find("o'brien <b>bold</b>")).toEqual([100_103]);
    expect(find('onerror=alert(1)>')).toEqual([100_101]);
    expect(find('петренко')).toEqual([100_101, 100_102]);
  });
});

describe('the table (TanStack row models with our filter and sort functions)', () => {
  const orders = [
    makeOrder({
      order_id: 1,
      status: 1,
      total_order_sum: 300,
      created_at: '2026-01-03 09:00:00',
      recipient: { name: 'Олена' },
      delivery: { state_id: 10, city_id: 10 },
    }),
    makeOrder({
      order_id: 2,
      status: 6,
      total_order_sum: 100,
      created_at: '2026-01-05 09:00:00',
      recipient: { name: 'андрій' },
      delivery: { state_id: 1, city_id: 2 },
      items: [makeItem(), makeItem(), makeItem()],
    }),
    makeOrder({
      order_id: 3,
      status: 0,
      total_order_sum: 200,
      created_at: '2026-01-04 09:00:00',
      recipient: { name: 'Борис' },
      delivery: { state_id: 1, city_id: 1 },
    }),
    makeOrder({
      order_id: 4,
      status: 2,
      total_order_sum: 200,
      created_at: '2026-01-01 09:00:00',
      recipient: { name: 'Zoë' },
      delivery: { state_id: 5, city_id: 10 },
      items: [],
    }),
  ];
  const sorted = (column: (typeof SORT_COLUMNS)[number], desc = false) =>
    ids(tableRows(orders, { statuses: [], sort: { column, desc } }));

  it('sorts newest first by default', () => {
    expect(ids(tableRows(orders, { statuses: [] }))).toEqual([2, 3, 1, 4]);
  });

  it('sorts each column both ways', () => {
    expect(sorted('id')).toEqual([1, 2, 3, 4]);
    expect(sorted('id', true)).toEqual([4, 3, 2, 1]);
    expect(sorted('created')).toEqual([4, 1, 3, 2]);
    // Status by id, the workflow's order: new, completed, not completed, deleted.
    expect(sorted('status')).toEqual([3, 1, 4, 2]);
    expect(sorted('status', true)).toEqual([2, 4, 1, 3]);
    // Equal totals keep the API's order in both directions.
    expect(sorted('total')).toEqual([2, 3, 4, 1]);
    expect(sorted('total', true)).toEqual([1, 3, 4, 2]);
    // Names in the page language's alphabetical order, case aside: Ukrainian puts Cyrillic
    // first, English Latin.
    expect(sorted('recipient')).toEqual([4, 2, 3, 1]);
    const english = i18n.messages;
    i18n.loadAndActivate({ locale: 'uk', messages: {} });
    try {
      expect(sorted('recipient')).toEqual([2, 3, 1, 4]);
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: english });
    }
    // Delivery by region name (Вінницька, Київська, Львівська), then city (Бар before Вінниця).
    expect(sorted('delivery')).toEqual([2, 3, 1, 4]);
    expect(sorted('items')).toEqual([4, 1, 3, 2]);
  });

  it('filters by status, dates, total and text together', () => {
    expect(ids(tableRows(orders, { statuses: [0, 6] }))).toEqual([2, 3]);
    expect(ids(tableRows(orders, { statuses: [], from: '2026-01-03', to: '2026-01-04' }))).toEqual([
      3, 1,
    ]);
    expect(ids(tableRows(orders, { statuses: [], min: 200, max: 250 }))).toEqual([3, 4]);
    expect(ids(tableRows(orders, { statuses: [2], min: 200, q: 'zoë' }))).toEqual([4]);
    expect(ids(tableRows(orders, { statuses: [1], q: 'zoë' }))).toEqual([]);
  });

  it('shows exactly the orders the filter predicate accepts, in comparator order', () => {
    const queryArb: fc.Arbitrary<OrdersQuery> = fc.record(
      {
        statuses: fc.subarray([0, 1, 2, 6] as const),
        min: fc.integer({ min: 0, max: 30_000 }),
        from: fc.constantFrom('2025-06-01', '2026-01-01'),
        q: fc.constantFrom('фара', 'ан', '050', '<b>', 'іван "ваня"'),
        sort: fc.record({ column: fc.constantFrom(...SORT_COLUMNS), desc: fc.boolean() }),
      },
      { requiredKeys: ['statuses'] },
    );
    fc.assert(
      fc.property(ordersArbitrary, queryArb, (list, query) => {
        const rows = tableRows(list, query);
        const all = toOrderRows(list, NAMES);
        expect(new Set(ids(rows))).toEqual(
          new Set(ids(all.filter((row) => matchesOrder(row, query)))),
        );
        const sort = query.sort ?? { column: 'created', desc: true };
        const position = new Map(list.map((order, index) => [order.order_id, index]));
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1]!, rows[i]!];
          const order = ORDER_COMPARATORS[sort.column](a, b) * (sort.desc ? -1 : 1);
          expect(order).toBeLessThanOrEqual(0);
          // Ties keep the API's order.
          if (order === 0)
            expect(position.get(a.order.order_id)!).toBeLessThan(position.get(b.order.order_id)!);
        }
      }),
    );
  });
});

describe('table state', () => {
  it('puts the query in the table state', () => {
    expect(
      toTableState({
        statuses: [0],
        from: '2026-01-01',
        max: 5,
        q: 'x',
        sort: { column: 'total', desc: false },
      }),
    ).toEqual({
      sorting: [{ id: 'total', desc: false }],
      columnFilters: [
        { id: 'status', value: [0] },
        { id: 'created', value: { from: '2026-01-01', to: undefined } },
        { id: 'total', value: { min: undefined, max: 5 } },
      ],
      globalFilter: 'x',
    });
    expect(toTableState({ statuses: [] })).toEqual({
      sorting: [{ id: 'created', desc: true }],
      columnFilters: [],
      globalFilter: '',
    });
  });

  it('writes a header click back as the query, the default sort as none', () => {
    const query: OrdersQuery = { statuses: [1], q: 'a' };
    expect(withSorting(query, [{ id: 'total', desc: false }])).toEqual({
      statuses: [1],
      q: 'a',
      sort: { column: 'total', desc: false },
    });
    expect(
      withSorting({ ...query, sort: { column: 'id', desc: true } }, [
        { id: 'created', desc: true },
      ]),
    ).toEqual(query);
  });
});

describe('summarize', () => {
  it('counts the orders shown by status, every named status included, and sums exactly', () => {
    const rows = toOrderRows([
      makeOrder({ status: 0, total_order_sum: 0.1 }),
      makeOrder({ status: 1, total_order_sum: 0.2 }),
      makeOrder({ status: 6, total_order_sum: 1000 }),
      makeOrder({ status: 6, total_order_sum: 5 }),
    ]);
    // Deleted orders are counted, and left out of the total (CONTRACT.md §1).
    expect(summarize(rows)).toEqual({
      count: 4,
      total: 0.3,
      deleted: 2,
      byStatus: [
        { status: 0, name: 'New', count: 1 },
        { status: 1, name: 'Completed', count: 1 },
        { status: 2, name: 'Not completed', count: 0 },
        { status: 6, name: 'Deleted', count: 2 },
      ],
    });
    expect(summarize([]).total).toBe(0);
    expect(summarize(toOrderRows([makeOrder({ status: 6 })]))).toMatchObject({
      total: 0,
      deleted: 1,
    });
  });
});
