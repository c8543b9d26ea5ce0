/**
 * What the router needs of the vehicle search before the page's code is in: how to read its
 * address, and the loader that starts its search (loaded apart from the page, in parallel).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import {
  decodeVehicleSearch,
  encodeVehicleSearch,
  type VehicleSearchQuery,
} from '../../api/contracts/vehicle-search-query';
import { dataOrTimeout } from '../../lib/route-data';
import { decodeRequest, type QueryCodec } from '../../lib/url-query';
import { vehicleQueries } from './api/vehicle-queries';

export const vehicleCodec: QueryCodec<VehicleSearchQuery> = {
  decode: decodeVehicleSearch,
  encode: encodeVehicleSearch,
};

/** The address changes when the results are in (or after a short wait, see route-data). */
export function vehicleSearchLoader(client: QueryClient): LoaderFunction {
  return async ({ request }) => {
    await dataOrTimeout(client, vehicleQueries.search(decodeRequest(vehicleCodec, request)));
    return null;
  };
}
