import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { decodeSearch, toSearch, type QueryCodec } from './url-query';

export interface SetQueryOptions {
  readonly replace?: boolean;
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
export function useSearchQuery<Q>(codec: QueryCodec<Q>) {
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
  const latest = useRef({ query: decoded.query, pending, hrefFor, here, going });
  useLayoutEffect(() => {
    latest.current = { query: decoded.query, pending, hrefFor, here, going };
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
      return Promise.resolve(navigate(href, { replace: options.replace ?? href === now.here }));
    },
    [navigate],
  );

  return { ...decoded, pending, busy: pending !== null, search, hrefFor, setQuery };
}
