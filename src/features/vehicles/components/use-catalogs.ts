import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { catalogQueries } from '../../../api/catalog-queries';
import type { CatalogItem } from '../../../api/contracts/catalogs';

type CatalogOptions = ReturnType<typeof catalogQueries.byPath>;

/**
 * A few catalogs at once, each read from (and kept in) its own cache entry. One query for the
 * set rather than useQueries, whose code the page's first load would carry for this alone.
 * Empty until every one is in.
 */
export function useCatalogs(catalogs: readonly CatalogOptions[]): readonly CatalogItem[][] {
  const client = useQueryClient();
  const { data } = useQuery({
    // Each catalog's key names its language: a switch reads the set anew.
    queryKey: ['catalog-set', ...catalogs.map((catalog) => catalog.queryKey)],
    queryFn: () => Promise.all(catalogs.map((catalog) => client.fetchQuery(catalog))),
    // The set from the catalogs in the cache (the route's loader fetched them): the first
    // render names the chips, instead of "#id" for as long as the set takes to resolve.
    initialData: () => {
      const cached = catalogs.map((catalog) => client.getQueryData(catalog.queryKey));
      return cached.every((items) => items !== undefined) ? cached : undefined;
    },
    enabled: catalogs.length > 0,
    staleTime: Infinity,
  });
  return data ?? [];
}
