import type { ReactTable, Row } from '@tanstack/react-table';
import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import type { TablePosition } from './entry-view';
import type { SortColumn } from '../orders-search-params';
import type { OrderRow } from '../orders-table';
import type { OrderFeatures } from '../orders-table-features';
import { PlainRows } from './order-row-group';
// Loaded with the table, not on demand: a stand-in while it loaded drew 100 rows, then the
// window drew again (most of the page's blocked time on a phone, issue 21).
import VirtualRows from './virtual-rows';

/**
 * Above this many rows only those near the viewport are rendered. Measured with 2,091 orders
 * on screen: a sort took 1 to 3.8 s with every row in the page, 30 to 130 ms virtualized (about
 * 0.7 ms a row unvirtualized on a slow machine, so 100 rows stay near 100 ms). Below it every
 * row is in the page, so find-in-page and screen readers see them all.
 */
export const VIRTUALIZE_ABOVE = 100;

const NUMERIC: ReadonlySet<string> = new Set<SortColumn>(['id', 'total', 'items']);

interface OrdersTableViewProps {
  readonly table: ReactTable<OrderFeatures, OrderRow>;
  readonly rows: readonly Row<OrderFeatures, OrderRow>[];
  readonly caption: string;
  /**
   * Where the box is to stand: a new object moves it there (the first row after a new sort or
   * filter, the reader's place on Back); `onPosition` hears where it stands as it scrolls.
   */
  readonly restore: TablePosition;
  readonly onPosition: (position: TablePosition) => void;
}

/** The orders as a real <table>: a caption, sortable column headers, one <tbody> per order. */
export function OrdersTableView({
  table,
  rows,
  caption,
  restore,
  onPosition,
}: OrdersTableViewProps) {
  const captionId = useId();
  // State, not a ref: the rows' virtualizer reads it in a layout effect, which runs before a
  // parent's ref is attached; setting it renders the rows again, with their scroll container.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const focusedRef = useRef<number | null>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;

  const expanded = table.state.expanded;
  const isExpanded = (id: string) => expanded === true || (expanded[id] ?? false);
  const onToggle = useCallback((id: string) => table.getRow(id).toggleExpanded(), [table]);
  // Only some rows are in the page: the table says how many rows it has in all (the header
  // row, each order's row and each expanded order's items) and each row where it stands.
  const firstRowIndexes = virtual ? rowIndexes(rows, isExpanded) : undefined;

  // Every row in the page: the box goes to the pixel it stood at (windowed rows place it
  // themselves, by row).
  useLayoutEffect(() => {
    if (scrollElement && !virtual) scrollElement.scrollTo({ top: restore.top });
    // Only when told to move, or when the box is new: not as rows come and go.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollElement, restore]);

  return (
    <div
      ref={setScrollElement}
      className="orders-table"
      role="region"
      aria-labelledby={captionId}
      // Scrollable with the keyboard (arrows, Page Up/Down) once focused.
      tabIndex={0}
      onFocus={(event) => {
        const group = (event.target as Element).closest('tbody[data-index]');
        focusedRef.current = group ? Number(group.getAttribute('data-index')) : null;
      }}
      onScroll={(event) => {
        if (!virtual) {
          const top = event.currentTarget.scrollTop;
          onPosition({ top, index: 0, within: top });
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusedRef.current = null;
      }}
    >
      {/* Roles written out: below 48rem the table is laid out as cards (order-row-group.tsx). */}
      <table
        className="orders"
        role="table"
        aria-labelledby={captionId}
        aria-rowcount={firstRowIndexes?.total}
      >
        <caption id={captionId}>{caption}</caption>
        <thead role="rowgroup">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row" aria-rowindex={virtual ? 1 : undefined}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    role="columnheader"
                    data-column={header.id}
                    className={NUMERIC.has(header.id) ? 'orders-num' : undefined}
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    <button
                      type="button"
                      className="orders-sort"
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      <table.FlexRender header={header} />
                      <span
                        className={`orders-sort__icon orders-sort__icon--${sorted || 'none'}`}
                        aria-hidden="true"
                      />
                    </button>
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        {virtual ? (
          <VirtualRows
            rows={rows}
            isExpanded={isExpanded}
            onToggle={onToggle}
            scrollElement={scrollElement}
            focusedRef={focusedRef}
            rowIndexes={firstRowIndexes?.of}
            restore={restore}
            onPosition={onPosition}
          />
        ) : (
          <PlainRows rows={rows} isExpanded={isExpanded} onToggle={onToggle} />
        )}
      </table>
    </div>
  );
}

/**
 * Each order's `aria-rowindex` (1-based, the header row is 1; an expanded order's items take
 * the row after its own) and the table's row count.
 */
export function rowIndexes(
  rows: readonly { readonly id: string }[],
  isExpanded: (id: string) => boolean,
): { of: Int32Array; total: number } {
  const of = new Int32Array(rows.length);
  let next = 2;
  rows.forEach((row, index) => {
    of[index] = next;
    next += isExpanded(row.id) ? 2 : 1;
  });
  return { of, total: next - 1 };
}
