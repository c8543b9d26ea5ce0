/**
 * The rows near the viewport only, for long lists (loaded on demand: most accounts never need
 * it). Each order's <tbody> is measured, so expanded orders take their real height; spacers
 * stand in for the rest, which keeps a real <table>.
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, useCallback, type RefObject } from 'react';
import { OrderRowGroup, Spacer, type RowsProps } from './order-row-group';

const ESTIMATED_ROW_HEIGHT = 92;

interface VirtualRowsProps extends RowsProps {
  /** The rows' scroll container (null until it is in the page). */
  readonly scrollElement: HTMLDivElement | null;
  /** The index of the row that holds the focus, if any. */
  readonly focusedRef: RefObject<number | null>;
  /** Each row's `aria-rowindex`, by its place in `rows`. */
  readonly rowIndexes?: Int32Array | undefined;
}

export default function VirtualRows({
  rows,
  isExpanded,
  onToggle,
  scrollElement,
  focusedRef,
  rowIndexes,
}: VirtualRowsProps) {
  // The row that holds the focus stays rendered, wherever the view scrolls (else the focus
  // would fall back to the page); spacers fill the gap around it.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focusedRef.current;
      if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    [focusedRef],
  );

  // The app does not run React Compiler; the virtualizer's state reaches children as props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 10,
    rangeExtractor,
  });

  const items = virtualizer.getVirtualItems();
  let end = 0;
  return (
    <>
      {items.map((item) => {
        const row = rows[item.index];
        const gap = item.start - end;
        end = item.end;
        return (
          row && (
            <Fragment key={row.id}>
              <Spacer height={gap} />
              <OrderRowGroup
                row={row.original}
                index={item.index}
                expanded={isExpanded(row.id)}
                onToggle={onToggle}
                measure={virtualizer.measureElement}
                ariaRowIndex={rowIndexes?.[item.index]}
              />
            </Fragment>
          )
        );
      })}
      <Spacer height={virtualizer.getTotalSize() - end} />
    </>
  );
}
