/**
 * The orders table without React: the rows it shows (an order with the names the catalogs
 * give its region and city), TanStack Table's column definitions with our own filter and sort
 * functions, the URL query as table state, and the summary of what is shown. Pure, so the
 * filtering and sorting are tested on their own, through the same table the page renders
 * (orders-table-features.ts).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type {
  ColumnDef,
  ColumnFiltersState,
  FilterFn,
  Row,
  SortFn,
  SortingState,
} from '@tanstack/react-table';
import type { Order } from '../../api/contracts/orders';
import type { OrderFeatures } from './orders-table-features';
import { compareText } from '../../lib/format';
import {
  DEFAULT_SORT,
  SORT_COLUMNS,
  effectiveSort,
  isDefaultSort,
  type OrdersQuery,
  type SortColumn,
} from './orders-search-params';

/* Statuses */

export const STATUS_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`New`,
  1: msg`Completed`,
  2: msg`Not completed`,
  6: msg`Deleted`,
};
export const DELETED_STATUS = 6;

/** "New", …, or "Status 5" for an id the contract does not name. */
export function statusName(
  status: number,
  translate: (name: MessageDescriptor) => string = (name) => i18n._(name),
): string {
  const name = STATUS_NAMES[status];
  return name ? translate(name) : t`Status ${status}`;
}

/* Rows */

export interface PlaceNames {
  /** The region's name, or undefined while (or if) its catalog is not loaded. */
  region(stateId: number): string | undefined;
  city(stateId: number, cityId: number): string | undefined;
}

export const NO_NAMES: PlaceNames = { region: () => undefined, city: () => undefined };

export interface OrderRow {
  readonly order: Order;
  readonly statusName: string;
  /** "Region 10" until the catalog names it. */
  readonly regionName: string;
  readonly cityName: string;
  /** Item lines (positions) in the order, as the expanded row lists them. */
  readonly itemCount: number;
  /**
   * What free text searches, lower case: the order's number, the recipient's name, e-mail and
   * phone, the city (once its name is known), address and delivery service, and each item's
   * name and vendor code.
   */
  readonly searchText: string;
  /** The phone's digits alone, so "0501234567" finds "+38 (050) 123-45-67". */
  readonly phoneDigits: string;
}

/**
 * Lower case, one form of each letter, and one apostrophe: Ukrainian is written with ' (a
 * keyboard), ’ (a phone) or ʼ (the standard's), and "під’їзд" must find "під'їзд".
 */
const fold = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\u2018\u2019\u02BC\u02B9\u0060\u00B4\u2032]/g, "'");
const digitsOf = (text: string) => text.replace(/\D+/g, '');

export function toOrderRow(
  order: Order,
  names: PlaceNames = NO_NAMES,
  statusNameOf: (status: number) => string = statusName,
): OrderRow {
  const { recipient, delivery, items } = order;
  let searchText: string | undefined;
  return {
    order,
    statusName: statusNameOf(order.status),
    regionName: names.region(delivery.state_id) ?? t`Region ${delivery.state_id}`,
    cityName: names.city(delivery.state_id, delivery.city_id) ?? t`City ${delivery.city_id}`,
    itemCount: items.length,
    // Folded when a text filter first reads it: thousands of orders load faster without it.
    get searchText() {
      return (searchText ??= fold(
        [
          // What an operator with a customer on the phone types: the number first.
          String(order.order_id),
          recipient.name,
          recipient.email,
          recipient.phone,
          names.city(delivery.state_id, delivery.city_id) ?? '',
          delivery.address,
          delivery.service,
          ...items.flatMap((item) => [item.name, item.vendor_code]),
        ].join('\n'),
      ));
    },
    phoneDigits: digitsOf(recipient.phone),
  };
}

export function toOrderRows(
  orders: readonly Order[],
  names: PlaceNames = NO_NAMES,
  nameStatus: (status: number) => string = statusName,
): OrderRow[] {
  // Each status named once, not once per order.
  const statusNames = new Map<number, string>();
  const nameOf = (status: number) => {
    let name = statusNames.get(status);
    if (name === undefined) statusNames.set(status, (name = nameStatus(status)));
    return name;
  };
  return orders.map((order) => toOrderRow(order, names, nameOf));
}

/* Filter predicates (pure; each table filter function calls one) */

