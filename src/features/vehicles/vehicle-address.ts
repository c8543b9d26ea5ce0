/**
 * How a vehicle search's address is read, on the page (./vehicle-route.ts) and on the server that
 * forms its frame and starts its search (server/http/app-page.ts, server/proxy/page-frames.ts):
 * the same query, so the search the server starts is the one the page asks for.
 */
import type { QueryPair } from '../../api/contracts/query-codec';
import { issue } from '../../api/contracts/query-values';
import {
  decodeVehicleSearch,
  MAX_PAGE_SIZE,
  type VehicleSearchQuery,
} from '../../api/contracts/vehicle-search-query';
import { dropInvertedRanges, type QueryRange } from '../../lib/inverted-ranges';
import type { Decoded } from '../../lib/url-query';

type TopRangeKey =
  | 'price_ot'
  | 'price_do'
  | 'engineVolumeFrom'
  | 'engineVolumeTo'
  | 'powerFrom'
  | 'powerTo'
  | 'raceFrom'
  | 'raceTo'
  | 'fuelRateFrom'
  | 'fuelRateTo';

/** The search's from/to ranges, each make row's years included (lib/inverted-ranges.ts). */
export function vehicleRanges(query: VehicleSearchQuery): QueryRange<VehicleSearchQuery>[] {
  const top = (from: TopRangeKey, to: TopRangeKey): QueryRange<VehicleSearchQuery> => ({
    from,
    to,
    low: query[from],
    high: query[to],
    withoutHigh: (current) => ({ ...current, [to]: undefined }),
  });
  return [
    ...query.makes.map((row): QueryRange<VehicleSearchQuery> => ({
      from: `s_yers[${row.index}]`,
      to: `po_yers[${row.index}]`,
      low: row.s_yers,
      high: row.po_yers,
      withoutHigh: (current) => ({
        ...current,
        makes: current.makes.map((other) =>
          other.index === row.index ? { ...other, po_yers: undefined } : other,
        ),
      }),
    })),
    top('price_ot', 'price_do'),
    top('engineVolumeFrom', 'engineVolumeTo'),
    top('powerFrom', 'powerTo'),
    top('raceFrom', 'raceTo'),
    top('fuelRateFrom', 'fuelRateTo'),
  ];
}

/**
 * A page size past the service's largest, which the service would quietly serve as its largest:
 * that, with a notice, so the reader knows why a link's 1,000 shows 100.
 */
function capPageSize(decoded: Decoded<VehicleSearchQuery>): Decoded<VehicleSearchQuery> {
  const { countpage } = decoded.query;
  if (countpage === undefined || countpage <= MAX_PAGE_SIZE) return decoded;
  return {
    ...decoded,
    query: { ...decoded.query, countpage: MAX_PAGE_SIZE },
    issues: [...decoded.issues, issue.capped('countpage', MAX_PAGE_SIZE)],
  };
}

/**
 * A link's search, without the upper end of a range upside down, and at most the service's
 * largest page (each with a notice).
 */
export const decodeVehicleAddress = (pairs: readonly QueryPair[]): Decoded<VehicleSearchQuery> =>
  capPageSize(dropInvertedRanges(decodeVehicleSearch(pairs), vehicleRanges));
