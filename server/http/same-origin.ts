/**
 * Requests that change something (sign-in, sign-out, deleting an advert) must come from the
 * app's own origin. A browser always says where a request comes from, in Origin and (all
 * current browsers) Sec-Fetch-Site; a page on another site, or on a sibling subdomain, is
 * refused even though SameSite=Strict would already keep the cookie from it. A client that is
 * not a browser sends neither header and carries no ambient cookie: it is not refused.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { ApiFailure } from './api-error';

function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

function sameOrigin(origin: string, own: string | undefined): boolean {
  if (own === undefined) return false;
  try {
    return new URL(origin).origin === own;
  } catch {
    return false; // "null" (a sandboxed or privacy-sensitive context) is no origin of ours
  }
}

export function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  const crossOrigin =
    (origin !== undefined && !sameOrigin(origin, ownOrigin(request))) ||
    (site !== undefined && site !== 'same-origin');
  if (crossOrigin) {
    throw new ApiFailure(
      403,
      'CROSS_ORIGIN_REFUSED',
      `This request came from another site (${origin ?? site}); the server accepts sign-in, sign-out and deletes only from its own pages. Open the app at its own address and try again.`,
    );
  }
}

/** A visitor's address for limits: IPv6 addresses by their /64 (one home or host). */
export function visitorAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}
