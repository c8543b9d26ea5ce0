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
