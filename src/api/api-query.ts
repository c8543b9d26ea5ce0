import type { QueryFunctionContext } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiRequest, type RequestOptions } from './client';
import { credentialsOf } from './credentials';

/**
 * A query function for an API path: the key comes from the credentials of the query's own
 * client (so it stays out of query keys and props), the abort signal from the query.
 */
export function apiQueryFn<S extends z.ZodMiniType>(
  path: string,
  options: Omit<RequestOptions<S>, 'apiKey' | 'signal'>,
) {
  return async ({ client, signal }: QueryFunctionContext): Promise<z.output<S>> =>
    apiRequest(path, { ...options, apiKey: await apiKeyOf(client), signal });
}

/** The key of the query's own client, from its credentials. */
export async function apiKeyOf(client: QueryFunctionContext['client']) {
  const store = credentialsOf(client);
  // Known (nearly always): the request leaves now, not after a turn of the event loop.
  const { ready, credentials } = store.getState();
  return ready ? credentials.apiKey : (await store.load()).credentials.apiKey;
}

/**
 * `placeholderData` for an advert's details keyed `[…, id, language]`: the same advert's
 * details in the language it was shown in stay while the new language's load. A switch of
 * language then keeps the page as it was (its scroll, its focus) rather than trading it for
 * "Loading" for a moment; another advert's details are never shown in its place.
 */
export const sameAdvertIn =
  (id: string | number) =>
  <T>(previous: T | undefined, query: { readonly queryKey: readonly unknown[] } | undefined) =>
    query?.queryKey.at(-2) === id ? previous : undefined;
