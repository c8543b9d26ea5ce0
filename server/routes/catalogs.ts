import { catalog } from '../catalog/catalog';
import type { Handlers } from '../http/endpoint';

/** The catalog paths: path ids are read by the endpoint (too large an id is simply unknown). */
export function catalogHandlers() {
  return {
    categories: () => catalog.categories,
    bodystyles: ({ params }) => catalog.bodystyles(params.category),
    bodystyleGroups: ({ params }) => catalog.bodystyleGroups(params.category),
    allBodystyles: () => catalog.allBodystyles,
    marks: ({ params }) => catalog.marks(params.category),
    models: ({ params }) => catalog.models(params.category, params.mark),
    modelGroups: ({ params }) => catalog.modelGroups(params.category, params.mark),
    allModels: () => catalog.allModels,
    gearboxes: ({ params }) => catalog.gearboxes(params.category),
    // Newer docs say `options`, the older README `auto_options`: answer both.
    options: ({ params }) => catalog.options(params.category),
    autoOptions: ({ params }) => catalog.options(params.category),
    driverTypes: ({ params }) => catalog.driverTypes(params.category),
    states: () => catalog.states,
    cities: ({ params }) => catalog.cities(params.state),
    fuels: () => catalog.fuels,
    colors: () => catalog.colors,
    countries: () => catalog.countries,
    domStates: () => catalog.domStates,
    domCities: ({ params }) => catalog.domCities(params.state),
    domDistricts: ({ params }) => catalog.domDistricts(params.city),
  } satisfies Handlers;
}
