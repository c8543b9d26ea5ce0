import { useLingui as useLinguiContext } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';
import { Chips } from '../../../components/ui/chips';
import { removableChips } from '../../../lib/without-chip';
import { catalogNames, chipCatalogPaths } from '../chip-catalogs';
import type { Names } from '../chip-catalogs';
import { describeFilters } from '../vehicle-filter-chips';
import { useMoreFilterChips } from './use-more-filter-chips';

type CatalogOptions = ReturnType<typeof catalogQueries.byPath>;

/**
 * A few catalogs at once, each read from (and kept in) its own cache entry. One query for the
 * set rather than useQueries, whose code the page's first load would carry for this alone.
 */
function useCatalogs(catalogs: readonly CatalogOptions[]) {
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

/** Names for the chips, from the catalogs they read (each fetched once per session). */
function useNames(query: VehicleSearchQuery): Names {
  const paths = chipCatalogPaths(query);
  const catalogs = useCatalogs(paths.map((path) => catalogQueries.byPath(path)));
  return catalogNames(query, (path, id) => catalogName(catalogs[paths.indexOf(path)], id));
}

interface ActiveFiltersProps {
  readonly query: VehicleSearchQuery;
  readonly setQuery: (next: (current: VehicleSearchQuery) => VehicleSearchQuery) => unknown;
  readonly onClearAll: () => void;
}

/**
 * The search's filters as removable chips, named from the catalogs. Memoised: results arriving
 * do not re-render it (nor re-read its dozen catalog queries); a new address does.
 */
export const ActiveFilters = memo(function ActiveFilters({
  query,
  setQuery,
  onClearAll,
}: ActiveFiltersProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  useLinguiContext();
  const names = useNames(query);
  const describeMore = useMoreFilterChips();
  const chips = removableChips((q) => describeFilters(q, names, describeMore), query, setQuery);
  return <Chips chips={chips} onClearAll={onClearAll} />;
});
