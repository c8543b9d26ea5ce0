import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from './api-query';
import { conversionResponseSchema } from './contracts/converter';
import { formatQueryString, type QueryPair } from './contracts/query-codec';

export type Direction = 'new_to_old' | 'old_to_new';

/**
 * `/new_to_old` (website → API names) and `/old_to_new` (API → website). Shared: the converter
 * page and the vehicle search's "paste a website link" both use it. An answer depends only on
 * its input, so it is kept for the session.
 */
export const converterQueries = {
  all: ['conversions'] as const,
  convert: (direction: Direction, input: readonly QueryPair[]) =>
    queryOptions({
      queryKey: [...converterQueries.all, direction, formatQueryString(input)] as const,
      queryFn: apiQueryFn(`/${direction}`, {
        schema: conversionResponseSchema,
        // The app's own key is sent; a pasted api_key would override it.
        params: input.filter(([name]) => name !== 'api_key'),
      }),
      staleTime: Infinity,
    }),
};

/** The search page of the marketplace's website, for a query in website names. */
export const WEBSITE_SEARCH = 'https://auto.ria.com/search/';
