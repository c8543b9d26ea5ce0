/**
 * What the orders page shows of its orders: the summary and chart, the CSV export and the
 * table, filtered and sorted by TanStack Table from the URL's query. Loaded apart from the page
 * (in parallel with the orders themselves), so that the page's first load stays small.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { useLingui } from '@lingui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { NoResults, ResultStates, StatusLine } from '../../../components/search-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { orderQueries } from '../api/orders-queries';
import { downloadText } from '../download';
import { csvFileName, CSV_MIME, toCsvFile } from '../orders-csv';
import { effectiveSort, type OrdersQuery, type OrdersSort } from '../orders-search-params';
import type { SetQueryOptions } from '../../../lib/use-search-query';
import {
  columnLabel,
  statusName,
  summarize,
  toOrderRows,
  toTableState,
  withSorting,
} from '../orders-table';
import { orderTableOptions } from '../orders-table-features';
import { StatusChart, summaryText } from './orders-summary';
import { useEntryView } from './entry-view';
import { OrdersFreshness } from './orders-freshness';
import { OrdersTableView } from './orders-table-view';
import { usePlaceNames } from './use-place-names';

const DIRECTIONS: Record<
  'text' | 'time' | 'number' | 'status',
  readonly [MessageDescriptor, MessageDescriptor]
> = {
  text: [msg`A to Z`, msg`Z to A`],
  time: [msg`oldest first`, msg`newest first`],
  number: [msg`lowest first`, msg`highest first`],
  status: [msg`new to deleted`, msg`deleted to new`],
};

/** "Orders, sorted by Total, highest first". */
function describeSort(sort: OrdersSort): string {
  const kind =
    sort.column === 'created'
      ? 'time'
      : sort.column === 'status'
        ? 'status'
        : sort.column === 'recipient' || sort.column === 'delivery'
          ? 'text'
          : 'number';
  const column = columnLabel(sort.column);
  const direction = i18n._(DIRECTIONS[kind][sort.desc ? 1 : 0]);
  return t`Orders, sorted by ${column}, ${direction}`;
}

interface OrdersResultsProps {
  readonly query: OrdersQuery;
  /** Navigates; a function gets the query on its way, if any (see useSearchQuery). */
  readonly setQuery: (
    next: (current: OrdersQuery) => OrdersQuery,
    options?: SetQueryOptions,
  ) => unknown;
  /** The active filters as chips, shown between the summary and the table. */
  readonly chips: ReactNode;
  readonly onClearFilters: () => void;
}

export default function OrdersResults({
  query,
  setQuery,
  chips,
  onClearFilters,
}: OrdersResultsProps) {
  const answer = useQuery(orderQueries.list());
  const orders = answer.data?.orders;
  // The count, the sum and the chart need the orders alone: they show as soon as the orders
  // are in (on a phone, before the two dozen catalogs that name the places). The table and the
  // CSV wait for the names, so that the table is shown once, with them, instead of showing
  // "Region 10" and moving as names come in; its rows are then built again, once.
  const { names, loading: namesLoading } = usePlaceNames(orders);
  // Each row holds its status's name, and the summary the chart's: named again in a new
  // language (`_` is new with each).
  const { _ } = useLingui();
  const nameStatus = useCallback((status: number) => statusName(status, _), [_]);
  const data = useMemo(
    () => toOrderRows(orders ?? [], names, nameStatus),
    [orders, names, nameStatus],
  );

  const tableState = useMemo(() => toTableState(query), [query]);
  // The orders open and the box's place, per history entry: Back brings them back, and a new
  // sort or filter starts at the first row.
  const { expanded, setExpanded, restore, report } = useEntryView();
  // A header click sorts by its column, or turns the order round if the column sorts already:
  // decided on the sort on its way, if any, so that a second click before the first has shown
  // turns it round, as it would a moment later (the table's own toggle reads the shown sort).
  const onSortingChange = (updater: Updater<SortingState>) => {
    const clicked = (typeof updater === 'function' ? updater(tableState.sorting) : updater)[0];
    if (!clicked) return;
    void setQuery(
      (current) => {
        const now = toTableState(current).sorting[0];
        // Another column starts lowest first (`sortDescFirst: false` below).
        const desc = now?.id === clicked.id ? !now.desc : false;
        return withSorting(current, [{ id: clicked.id, desc }]);
      },
      // The table's header, pressed, stays in view: the rows sort under it.
      { preventScrollReset: true },
    );
  };
  const table = useTable({
    ...orderTableOptions,
    data,
    state: { ...tableState, expanded },
    onExpandedChange: setExpanded,
    onSortingChange,
  });
  const rows = table.getRowModel().rows;
  const shown = useMemo(() => rows.map((row) => row.original), [rows]);
  const summary = useMemo(() => summarize(shown, nameStatus), [shown, nameStatus]);

  const all = orders?.length ?? 0;
  const unreadable = answer.data?.unreadable ?? 0;

  return (
    <>
      <div className="orders-summary">
        <div className="orders-summary__main">
          <StatusLine
            search={answer}
            describe={() => summaryText(summary, all)}
            loadingText={t`Loading orders…`}
            failedText={t`The orders could not be loaded.`}
          />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => downloadText(csvFileName(), toCsvFile(shown), CSV_MIME)}
            disabled={!orders || namesLoading || shown.length === 0}
          >
            <Trans>Download CSV</Trans>
          </button>
          <OrdersFreshness answer={answer} />
        </div>
        {(orders || answer.isPending) && <StatusChart summary={summary} pending={!orders} />}
      </div>
      {unreadable > 0 && (
        // The others are shown: one spoiled order no longer fails the list (CONTRACT.md §1).
        <Notice tone="warning">
          <p>
            {plural(unreadable, {
              one: '# order in the answer could not be read and is not shown.',
              other: '# orders in the answer could not be read and are not shown.',
            })}
          </p>
        </Notice>
      )}
      {chips}

      <ResultStates
        search={answer}
        waiting={namesLoading}
        loadingText={namesLoading ? t`Loading the table…` : t`Loading orders…`}
        empty={() =>
          all === 0 ? (
            <EmptyState title={t`This account has no orders yet`} />
          ) : rows.length === 0 ? (
            <NoResults
              activeCount={1}
              onClear={onClearFilters}
              title={t`No orders match these filters`}
            />
          ) : null
        }
      >
        {() => (
          <OrdersTableView
            table={table}
            rows={rows}
            caption={describeSort(effectiveSort(query))}
            restore={restore}
            onPosition={report}
          />
        )}
      </ResultStates>
    </>
  );
}
