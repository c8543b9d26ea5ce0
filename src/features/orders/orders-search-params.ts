/**
 * The orders page's state, three ways: the URL (`status=0&status=6&from=2026-01-01&to=…&min=…
 * &max=…&q=…&sort=total&dir=asc`), the filter form's values (strings, as inputs hold them), and
 * back. The API answers every order at once, so these parameters never reach it: the table
 * filters and sorts in the browser. Pure, so it is tested on its own.
 */
import { formMessage } from '../../lib/form-message';
import { msg } from '@lingui/core/macro';
import { fieldText, inOrder, isNumberText, notTooLarge, readNumber } from '../../lib/form-values';
import * as z from 'zod/mini';
import { ORDER_STATUSES } from '../../api/contracts/orders';
import { isTrackingParam, type QueryPair } from '../../api/contracts/query-codec';
import {
  formatNumber,
  issue,
  parseAmount,
  parseEnum,
  type QueryIssue,
} from '../../api/contracts/query-values';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The table's columns, which are also the URL's `sort` values. */
export const SORT_COLUMNS = [
  'id',
  'created',
  'status',
  'total',
  'recipient',
  'delivery',
  'items',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export interface OrdersSort {
  readonly column: SortColumn;
  readonly desc: boolean;
}

/** The API's own order: newest first. It is the default and is left out of the URL. */
export const DEFAULT_SORT: OrdersSort = { column: 'created', desc: true };

export const MAX_TEXT_LENGTH = 200;

export interface OrdersQuery {
  /** Sorted, without repeats; empty = every status. */
  readonly statuses: readonly OrderStatus[];
  /** Inclusive calendar days, `YYYY-MM-DD`, of the order's creation (the service's time). */
  readonly from?: string;
  readonly to?: string;
  /** Inclusive bounds on the order's total. */
  readonly min?: number;
  readonly max?: number;
  /** Free text, trimmed, never empty. */
  readonly q?: string;
  /** Absent = DEFAULT_SORT. */
  readonly sort?: OrdersSort;
}

export const EMPTY_QUERY: OrdersQuery = { statuses: [] };

/** `status=4`: RIA's "all" as a status filter, read as no filter. */
const EVERY_STATUS = 4;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function parseDay(raw: string): string | undefined {
  const match = DAY.exec(raw);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC, which reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? raw
    : undefined;
}

const SINGLE_KEYS = ['from', 'to', 'min', 'max', 'q', 'sort', 'dir'] as const;
type SingleKey = (typeof SINGLE_KEYS)[number];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * URL pairs → query. Nothing throws: a value that cannot be read is dropped with an issue (the
 * page shows them in a notice), an unknown key is listed in `unknown`.
 */
export function decodeOrdersQuery(pairs: readonly QueryPair[]): {
  query: OrdersQuery;
  issues: QueryIssue[];
  unknown: string[];
} {
  const issues: QueryIssue[] = [];
  const unknown: string[] = [];
  const statuses = new Set<OrderStatus>();
  // RIA's 4: every status, as a filter (CONTRACT.md), never an order's own.
  let everyStatus = false;
  const single = new Map<SingleKey, string>();

  for (const [key, raw] of pairs) {
    if (key === 'api_key') continue; // never read from the page's URL
    if (isTrackingParam(key)) continue;
    if (key === 'status') {
      if (raw === '') continue;
      if (raw === String(EVERY_STATUS)) {
        everyStatus = true;
        continue;
      }
      const status = parseEnum(raw, ORDER_STATUSES);
      if (status === undefined) issues.push(issue.notOneOf(key, ORDER_STATUSES));
      else statuses.add(status);
      continue;
    }
    if (!(SINGLE_KEYS as readonly string[]).includes(key)) {
      unknown.push(key);
      continue;
    }
    const name = key as SingleKey;
    if (single.has(name)) {
      issues.push(issue.repeated(key));
      continue;
    }
    single.set(name, raw);
  }

  const query: Mutable<OrdersQuery> = {
    statuses: everyStatus ? [] : [...statuses].sort((a, b) => a - b),
  };

  for (const key of ['from', 'to'] as const) {
    const raw = single.get(key);
    if (!raw) continue;
    const day = parseDay(raw);
    if (day === undefined)
      issues.push({
        param: key,
        message: `${key} must be a date written as 2026-01-31.`,
        rule: { kind: 'date' },
      });
    else query[key] = day;
  }
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    issues.push({
      param: 'to',
      message: 'to is before from; the end of the range was dropped.',
      rule: { kind: 'below', other: 'from' },
    });
    delete query.to;
  }

  for (const key of ['min', 'max'] as const) {
    const raw = single.get(key);
    if (!raw) continue;
    const amount = parseAmount(raw);
    if (amount === undefined) issues.push(issue.notAmount(key));
    else query[key] = amount;
  }
  if (query.min !== undefined && query.max !== undefined && query.max < query.min) {
    issues.push({
      param: 'max',
      message: 'max is below min; the upper bound was dropped.',
      rule: { kind: 'below', other: 'min' },
    });
    delete query.max;
  }

  const text = single.get('q')?.trim();
  if (text) {
    if (text.length > MAX_TEXT_LENGTH)
      issues.push({
        param: 'q',
        message: `q is longer than ${MAX_TEXT_LENGTH} characters.`,
        rule: { kind: 'too-long', max: MAX_TEXT_LENGTH },
      });
    else query.q = text;
  }

  const rawSort = single.get('sort');
  const rawDir = single.get('dir');
  let column: SortColumn = DEFAULT_SORT.column;
  let sortGiven = false;
  if (rawSort) {
    if ((SORT_COLUMNS as readonly string[]).includes(rawSort)) {
      column = rawSort as SortColumn;
      sortGiven = true;
    } else {
      issues.push(issue.notOneOf('sort', SORT_COLUMNS));
    }
  }
  let desc = sortGiven ? false : DEFAULT_SORT.desc;
  if (rawDir) {
    if (rawDir === 'asc' || rawDir === 'desc') desc = rawDir === 'desc';
    else issues.push(issue.notOneOf('dir', ['asc', 'desc'], 'dir must be asc or desc.'));
  }
  const sort = { column, desc };
  if (!isDefaultSort(sort)) query.sort = sort;

  return { query, issues, unknown };
}

