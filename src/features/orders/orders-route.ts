/**
 * What the router needs of the orders page before the page's code is in: how to read its
 * address, and the loader that starts the orders (and then their place names) loading.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { catalogQueries } from '../../api/catalog-queries';
import { waitAtMost } from '../../lib/route-data';
import type { QueryCodec } from '../../lib/url-query';
import { deliveryStates, orderQueries } from './api/orders-queries';
import { decodeOrdersQuery, encodeOrdersQuery, type OrdersQuery } from './orders-search-params';
import { prepareFormats } from '../../lib/format';

export const ordersCodec: QueryCodec<OrdersQuery> = {
  decode: decodeOrdersQuery,
  encode: encodeOrdersQuery,
};

/**
 * The orders do not depend on the address (the page filters and sorts them itself), so a new
 * filter shows at once. A first visit starts the orders and, once they are in, the names of
 * their regions and cities (the table waits for both, and is built once).
 */
export function ordersLoader(client: QueryClient): LoaderFunction {
  return async () => {
    if (client.getQueryData(orderQueries.list().queryKey) !== undefined) return null;
    // The region names are needed whatever the orders hold: they load beside the orders.
    void client.prefetchQuery(catalogQueries.states());
    const loading = client
      .fetchQuery(orderQueries.list())
      .then((answer) => client.prefetchQuery(orderQueries.places(deliveryStates(answer.orders))));
    // Recipients and places sort by name: the collation's data loads ahead too.
    prepareFormats({ dates: true, text: true });
    await waitAtMost(loading);
    return null;
  };
}
