import * as z from 'zod/mini';
import { roleSchema } from './roles';

// The roles have their own module: `/api/_meta`'s schema (on every page's first load) needs
// them, and the session's schemas only proxy mode's sign-in code.
export { ROLES, roleSchema, type Access, type Role } from './roles';

/** `POST /api/_session`: JSON, sent with Content-Type: application/json. */
export const signInRequestSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

const signedInSchema = z.object({
  signed_in: z.literal(true),
  name: z.string(),
  roles: z.array(roleSchema),
  /** A seller's adverts: the key owner's user id (null when the server was not told it). */
  seller: z.nullable(z.object({ user_id: z.int() })),
  /** The session ends after this long without a request... */
  idle_timeout_seconds: z.int().check(z.positive()),
  /** ...and at this time whatever happens (ISO 8601). */
  expires_at: z.iso.datetime(),
});

const signedOutSchema = z.object({
  signed_in: z.literal(false),
  /**
   * The request carried a session cookie the server no longer honours: the session expired,
   * was signed out elsewhere, or the cookie was not one the server made. The app says so.
   */
  ended: z.boolean(),
});

/** `GET /api/_session`, and the answer to `POST` (signed in) and `DELETE` (signed out). */
export const sessionResponseSchema = z.discriminatedUnion('signed_in', [
  signedInSchema,
  signedOutSchema,
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SignedInSession = z.infer<typeof signedInSchema>;