export function statusMatches(status: number, statuses: readonly number[]): boolean {
  return statuses.length === 0 || statuses.includes(status);
}

export interface DayRange {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** `created` is the API's "YYYY-MM-DD HH:MM:SS"; the bounds are whole days, both inclusive. */
export function createdInRange(created: string, range: DayRange): boolean {
  const day = created.slice(0, 10);
  return (!range.from || day >= range.from) && (!range.to || day <= range.to);
}

export interface AmountRange {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

export function totalInRange(total: number, range: AmountRange): boolean {
  return (
    (range.min === undefined || total >= range.min) &&
    (range.max === undefined || total <= range.max)
  );
}

export interface TextTerm {
  readonly text: string;
  /** Set when the term looks like part of a phone number: its digits. */
  readonly digits?: string;
}

const PHONE_LIKE = /^[\d+()-]+$/;

/** Free text as terms: every term must be found, anywhere in the order's searched fields. */
export function toTextTerms(q: string): TextTerm[] {
  return fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => {
      const digits = digitsOf(text);
      return PHONE_LIKE.test(text) && digits.length >= 3 ? { text, digits } : { text };
    });
}

export function textMatches(row: OrderRow, terms: readonly TextTerm[]): boolean {
  return terms.every(
    (term) =>
      row.searchText.includes(term.text) ||
      (term.digits !== undefined && row.phoneDigits.includes(term.digits)),
  );
}

/** The whole filter of a query, in one predicate: what the table's filters do together. */
export function matchesOrder(row: OrderRow, query: OrdersQuery): boolean {
  const { order } = row;
  return (
    statusMatches(order.status, query.statuses) &&
    createdInRange(order.created_at, query) &&
    totalInRange(order.total_order_sum, query) &&
    textMatches(row, toTextTerms(query.q ?? ''))
  );
}

/* Sorting */

const compareNumbers = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One comparison per column (ascending; TanStack turns it for descending and breaks ties by
 * the API's order, newest first). Status sorts by its id, which is the workflow's order: new,
 * completed, not completed, deleted. Recipient sorts by name; delivery by region, then city.
 */
export const ORDER_COMPARATORS: Readonly<Record<SortColumn, (a: OrderRow, b: OrderRow) => number>> =
  {
    id: (a, b) => compareNumbers(a.order.order_id, b.order.order_id),
    // "YYYY-MM-DD HH:MM:SS" sorts as text in time order.
    created: (a, b) =>
      a.order.created_at < b.order.created_at
        ? -1
        : a.order.created_at > b.order.created_at
          ? 1
          : 0,
    status: (a, b) => compareNumbers(a.order.status, b.order.status),
    total: (a, b) => compareNumbers(a.order.total_order_sum, b.order.total_order_sum),
    recipient: (a, b) => compareText(a.order.recipient.name, b.order.recipient.name),
    delivery: (a, b) =>
      compareText(a.regionName, b.regionName) || compareText(a.cityName, b.cityName),
    items: (a, b) => compareNumbers(a.itemCount, b.itemCount),
  };

const sortFn =
  (column: SortColumn): SortFn<OrderFeatures, OrderRow> =>
  (a: Row<OrderFeatures, OrderRow>, b: Row<OrderFeatures, OrderRow>) =>
    ORDER_COMPARATORS[column](a.original, b.original);

/* Table filter functions: the column's value and the query's, through the predicates above */

const statusFilter: FilterFn<OrderFeatures, OrderRow> = (
  row,
  _columnId,
  statuses: readonly number[],
) => statusMatches(row.original.order.status, statuses);
statusFilter.autoRemove = (value: readonly number[] | undefined) => !value?.length;

const createdFilter: FilterFn<OrderFeatures, OrderRow> = (row, _columnId, range: DayRange) =>
  createdInRange(row.original.order.created_at, range);
createdFilter.autoRemove = (value: DayRange | undefined) => !value?.from && !value?.to;

const totalFilter: FilterFn<OrderFeatures, OrderRow> = (row, _columnId, range: AmountRange) =>
  totalInRange(row.original.order.total_order_sum, range);
totalFilter.autoRemove = (value: AmountRange | undefined) =>
  value?.min === undefined && value?.max === undefined;

/** The free-text filter, used as the table's global filter (it spans several fields). */
export const textFilter: FilterFn<OrderFeatures, OrderRow> = (
  row,
  _columnId,
  terms: readonly TextTerm[],
) => textMatches(row.original, terms);
textFilter.resolveFilterValue = (value: string) => toTextTerms(value);
textFilter.autoRemove = (value: unknown) => !value;

const COLUMN_NAMES: Readonly<Record<SortColumn, MessageDescriptor>> = {
  id: msg`Order`,
  created: msg`Created`,
  status: msg`Status`,
  total: msg`Total`,
  recipient: msg`Recipient`,
  delivery: msg`Delivery`,
  items: msg`Items`,
};

/** A column's name in the page's language. */
export function columnLabel(column: SortColumn): string {
  return i18n._(COLUMN_NAMES[column]);
}

const FILTERS: Partial<Record<SortColumn, FilterFn<OrderFeatures, OrderRow>>> = {
  created: createdFilter,
  status: statusFilter,
  total: totalFilter,
};

const ACCESSORS: Readonly<Record<SortColumn, (row: OrderRow) => string | number>> = {
  id: (row) => row.order.order_id,
  created: (row) => row.order.created_at,
  status: (row) => row.order.status,
  total: (row) => row.order.total_order_sum,
  recipient: (row) => row.order.recipient.name,
  delivery: (row) => row.regionName,
  items: (row) => row.itemCount,
};

export const orderColumns: ColumnDef<OrderFeatures, OrderRow>[] = SORT_COLUMNS.map((column) => {
  const filterFn = FILTERS[column];
  return {
    id: column,
    // Read at render: the page's language.
    header: () => columnLabel(column),
    accessorFn: ACCESSORS[column],
    sortFn: sortFn(column),
    ...(filterFn ? { filterFn } : { enableColumnFilter: false }),
  };
});

/** The column that carries the global (free-text) filter: one, so it runs once per row. */
export const TEXT_FILTER_COLUMN: SortColumn = 'recipient';

export interface OrdersTableState {
  sorting: SortingState;
  columnFilters: ColumnFiltersState;
  globalFilter: string;
}

/** The URL's query as the table's state. */
export function toTableState(query: OrdersQuery): OrdersTableState {
  const sort = effectiveSort(query);
  const columnFilters: ColumnFiltersState = [];
  if (query.statuses.length) columnFilters.push({ id: 'status', value: query.statuses });
  if (query.from || query.to)
    columnFilters.push({ id: 'created', value: { from: query.from, to: query.to } });
  if (query.min !== undefined || query.max !== undefined)
    columnFilters.push({ id: 'total', value: { min: query.min, max: query.max } });
  return {
    sorting: [{ id: sort.column, desc: sort.desc }],
    columnFilters,
    globalFilter: query.q ?? '',
  };
}

/** A new sorting state from the table (a header click) as the query to write to the URL. */
export function withSorting(query: OrdersQuery, sorting: SortingState): OrdersQuery {
  const first = sorting[0];
  const column = (SORT_COLUMNS as readonly string[]).includes(first?.id ?? '')
    ? (first?.id as SortColumn)
    : DEFAULT_SORT.column;
  const sort = { column, desc: first?.desc ?? DEFAULT_SORT.desc };
  const next: { -readonly [K in keyof OrdersQuery]: OrdersQuery[K] } = { ...query };
  if (isDefaultSort(sort)) delete next.sort;
  else next.sort = sort;
  return next;
}

/* Summary */

export interface OrdersSummary {
  readonly count: number;
  /** The shown orders' total, deleted ones (status 6) left out: they will not be paid. */
  readonly total: number;
  /** Deleted orders among those shown (counted, not in the total). */
  readonly deleted: number;
  /** Every named status (0 when none is shown) and any other present, in status id order. */
  readonly byStatus: readonly { status: number; name: string; count: number }[];
}

export function summarize(
  rows: readonly OrderRow[],
  nameStatus: (status: number) => string = statusName,
): OrdersSummary {
  const counts = new Map<number, number>(Object.keys(STATUS_NAMES).map((s) => [Number(s), 0]));
  let cents = 0;
  let deleted = 0;
  for (const { order } of rows) {
    counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
    if (order.status === DELETED_STATUS) deleted++;
    else cents += Math.round(order.total_order_sum * 100);
  }
  return {
    count: rows.length,
    total: cents / 100,
    deleted,
    byStatus: [...counts]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => ({ status, name: nameStatus(status), count })),
  };
}
