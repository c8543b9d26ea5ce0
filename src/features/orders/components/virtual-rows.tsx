/**
 * The rows near the viewport only, for long lists (loaded on demand: most accounts never need
 * it). Each order's <tbody> is measured, so expanded orders take their real height; spacers
 * stand in for the rest, which keeps a real <table>.
 */
import {
  defaultRangeExtractor,
  elementScroll,
  measureElement,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { TablePosition } from './entry-view';
import { whenIdle } from '../../../lib/when-idle';
import { OrderRowGroup, Spacer, type RowsProps } from './order-row-group';

/**
 * A row's height before it is measured, as measured for a folded order, on average: 194 to 205
 * px as a phone's card (48rem and narrower, orders.css), 162 to 176 px where the table keeps a
 * wide screen's width below 64rem (its recipient and delivery columns wrap to more lines), 99
 * to 103 px on a wide screen; either language. A single guess of 92 px rendered twice the rows
 * a phone's view holds, in the render and the layout that are the longest tasks of the page's
 * load.
 */
const ROW_HEIGHTS = [
  { media: '(max-width: 48rem)', height: 195 },
  { media: '(max-width: 63.9375rem)', height: 165 },
] as const;
const ROW_HEIGHT_WIDE = 100;
/**
 * Rows rendered beyond each edge of the view. The first render takes only a couple, since
 * its layout is the longest task of the page's load on a phone (each row adds to it; issue 21);
 * then, a few more each time the browser is idle, so that no step is a long task itself, up to
 * enough for a quick flick not to outrun the rows.
 */
const FIRST_OVERSCAN = 2;
const OVERSCAN_STEP = 4;
const OVERSCAN = 10;

/*
 * Sizes are read from ResizeObserver, after the browser's own layout, never by asking for
 * them while React commits: each such read forced a layout of the whole page, and the first
 * render of a long table spent most of its time there (issue 21). Until the first
 * observation, the box is taken to be as tall as its CSS allows and each row as estimated.
 */
type TableVirtualizer = Virtualizer<HTMLDivElement, Element>;

function observeBoxSize(
  instance: TableVirtualizer,
  onSize: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() =>
    onSize({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

function measureObserved(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: TableVirtualizer,
) {
  if (entry) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.measurementsCache[index]?.size ?? instance.options.estimateSize(index);
}

/** Scroll boxes the virtualizer has already been attached to. */
const attached = new WeakSet<Element>();

/**
 * Scrolls the box as the library does, except the first time, when the virtualizer only puts
 * a new box at its start (the top, where it already is): that waits for the frame, after the
 * browser's layout, instead of forcing one while React commits.
 */
function scrollAfterLayout(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: TableVirtualizer,
) {
  const element = instance.scrollElement;
  if (element && !attached.has(element)) {
    attached.add(element);
    requestAnimationFrame(() => {
      if (element.scrollTop !== offset) elementScroll(offset, options, instance);
    });
    return;
  }
  elementScroll(offset, options, instance);
}

/**
 * What the table takes before anything is measured: the scroll box's size (`.orders-table`'s
 * max-height) and a row's height. Read once, on the table's first render: reading the window's
 * height forces a layout, and the render after the first commit (the box's ref arriving) laid
 * the whole new table out there, inside React's task (66 of its 119 ms on a phone under
 * Lighthouse, issue 21), rather than in the browser's frame.
 */
function firstGuess() {
  const narrow =
    typeof matchMedia === 'function'
      ? ROW_HEIGHTS.find(({ media }) => matchMedia(media).matches)
      : undefined;
  return {
    rect: { width: 0, height: Math.round(window.innerHeight * 0.75) },
    rowHeight: narrow?.height ?? ROW_HEIGHT_WIDE,
  };
}

interface VirtualRowsProps extends RowsProps {
  /** The rows' scroll container (null until it is in the page). */
  readonly scrollElement: HTMLDivElement | null;
  /** The index of the row that holds the focus, if any. */
  readonly focusedRef: RefObject<number | null>;
  /** Each row's `aria-rowindex`, by its place in `rows`. */
  readonly rowIndexes?: Int32Array | undefined;
  /** Where the box is to stand (a new object moves it), and who hears where it stands. */
  readonly restore: TablePosition;
  readonly onPosition: (position: TablePosition) => void;
}

export default function VirtualRows({
  rows,
  isExpanded,
  onToggle,
  scrollElement,
  focusedRef,
  rowIndexes,
  restore,
  onPosition,
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

  const [guess] = useState(firstGuess);
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN);
  useEffect(() => {
    if (overscan < OVERSCAN)
      return whenIdle(() => setOverscan(Math.min(overscan + OVERSCAN_STEP, OVERSCAN)));
  }, [overscan]);

  // The app does not run React Compiler; the virtualizer's state reaches children as props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => guess.rowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan,
    rangeExtractor,
    initialRect: guess.rect,
    observeElementRect: observeBoxSize,
    measureElement: measureObserved,
    scrollToFn: scrollAfterLayout,
    // A new box starts at its row: every row above it is as estimated, so its place is known.
    initialOffset: () => restore.index * guess.rowHeight + restore.within,
  });

  // Told to move (a new sort or filter: the first row; Back: the reader's row, as far into it
  // as it was), once the rows it names are the ones rendered and the box is there.
  const placed = useRef<TablePosition | null>(null);
  useLayoutEffect(() => {
    if (!scrollElement || placed.current === restore) return;
    const first = placed.current === null;
    placed.current = restore;
    // A new box is where `initialOffset` put it (every row above as estimated): no layout
    // forced here.
    if (restore.index === 0) {
      if (!first) virtualizer.scrollToOffset(restore.within);
    } else virtualizer.scrollToIndex(restore.index, { align: 'start' });
  }, [restore, scrollElement, virtualizer]);

  // Where the box stands, by row, as the reader scrolls (read on each scroll: the rows render
  // again only as the range in view changes).
  useEffect(() => {
    if (!scrollElement) return;
    const tell = () => {
      const offset = scrollElement.scrollTop;
      const item = virtualizer.getVirtualItemForOffset(offset);
      onPosition({
        top: offset,
        index: item?.index ?? 0,
        within: item ? Math.max(0, offset - item.start) : offset,
      });
    };
    scrollElement.addEventListener('scroll', tell, { passive: true });
    return () => scrollElement.removeEventListener('scroll', tell);
  }, [scrollElement, onPosition, virtualizer]);

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
