/**
 * The one way a search page is built (vehicles, real estate, orders): the page and its filter
 * panel (a disclosure on phones), the results region with its status line, the result states
 * (loading, failed, empty, failed over stale results, stale results dimmed) and paging with
 * the next page prefetched. A feature passes only what differs: its form, its toolbar, its
 * results and its words.
 */
import {
  hashKey,
  useQueryClient,
  type FetchQueryOptions,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  Activity,
  createContext,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { FILTERS_PRESS } from '../lib/before-app';
import { takePressBeforeApp } from '../lib/take-press-before-app';
import { formatCount, formatAdverts, formatPages } from '../lib/format';
import type { Counter } from '../lib/use-search-form';
import { useDocumentTitle } from '../lib/use-document-title';
import { useFocusOnFold } from '../lib/use-focus-on-fold';
import { useMediaQuery } from '../lib/use-media-query';
import { useNavigatingHere } from '../lib/use-search-query';
import { whenIdle } from '../lib/when-idle';
import { ApiErrorPanel } from './api-error-panel';
import { EmptyState } from './ui/empty-state';
import { Pagination } from './ui/pagination';

/** Where the filter panel folds behind its button (src/styles.css, the same width). */
const FOLDED_PANEL = '(max-width: 60rem)';

const ResultsHeadingContext = createContext<RefObject<HTMLHeadingElement | null> | null>(null);

/**
 * Moves focus to the results' heading: keyboard and screen-reader users start at the top of
 * a new page of results. The page itself scrolls there (focusing must not move it).
 */
export function useFocusResults(): () => void {
  const heading = use(ResultsHeadingContext);
  return () => heading?.current?.focus({ preventScroll: true });
}

interface SearchPageProps {
  readonly title: string;
  /** Filters beside the results (a sidebar) or above them (orders: a wide table). */
  readonly layout?: 'sidebar' | 'stacked';
  readonly className?: string;
  /** Notices about the link (parameters not used, filters not shown). */
  readonly notices?: ReactNode;
  /**
   * The filter panel: its element id, the active filters counted on the phone's button, the
   * valid submits of its form so far (each folds the panel away, as a new address does), and
   * its form's `lifecycle` (useSearchForm), which the page renders: required here, so that no
   * search page can leave its form unjoined to React.
   */
  readonly filters: {
    readonly id: string;
    readonly activeCount: number;
    readonly searches: Counter;
    readonly lifecycle: ReactElement;
    readonly content: ReactNode;
  };
  /** The results region's heading; hidden: only for assistive technology. */
  readonly resultsTitle?: string;
  readonly resultsTitleHidden?: boolean;
  /** The results' heading, for a page that moves focus there itself (after a delete). */
  readonly resultsHeadingRef?: RefObject<HTMLHeadingElement | null>;
  readonly children: ReactNode;
  /** After the layout: dialogs. */
  readonly after?: ReactNode;
}

export function SearchPage({
  title,
  layout = 'sidebar',
  className = 'page--search',
  notices,
  filters,
  resultsTitle,
  resultsTitleHidden = false,
  resultsHeadingRef,
  children,
  after,
}: SearchPageProps) {
  const { t } = useLingui();
  useDocumentTitle(title);
  const id = useId();
  const ownHeading = useRef<HTMLHeadingElement>(null);
  const heading = resultsHeadingRef ?? ownHeading;
  const location = useLocation();
  // Open for the address and the search it was opened at: a search folds it away again.
  const searches = useSyncExternalStore(filters.searches.subscribe, filters.searches.get);
  const here = `${location.key}/${searches}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const toggle = useRef<HTMLButtonElement>(null);
  // The frame's button pressed before the app replaced it (src/main.tsx): the press is
  // replayed on the app's own, which keeps the focus, as Settings' is (src/app/layout.tsx).
  useLayoutEffect(() => {
    if (!takePressBeforeApp(FILTERS_PRESS)) return;
    toggle.current?.focus();
    toggle.current?.click();
  }, []);
  // Opened on a phone, the panel comes to the top of the screen like a sheet: its fields and
  // its Search button (at its foot, a screen high at most) are all in view at once.
  useEffect(() => {
    if (open) toggle.current?.scrollIntoView({ block: 'start' });
  }, [open]);
  // Folded away by its search, the panel would take the focus (its Search button) with it: the
  // results it asked for take it instead.
  const panel = useFocusOnFold<HTMLDivElement>(open, heading);
  // Folded away on a phone, the panel's dozens of fields are rendered after the results, when
  // the phone is idle (React's Activity), not in the page's first render: that render is the
  // longest task of a phone's page load. They are ready by the time the button is pressed.
  const folded = useMediaQuery(FOLDED_PANEL) && !open;
  const Filters = layout === 'sidebar' ? 'aside' : 'section';
  return (
    <main className={`page ${className}`} id="main">
      <h1>{title}</h1>
      {notices}
      <div className={layout === 'sidebar' ? 'search-layout' : 'search-layout--stacked'}>
        <Filters className="search-layout__filters" aria-labelledby={`${id}-filters`}>
          <h2 id={`${id}-filters`} className="visually-hidden">
            <Trans>Filters</Trans>
          </h2>
          <button
            type="button"
            ref={toggle}
            className="button button--secondary filters-toggle"
            aria-expanded={open}
            aria-controls={filters.id}
            onClick={() => setOpenAt(open ? null : here)}
          >
            {open
              ? t`Hide filters`
              : filters.activeCount
                ? t`Show filters (${filters.activeCount})`
                : t`Show filters`}
          </button>
          <div
            id={filters.id}
            ref={panel}
            className={`filters-panel${open ? ' filters-panel--open' : ''}`}
          >
            <Activity mode={folded ? 'hidden' : 'visible'}>{filters.content}</Activity>
          </div>
        </Filters>
        <section className="search-layout__results" aria-labelledby={`${id}-results`}>
          <h2
            id={`${id}-results`}
            ref={heading}
            tabIndex={-1}
            className={resultsTitleHidden ? 'visually-hidden' : 'results__heading'}
          >
            {resultsTitle ?? t`Results`}
          </h2>
          <ResultsHeadingContext value={heading}>{children}</ResultsHeadingContext>
        </section>
      </div>
      {after}
      {/* Outside the panel's Activity, which would hold its effects back while folded. */}
      {filters.lifecycle}
    </main>
  );
}

interface StatusLineProps<T> {
  readonly search: UseQueryResult<T>;
  /** The results in words: "1,578 adverts". */
  readonly describe: (data: T) => string;
  /** Something else the results wait for. */
  readonly waiting?: boolean;
  readonly loadingText?: string;
  readonly failedText?: string;
}

/** How many results, announced politely as it changes; "Searching…" until the first answer. */
export function StatusLine<T>({
  search,
  describe,
  waiting = false,
  loadingText,
  failedText,
}: StatusLineProps<T>) {
  const { t } = useLingui();
  // The count of the results a new search will replace is theirs: dimmed with them, not read
  // as the new search's under its chips.
  const stale = useNavigatingHere() || search.isPlaceholderData;
  const text =
    waiting || search.isPending
      ? (loadingText ?? t`Searching…`)
      : search.isError && search.data === undefined
        ? (failedText ?? t`The search failed.`)
        : describe(search.data as T);
  return (
    <p
      className={`results__count${stale ? ' results__count--stale' : ''}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {text}
      {search.isFetching && !search.isPending && !waiting && (
        <span className="visually-hidden">
          {' '}
          <Trans>Updating…</Trans>
        </span>
      )}
    </p>
  );
}

