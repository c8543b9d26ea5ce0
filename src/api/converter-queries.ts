import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from './api-query';
import { apiToSite, siteToApi } from './contracts/conversion-routes';
import { formatQueryString, type QueryPair } from './contracts/query-codec';
import { routePath } from './contracts/route';

export type Direction = 'new_to_old' | 'old_to_new';

const ROUTES = { new_to_old: siteToApi, old_to_new: apiToSite } as const;

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
      queryFn: apiQueryFn(routePath(ROUTES[direction]), {
        schema: ROUTES[direction].answer,
        // The app's own key is sent; a pasted api_key would override it.
        params: input.filter(([name]) => name !== 'api_key'),
      }),
      staleTime: Infinity,
    }),
};

/** The search page of the marketplace's website, for a query in website names. */
export const WEBSITE_SEARCH = 'https://auto.ria.com/search/';
