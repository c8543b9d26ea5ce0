import { catalog } from '../catalog/catalog';
import { localized } from '../catalog/localize';
import type { Handlers } from '../http/endpoint';

/**
 * The catalog paths: path ids are read by the endpoint (too large an id is simply unknown);
 * names in the language asked (`langId`).
 */
export function catalogHandlers() {
  return {
    categories: ({ query }) =>
      localized(catalog.categories, ['auto-categories.json'], query.langId),
    bodystyles: ({ params, query }) =>
      localized(catalog.bodystyles(params.category), ['auto-bodystyles.json'], query.langId),
    bodystyleGroups: ({ params }) => catalog.bodystyleGroups(params.category),
    allBodystyles: ({ query }) =>
      localized(catalog.allBodystyles, ['auto-bodystyles.json'], query.langId),
    marks: ({ params, query }) => localized(catalog.marks(params.category), 'brands', query.langId),
    models: ({ params }) => catalog.models(params.category, params.mark),
    modelGroups: ({ params }) => catalog.modelGroups(params.category, params.mark),
    allModels: ({ query }) => localized(catalog.allModels, 'brands', query.langId),
    gearboxes: ({ params, query }) =>
      localized(catalog.gearboxes(params.category), ['auto-gearboxes.json'], query.langId),
    // Newer docs say `options`, the older README `auto_options`: answer both.
    options: ({ params, query }) =>
      localized(catalog.options(params.category), ['auto-options.json'], query.langId),
    autoOptions: ({ params, query }) =>
      localized(catalog.options(params.category), ['auto-options.json'], query.langId),
    driverTypes: ({ params, query }) =>
      localized(catalog.driverTypes(params.category), ['auto-drive-types.json'], query.langId),
    states: ({ query }) => localized(catalog.states, ['auto-states.json'], query.langId),
    cities: ({ params, query }) =>
      localized(
        catalog.cities(params.state),
        ['auto-cities.json', 'dom-cities.json'],
        query.langId,
      ),
    fuels: ({ query }) => localized(catalog.fuels, 'fuels', query.langId),
    colors: ({ query }) => localized(catalog.colors, ['auto-colors.json'], query.langId),
    countries: ({ query }) => localized(catalog.countries, ['auto-countries.json'], query.langId),
    domStates: ({ query }) =>
      localized(catalog.domStates, ['dom-states.json', 'auto-states.json'], query.langId),
    domCities: ({ params, query }) =>
      localized(
        catalog.domCities(params.state),
        ['dom-cities.json', 'auto-cities.json'],
        query.langId,
      ),
    domDistricts: ({ params, query }) =>
      localized(catalog.domDistricts(params.city), ['dom-districts.json'], query.langId),
  } satisfies Handlers;
}
