import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { formatQueryString } from '../../../api/contracts/query-codec';
import {
  encodeRealtySearch,
  type RealtySearchQuery,
} from '../../../api/contracts/realty-search-query';
import { realtySearchResponseSchema } from '../../../api/contracts/realty';

/** Keys: ['realty', 'search', <canonical query string>, key]. */
export const realtyQueries = {
  all: ['realty'] as const,
  searches: () => [...realtyQueries.all, 'search'] as const,
  search: (query: RealtySearchQuery, apiKey: string) => {
    const params = encodeRealtySearch(query);
    return queryOptions({
      queryKey: [...realtyQueries.searches(), formatQueryString(params), apiKey] as const,
      queryFn: ({ signal }) =>
        apiRequest('/dom/search', { schema: realtySearchResponseSchema, params, apiKey, signal }),
    });
  },
};
