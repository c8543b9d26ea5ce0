import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatQueryString, parseQueryString, type QueryPair } from '../api/contracts/query-codec';
import type { QueryIssue } from '../api/contracts/query-values';
import { createPendingNavigation } from './pending-navigation';

export interface QueryCodec<Q> {
  decode(pairs: readonly QueryPair[]): {
    readonly query: Q;
    readonly issues: readonly QueryIssue[];
    readonly unknown: readonly string[];
  };
  encode(query: Q): QueryPair[];
}

/** Brackets stay readable in the address bar (`marka_id[0]=79`); the codec reads both forms. */
export function toSearch(pairs: readonly QueryPair[]): string {
  const text = formatQueryString(pairs).replaceAll('%5B', '[').replaceAll('%5D', ']');
  return text ? `?${text}` : '';
}

export interface UrlQueryOptions<Q> {
  /**
   * Called with a new query before the address changes: a page starts loading its data here
   * and returns the promise, and the address changes when that settles (or after
   * `PENDING_NAVIGATION_MS`, see ./pending-navigation). Nothing returned: at once.
   */
  readonly beforeNavigate?: (query: Q) => Promise<unknown> | undefined;
}

const addressOf = (pathname: string, search: string) => `${pathname}${search ? `?${search}` : ''}`;

/**
 * A page's query, read from the URL (the single source of truth) through the API codec.
 * `setQuery` writes one history entry, and none when nothing changes.
 */
export function useUrlQuery<Q>(codec: QueryCodec<Q>, options: UrlQueryOptions<Q> = {}) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const decoded = useMemo(() => codec.decode(parseQueryString(search)), [codec, search]);

  const hrefFor = useCallback(
    (query: Q) => `${pathname}${toSearch(codec.encode(query))}`,
    [codec, pathname],
  );

  // The address now, read by a setter that stays the same function across navigations (so
  // that forms holding it do not re-render when the URL changes).
  const { beforeNavigate } = options;
  const { query } = decoded;
  const current = useRef({ pathname, search, query, hrefFor, beforeNavigate });
  useLayoutEffect(() => {
    current.current = { pathname, search, query, hrefFor, beforeNavigate };
  });
  // One per page for its lifetime (useMemo may forget a value; a state initialiser does not).
  const [pending] = useState(() => createPendingNavigation<Q>(() => window.location.href));
  // A page left for another route does not navigate any more.
  useEffect(() => () => pending.cancel(), [pending]);

  /**
   * A new query, or a function of the query the address holds when it is called (or is about
   * to hold, while a navigation waits for its data). `onNavigated` runs once the address has
   * changed (not at all when nothing changed or a newer navigation replaced this one).
   */
  const setQuery = useCallback(
    (
      next: Q | ((current: Q) => Q),
      options: { replace?: boolean; onNavigated?: () => void } = {},
    ): void => {
      const now = current.current;
      const from = addressOf(now.pathname, now.search);
      const waiting = pending.waiting(from);
      const base = waiting ? waiting.query : now.query;
      const query = typeof next === 'function' ? (next as (current: Q) => Q)(base) : next;
      const href = now.hrefFor(query);
      if (href === waiting?.href) return;
      // Back to what the address holds: a navigation still waiting is dropped.
      if (href === from) return pending.cancel();
      pending.start({
        query,
        href,
        from,
        loading: now.beforeNavigate?.(query),
        commit: () => {
          navigate(href, { replace: options.replace ?? false });
          options.onNavigated?.();
        },
      });
    },
    [navigate, pending],
  );

  return { ...decoded, search, hrefFor, setQuery };
}
