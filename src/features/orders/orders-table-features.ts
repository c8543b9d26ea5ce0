/**
 * The orders table's TanStack Table setup: its features and the options it is built with but
 * its data and state. Apart from orders-table.ts, whose names and statuses the page's first
 * chunk uses (the filters, the chips): only the results' chunk, which builds the table, loads
 * the library's features.
 */
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  tableOptions,
} from '@tanstack/react-table';
import { orderColumns, TEXT_FILTER_COLUMN, textFilter, type OrderRow } from './orders-table';

/**
 * What the table does: filter by column and by free text, sort, and expand an order's items.
 * TanStack Table 9 gives each row the methods of these features alone, on a shared prototype;
 * version 8 gave each of 5,000 rows some forty closures of every feature, 420–600 ms of a
 * phone's main thread in the render that first showed them (issue 21).
 */
export const orderFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowExpandingFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
});

export type OrderFeatures = typeof orderFeatures;

/**
 * The table's options but its data and state: one sort at a time, none removed by a click (a
 * column starts lowest first), the free text through `textFilter`, every order expandable.
 */
export const orderTableOptions = tableOptions<OrderFeatures, OrderRow>({
  features: orderFeatures,
  columns: orderColumns,
  getRowId: (row) => String(row.order.order_id),
  getRowCanExpand: () => true,
  enableMultiSort: false,
  enableSortingRemoval: false,
  sortDescFirst: false,
  globalFilterFn: textFilter,
  getColumnCanGlobalFilter: (column) => column.id === TEXT_FILTER_COLUMN,
});
