/**
 * What the router needs of the real-estate search before the page's code is in: how to read
 * its address, and the loader that starts its search.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import {
  encodeRealtySearch,
  REALTY_FIRST_CARDS,
  type RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { prepareFormats } from '../../lib/format';
import { catalogQueries } from '../../api/catalog-queries';
import { dataThenOrTimeout } from '../../lib/route-data';
import { decodeRequest, type QueryCodec } from '../../lib/url-query';
import { realtyQueries } from './api/realty-queries';
import { placeCatalogPaths } from './chip-catalogs';
import { decodeRealtyAddress } from './realty-address';

export const realtyCodec: QueryCodec<RealtySearchQuery> = {
  // A range upside down in a link is left out with a notice (the service would find nothing).
  decode: decodeRealtyAddress,
  encode: encodeRealtySearch,
};

export function realtySearchLoader(client: QueryClient): LoaderFunction {
  return async ({ request }) => {
    prepareFormats();
    const query = decodeRequest(realtyCodec, request);
    // The first cards' details and the chips' place names too (on a first load, the server's
    // preloads): the page then shows them as the server's frame painted them, not as titles
    // without photos, or chips named "#10", first.
    const places = Object.values(placeCatalogPaths(query)).flatMap((path) =>
      path ? [client.prefetchQuery(catalogQueries.byPath(path))] : [],
    );
    await dataThenOrTimeout(client, realtyQueries.search(query), ({ items }) => [
      ...places,
      ...items
        .slice(0, REALTY_FIRST_CARDS)
        .map((id) => client.prefetchQuery(realtyQueries.info(id))),
    ]);
    return null;
  };
}
