import * as z from 'zod/mini';
import { roleSchema } from './roles';

const count = () => z.int().check(z.nonnegative());
const budget = () => z.object({ limit: z.int(), used: z.int(), remaining: z.int() });

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
  quota: z.optional(budget()),
  /**
   * Proxy mode, to a signed-in seller only: the owner of the server's key, the only seller it
   * deletes adverts for (so the app knows which adverts are theirs).
   */
  seller: z.optional(z.object({ user_id: z.int() })),
  /** Proxy mode: this visitor's (address's or account's) share of the key's hour. */
  share: z.optional(budget()),
  /** Proxy mode: whether anyone can sign in (the server has accounts). */
  accounts: z.optional(z.boolean()),
  /** Proxy mode: the contract paths that need a role, e.g. `/ria/basket/orders: operator`. */
  access: z.optional(z.record(z.string(), roleSchema)),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;
