import * as z from 'zod/mini';

/**
 * The documented error envelope (`errors.json`): `{"error":{"code","message"}}`. Our service adds
 * `param` to INVALID_PARAMETER so a client can point at the field.
 *
 * Contracts use zod's mini build: the same schemas at a fraction of the bundle (the app has a
 * 130 KB first-load budget).
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    param: z.optional(z.string()),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Codes the documentation lists, then the ones CONTRACT.md and our server add. */
export const ERROR_CODES = [
  'API_KEY_MISSING',
  'API_KEY_INVALID',
  'API_KEY_DISABLED',
  'API_KEY_UNAUTHORIZED',
  'API_KEY_UNVERIFIED',
  'HTTPS_REQUIRED',
  'OVER_RATE_LIMIT',
  'NOT_FOUND',
  'INVALID_PARAMETER',
  'METHOD_NOT_ALLOWED',
  'REQUEST_TOO_LARGE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Request limits and unreadable requests (server/http/limits.ts).
  'URI_TOO_LONG',
  'TOO_MANY_PARAMETERS',
  'HEADERS_TOO_LARGE',
  'BAD_REQUEST',
  'REQUEST_TIMEOUT',
  // Proxy mode's accounts, sessions and shared store (CONTRACT.md "Proxy mode: who may do what").
  'SIGN_IN_REQUIRED',
  'ROLE_REQUIRED',
  'SIGN_IN_FAILED',
  'CROSS_ORIGIN_REFUSED',
  'STORE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