interface ResultStatesProps<T> {
  /** The page's query, with the previous results kept while the next load. */
  readonly search: UseQueryResult<T>;
  /** Something else the results wait for. */
  readonly waiting?: boolean;
  readonly loadingText: string;
  /** What shows instead of results when there are none (null: there are results). */
  readonly empty: (data: T) => ReactNode;
  readonly children: (data: T) => ReactNode;
}

/**
 * Loading, failed, empty, or the results; a failure over results already shown keeps them
 * (with the error above); results that a new search will replace are dimmed and marked busy.
 */
export function ResultStates<T>({
  search,
  waiting = false,
  loadingText,
  empty,
  children,
}: ResultStatesProps<T>) {
  const retry = () => void search.refetch();
  if (search.isError && search.data === undefined) {
    return <ApiErrorPanel error={search.error} onRetry={retry} />;
  }
  if (search.data === undefined || waiting) {
    return <p className="results__loading">{loadingText}</p>;
  }
  const none = empty(search.data);
  return (
    <>
      {search.isError && <ApiErrorPanel error={search.error} onRetry={retry} />}
      <ResultsBody stale={search.isPlaceholderData}>{none ?? children(search.data)}</ResultsBody>
    </>
  );
}

/**
 * The results, dimmed and marked busy while a search of this page loads. Only this follows the
 * router's navigation: as a search starts it renders alone (its children are the elements the
 * page made), not the page with every card.
 */
