/**
 * How a real-estate search's address is read, on the page (./realty-route.ts) and on the server
 * that forms its frame and starts its search (server/http/app-page.ts,
 * server/proxy/page-frames.ts): the same query, so the search the server starts is the one the
 * page asks for.
 */
import type { QueryPair } from '../../api/contracts/query-codec';
import {
  decodeRealtySearch,
  type RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { dropInvertedRanges, type QueryRange } from '../../lib/inverted-ranges';
import type { Decoded } from '../../lib/url-query';

/** The search's from/to ranges: each characteristic's (lib/inverted-ranges.ts). */
export function realtyRanges(query: RealtySearchQuery): QueryRange<RealtySearchQuery>[] {
  return query.characteristics.map((filter) => ({
    from: `characteristic[${filter.id}][from]`,
    to: `characteristic[${filter.id}][to]`,
    low: filter.from,
    high: filter.to,
    withoutHigh: (current) => ({
      ...current,
      characteristics: current.characteristics.map((other) =>
        other.id === filter.id ? { ...other, to: undefined } : other,
      ),
    }),
  }));
}

/** A link's search, without the upper end of a range upside down (with a notice). */
export const decodeRealtyAddress = (pairs: readonly QueryPair[]): Decoded<RealtySearchQuery> =>
  dropInvertedRanges(decodeRealtySearch(pairs), realtyRanges);
