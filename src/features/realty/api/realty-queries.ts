import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from '../../../api/api-query';
import { formatQueryString } from '../../../api/contracts/query-codec';
import {
  encodeRealtySearch,
  type RealtySearchQuery,
} from '../../../api/contracts/realty-search-query';
import { realtySearchResponseSchema } from '../../../api/contracts/realty';

/** Keys: ['realty', 'search', <canonical query string>]. */
export const realtyQueries = {
  all: ['realty'] as const,
  searches: () => [...realtyQueries.all, 'search'] as const,
  search: (query: RealtySearchQuery) => {
    const params = encodeRealtySearch(query);
    return queryOptions({
      queryKey: [...realtyQueries.searches(), formatQueryString(params)] as const,
      queryFn: apiQueryFn('/dom/search', { schema: realtySearchResponseSchema, params }),
    });
  },
};
