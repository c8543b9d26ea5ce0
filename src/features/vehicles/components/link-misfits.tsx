import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { catalogName, catalogQueries } from '../../../api/catalog-queries';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';
import { Notice } from '../../../components/ui/notice';
import {
  carsPath,
  categoryCatalogPaths,
  misfitName,
  misfitNamePaths,
  misfits,
} from '../category-fit';
import { catalogCategory, toFormValues } from '../vehicle-search-params';
import { ActiveFilters, type ActiveFiltersProps } from './active-filters';
import { useCatalogs } from './use-catalogs';

const byPaths = (paths: readonly string[]) => paths.map((path) => catalogQueries.byPath(path));

/**
 * A link's makes, body styles, gearboxes… that its category does not offer
 * (`?category_id=2&bodystyle[0]=3`, a sedan among motorcycles). The address is the reader's
 * (shared, bookmarked), so it is not rewritten: they are named from the cars' catalogs, where
 * such ids come from, the chips mark them, and a notice says a search from the form drops them.
 */
export function useLinkMisfits(query: VehicleSearchQuery) {
  const values = useMemo(() => toFormValues(query), [query]);
  const category = catalogCategory(values.category);
  // Cars are the catalogs' default: an id they lack is just unknown ("#id"), as before.
  const own = category === 1 ? [] : categoryCatalogPaths(values, category);
  const ownCatalogs = useCatalogs(byPaths(own));
  const read = (path: string) => ownCatalogs[own.indexOf(path)];
  const gone = misfits(values, category, read);
  const carPaths = misfitNamePaths(gone, 1);
  const cars = useCatalogs(byPaths(carPaths));
  const readCars = (path: string) => cars[carPaths.indexOf(path)];
  const categories = useQuery({ ...catalogQueries.categories(), enabled: gone.length > 0 });
  const categoryName = catalogName(categories.data, category);

  return {
    names: gone.map((misfit) => misfitName(misfit, 1, readCars)),
    /** A chip's name for an id its category's catalog lacks, or undefined. */
    label: (path: string, id: number): string | undefined => {
      const carPath = carsPath(path, category);
      const items = read(path);
      if (!carPath || !items || items.some((item) => item.value === id)) return undefined;
      const name = readCars(carPath)?.find((item) => item.value === id)?.name;
      // A model follows its make's chip, which says it already.
      if (!name || path.endsWith('/models')) return name;
      return t`${name} (not in ${categoryName})`;
    },
  };
}

/** Says which of a link's filters its category does not offer. */
export function LinkMisfitsNotice({ query }: { readonly query: VehicleSearchQuery }) {
  const { names } = useLinkMisfits(query);
  if (names.length === 0) return null;
  return (
    <Notice tone="info" title={t`Filters from the link that the form does not show`}>
      <p>
        {t`${names.join(', ')}: they do not apply to the chosen category. The results use them; searching from the form drops them.`}
      </p>
    </Notice>
  );
}

/** The chips, a link's choices its category lacks named from cars' and marked as such. */
export function MisfitAwareFilters(props: ActiveFiltersProps) {
  const { label } = useLinkMisfits(props.query);
  return <ActiveFilters {...props} relabel={label} />;
}
