/** The photo list of a vehicle advert (CONTRACT.md "Photos"). */
import { autoFotosSchema } from './photos';
import { defineRoute } from './route';

export const vehiclePhotos = defineRoute({
  method: 'GET',
  path: '/auto/fotos/:id',
  answer: autoFotosSchema,
  errors: ['INVALID_PARAMETER', 'NOT_FOUND'],
  access: 'key',
  summary: 'The photos of one vehicle advert, each with its links in several sizes',
  tag: 'Vehicles',
});
