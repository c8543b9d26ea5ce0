/** The details of one real-estate advert (CONTRACT.md "Real-estate details"). */
import { realtyInfoSchema } from './realty-info';
import { defineRoute } from './route';

export const realtyInfo = defineRoute({
  method: 'GET',
  path: '/dom/info/:id',
  answer: realtyInfoSchema,
  errors: ['INVALID_PARAMETER', 'NOT_FOUND'],
  access: 'key',
  summary: 'The details of one real-estate advert, with its photos',
  tag: 'Real estate',
});
