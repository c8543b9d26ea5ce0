/**
 * What the router needs of the vehicle search before the page's code is in: how to read its
 * address, and the loader that starts its search (loaded apart from the page, in parallel).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import {
  encodeVehicleSearch,
  VEHICLE_FIRST_CARDS,
  type VehicleSearchQuery,
} from '../../api/contracts/vehicle-search-query';
import { catalogQueries } from '../../api/catalog-queries';
import { dataThenOrTimeout } from '../../lib/route-data';
import { decodeRequest, type QueryCodec } from '../../lib/url-query';
import { vehicleQueries } from './api/vehicle-queries';
import { chipCatalogPaths } from './chip-catalogs';
import { preloadMarketPrice } from './components/lazy-market-price';
import { loadMoreFilters } from './components/load-more-filters';
import { setsMoreFilters } from './vehicle-search-params';
import { decodeVehicleAddress } from './vehicle-address';
import { prepareFormats } from '../../lib/format';

export const vehicleCodec: QueryCodec<VehicleSearchQuery> = {
  // A range upside down in a link is left out with a notice (the service would find nothing).
  decode: decodeVehicleAddress,
  encode: encodeVehicleSearch,
};

/**
 * The address changes when the results, their first cards' details and the chips' catalogs are
 * in (or after a short wait, see route-data): on a first load the server has preloaded them, and
 * the page shows those cards whole and the chips named at once. A link that sets one of "More
 * filters" has that panel's code fetched alongside, so that the page opens with it filled rather
 * than a placeholder first.
 */
export function vehicleSearchLoader(client: QueryClient): LoaderFunction {
  return async ({ request }) => {
    const query = decodeRequest(vehicleCodec, request);
    const panel = setsMoreFilters(query)
      ? loadMoreFilters().catch(() => undefined) // the section offers a retry
      : undefined;
    prepareFormats();
    preloadMarketPrice(); // the cards' badges, and the panel of a make's search
    // The chips' names come in the same wait (on a first load, the server's preloads).
    const catalogs = chipCatalogPaths(query).map((path) =>
      client.prefetchQuery(catalogQueries.byPath(path)),
    );
    const results = dataThenOrTimeout(client, vehicleQueries.search(query), ({ result }) => [
      ...catalogs,
      ...result.search_result.ids
        .slice(0, VEHICLE_FIRST_CARDS)
        .map((id) => client.prefetchQuery(vehicleQueries.info(id))),
    ]);
    await Promise.all([results, panel]);
    return null;
  };
}