function ResultsBody({
  stale,
  children,
}: {
  readonly stale: boolean;
  readonly children: ReactNode;
}) {
  const busy = useNavigatingHere() || stale;
  return (
    <div
      className={`results__body${busy ? ' results__body--stale' : ''}`}
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );
}

interface NoResultsProps {
  /** Offers to clear the filters when there are some. */
  readonly activeCount: number;
  readonly onClear: () => void;
  /** "No orders match these filters"; adverts unless said. */
  readonly title?: string;
}

export function NoResults({ activeCount, onClear, title }: NoResultsProps) {
  const { t } = useLingui();
  const focusResults = useFocusResults();
  return (
    <EmptyState
      title={title ?? t`No adverts match these filters`}
      action={
        activeCount > 0 && (
          <button
            type="button"
            className="button"
            // The button goes with the empty state; the reader goes on from the results' top.
            onClick={() => {
              focusResults();
              onClear();
            }}
          >
            <Trans>Clear filters</Trans>
          </button>
        )
      }
    >
      <p>
        <Trans>Remove a filter or widen a range to see more.</Trans>
      </p>
    </EmptyState>
  );
}

interface PastTheEndProps {
  /** 0-based. */
  readonly page: number;
  readonly count: number;
  readonly pageCount: number;
  readonly firstHref: string;
}

/** A page past the last one: the true count, and the way back to the first page. */
export function PastTheEnd({ page, count, pageCount, firstHref }: PastTheEndProps) {
  const go = useGoToPage();
  const { t } = useLingui();
  const adverts = formatAdverts(count);
  const pages = formatPages(pageCount);
  return (
    <EmptyState
      title={t`Page ${formatCount(page + 1)} is past the end`}
      action={
        <button type="button" className="button" onClick={() => go(firstHref)}>
          <Trans>Go to the first page</Trans>
        </button>
      }
    >
      <p>
        <Trans>
          This search has {adverts} on {pages}.
        </Trans>
      </p>
    </EmptyState>
  );
}

/** Navigates to another page of results, then moves focus to their heading. */
function useGoToPage(): (href: string) => void {
  const navigate = useNavigate();
  const focusResults = useFocusResults();
  return (href: string) => void Promise.resolve(navigate(href)).then(focusResults);
}

/** Prefetches a query once the browser is idle (after the frame in progress has painted). */
export function usePrefetchWhenIdle<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K> | null,
) {
  const client = useQueryClient();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const key = options ? hashKey(options.queryKey) : null;
  useEffect(() => {
    const next = latest.current;
    if (key === null || !next) return;
    return whenIdle(() => void client.prefetchQuery(next));
  }, [client, key]);
}

interface PagerProps<T, K extends QueryKey> {
  /** 0-based, as the API pages. */
  readonly page: number;
  readonly pageCount: number;
  readonly hrefFor: (page: number) => string;
  /** The next page's query, prefetched once this page has painted (null: none). */
  readonly next: FetchQueryOptions<T, Error, T, K> | null;
}

/** The page links; the next page loads while the reader looks at this one. */
export function Pager<T, K extends QueryKey>({ page, pageCount, hrefFor, next }: PagerProps<T, K>) {
  const go = useGoToPage();
  usePrefetchWhenIdle(page + 1 < pageCount ? next : null);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      hrefFor={hrefFor}
      onNavigate={(target) => go(hrefFor(target))}
    />
  );
}
