import { useLingui as useLinguiContext } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';
import { Chips } from '../../../components/ui/chips';
import { describeFilters, type Names } from '../vehicle-filter-chips';

type CatalogOptions = ReturnType<typeof catalogQueries.cities>;

/**
 * A few catalogs at once, each read from (and kept in) its own cache entry. One query for the
 * set rather than useQueries, whose code the page's first load would carry for this alone.
 */
function useCatalogs(catalogs: readonly CatalogOptions[]) {
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: ['catalog-set', ...catalogs.map((catalog) => catalog.queryKey[1])],
    queryFn: () => Promise.all(catalogs.map((catalog) => client.fetchQuery(catalog))),
    enabled: catalogs.length > 0,
    staleTime: Infinity,
  });
  return data ?? [];
}

/** Names for the chips, from the catalogs (each fetched once per session). */
function useNames(query: VehicleSearchQuery): Names {
  const category = query.category_id || 1;
  const categories = useQuery(catalogQueries.categories());
  const bodystyles = useQuery(catalogQueries.bodystyles(category));
  const marks = useQuery({
    ...catalogQueries.marks(category),
    enabled: query.makes.length > 0 || !!query.exchange_marka_id,
  });
  const countries = useQuery({
    ...catalogQueries.countries(),
    enabled: query.makes.some((m) => m.brandOrigin) || !!query.matched_country,
  });
  const drives = useQuery({
    ...catalogQueries.driveTypes(category),
    enabled: (query.drives ?? []).length > 0,
  });
  const colors = useQuery({ ...catalogQueries.colors(), enabled: (query.colors ?? []).length > 0 });
  const states = useQuery({ ...catalogQueries.states(), enabled: query.regions.length > 0 });
  const fuels = useQuery(catalogQueries.fuels());
  const gearboxes = useQuery(catalogQueries.gearboxes(category));
  const options = useQuery({
    ...catalogQueries.options(category),
    enabled: query.auto_options.length > 0,
  });
  const makeIds = [
    ...new Set([...query.makes.map((m) => m.marka_id ?? 0), query.exchange_marka_id ?? 0]),
  ].filter(Boolean);
  const models = useCatalogs(makeIds.map((make) => catalogQueries.models(category, make)));
  const stateIds = [...new Set(query.regions.map((r) => r.state ?? 0))].filter(Boolean);
  const cities = useCatalogs(stateIds.map((state) => catalogQueries.cities(state)));
  return {
    category: (id) => catalogName(categories.data, id),
    bodystyle: (id) => catalogName(bodystyles.data, id),
    make: (id) => catalogName(marks.data, id),
    model: (make, id) => catalogName(models[makeIds.indexOf(make)], id),
    country: (id) => catalogName(countries.data, id),
    state: (id) => catalogName(states.data, id),
    city: (state, id) => catalogName(cities[stateIds.indexOf(state)], id),
    fuel: (id) => catalogName(fuels.data, id),
    gearbox: (id) => catalogName(gearboxes.data, id),
    option: (id) => catalogName(options.data, id),
    drive: (id) => catalogName(drives.data, id),
    color: (id) => catalogName(colors.data, id),
  };
}

interface ActiveFiltersProps {
  readonly query: VehicleSearchQuery;
  readonly setQuery: (query: VehicleSearchQuery) => unknown;
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
  const chips = describeFilters(query, names).map((chip) => ({
    key: chip.key,
    label: chip.label,
    onRemove: () => void setQuery(chip.without),
  }));
  return <Chips chips={chips} onClearAll={onClearAll} />;
});
