/** Vehicle adverts: search, details, delete (CONTRACT.md 2 and 6). */
import { withLanguageQuery } from './language-query';
import { defineRoute, requiredIds } from './route';
import { vehicleSearchCodec } from './vehicle-search-query';
import {
  autoInfoSchema,
  deleteAdvertResponseSchema,
  vehicleSearchResponseSchema,
} from './vehicles';

export const searchVehicles = defineRoute({
  method: 'GET',
  path: '/auto/search',
  query: vehicleSearchCodec,
  answer: vehicleSearchResponseSchema,
  errors: ['INVALID_PARAMETER'],
  access: 'key',
  summary: 'Search used-vehicle adverts: the ids of one page and the total count',
  tag: 'Vehicles',
});

export const vehicleInfo = defineRoute({
  method: 'GET',
  path: '/auto/info',
  // Catalog-derived names (body, fuel, gearbox, city…) in the language asked, as catalogs.
  query: withLanguageQuery(requiredIds('auto_id')),
  answer: autoInfoSchema,
  errors: ['INVALID_PARAMETER', 'NOT_FOUND'],
  access: 'key',
  summary: 'The details of one vehicle advert',
  tag: 'Vehicles',
});

export const deleteVehicle = defineRoute({
  method: 'DELETE',
  path: '/auto/new/autos',
  query: requiredIds('user_id', 'auto_id'),
  answer: deleteAdvertResponseSchema,
  errors: ['INVALID_PARAMETER', 'API_KEY_UNAUTHORIZED'],
  access: 'seller',
  summary: "Delete one of the key owner's vehicle adverts",
  tag: 'Vehicles',
});
