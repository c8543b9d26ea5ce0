import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
  const location = useLocation();
  const navigate = useNavigate();
  const decoded = useMemo(
    () => codec.decode(parseQueryString(location.search)),
    [codec, location.search],
  );

  const hrefFor = useCallback(
    (query: Q) => `${location.pathname}${toSearch(codec.encode(query))}`,
    [codec, location.pathname],
  );

  const setQuery = useCallback(
    (query: Q, options: { replace?: boolean } = {}) => {
      const href = hrefFor(query);
      if (href === `${location.pathname}${location.search}`) return;
      void navigate(href, { replace: options.replace ?? false });
    },
    [hrefFor, location.pathname, location.search, navigate],
  );

  return { ...decoded, search: location.search, hrefFor, setQuery };
}
