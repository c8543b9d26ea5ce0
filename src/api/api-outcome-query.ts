import type { QueryFunctionContext } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { apiKeyOf } from './api-query';
import { apiOutcome, type Outcome, type Refusal, type RequestOptions } from './client';

/**
 * A query function (as apiQueryFn) for an operation with a documented refusal: the query's data
 * is the Outcome. Apart from api-query.ts, so that only the pages that ask load it.
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
