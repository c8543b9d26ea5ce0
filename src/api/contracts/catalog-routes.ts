/**
 * Catalogs: `[{"name","value"}]` (CONTRACT.md "Beyond the seed"); an id that does not exist,
 * however large, lists nothing.
 */
import { bodystyleGroupsSchema, modelGroupsSchema } from './catalog-groups';
import { catalogSchema } from './catalogs';
import { languageQuery } from './language-query';
import { defineRoute } from './route';

/* @__NO_SIDE_EFFECTS__ */
function catalog<const P extends string>(path: P, summary: string) {
  return defineRoute({
    method: 'GET',
    path,
    // Names in the language asked: `langId` 4 Ukrainian (default), 2 Russian, 3 English.
    query: languageQuery,
    answer: catalogSchema,
    errors: [],
    access: 'key',
    summary,
    tag: 'Catalogs',
  });
}

export const categories = catalog('/auto/categories', 'Vehicle categories (cars, motorcycles…)');
export const bodystyles = catalog(
  '/auto/categories/:category/bodystyles',
  'The body styles of a category',
);
export const bodystyleGroups = defineRoute({
  method: 'GET',
  path: '/auto/categories/:category/bodystyles/_group',
  // A catalog path like the plain list: the same `langId`, the same names (CONTRACT.md "Languages").
  query: languageQuery,
  answer: bodystyleGroupsSchema,
  errors: [],
  access: 'key',
  summary: 'The body styles of a category, in groups',
  tag: 'Catalogs',
});
export const allBodystyles = catalog('/auto/bodystyles', 'The body styles of every category');
export const marks = catalog('/auto/categories/:category/marks', 'The makes of a category');
export const models = catalog(
  '/auto/categories/:category/marks/:mark/models',
  'The models of a make',
);
export const modelGroups = defineRoute({
  method: 'GET',
  path: '/auto/categories/:category/marks/:mark/models/_group',
  // Model names are the same in every language, but `langId` is read (and refused) as elsewhere.
  query: languageQuery,
  answer: modelGroupsSchema,
  errors: [],
  access: 'key',
  summary: 'The models of a make, families grouped',
  tag: 'Catalogs',
});
export const allModels = catalog('/auto/models', 'The models of every make');
export const gearboxes = catalog(
  '/auto/categories/:category/gearboxes',
  'The gearbox types of a category',
);
export const options = catalog(
  '/auto/categories/:category/options',
  'The equipment options of a category',
);
export const autoOptions = catalog(
  '/auto/categories/:category/auto_options',
  'The equipment options of a category (the older name of …/options)',
);
export const driverTypes = catalog(
  '/auto/categories/:category/driverTypes',
  'The drive types of a category',
);
export const states = catalog('/auto/states', 'Regions');
export const cities = catalog('/auto/states/:state/cities', 'The cities of a region');
export const fuels = catalog('/auto/type', 'Fuel types');
export const colors = catalog('/auto/colors', 'Colours');
export const countries = catalog('/auto/countries', 'Countries (makes’ origin, imports)');
export const domStates = catalog('/dom/states', 'Regions (real estate)');
export const domCities = catalog('/dom/cities/:state', 'The cities of a region (real estate)');
export const domDistricts = catalog(
  '/dom/cities_districts/:city',
  'The districts of a city (real estate)',
);
