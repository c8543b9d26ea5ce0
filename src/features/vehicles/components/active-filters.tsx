import { useLingui as useLinguiContext } from '@lingui/react';
import { memo } from 'react';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';
import { Chips } from '../../../components/ui/chips';
import { removableChips } from '../../../lib/without-chip';
import { catalogNames, chipCatalogPaths } from '../chip-catalogs';
import type { Names } from '../chip-catalogs';
import { describeFilters } from '../vehicle-filter-chips';
import { useMoreFilterChips } from './use-more-filter-chips';
import { useCatalogs } from './use-catalogs';
import { useLinkMisfits } from './link-misfits';

/** Names for the chips, from the catalogs they read (each fetched once per session). */
function useNames(query: VehicleSearchQuery): Names {
  const paths = chipCatalogPaths(query);
  const catalogs = useCatalogs(paths.map((path) => catalogQueries.byPath(path)));
  // A link's choice that its category lacks is named from cars', and marked as such.
  const { label } = useLinkMisfits(query);
  return catalogNames(
    query,
    (path, id) => label(path, id) ?? catalogName(catalogs[paths.indexOf(path)], id),
  );
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
