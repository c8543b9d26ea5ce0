import { queryOptions } from '@tanstack/react-query';
import { apiQueryFn } from './api-query';
import * as routes from './contracts/catalog-routes';
import type { CatalogItem } from './contracts/catalogs';
import { LANG_IDS } from './contracts/language-query';
import { routePath } from './contracts/route';
import { currentLanguage } from '../lib/language';

/**
 * The catalogs (makes, models, regions, fuels…): they change rarely, so each is fetched once
 * per session and kept (the public service allows 1,000 calls an hour per key).
 */
function catalog(path: string) {
  // Names in the page's language (English through the proxy: Ukrainian, CONTRACT.md).
  const language = currentLanguage();
  return queryOptions({
    // The path names the catalog and its parents (/auto/categories/1/marks/79/models).
    queryKey: ['catalogs', path, language] as const,
    // Every catalog row answers the same list schema.
    queryFn: apiQueryFn(path, {
      schema: routes.categories.answer,
      params: routes.categories.query.encode({ langId: LANG_IDS[language] }),
    }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const catalogQueries = {
  all: ['catalogs'] as const,
  /** Any catalog by its path (`/auto/categories/1/marks`), as the others name it. */
  byPath: (path: string) => catalog(path),
  categories: () => catalog(routePath(routes.categories)),
  bodystyles: (category: number) => catalog(routePath(routes.bodystyles, { category })),
  marks: (category: number) => catalog(routePath(routes.marks, { category })),
  models: (category: number, mark: number) => catalog(routePath(routes.models, { category, mark })),
  gearboxes: (category: number) => catalog(routePath(routes.gearboxes, { category })),
  options: (category: number) => catalog(routePath(routes.options, { category })),
  driveTypes: (category: number) => catalog(routePath(routes.driverTypes, { category })),
  colors: () => catalog(routePath(routes.colors)),
  fuels: () => catalog(routePath(routes.fuels)),
  countries: () => catalog(routePath(routes.countries)),
  states: () => catalog(routePath(routes.states)),
  cities: (state: number) => catalog(routePath(routes.cities, { state })),
  domStates: () => catalog(routePath(routes.domStates)),
  domCities: (state: number) => catalog(routePath(routes.domCities, { state })),
  domDistricts: (city: number) => catalog(routePath(routes.domDistricts, { city })),
};

type Option = { value: string; label: string };

/**
 * A select's choices with its value among them: an id they lack (a hand-edited link's
 * `state_id=999`) is offered as "#999", as a chip and the combobox name it, where the select
 * would otherwise show nothing at all.
 */
export function withChosen(options: Option[], chosen: string | undefined): Option[] {
  return chosen && !options.some((option) => option.value === chosen)
    ? [...options, { value: chosen, label: `#${chosen}` }]
    : options;
}

/**
 * A catalog as choices for a select or a checkbox group; `chosen`, a select's value, is among
 * them once the catalog is in (`withChosen`).
 */
export function toOptions(items: readonly CatalogItem[] | undefined, chosen?: string): Option[] {
  const options = (items ?? []).map((item) => ({ value: String(item.value), label: item.name }));
  return items ? withChosen(options, chosen) : options;
}

/** The name of an id in a catalog, or "#id" while the catalog loads (or lacks it). */
export function catalogName(items: readonly CatalogItem[] | undefined, id: number): string {
  return items?.find((item) => item.value === id)?.name ?? `#${id}`;
}
