import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { createCoalescedTimers } from '../lib/coalesced-timers';

// Before any client exists, as the library asks: timers of one provider cannot clear another's.
timeoutManager.setTimeoutProvider(createCoalescedTimers());

/**
 * Defaults that spare the API quota (1,000 calls an hour per key on the public service):
 * answers stay fresh for minutes, nothing refetches on focus, and a 4xx is never retried
 * (a 429 retried is a 429 prolonged), not even when another component comes to read it.
 */
/** A 2xx answer outside its schema: the service answered, and would answer so again. */
const unreadable = (error: ApiError) =>
  error.kind === 'unexpected-answer' && error.status >= 200 && error.status < 300;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchOnWindowFocus: false,
        // Not a refusal (4xx), nor an answer the app cannot read (asked again, the same answer
        // comes back: the reader would wait seconds for the same message).
        retry: (failureCount, error) =>
          !(error instanceof ApiError && (error.isClientError || unreadable(error))) &&
          failureCount < 2,
        // Nor asked again because a component mounts: a missing advert's 404, which its
        // route's loader had, went out a second time as the page mounted. Other failures are
        // tried again then, as before.
        retryOnMount: (query) =>
          !(
            query.state.error instanceof ApiError &&
            (query.state.error.isClientError || unreadable(query.state.error))
          ),
        // Offline, a request fails and says so (with Try again), rather than waiting unseen
        // for the connection ('online' paused it: the address and form showed a search the
        // dimmed results never did); back online, what failed is asked again (which 'always'
        // alone turns off).
        networkMode: 'always',
        refetchOnReconnect: true,
      },
      // A delete offline says it was not done, rather than keep its dialog busy.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
