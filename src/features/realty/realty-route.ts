/**
 * What the router needs of the real-estate search before the page's code is in: how to read
 * its address, and the loader that starts its search.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import {
  decodeRealtySearch,
  encodeRealtySearch,
  type RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { prepareFormats } from '../../lib/format';
import { dataOrTimeout } from '../../lib/route-data';
import { decodeRequest, type QueryCodec } from '../../lib/url-query';
import { realtyQueries } from './api/realty-queries';

export const realtyCodec: QueryCodec<RealtySearchQuery> = {
  decode: decodeRealtySearch,
  encode: encodeRealtySearch,
};

export function realtySearchLoader(client: QueryClient): LoaderFunction {
  return async ({ request }) => {
    prepareFormats();
    await dataOrTimeout(client, realtyQueries.search(decodeRequest(realtyCodec, request)));
    return null;
  };
}
