import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long a navigation waits for its data before the address changes anyway, showing the
 * previous results dimmed while the rest loads. Below this the page changes once, straight to
 * the new results.
 */
export const NAVIGATION_WAIT_MS = 150;

/**
 * How long the app's first route waits for its data. Meanwhile the server's frame shows that
 * page (server/http/page-shell.ts: its count, first card and named chips), so waiting costs the
 * reader no view; rendering sooner would swap the frame's words for stand-ins ("#79" for a make
 * whose catalog a busy phone has not fetched yet) and back. A press meanwhile is replayed.
 */
export const FIRST_LOAD_WAIT_MS = 1000;

let firstLoad = false;

/** Whether the route being loaded is the app's first, shown by the server's frame meanwhile. */
export function setFirstLoad(loading: boolean): void {
  firstLoad = loading;
}

const currentWait = () => (firstLoad ? FIRST_LOAD_WAIT_MS : NAVIGATION_WAIT_MS);

/**
 * What a route's loader awaits: the page's data, started through the query client (the
 * component reads the same query), for at most `waitMs`. Nothing when the cache has an answer
 * already: it shows at once (and is refreshed in the background if old). It never throws: the
 * page shows a failed request where the results go, with the previous results kept.
 */
export function dataOrTimeout<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  waitMs = currentWait(),
): Promise<void> | undefined {
  return dataThenOrTimeout(client, options, () => [], waitMs);
}

/**
 * As `dataOrTimeout`, and then what the answer leads to within the same wait (a search's first
 * cards' details, prefetched by `next`), so that the page's first render shows them too.
 */
export function dataThenOrTimeout<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  next: (data: TData) => readonly Promise<unknown>[],
  waitMs = currentWait(),
): Promise<void> | undefined {
  if (client.getQueryData(options.queryKey) !== undefined) return undefined;
  return waitAtMost(
    client.fetchQuery(options).then((data) => Promise.all(next(data))),
    waitMs,
  );
}

/** Settles when `work` does, or after `waitMs`, whichever comes first; never rejects. */
export function waitAtMost(work: Promise<unknown>, waitMs = currentWait()): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  const done = work.then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([done, waited]).finally(() => clearTimeout(timer));
}
