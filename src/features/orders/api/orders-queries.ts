import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiKeyOf } from '../../../api/api-query';
import { catalogQueries } from '../../../api/catalog-queries';
import { ApiError, apiRequest } from '../../../api/client';
import { readListBody } from '../../../api/list-answer';
import { listOrders } from '../../../api/contracts/order-routes';
import { PER_ACCOUNT } from '../../../api/credentials';
import type { CatalogItem } from '../../../api/contracts/catalogs';
import { compiledOrderSchema } from '../../../api/contracts/order-parser';
import { ordersEnvelopeSchema, withEmptyTexts, type Order } from '../../../api/contracts/orders';
import { routePath } from '../../../api/contracts/route';
import { takeEarlyResponse } from '../../../api/early-responses';
import { currentLanguage } from '../../../lib/language';
import { yieldToOthers } from '../../../lib/yield-to-others';

export interface PlaceCatalogs {
  readonly states: readonly CatalogItem[];
  /** The cities of each region asked for, in the same order (empty if that catalog failed). */
  readonly cities: readonly (readonly CatalogItem[])[];
}

/** The account's orders as the page reads them: those it could read, and how many it could not. */
export interface OrdersAnswer {
  readonly status: boolean;
  readonly total: number;
  readonly orders: Order[];
  /** Orders in the answer that are not orders as the contract gives them, left out. */
  readonly unreadable: number;
}

/** The answer with its list unchecked: the list's items are read one by one (`readOrders`). */
const ordersOutline = z.object({ ...ordersEnvelopeSchema.shape, orders: z.array(z.unknown()) });

/** How long the orders are taken as current: then a return to the tab reads them anew. */
export const ORDERS_STALE_MS = 5 * 60_000;

/** How long checking the orders holds the main thread before the browser gets a turn. */
const SLICE_MS = 8;

/**
 * Each order checked on its own, a slice of time at a time: an order the contract cannot read
 * (a total sent as text, no order id) is left out and counted, and the others are shown (one
 * spoiled order failed the whole list). Texts that may be empty, sent as null or left out, read
 * as empty (`withEmptyTexts`).
 */
export async function readOrders(
  items: readonly unknown[],
  signal?: AbortSignal,
): Promise<{ orders: Order[]; unreadable: number }> {
  const orders: Order[] = [];
  let start = performance.now();
  for (let index = 0; index < items.length; index++) {
    const result = compiledOrderSchema.safeParse(withEmptyTexts(items[index]));
    if (result.success) orders.push(result.data);
    if (index + 1 < items.length && performance.now() - start > SLICE_MS) {
      await yieldToOthers();
      signal?.throwIfAborted();
      start = performance.now();
    }
  }
  return { orders, unreadable: items.length - orders.length };
}

/**
 * The orders' query function: the request (the page's head may have started it), the body read
 * as it arrives (`readListBody`), the envelope checked whole, the orders one by one.
 */
async function fetchOrders(context: QueryFunctionContext): Promise<OrdersAnswer> {
  const { client, signal } = context;
  const answer = await apiRequest(routePath(listOrders), {
    schema: ordersOutline,
    apiKey: await apiKeyOf(client),
    signal,
    readBody: (response) => readListBody(response, 'orders', signal),
    early: takeEarlyResponse,
  });
  // The places' names start loading while the orders are checked, not after.
  void client.prefetchQuery(orderQueries.places(deliveryStates(answer.orders)));
  return { ...answer, ...(await readOrders(answer.orders, signal)) };
}

/**
 * An answer the app cannot read (its envelope not the contract's) comes the same when asked
 * again: it is not retried, nor is a refusal (4xx). A network failure or a 5xx is, twice.
 */
export function retryOrders(failures: number, error: Error): boolean {
  if (error instanceof ApiError && (error.isClientError || error.kind === 'unexpected-answer'))
    return false;
  return failures < 2;
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
      // Thousands of orders are read and checked a slice at a time, so the page never freezes,
      // each by the parser zod compiles from the order's schema ahead of time (order-parser.ts).
      queryFn: fetchOrders,
      retry: retryOrders,
      // An operator keeps the page open all day: the list is read anew when the tab comes back
      // after five minutes (the page says when it was read, and has a Refresh button).
      staleTime: ORDERS_STALE_MS,
      refetchOnWindowFocus: true,
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
