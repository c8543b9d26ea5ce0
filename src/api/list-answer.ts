/**
 * Answers that hold one long list (the orders: thousands in one answer), read and validated a
 * slice at a time so that the page never freezes (issue 21). Apart from client.ts, so that only
 * the pages that need it load it.
 */
import type { QueryFunctionContext } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { JsonListSplitter } from '../lib/json-list-splitter';
import { yieldToOthers } from '../lib/yield-to-others';
import { apiKeyOf } from './api-query';
import { apiRequest, unexpectedAnswer } from './client';
import { takeEarlyResponse } from './early-responses';

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

/** How long reading or validating the list holds the main thread before the browser gets a turn. */
const SLICE_MS = 8;

/**
 * The main thread's time in slices: `over` once one has run out; `next` yields and starts one,
 * after the tasks queued meanwhile (the place names' catalogs come in between: 5,000 orders'
 * table painted 20-60 ms sooner than behind `scheduler.yield`, in five rounds of 7 loads).
 */
function timeSlices(signal?: AbortSignal) {
  let start = performance.now();
  return {
    over: () => performance.now() - start > SLICE_MS,
    async next() {
      await yieldToOthers();
      signal?.throwIfAborted();
      start = performance.now();
    },
  };
}

/**
 * The body is decoded and read this many bytes at a time: well under a millisecond of work on a
 * phone, so that a slice ends close to its time. A preloaded answer comes whole, in one chunk of
 * megabytes.
 */
const PIECE_BYTES = 32 * 1024;

/**
 * An answer's body read as it arrives, in slices of time: decoded a piece at a time, and the
 * items of its list `field` parsed as they arrive (json-list-splitter.ts). Gives what
 * `JSON.parse` of the whole gives, or undefined for a body that is not JSON, as client.ts reads
 * any other body. 5,000 orders (3 MB) read in one `response.text()` and `JSON.parse` held a
 * phone's main thread for over half a second. Once `signal` aborts it cancels the body, which
 * ends its download (the page's own early request has no signal of its own to end it), and
 * rejects with the signal's reason.
 */
export async function readListBody(
  response: Response,
  field: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const splitter = new JsonListSplitter(field);
  const decoder = new TextDecoder();
  const items: unknown[] = [];
  const slices = timeSlices(signal);
  const read = async (text: string) => {
    for (const item of splitter.push(text)) items.push(item);
    if (slices.over()) await slices.next();
  };
  const reader = response.body?.getReader();
  const cancel = () => void reader?.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    signal?.throwIfAborted();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        signal?.throwIfAborted();
        if (done) break;
        for (let at = 0; at < value.length; at += PIECE_BYTES)
          await read(decoder.decode(value.subarray(at, at + PIECE_BYTES), { stream: true }));
      }
    }
    await read(decoder.decode());
    const last = splitter.end();
    if (splitter.broken) return undefined;
    for (const item of last.items) items.push(item);
    const answer: unknown = JSON.parse(last.envelope);
    // The envelope holds the list, emptied, wherever the splitter found it.
    if (items.length > 0) (answer as Record<string, unknown>)[field] = items;
    return answer;
  } catch (error) {
    if (error instanceof SyntaxError) return undefined;
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
}

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
  const slices = timeSlices(signal);
  for (let index = 0; index < items.length; index++) {
    const result = item.safeParse(items[index]);
    if (!result.success) {
      const where = [field, index, ...(result.error.issues[0]?.path ?? [])].map(String).join('.');
      throw unexpectedAnswer(where, 200);
    }
    parsed[index] = result.data;
    if (index + 1 < items.length && slices.over()) await slices.next();
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
 * the answer with the list's items left unchecked (read in slices, `readListBody`), then the
 * items are validated in slices.
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
    const answer = (await apiRequest(path, {
      schema: outline,
      apiKey,
      signal,
      readBody: (response) => readListBody(response, list.field, signal),
      // The orders page's head may have started this request already.
      early: takeEarlyResponse,
    })) as Record<string, unknown>;
    const raw = answer[list.field] as unknown[];
    options.beforeItems?.(raw, context);
    const items = await parseListInSlices(list.item, raw, list.field, signal);
    return { ...answer, [list.field]: items } as ListAnswerOutput<E, K, I>;
  };
}
