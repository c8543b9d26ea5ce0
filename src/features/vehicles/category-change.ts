/**
 * What a change of vehicle category does to the filter form: what the new category does not
 * offer is dropped, and named in the category it was chosen in (category-fit.ts says what fits).
 * Loaded with the first change of category, or a link's category other than cars' (most
 * searches never change it), so that the vehicle search's first load does not carry it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { catalogQueries } from '../../api/catalog-queries';
import type { SearchForm } from '../../lib/use-search-form';
import {
  categoryCatalogPaths,
  keptLists,
  misfitName,
  misfits,
  type ReadCatalog,
} from './category-fit';
import type { VehicleFormOutput, VehicleFormValues } from './vehicle-search-params';

type Form = SearchForm<VehicleFormValues, VehicleFormOutput>;

/** Drops what `category` lacks from the form; the names of what went, from `namedIn`'s catalogs. */
export function dropMisfits(
  form: Form,
  client: QueryClient,
  category: number,
  namedIn: number,
): string[] {
  const read: ReadCatalog = (path) => client.getQueryData(catalogQueries.byPath(path).queryKey);
  const values = form.getValues();
  const gone = misfits(values, category, read);
  for (const misfit of gone) {
    if (misfit.kind === 'make') form.setValue(`makes.${misfit.row}.make`, '');
    if (misfit.kind === 'make' || misfit.kind === 'model')
      form.setValue(`makes.${misfit.row}.model`, '');
  }
  for (const [field, kept] of Object.entries(keptLists(values, gone)))
    form.setValue(field as keyof ReturnType<typeof keptLists>, kept);
  return gone.map((misfit) => misfitName(misfit, namedIn, read));
}

/**
 * A change from category `from` to `to`: the catalogs that decide (the new category's) and
 * those that name what goes (the old one's, cached nearly always) are fetched, then what `to`
 * lacks is dropped. A catalog that cannot be loaded keeps its values. Undefined when another
 * change, or a Search, came meanwhile (`current` says no).
 */
export async function dropOnChange(
  form: Form,
  client: QueryClient,
  from: number,
  to: number,
  current: () => boolean,
): Promise<string[] | undefined> {
  if (!current()) return undefined;
  const values = form.getValues();
  const paths = [...categoryCatalogPaths(values, to), ...categoryCatalogPaths(values, from)];
  await Promise.all(
    paths.map((path) => client.fetchQuery(catalogQueries.byPath(path)).catch(() => undefined)),
  );
  return current() ? dropMisfits(form, client, to, from) : undefined;
}
