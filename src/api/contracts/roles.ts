import * as z from 'zod/mini';

/**
 * Proxy mode's accounts (CONTRACT.md "Proxy mode: who may do what"). Anonymous visitors search,
 * read adverts and catalogs and convert parameters; a `seller` may also delete the key owner's
 * adverts; an `operator` may read the basket orders. An account may hold both roles.
 */
export const ROLES = ['seller', 'operator'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who may call a proxied path: anyone, or a signed-in account with that role. */
export type Access = 'anonymous' | Role;
