/**
 * Answers that hold one long list (the orders: thousands in one answer), validated a slice at a
 * time so that the page never freezes (issue 21). Apart from client.ts, so that only the pages
 * that need it load it.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { apiKeyOf } from './api-query';
import { apiRequest, unexpectedAnswer } from './client';

/**
 * An answer that holds one long list (`{…, orders: [...]}`): the schema of the answer without
 * the list, the list's field and the schema of one of its items. The answer's schema is the
 * envelope's fields and `[field]: z.array(item)`, and what comes out is exactly what it gives.
 */
export interface ListAnswer<E extends z.ZodMiniObject, K extends string, I extends z.ZodMiniType> {
  readonly envelope: E;
  readonly field: K;
  readonly item: I;
}

export type ListAnswerOutput<
  E extends z.ZodMiniObject,
  K extends string,
  I extends z.ZodMiniType,
> = z.output<E> & { [P in K]: z.output<I>[] };

/** How long validating the list may hold the main thread before the browser gets a turn. */
const SLICE_MS = 8;

/**
 * Validates `items` with `item`, a slice of time at a time, yielding to the browser between
 * slices. The first item that fails names its place (`orders.12.created_at`), as client.ts
 * names a failure anywhere else in an answer.
 */
export async function parseListInSlices<I extends z.ZodMiniType>(
  item: I,
  items: readonly unknown[],
  field: string,
  signal?: AbortSignal,
): Promise<z.output<I>[]> {
  const parsed = new Array<z.output<I>>(items.length);
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index++) {
    const result = item.safeParse(items[index]);
    if (!result.success) {
      const where = [field, index, ...(result.error.issues[0]?.path ?? [])].map(String).join('.');
      throw unexpectedAnswer(where, 200);
    }
    parsed[index] = result.data;
    if (index + 1 < items.length && performance.now() - sliceStart > SLICE_MS) {
      await yieldToBrowser();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  return parsed;
}

export interface ListQueryOptions {
  /**
   * Called with the list's items as they arrived, not yet validated, before they are: to start
   * what depends on them (each of those answers is validated on its own) while they are checked.
   */
  readonly beforeItems?: (items: readonly unknown[], context: QueryFunctionContext) => void;
}

/**
 * A query function for an answer with one long list: client.ts sends the request and checks
 * the answer with the list's items left unchecked, then the items are validated in slices.
 */
export function apiListQueryFn<
  E extends z.ZodMiniObject,
  K extends string,
  I extends z.ZodMiniType,
>(path: string, list: ListAnswer<E, K, I>, options: ListQueryOptions = {}) {
  const outline = z.object({ ...list.envelope.shape, [list.field]: z.array(z.unknown()) });
  return async (context: QueryFunctionContext): Promise<ListAnswerOutput<E, K, I>> => {
    const { client, signal } = context;
    const apiKey = await apiKeyOf(client);
    const answer = (await apiRequest(path, { schema: outline, apiKey, signal })) as Record<
      string,
      unknown
    >;
    const raw = answer[list.field] as unknown[];
    options.beforeItems?.(raw, context);
    const items = await parseListInSlices(list.item, raw, list.field, signal);
    return { ...answer, [list.field]: items } as ListAnswerOutput<E, K, I>;
  };
}
