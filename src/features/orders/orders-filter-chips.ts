/**
 * The active filters of the orders page as removable chips: each chip carries the query
 * without it, so removing one is one history entry like any other committed change.
 */
import { t } from '@lingui/core/macro';
import type { OrdersQuery } from './orders-search-params';
import { statusName } from './orders-table';

export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: OrdersQuery;
}

export interface ChipFormats {
  readonly day: (day: string) => string;
  readonly amount: (value: number) => string;
}

/** The query without some of its members. */
function omit(query: OrdersQuery, ...keys: (keyof OrdersQuery)[]): OrdersQuery {
  const copy: Partial<Record<keyof OrdersQuery, unknown>> = { ...query };
  for (const key of keys) delete copy[key];
  return copy as OrdersQuery;
}

export function describeFilters(query: OrdersQuery, formats: ChipFormats): FilterChip[] {
  const chips: FilterChip[] = query.statuses.map((status) => ({
    key: `status-${status}`,
    label: t`Status: ${statusName(status)}`,
    without: { ...query, statuses: query.statuses.filter((s) => s !== status) },
  }));
  const withoutDates = omit(query, 'from', 'to');
  if (query.from && query.to) {
    chips.push({
      key: 'created',
      label: t`Created ${formats.day(query.from)} – ${formats.day(query.to)}`,
      without: withoutDates,
    });
  } else if (query.from) {
    chips.push({
      key: 'created',
      label: t`Created from ${formats.day(query.from)}`,
      without: withoutDates,
    });
  } else if (query.to) {
    chips.push({
      key: 'created',
      label: t`Created until ${formats.day(query.to)}`,
      without: withoutDates,
    });
  }
  const withoutTotal = omit(query, 'min', 'max');
  if (query.min !== undefined && query.max !== undefined) {
    chips.push({
      key: 'total',
      label: t`Total ${formats.amount(query.min)} – ${formats.amount(query.max)}`,
      without: withoutTotal,
    });
  } else if (query.min !== undefined) {
    chips.push({
      key: 'total',
      label: t`Total from ${formats.amount(query.min)}`,
      without: withoutTotal,
    });
  } else if (query.max !== undefined) {
    chips.push({
      key: 'total',
      label: t`Total up to ${formats.amount(query.max)}`,
      without: withoutTotal,
    });
  }
  if (query.q) {
    chips.push({ key: 'q', label: t`Text: “${query.q}”`, without: omit(query, 'q') });
  }
  return chips;
}

/** Every filter removed; the sort order stays. */
export function withoutFilters(query: OrdersQuery): OrdersQuery {
  return query.sort ? { statuses: [], sort: query.sort } : { statuses: [] };
}
