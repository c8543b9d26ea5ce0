/** The details of one real-estate advert (CONTRACT.md "Real-estate details"). */
import { languageQuery } from './language-query';
import { realtyInfoSchema } from './realty-info';
import { defineRoute } from './route';

export const realtyInfo = defineRoute({
  method: 'GET',
  path: '/dom/info/:id',
  // Place names (catalogs) in the language asked; English names of kinds and options with 3.
  query: languageQuery,
  answer: realtyInfoSchema,
  errors: ['INVALID_PARAMETER', 'NOT_FOUND'],
  access: 'key',
  summary: 'The details of one real-estate advert, with its photos',
  tag: 'Real estate',
});
