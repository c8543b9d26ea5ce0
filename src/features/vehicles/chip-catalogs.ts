/**
 * The catalogs a vehicle search's chips take their names from (vehicle-filter-chips.ts
 * `describeFilters`, named in components/active-filters.tsx), as the paths the app asks for
 * them by (src/api/catalog-queries.ts). The route's loader has them in before the page shows,
 * so its first render names each chip ("Toyota") where it showed "#79" for a moment; the
 * server preloads them once the page's frame has painted (server/http/app-page.ts). Pure.
 */
import * as routes from '../../api/contracts/catalog-routes';
import { routePath } from '../../api/contracts/route';
import type { VehicleSearchQuery } from '../../api/contracts/vehicle-search-query';

/** What the chips (vehicle-filter-chips.ts) name each catalog id with. */
export interface Names {
  readonly category: (id: number) => string;
  readonly bodystyle: (id: number) => string;
  readonly make: (id: number) => string;
  readonly model: (make: number, id: number) => string;
  readonly country: (id: number) => string;
  readonly state: (id: number) => string;
  readonly city: (state: number, id: number) => string;
  readonly fuel: (id: number) => string;
  readonly gearbox: (id: number) => string;
  readonly option: (id: number) => string;
  readonly drive: (id: number) => string;
  readonly color: (id: number) => string;
}

const known = (id: number | undefined): id is number => !!id;

export function chipCatalogPaths(query: VehicleSearchQuery): string[] {
  // The form's category, or cars: makes, bodies, gearboxes… are catalogs of a category.
  const category = query.category_id || 1;
  const exchange = query.with_exchange === 1 ? query.exchange_marka_id : undefined;
  const makes = [...query.makes.map((row) => row.marka_id), exchange].filter(known);
  const modelsOf = [
    ...query.makes.filter((row) => row.model_id).map((row) => row.marka_id),
    query.exchange_model_id ? exchange : undefined,
  ].filter(known);
  const states = query.regions.map((row) => row.state).filter(known);
  const cityStates = query.regions
    .filter((row) => row.city)
    .map((row) => row.state)
    .filter(known);
  const paths: string[] = [];
  const need = (wanted: boolean, path: string) => void (wanted && paths.push(path));
  need(!!query.category_id, routePath(routes.categories));
  need(makes.length > 0, routePath(routes.marks, { category }));
  for (const mark of new Set(modelsOf)) paths.push(routePath(routes.models, { category, mark }));
  need(
    query.makes.some((row) => row.brandOrigin) || !!query.matched_country,
    routePath(routes.countries),
  );
  need(states.length > 0, routePath(routes.states));
  for (const state of new Set(cityStates)) paths.push(routePath(routes.cities, { state }));
  need(query.bodystyle.length > 0, routePath(routes.bodystyles, { category }));
  need(query.fuels.length > 0, routePath(routes.fuels));
  need(query.gearboxes.length > 0, routePath(routes.gearboxes, { category }));
  need(query.auto_options.length > 0, routePath(routes.options, { category }));
  need((query.drives ?? []).length > 0, routePath(routes.driverTypes, { category }));
  need((query.colors ?? []).length > 0, routePath(routes.colors));
  return paths;
}

/**
 * The chips' names, each read from its catalog by that catalog's path (`read` gives the name
 * of `id` in it, or "#id" while it loads): the one place that says which catalog names what.
 */
export function catalogNames(
  query: VehicleSearchQuery,
  read: (path: string, id: number) => string,
): Names {
  const category = query.category_id || 1;
  return {
    category: (id) => read(routePath(routes.categories), id),
    bodystyle: (id) => read(routePath(routes.bodystyles, { category }), id),
    make: (id) => read(routePath(routes.marks, { category }), id),
    model: (mark, id) => read(routePath(routes.models, { category, mark }), id),
    country: (id) => read(routePath(routes.countries), id),
    state: (id) => read(routePath(routes.states), id),
    city: (state, id) => read(routePath(routes.cities, { state }), id),
    fuel: (id) => read(routePath(routes.fuels), id),
    gearbox: (id) => read(routePath(routes.gearboxes, { category }), id),
    option: (id) => read(routePath(routes.options, { category }), id),
    drive: (id) => read(routePath(routes.driverTypes, { category }), id),
    color: (id) => read(routePath(routes.colors), id),
  };
}
