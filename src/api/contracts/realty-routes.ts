/** Real-estate adverts (CONTRACT.md 5). */
import { realtySearchResponseSchema } from './realty';
import { realtySearchCodec } from './realty-search-query';
import { defineRoute } from './route';

export const searchRealty = defineRoute({
  method: 'GET',
  path: '/dom/search',
  query: realtySearchCodec,
  answer: realtySearchResponseSchema,
  errors: ['INVALID_PARAMETER'],
  access: 'key',
  summary: 'Search real-estate adverts: the ids of one page and the total count',
  tag: 'Real estate',
});
