import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { formatQueryString } from '../../../api/contracts/query-codec';
import {
  encodeVehicleSearch,
  type VehicleSearchQuery,
} from '../../../api/contracts/vehicle-search-query';
import { autoInfoSchema, vehicleSearchResponseSchema } from '../../../api/contracts/vehicles';

/**
 * Keys go general to specific: ['vehicles', 'search', <canonical query string>, key] and
 * ['vehicles', 'info', id, key]. The canonical string (the codec's encoding) makes equal
 * searches share one cache entry however their URL was written.
 */
export const vehicleQueries = {
  all: ['vehicles'] as const,
  searches: () => [...vehicleQueries.all, 'search'] as const,
  search: (query: VehicleSearchQuery, apiKey: string) => {
    const params = encodeVehicleSearch(query);
    return queryOptions({
      queryKey: [...vehicleQueries.searches(), formatQueryString(params), apiKey] as const,
      queryFn: ({ signal }) =>
        apiRequest('/auto/search', { schema: vehicleSearchResponseSchema, params, apiKey, signal }),
    });
  },
  infos: () => [...vehicleQueries.all, 'info'] as const,
  info: (id: string, apiKey: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.infos(), id, apiKey] as const,
      queryFn: ({ signal }) =>
        apiRequest('/auto/info', {
          schema: autoInfoSchema,
          params: [['auto_id', id]],
          apiKey,
          signal,
        }),
      // An advert's details change rarely; a card seen once is kept for the session.
      staleTime: 30 * 60_000,
    }),
};
