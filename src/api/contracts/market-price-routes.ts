/** Market price of comparable vehicle adverts (CONTRACT.md "Market price"). */
import {
  averagePriceCodec,
  averagePriceSchema,
  MIN_SAMPLE,
  notEnoughDataSchema,
} from './market-price';
import { defineRoute } from './route';

export const averagePrice = defineRoute({
  method: 'GET',
  path: '/auto/average_price',
  query: averagePriceCodec,
  answer: averagePriceSchema,
  errors: ['INVALID_PARAMETER'],
  refusal: { status: 400, body: notEnoughDataSchema },
  // A market price moves slowly and one advert barely moves it: kept as long as a catalog, so
  // that price badges cost the key's hour as little as the catalogs do.
  cacheAs: 'catalog',
  access: 'key',
  summary: `The price statistics (USD) of the newest comparable adverts; fewer than ${MIN_SAMPLE}: 400 Not Enough Data`,
  tag: 'Vehicles',
});
