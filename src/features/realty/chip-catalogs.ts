/**
 * The catalogs a real-estate search's chips take their place names from (realty-filter-chips.ts
 * `describeRealtyFilters`) and its panel's place fields list, as the paths the app asks for them
 * by (src/api/catalog-queries.ts), for the page, for the route's loader, which has them in before
 * the page shows (its first render names each chip as the server's frame did, where it showed
 * "#10" for a moment), and for the server, which preloads them once the frame has painted.
 * Undefined: no such place chosen. Pure.
 */
import * as routes from '../../api/contracts/catalog-routes';
import type { RealtySearchQuery } from '../../api/contracts/realty-search-query';
import { routePath } from '../../api/contracts/route';

export function placeCatalogPaths(query: RealtySearchQuery) {
  const { state_id: state, city_id: city } = query;
  return {
    states: state === undefined ? undefined : routePath(routes.domStates),
    // A city is named from its region's catalog, a district from its city's.
    cities: state === undefined ? undefined : routePath(routes.domCities, { state }),
    // Also when none is chosen: the panel lists a city's districts to choose from, and a list
    // that came after the first paint pushed the panel's fields down (CLS 0.010 on a desktop).
    districts: city === undefined ? undefined : routePath(routes.domDistricts, { city }),
  };
}
