/** The loader of a vehicle advert's page: it starts the details and the photo list at once. */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { dataOrTimeout } from '../../lib/route-data';
import { vehicleQueries } from './api/vehicle-queries';
import { preloadMarketPrice } from './components/lazy-market-price';
import { prepareFormats } from '../../lib/format';

/** An advert id in the address: digits only (anything else is the page's "not found"). */
export const isAdvertId = (id: string | undefined): id is string => !!id && /^\d{1,12}$/.test(id);

export function vehicleAdvertLoader(client: QueryClient): LoaderFunction {
  return async ({ params }) => {
    const { id } = params;
    // Not an advert's address: the route's "Page not found" (react-router reads a thrown
    // Response as the route's error).
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (!isAdvertId(id)) throw new Response('Not found', { status: 404 });
    prepareFormats({ dates: true });
    preloadMarketPrice(); // the price's badge
    await Promise.all([
      dataOrTimeout(client, vehicleQueries.info(id)),
      dataOrTimeout(client, vehicleQueries.photos(id)),
    ]);
    return null;
  };
}
