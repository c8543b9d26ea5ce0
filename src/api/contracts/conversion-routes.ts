/** Website ↔ API parameter names (CONTRACT.md 3 and 4). */
import { conversionResponseSchema } from './converter';
import { anyParams, defineRoute } from './route';

export const siteToApi = defineRoute({
  method: 'GET',
  path: '/new_to_old',
  query: anyParams,
  answer: conversionResponseSchema,
  errors: [],
  access: 'key',
  summary: "Convert the website's search parameters to the API's",
  tag: 'Conversion',
});

export const apiToSite = defineRoute({
  method: 'GET',
  path: '/old_to_new',
  query: anyParams,
  answer: conversionResponseSchema,
  errors: [],
  access: 'key',
  summary: "Convert the API's search parameters to the website's",
  tag: 'Conversion',
});
