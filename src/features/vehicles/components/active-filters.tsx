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

/** Names for the chips, from the catalogs they read (each fetched once per session). */
function useNames(query: VehicleSearchQuery, relabel?: Relabel): Names {
  const paths = chipCatalogPaths(query);
  const catalogs = useCatalogs(paths.map((path) => catalogQueries.byPath(path)));
  return catalogNames(
    query,
    (path, id) => relabel?.(path, id) ?? catalogName(catalogs[paths.indexOf(path)], id),
  );
}

/** A chip's name for an id of the catalog at `path`, or undefined for the catalog's own. */
export type Relabel = (path: string, id: number) => string | undefined;

export interface ActiveFiltersProps {
  readonly query: VehicleSearchQuery;
  readonly setQuery: (next: (current: VehicleSearchQuery) => VehicleSearchQuery) => unknown;
  readonly onClearAll: () => void;
  /** A link's choices its category lacks, named from cars' catalogs (link-misfits.tsx). */
  readonly relabel?: Relabel;
}

/**
 * The search's filters as removable chips, named from the catalogs. Memoised: results arriving
 * do not re-render it (nor re-read its dozen catalog queries); a new address does.
 */
export const ActiveFilters = memo(function ActiveFilters({
  query,
  setQuery,
  onClearAll,
  relabel,
}: ActiveFiltersProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  useLinguiContext();
  const names = useNames(query, relabel);
  const describeMore = useMoreFilterChips();
  const chips = removableChips((q) => describeFilters(q, names, describeMore), query, setQuery);
  return <Chips chips={chips} onClearAll={onClearAll} />;
});
