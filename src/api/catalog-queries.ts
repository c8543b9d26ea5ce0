import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from './api-query';
import { catalogSchema, type CatalogItem } from './contracts/catalogs';

/**
 * The catalogs (makes, models, regions, fuels…): they change rarely, so each is fetched once
 * per session and kept (the public service allows 1,000 calls an hour per key).
 */
function catalog(path: string) {
  return queryOptions({
    // The path names the catalog and its parents (/auto/categories/1/marks/79/models).
    queryKey: ['catalogs', path] as const,
    queryFn: apiQueryFn(path, { schema: catalogSchema }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const catalogQueries = {
  all: ['catalogs'] as const,
  categories: () => catalog('/auto/categories'),
  bodystyles: (category: number) => catalog(`/auto/categories/${category}/bodystyles`),
  marks: (category: number) => catalog(`/auto/categories/${category}/marks`),
  models: (category: number, mark: number) =>
    catalog(`/auto/categories/${category}/marks/${mark}/models`),
  gearboxes: (category: number) => catalog(`/auto/categories/${category}/gearboxes`),
  options: (category: number) => catalog(`/auto/categories/${category}/options`),
  driveTypes: (category: number) => catalog(`/auto/categories/${category}/driverTypes`),
  colors: () => catalog('/auto/colors'),
  fuels: () => catalog('/auto/type'),
  countries: () => catalog('/auto/countries'),
  states: () => catalog('/auto/states'),
  cities: (state: number) => catalog(`/auto/states/${state}/cities`),
  domStates: () => catalog('/dom/states'),
  domCities: (state: number) => catalog(`/dom/cities/${state}`),
  domDistricts: (city: number) => catalog(`/dom/cities_districts/${city}`),
};

/** A catalog as choices for a select or a checkbox group. */
export function toOptions(
  items: readonly CatalogItem[] | undefined,
): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: String(item.value), label: item.name }));
}

/** The name of an id in a catalog, or "#id" while the catalog loads (or lacks it). */
export function catalogName(items: readonly CatalogItem[] | undefined, id: number): string {
  return items?.find((item) => item.value === id)?.name ?? `#${id}`;
}
