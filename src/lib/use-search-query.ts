import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { decodeSearch, toSearch, type QueryCodec } from './url-query';

export interface SetQueryOptions {
  readonly replace?: boolean;
  /**
   * Render the router's first update for this navigation at once (the default): the pending
   * query as it is asked for, so that a select shows the choice as it is made.
   */
  readonly flushSync?: boolean;
  /**
   * Keep the scroll where it is (ScrollRestoration takes another query for another page, and
   * goes to its top): for a change made in the results (a table's sort), whose control the
   * reader should still see.
   */
  readonly preventScrollReset?: boolean;
}

export interface SearchQueryOptions<Q, T, K extends QueryKey> {
  /**
   * The query the page's loader starts for a query of its address: started here too, as the
   * page asks for a new address, so the request leaves before the router's own work.
   */
  readonly data?: (query: Q) => FetchQueryOptions<T, Error, T, K>;
}

interface Going<Q> {
  readonly href: string;
  readonly query: Q;
  /** Whether the router has settled it (see useSearchQuery). */
  settled: boolean;
  /** The location key the page showed as it last committed before the navigation settled. */
  shownKey: string;
}

/**
 * A page's query, read from the address (the single source of truth) through its codec.
 *
 * It does not follow the router's pending navigation: a page that did would render whole as a
 * search starts, on the main thread while its answer arrives (see `usePendingQuery` and
 * `useNavigatingHere` for the small parts that show it).
 *
 * `setQuery` navigates: one history entry per change, none when nothing changes. A function
 * gets the query the page is about to show (the one its last `setQuery` is loading) or shows,
 * so that a sort chosen while a search loads builds on that search.
 */
export function useSearchQuery<Q, T = unknown, K extends QueryKey = QueryKey>(
  codec: QueryCodec<Q>,
  options: SearchQueryOptions<Q, T, K> = {},
) {
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, key } = location;
  const decoded = useMemo(() => decodeSearch(codec, search), [codec, search]);

  const hrefFor = useCallback(
    (query: Q) => `${pathname}${toSearch(codec.encode(query))}`,
    [codec, pathname],
  );

  // What setQuery reads when called: it stays one function for the page's life, so that the
  // memoised panels holding it do not re-render when the address changes.
  const here = pathname + search;
  const { data } = options;
  const latest = useRef({ query: decoded.query, hrefFor, here, data, key });
  /** The navigation the last setQuery started, until this page shows where it led. */
  const going = useRef<Going<Q> | null>(null);
  useLayoutEffect(() => {
    latest.current = { query: decoded.query, hrefFor, here, data, key };
    const ahead = going.current;
    if (!ahead) return;
    // The router settles a navigation (it lands, or another replaces it) before React shows
    // where it went: the router renders it in a transition, which a busy phone finishes a
    // while later. A change made meanwhile (a page size chosen right after Search) builds on
    // the navigation, so it is kept until a commit after it settled shows a new location.
    if (!ahead.settled) ahead.shownKey = key;
    else if (key !== ahead.shownKey) going.current = null;
  });

  const setQuery = useCallback(
    (next: Q | ((current: Q) => Q), options: SetQueryOptions = {}): Promise<void> => {
      const now = latest.current;
      const ahead = going.current;
      const base = ahead?.query ?? now.query;
      const query = typeof next === 'function' ? (next as (current: Q) => Q)(base) : next;
      const href = now.hrefFor(query);
      // Nothing changes: no history entry (a pending navigation elsewhere is replaced by this
      // address, which the router answers from its data at once).
      if (href === ahead?.href || (href === now.here && ahead === null)) return Promise.resolve();
      const wanted = now.data?.(query);
      if (wanted && client.getQueryData(wanted.queryKey) === undefined) {
        void client.prefetchQuery(wanted); // the loader finds it on its way
      }
      const mine: Going<Q> = { href, query, settled: false, shownKey: now.key };
      going.current = mine;
      return Promise.resolve(
        navigate(href, {
          replace: options.replace ?? href === now.here,
          flushSync: options.flushSync ?? true,
          preventScrollReset: options.preventScrollReset,
        }),
      ).finally(() => {
        mine.settled = true;
      });
    },
    [navigate, client],
  );

  return { ...decoded, search, hrefFor, setQuery };
}

/** The search a navigation of this page is loading (the router keeps the address meanwhile). */
function usePendingSearch(): string | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.location?.pathname === pathname ? navigation.location.search : null;
}

/**
 * The query on its way to this page, or null: for the few controls that show a choice while
 * it loads (a sort select). Renders its component at every navigation's start and end.
 */
export function usePendingQuery<Q>(codec: QueryCodec<Q>): Q | null {
  const pending = usePendingSearch();
  return useMemo(
    () => (pending === null ? null : decodeSearch(codec, pending).query),
    [codec, pending],
  );
}

/** Whether another search of this page is loading (its results are about to be replaced). */
export function useNavigatingHere(): boolean {
  return usePendingSearch() !== null;
}
