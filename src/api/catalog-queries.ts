import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './client';
import { catalogSchema, type CatalogItem } from './contracts/catalogs';

/**
 * The catalogs (makes, models, regions, fuels…): they change rarely, so each is fetched once
 * per session and kept (the public service allows 1,000 calls an hour per key).
 */
function catalog(path: string, apiKey: string) {
  return queryOptions({
    // The path names the catalog and its parents (/auto/categories/1/marks/79/models).
    queryKey: ['catalogs', path, apiKey] as const,
    queryFn: ({ signal }) => apiRequest(path, { schema: catalogSchema, apiKey, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const catalogQueries = {
  all: ['catalogs'] as const,
  categories: (apiKey: string) => catalog('/auto/categories', apiKey),
  bodystyles: (apiKey: string, category: number) =>
    catalog(`/auto/categories/${category}/bodystyles`, apiKey),
  marks: (apiKey: string, category: number) =>
    catalog(`/auto/categories/${category}/marks`, apiKey),
  models: (apiKey: string, category: number, mark: number) =>
    catalog(`/auto/categories/${category}/marks/${mark}/models`, apiKey),
  gearboxes: (apiKey: string, category: number) =>
    catalog(`/auto/categories/${category}/gearboxes`, apiKey),
  options: (apiKey: string, category: number) =>
    catalog(`/auto/categories/${category}/options`, apiKey),
  fuels: (apiKey: string) => catalog('/auto/type', apiKey),
  countries: (apiKey: string) => catalog('/auto/countries', apiKey),
  states: (apiKey: string) => catalog('/auto/states', apiKey),
  cities: (apiKey: string, state: number) => catalog(`/auto/states/${state}/cities`, apiKey),
  domStates: (apiKey: string) => catalog('/dom/states', apiKey),
  domCities: (apiKey: string, state: number) => catalog(`/dom/cities/${state}`, apiKey),
  domDistricts: (apiKey: string, city: number) => catalog(`/dom/cities_districts/${city}`, apiKey),
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
