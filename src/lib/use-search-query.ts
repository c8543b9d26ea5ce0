import { useQueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { decodeSearch, toSearch, type QueryCodec } from './url-query';

export interface SetQueryOptions {
  readonly replace?: boolean;
  /**
   * Render the router's updates for this navigation at once (the default): the pending query
   * as it is asked for (a select shows the choice as it is made), and the results the moment
   * the loader has them, not in a transition a frame or more later.
   */
  readonly flushSync?: boolean;
}

export interface SearchQueryOptions<Q, T, K extends QueryKey> {
  /**
   * The query the page's loader starts for a query of its address: started here too, as the
   * page asks for a new address, so the request leaves before the router's own work.
   */
  readonly data?: (query: Q) => FetchQueryOptions<T, Error, T, K>;
}

/**
 * A page's query, read from the address (the single source of truth) through its codec, and
 * the query a navigation of this page is loading (`pending`: the router keeps the address
 * until the page's loader has its data, see src/lib/route-data.ts).
 *
 * `setQuery` navigates: one history entry per change, none when nothing changes. A function
 * gets the query the page is about to show (the pending one) or shows, so that a sort chosen
 * while a search loads builds on that search.
 */
export function useSearchQuery<Q, T = unknown, K extends QueryKey = QueryKey>(
  codec: QueryCodec<Q>,
  options: SearchQueryOptions<Q, T, K> = {},
) {
  const client = useQueryClient();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname, search } = location;
  const decoded = useMemo(() => decodeSearch(codec, search), [codec, search]);

  // A navigation to this same page (another search) is this page's pending query.
  const pendingSearch =
    navigation.location?.pathname === pathname ? navigation.location.search : null;
  const pending = useMemo(
    () => (pendingSearch === null ? null : decodeSearch(codec, pendingSearch).query),
    [codec, pendingSearch],
  );

  const hrefFor = useCallback(
    (query: Q) => `${pathname}${toSearch(codec.encode(query))}`,
    [codec, pathname],
  );

  // What setQuery reads when called: it stays one function for the page's life, so that the
  // memoised panels holding it do not re-render when the address changes.
  const here = pathname + search;
  const going = pendingSearch === null ? null : pathname + pendingSearch;
  const { data } = options;
  const latest = useRef({ query: decoded.query, pending, hrefFor, here, going, data });
  useLayoutEffect(() => {
    latest.current = { query: decoded.query, pending, hrefFor, here, going, data };
  });

  const setQuery = useCallback(
    (next: Q | ((current: Q) => Q), options: SetQueryOptions = {}): Promise<void> => {
      const now = latest.current;
      const base = now.pending ?? now.query;
      const query = typeof next === 'function' ? (next as (current: Q) => Q)(base) : next;
      const href = now.hrefFor(query);
      // Nothing changes: no history entry (a pending navigation elsewhere is replaced by this
      // address, which the router answers from its data at once).
      if (href === now.going || (href === now.here && now.going === null)) return Promise.resolve();
      const wanted = now.data?.(query);
      if (wanted && client.getQueryData(wanted.queryKey) === undefined) {
        void client.prefetchQuery(wanted); // the loader finds it on its way
      }
      return Promise.resolve(
        navigate(href, {
          replace: options.replace ?? href === now.here,
          flushSync: options.flushSync ?? true,
        }),
      );
    },
    [navigate, client],
  );

  return { ...decoded, pending, busy: pending !== null, search, hrefFor, setQuery };
}
