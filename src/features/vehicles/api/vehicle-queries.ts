import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn, sameAdvertIn } from '../../../api/api-query';
import { vehiclePhotos } from '../../../api/contracts/photo-routes';
import { searchVehicles, vehicleInfo } from '../../../api/contracts/vehicle-routes';
import { formatQueryString } from '../../../api/contracts/query-codec';
import { LANG_IDS } from '../../../api/contracts/language-query';
import { routePath } from '../../../api/contracts/route';
import { currentLanguage } from '../../../lib/language';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';

/**
 * Keys go general to specific: ['vehicles', 'search', <canonical query string>] and
 * ['vehicles', 'info', id, language]. The canonical string (the codec's encoding) makes equal searches
 * share one cache entry however their URL was written. The API key is not in them: switching
 * keys empties the cache (src/api/credentials.ts).
 */
export const vehicleQueries = {
  all: ['vehicles'] as const,
  searches: () => [...vehicleQueries.all, 'search'] as const,
  search: (query: VehicleSearchQuery) => {
    const params = searchVehicles.query.encode(query);
    return queryOptions({
      queryKey: [...vehicleQueries.searches(), formatQueryString(params)] as const,
      queryFn: apiQueryFn(routePath(searchVehicles), { schema: searchVehicles.answer, params }),
    });
  },
  infos: () => [...vehicleQueries.all, 'info'] as const,
  info: (id: string) => {
    // Its names (body, fuel, city…) in the page's language, as the catalogs'.
    const language = currentLanguage();
    return queryOptions({
      queryKey: [...vehicleQueries.infos(), id, language] as const,
      queryFn: apiQueryFn(routePath(vehicleInfo), {
        schema: vehicleInfo.answer,
        params: vehicleInfo.query.encode({ auto_id: Number(id), langId: LANG_IDS[language] }),
      }),
      // An advert's details change rarely; a card seen once is kept for the session.
      staleTime: 30 * 60_000,
      placeholderData: sameAdvertIn(id),
    });
  },
  /** The photo list of an advert page's gallery (`/auto/fotos/:id`). */
  photos: (id: string) =>
    queryOptions({
      queryKey: [...vehicleQueries.all, 'photos', id] as const,
      queryFn: apiQueryFn(routePath(vehiclePhotos, { id }), { schema: vehiclePhotos.answer }),
      staleTime: 30 * 60_000,
    }),
};
