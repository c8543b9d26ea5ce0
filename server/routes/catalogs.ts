import { catalog } from '../catalog/catalog';
import { localized, NAME_SOURCES } from '../catalog/localize';
import type { Handlers } from '../http/endpoint';

/**
 * The catalog paths: path ids are read by the endpoint (too large an id is simply unknown);
 * names in the language asked (`langId`).
 */
export function catalogHandlers() {
  return {
    categories: ({ query }) => localized(catalog.categories, NAME_SOURCES.categories, query.langId),
    bodystyles: ({ params, query }) =>
      localized(catalog.bodystyles(params.category), NAME_SOURCES.bodystyles, query.langId),
    // Named as the plain list names the same ids, each item keeping its `parentId`.
    bodystyleGroups: ({ params, query }) =>
      catalog.bodystyleGroups(params.category).map((group) => {
        const named = localized(group, NAME_SOURCES.bodystyles, query.langId);
        return group.map((item, i) => ({ ...item, name: named[i]?.name ?? item.name }));
      }),
    allBodystyles: ({ query }) =>
      localized(catalog.allBodystyles, NAME_SOURCES.bodystyles, query.langId),
    marks: ({ params, query }) =>
      localized(catalog.marks(params.category), NAME_SOURCES.brands, query.langId),
    models: ({ params }) => catalog.models(params.category, params.mark),
    modelGroups: ({ params }) => catalog.modelGroups(params.category, params.mark),
    allModels: ({ query }) => localized(catalog.allModels, NAME_SOURCES.brands, query.langId),
    gearboxes: ({ params, query }) =>
      localized(catalog.gearboxes(params.category), NAME_SOURCES.gearboxes, query.langId),
    // Newer docs say `options`, the older README `auto_options`: answer both.
    options: ({ params, query }) =>
      localized(catalog.options(params.category), NAME_SOURCES.options, query.langId),
    autoOptions: ({ params, query }) =>
      localized(catalog.options(params.category), NAME_SOURCES.options, query.langId),
    driverTypes: ({ params, query }) =>
      localized(catalog.driverTypes(params.category), NAME_SOURCES.driveTypes, query.langId),
    states: ({ query }) => localized(catalog.states, NAME_SOURCES.states, query.langId),
    cities: ({ params, query }) =>
      localized(catalog.cities(params.state), NAME_SOURCES.cities, query.langId),
    fuels: ({ query }) => localized(catalog.fuels, NAME_SOURCES.fuels, query.langId),
    colors: ({ query }) => localized(catalog.colors, NAME_SOURCES.colors, query.langId),
    countries: ({ query }) => localized(catalog.countries, NAME_SOURCES.countries, query.langId),
    domStates: ({ query }) => localized(catalog.domStates, NAME_SOURCES.domStates, query.langId),
    domCities: ({ params, query }) =>
      localized(catalog.domCities(params.state), NAME_SOURCES.domCities, query.langId),
    domDistricts: ({ params, query }) =>
      localized(catalog.domDistricts(params.city), NAME_SOURCES.domDistricts, query.langId),
  } satisfies Handlers;
}
