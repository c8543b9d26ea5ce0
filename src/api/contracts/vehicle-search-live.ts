/**
 * The members the live search form adds (live/search.json, LIVE-2026.md). The service writes
 * them and its tests read them; the app reads none, so they live apart from the schemas it loads.
 */
import * as z from 'zod/mini';
import { searchAdditionalParamsSchema, searchResultSchema } from './vehicles';

const count = () => z.int().check(z.nonnegative());

/** One value of the live form's `search_params`: a number, a list, a word or a flag. */
const searchParamValueSchema = z.union([
  z.number(),
  z.string(),
  z.boolean(),
  z.array(z.number()),
  z.record(z.string(), z.number()),
]);
export type SearchParamValue = z.infer<typeof searchParamValueSchema>;

/** `result.additional.search_params` of the live form (live/search.json). */
export const searchParamsSchema = z.object({
  /** Every parameter with the value the search used, defaults included. */
  all: z.record(z.string(), searchParamValueSchema),
  /** Only what the caller set, after reading (lists as arrays), with countpage and lang_id. */
  cleaned: z.record(z.string(), searchParamValueSchema),
});
export type SearchParams = z.infer<typeof searchParamsSchema>;

/** The members the live form adds (live/search.json); the app itself reads none of them. */
export const liveSearchBodySchema = z.object({
  additional_params: searchAdditionalParamsSchema,
  result: z.object({
    search_result: searchResultSchema,
    search_result_common: z.object({
      count: count(),
      last_id: z.number(),
      data: z.array(z.object({ id: z.string(), type: z.string() })),
    }),
    additional: z.object({
      query_string: z.string(),
      search_params: searchParamsSchema,
      user_auto_positions: z.array(z.unknown()),
    }),
  }),
});
export type LiveSearchBody = z.infer<typeof liveSearchBodySchema>;
