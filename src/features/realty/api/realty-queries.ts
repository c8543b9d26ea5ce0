import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from '../../../api/api-query';
import { realtyInfo } from '../../../api/contracts/realty-info-routes';
import { searchRealty } from '../../../api/contracts/realty-routes';
import { formatQueryString } from '../../../api/contracts/query-codec';
import type { RealtySearchQuery } from '../../../api/contracts/realty-search-query';
import { routePath } from '../../../api/contracts/route';

/** Keys: ['realty', 'search', <canonical query string>] and ['realty', 'info', id]. */
export const realtyQueries = {
  all: ['realty'] as const,
  searches: () => [...realtyQueries.all, 'search'] as const,
  search: (query: RealtySearchQuery) => {
    const params = searchRealty.query.encode(query);
    return queryOptions({
      queryKey: [...realtyQueries.searches(), formatQueryString(params)] as const,
      queryFn: apiQueryFn(routePath(searchRealty), { schema: searchRealty.answer, params }),
    });
  },
  infos: () => [...realtyQueries.all, 'info'] as const,
  info: (id: number) =>
    queryOptions({
      queryKey: [...realtyQueries.infos(), id] as const,
      queryFn: apiQueryFn(routePath(realtyInfo, { id }), { schema: realtyInfo.answer }),
      // As vehicle details: an advert seen once is kept for the session.
      staleTime: 30 * 60_000,
    }),
};
