import { useSyncExternalStore } from 'react';
import type { DescribeMore } from '../vehicle-filter-chips';
import { loadedMoreFilterChips, subscribeToMoreFilters } from './load-more-filters';

/**
 * The chips of "More filters"' fields once that panel's code is in: the route's loader has it
 * in when the address sets one of them; if it failed, the page re-renders when a retry brings it.
 */
export function useMoreFilterChips(): DescribeMore | undefined {
  return useSyncExternalStore(subscribeToMoreFilters, loadedMoreFilterChips);
}
