/**
 * A page's query in its address: the API's own parameter names, read and written by the
 * page's codec (pure, so loaders and components read an address the same way).
 */
import { formatQueryString, parseQueryString, type QueryPair } from '../api/contracts/query-codec';
import type { QueryIssue } from '../api/contracts/query-values';

export interface Decoded<Q> {
  readonly query: Q;
  /** Parameters of the address that were refused, with why. */
  readonly issues: readonly QueryIssue[];
  /** Names that are no parameter of this page. */
  readonly unknown: readonly string[];
}

export interface QueryCodec<Q> {
  decode(pairs: readonly QueryPair[]): Decoded<Q>;
  encode(query: Q): QueryPair[];
}

/** Brackets stay readable in the address bar (`marka_id[0]=79`); the codec reads both forms. */
export function toSearch(pairs: readonly QueryPair[]): string {
  const text = formatQueryString(pairs).replaceAll('%5B', '[').replaceAll('%5D', ']');
  return text ? `?${text}` : '';
}

/** `search` as `location.search` gives it (with or without the "?"). */
export function decodeSearch<Q>(codec: QueryCodec<Q>, search: string): Decoded<Q> {
  return codec.decode(parseQueryString(search));
}

/** The query of a loader's request. */
export function decodeRequest<Q>(codec: QueryCodec<Q>, request: Request): Q {
  return decodeSearch(codec, new URL(request.url).search).query;
}
