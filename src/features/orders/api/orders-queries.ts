import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogQueries } from '../../../api/catalog-queries';
import { apiRequest } from '../../../api/client';
import type { CatalogItem } from '../../../api/contracts/catalogs';
import { ordersResponseSchema } from '../../../api/contracts/orders';

export interface PlaceCatalogs {
  readonly states: readonly CatalogItem[];
  /** The cities of each region asked for, in the same order (empty if that catalog failed). */
  readonly cities: readonly (readonly CatalogItem[])[];
}

/**
 * The basket orders of the key's account: all of them in one answer (no paging), so the page
 * filters and sorts them itself. Keys go general to specific, the API key last:
 * ['orders', 'list', key] and ['orders', 'places', regions, key].
 */
export const orderQueries = {
  all: ['orders'] as const,
  lists: () => [...orderQueries.all, 'list'] as const,
  list: (apiKey: string) =>
    queryOptions({
      queryKey: [...orderQueries.lists(), apiKey] as const,
      queryFn: ({ signal }) =>
        apiRequest('/ria/basket/orders/', { schema: ordersResponseSchema, apiKey, signal }),
    }),
  /**
   * The region catalog and the city catalog of each region the orders deliver to, read through
   * the session's catalog cache (each catalog is fetched once), gathered in one answer so that
   * the table re-sorts once, not once per region. A city catalog that fails leaves its names
   * out rather than failing the rest.
   */
  places: (queryClient: QueryClient, apiKey: string, stateIds: readonly number[]) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'places', stateIds.join(','), apiKey] as const,
      queryFn: async (): Promise<PlaceCatalogs> => {
        const [states, ...cities] = await Promise.allSettled([
          queryClient.ensureQueryData(catalogQueries.states(apiKey)),
          ...stateIds.map((state) =>
            queryClient.ensureQueryData(catalogQueries.cities(apiKey, state)),
          ),
        ]);
        if (states?.status !== 'fulfilled') throw states?.reason;
        return {
          states: states.value,
          cities: cities.map((result) => (result.status === 'fulfilled' ? result.value : [])),
        };
      },
      staleTime: Infinity,
    }),
};
