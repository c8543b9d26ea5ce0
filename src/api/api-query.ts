import type { QueryFunctionContext } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiOutcome, apiRequest, type Outcome, type Refusal, type RequestOptions } from './client';
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

/**
 * The same for an operation with a documented refusal: the query's data is the Outcome.
 * `finishOnUnmount`: the request is not cancelled when its last observer leaves (React Query
 * cancels only a query whose signal was read), for answers kept for the session: a call
 * cancelled is a call spent, and would be made again on return.
 */
export function apiOutcomeQueryFn<S extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: string,
  options: Omit<RequestOptions<S>, 'apiKey' | 'signal'> & {
    readonly refusal: Refusal<R>;
    readonly finishOnUnmount?: boolean;
  },
) {
  const { finishOnUnmount, ...request } = options;
  return async (context: QueryFunctionContext): Promise<Outcome<z.output<S>, z.output<R>>> =>
    apiOutcome(path, {
      ...request,
      apiKey: await apiKeyOf(context.client),
      signal: finishOnUnmount ? undefined : context.signal,
    });
}

async function apiKeyOf(client: QueryFunctionContext['client']) {
  const store = credentialsOf(client);
  // Known (nearly always): the request leaves now, not after a turn of the event loop.
  const { ready, credentials } = store.getState();
  return ready ? credentials.apiKey : (await store.load()).credentials.apiKey;
}
