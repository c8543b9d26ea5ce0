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

/**
 * A page's query, read from the URL (the single source of truth) through the API codec.
 * `setQuery` writes one history entry, and none when nothing changes.
 */
export function useUrlQuery<Q>(codec: QueryCodec<Q>) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const decoded = useMemo(() => codec.decode(parseQueryString(search)), [codec, search]);

  const hrefFor = useCallback(
    (query: Q) => `${pathname}${toSearch(codec.encode(query))}`,
    [codec, pathname],
  );

  // The address now, read by a setter that stays the same function across navigations (so
  // that forms holding it do not re-render when the URL changes).
  const current = useRef({ pathname, search, hrefFor });
  useLayoutEffect(() => {
    current.current = { pathname, search, hrefFor };
  });
  const setQuery = useCallback(
    (query: Q, options: { replace?: boolean } = {}) => {
      const now = current.current;
      const href = now.hrefFor(query);
      if (href === `${now.pathname}${now.search ? `?${now.search}` : ''}`) return;
      navigate(href, { replace: options.replace ?? false });
    },
    [navigate],
  );

  return { ...decoded, search, hrefFor, setQuery };
}