export function isDefaultSort(sort: OrdersSort | undefined): boolean {
  return !sort || (sort.column === DEFAULT_SORT.column && sort.desc === DEFAULT_SORT.desc);
}

export function effectiveSort(query: OrdersQuery): OrdersSort {
  return query.sort ?? DEFAULT_SORT;
}

/** Query → URL pairs, in one canonical order (equal queries give equal URLs). */
export function encodeOrdersQuery(query: OrdersQuery): QueryPair[] {
  const pairs: QueryPair[] = [...new Set(query.statuses)]
    .sort((a, b) => a - b)
    .map((status) => ['status', String(status)] as const);
  if (query.from) pairs.push(['from', query.from]);
  if (query.to) pairs.push(['to', query.to]);
  if (query.min !== undefined) pairs.push(['min', formatNumber(query.min)]);
  if (query.max !== undefined) pairs.push(['max', formatNumber(query.max)]);
  if (query.q) pairs.push(['q', query.q]);
  if (query.sort && !isDefaultSort(query.sort)) {
    pairs.push(['sort', query.sort.column], ['dir', query.sort.desc ? 'desc' : 'asc']);
  }
  return pairs;
}

/* The filter form */

const dayText = z.pipe(
  z
    .string()
    .check(
      z.refine(
        (value) => value.trim() === '' || parseDay(value.trim()) !== undefined,
        formMessage(msg`Enter a date such as 2026-01-31.`),
      ),
    ),
  z.transform((value: string) => parseDay(value.trim())),
);
const amountText = z.pipe(
  z
    .string()
    .check(
      z.refine(isNumberText, formMessage(msg`Enter an amount such as 1500 or 1500.50.`)),
      notTooLarge,
    ),
  z.transform((value: string) => readNumber(value)),
);
const statusList = z.pipe(
  z.array(z.string()),
  z.transform((list: string[]) =>
    [...new Set(list.map((raw) => parseEnum(raw, ORDER_STATUSES)))]
      .filter((status) => status !== undefined)
      .sort((a, b) => a - b),
  ),
);

/**
 * The filter form: its values as inputs hold them (z.input) and what they mean (z.output).
 * "From" after "to" is an error on "to".
 */
export const ordersFormSchema = z
  .object({
    statuses: statusList,
    from: dayText,
    to: dayText,
    min: amountText,
    max: amountText,
    q: z.pipe(
      // The message is an id (no placeholder values): its number is MAX_TEXT_LENGTH's.
      z.string().check(z.maxLength(MAX_TEXT_LENGTH, formMessage(msg`Use at most 200 characters.`))),
      z.transform((value: string) => value.trim() || undefined),
    ),
  })
  .check(
    z.refine((v) => !v.from || !v.to || v.from <= v.to, {
      message: formMessage(msg`The end date is before the start date.`),
      path: ['to'],
    }),
    z.refine((v) => inOrder(v.min, v.max), {
      message: formMessage(msg`The largest total is below the smallest.`),
      path: ['max'],
    }),
  );

export type OrdersFormValues = z.input<typeof ordersFormSchema>;
export type OrdersFormOutput = z.output<typeof ordersFormSchema>;

export function toFormValues(query: OrdersQuery): OrdersFormValues {
  return {
    statuses: query.statuses.map(String),
    from: query.from ?? '',
    to: query.to ?? '',
    min: fieldText(query.min),
    max: fieldText(query.max),
    q: query.q ?? '',
  };
}

/** The query a valid form asks for; the sort order is kept (it lives in the table). */
export function toQuery(values: OrdersFormOutput, current: OrdersQuery = EMPTY_QUERY): OrdersQuery {
  const query: Mutable<OrdersQuery> = { statuses: values.statuses };
  if (values.from) query.from = values.from;
  if (values.to) query.to = values.to;
  if (values.min !== undefined) query.min = values.min;
  if (values.max !== undefined) query.max = values.max;
  if (values.q) query.q = values.q;
  if (current.sort) query.sort = current.sort;
  return query;
}
