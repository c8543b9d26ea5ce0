import * as z from 'zod/mini';

const count = () => z.int().check(z.nonnegative());

/**
 * `GET /api/_meta`, our own path: how the app finds its footing with no configuration. In
 * embedded mode it names the demo account; in proxy mode the key stays on the server.
 */
export const metaResponseSchema = z.object({
  mode: z.enum(['embedded', 'proxy']),
  demo: z.nullable(z.object({ api_key: z.string(), user_id: z.int() })),
  dataset: z.nullable(z.object({ vehicles: count(), realty: count(), orders: count() })),
  search_form: z.optional(z.enum(['array', 'live'])),
  rates: z.optional(z.object({ USD: z.number(), EUR: z.number(), UAH: z.number() })),
  quota: z.optional(z.object({ limit: z.int(), used: z.int(), remaining: z.int() })),
  /** Proxy mode: the owner of the server's key, the only seller it deletes adverts for. */
  seller: z.optional(z.object({ user_id: z.int() })),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;
