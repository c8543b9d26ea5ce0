import { queryOptions } from '@tanstack/react-query';
import { apiOutcomeQueryFn } from '../../../api/api-outcome-query';
import type { AveragePriceQuery } from '../../../api/contracts/market-price';
import { averagePrice } from '../../../api/contracts/market-price-routes';
import { formatQueryString } from '../../../api/contracts/query-codec';
import { routePath } from '../../../api/contracts/route';

/**
 * `/auto/average_price`, one cache entry per distinct comparison: ['market-price', <canonical
 * query string>], so that every card of one make, model and year bucket, and the panel asking
 * the same, share one call. Kept for the session (a market price moves slowly, and the public
 * key's hour is 1,000 calls); outside ['vehicles'], so a delete does not refetch it
 * (CONTRACT.md). The data is an Outcome: the answer, or the documented Not Enough Data.
 */
export const marketPriceQueries = {
  all: ['market-price'] as const,
  comparison: (query: AveragePriceQuery) => {
    const params = averagePrice.query.encode(query);
    return queryOptions({
      queryKey: [...marketPriceQueries.all, formatQueryString(params)] as const,
      queryFn: apiOutcomeQueryFn(routePath(averagePrice), {
        schema: averagePrice.answer,
        params,
        refusal: averagePrice.refusal,
        // A card scrolled away or a page left does not cancel its call (it would be made again).
        finishOnUnmount: true,
      }),
      staleTime: Infinity,
      gcTime: Infinity,
    });
  },
};
