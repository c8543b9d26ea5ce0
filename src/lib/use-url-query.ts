import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatQueryString, parseQueryString, type QueryPair } from '../api/contracts/query-codec';
import type { QueryIssue } from '../api/contracts/query-values';

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
   * Called with a new query just before the address changes: a page starts its search here,
   * so the request is on the wire while the page re-renders for the new address.
   */
  readonly beforeNavigate?: (query: Q) => void;
}

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
  /** A new query, or a function of the query the address holds when it is called. */
  const setQuery = useCallback(
    (next: Q | ((current: Q) => Q), options: { replace?: boolean } = {}) => {
      const now = current.current;
      const query = typeof next === 'function' ? (next as (current: Q) => Q)(now.query) : next;
      const href = now.hrefFor(query);
      if (href === `${now.pathname}${now.search ? `?${now.search}` : ''}`) return;
      now.beforeNavigate?.(query);
      navigate(href, { replace: options.replace ?? false });
    },
    [navigate],
  );

  return { ...decoded, search, hrefFor, setQuery };
}
