import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a page's navigation waits for (useUrlQuery's `beforeNavigate`): the data of the page
 * it goes to, loading; nothing when the cache has an answer already, which shows at once (and
 * is refreshed in the background if old).
 */
export function loadBeforeNavigating<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> | undefined {
  if (queryClient.getQueryData(options.queryKey) !== undefined) return undefined;
  return queryClient.prefetchQuery(options);
}
