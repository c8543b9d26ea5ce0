import { queryOptions } from '@tanstack/react-query';
import { catalogQueries } from '../../../api/catalog-queries';
import { apiListQueryFn } from '../../../api/list-answer';
import { listOrders } from '../../../api/contracts/order-routes';
import { PER_ACCOUNT } from '../../../api/credentials';
import type { CatalogItem } from '../../../api/contracts/catalogs';
import { compiledOrderSchema } from '../../../api/contracts/order-parser';
import { ordersEnvelopeSchema } from '../../../api/contracts/orders';
import { routePath } from '../../../api/contracts/route';
import { currentLanguage } from '../../../lib/language';

export interface PlaceCatalogs {
  readonly states: readonly CatalogItem[];
  /** The cities of each region asked for, in the same order (empty if that catalog failed). */
  readonly cities: readonly (readonly CatalogItem[])[];
}

/**
 * The basket orders of the key's account: all of them in one answer (no paging), so the page
 * filters and sorts them itself. Keys go general to specific: ['orders', 'list'] and
 * ['orders', 'places', language, regions].
 */
export const orderQueries = {
  all: ['orders'] as const,
  lists: () => [...orderQueries.all, 'list'] as const,
  list: () =>
    queryOptions({
      queryKey: orderQueries.lists(),
      // Thousands of orders are validated a slice at a time, so the page never freezes
      // (listOrders.answer is the same schema: the envelope extended with the list), each by
      // the parser zod compiles from the order's schema ahead of time (order-parser.ts).
      queryFn: apiListQueryFn(
        routePath(listOrders),
        {
          envelope: ordersEnvelopeSchema,
          field: 'orders',
          item: compiledOrderSchema,
        },
        {
          // The places' names start loading while the orders are checked, not after.
          beforeItems: (items, { client }) =>
            void client.prefetchQuery(orderQueries.places(deliveryStates(items))),
        },
      ),
      // Proxy mode: an operator's; emptied when anyone signs in or out.
      meta: PER_ACCOUNT,
    }),
  /**
   * The region catalog and the city catalog of each region the orders deliver to, read through
   * the session's catalog cache (each catalog is fetched once), gathered in one answer so that
   * the table re-sorts once, not once per region. A city catalog that fails leaves its names
   * out rather than failing the rest.
   */
  places: (stateIds: readonly number[]) =>
    queryOptions({
      // The catalogs' names are the page's language's: a switch reads them anew.
      queryKey: [...orderQueries.all, 'places', currentLanguage(), stateIds.join(',')] as const,
      queryFn: async ({ client }): Promise<PlaceCatalogs> => {
        const [states, ...cities] = await Promise.allSettled([
          client.ensureQueryData(catalogQueries.states()),
          ...stateIds.map((state) => client.ensureQueryData(catalogQueries.cities(state))),
        ]);
        if (states?.status !== 'fulfilled') throw states?.reason;
        return {
          states: states.value,
          cities: cities.map((result) => (result.status === 'fulfilled' ? result.value : [])),
        };
      },
      staleTime: Infinity,
      meta: PER_ACCOUNT,
    }),
};

/** Each list's regions, worked out once: the loader and the page both ask (5,000 orders). */
const statesOf = new WeakMap<readonly unknown[], number[]>();

/**
 * The regions the orders deliver to, each once, in order: the key of their place names. Also
 * read from orders not yet validated (a `state_id` that is not a whole number is left out), so
 * that it gives the same key before and after.
 */
export function deliveryStates(orders: readonly unknown[]): number[] {
  const known = statesOf.get(orders);
  if (known) return known;
  const ids = new Set<number>();
  for (const order of orders) {
    const id = (order as { delivery?: { state_id?: unknown } } | null)?.delivery?.state_id;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) ids.add(id);
  }
  const states = [...ids].sort((a, b) => a - b);
  statesOf.set(orders, states);
  return states;
}
