import { EARLY_REQUESTS } from '../lib/before-app';

/**
 * The answers to the requests a script in the page's head started (the orders: see
 * server/http/early-requests.ts), by absolute address; each is taken once.
 */
function earlyRequests(): Map<string, Promise<Response>> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early: unknown = (window as unknown as Record<string, unknown>)[EARLY_REQUESTS];
  return early instanceof Map ? (early as Map<string, Promise<Response>>) : undefined;
}

/** The page's own request for `url`, if it made one and nothing has taken it yet. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = earlyRequests();
  if (!early || early.size === 0) return undefined;
  const key = new URL(url, location.href).href;
  const response = early.get(key);
  early.delete(key);
  return response;
}
