import { MAX_SAMPLE, type NotEnoughData } from '../../src/api/contracts/market-price';
import { comparableAdverts, priceStatistics } from '../domain/market-price';
import { OwnFormRefusal } from '../http/api-error';
import type { Handlers } from '../http/endpoint';
import type { Routes } from './routes';

const NOT_ENOUGH_DATA: NotEnoughData = { message: 'Not Enough Data' };

export function marketPriceHandlers({ store }: Routes) {
  return {
    // The same live adverts as the search, through the same index: a delete changes it at once.
    averagePrice: ({ query }) => {
      const { prices, ids } = store.vehicles.sample(comparableAdverts(query), MAX_SAMPLE);
      const answer = priceStatistics(prices, ids);
      if (!answer) throw new OwnFormRefusal(400, NOT_ENOUGH_DATA);
      return answer;
    },
  } satisfies Handlers;
}
