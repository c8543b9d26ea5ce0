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

/** Ends the download of an answer nobody is reading yet (one being read is its reader's). */
function cancelUnread(response: Promise<Response>): void {
  response.then(
    (answer) => {
      if (answer.body && !answer.body.locked) answer.body.cancel().catch(() => undefined);
    },
    () => undefined,
  );
}

/**
 * The page's own request for `url`, if it made one and nothing has taken it yet. The page's
 * script gave it no abort signal, so `signal` stands in for one: once it aborts (the reader
 * left the page, or changed the filters, before the answer came) the promise rejects with its
 * reason, and the answer's body, if nobody is reading it yet, is cancelled, which ends its
 * download. A body already being read is the reader's to cancel (list-answer.ts).
 */
export function takeEarlyResponse(
  url: string,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const early = earlyRequests();
  if (!early || early.size === 0) return undefined;
  const key = new URL(url, location.href).href;
  const response = early.get(key);
  early.delete(key);
  if (!response || !signal) return response;
  return new Promise<Response>((resolve, reject) => {
    const abort = () => {
      // The signal's reason, as fetch rejects with it (an AbortError unless the query gave one).
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
      cancelUnread(response);
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject);
  });
}

/**
 * Forgets the page's own requests nothing has taken, cancelling their answers: they were made
 * for whoever was signed in as the page loaded (proxy mode starts the orders for a browser whose
 * account reads them), and after a sign-in or sign-out they answer for nobody.
 */
export function dropEarlyResponses(): void {
  const early = earlyRequests();
  if (!early) return;
  for (const response of early.values()) cancelUnread(response);
  early.clear();
}
