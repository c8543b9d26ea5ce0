/**
 * The "More filters" panel's code, loaded apart from the page: when the disclosure opens, when
 * the browser is idle after the page has painted, or by the route's loader when a link sets
 * one of its filters (so that the page opens with the panel filled, no placeholder first, and
 * with those filters' chips named: more-filter-chips.ts comes with it).
 */
import { withMessages } from '../../../lib/language';
import type { DescribeMore } from '../vehicle-filter-chips';
import type { MoreFilters } from './more-filters';

export type MoreFiltersPanel = typeof MoreFilters;

let loaded: { panel: MoreFiltersPanel; describe: DescribeMore } | undefined;
let loading: Promise<MoreFiltersPanel> | undefined;
const listeners = new Set<() => void>();

export function loadMoreFilters(): Promise<MoreFiltersPanel> {
  loading ??= withMessages(
    'vehicles.more-filters',
    Promise.all([import('./more-filters'), import('../more-filter-chips')]),
  ).then(
    ([panel, chips]) => {
      loaded = { panel: panel.MoreFilters, describe: chips.describeMoreFilters };
      for (const listener of listeners) listener();
      return loaded.panel;
    },
    (error: unknown) => {
      loading = undefined; // a later attempt may succeed (the network came back)
      throw error;
    },
  );
  return loading;
}

/** The panel, if its code is in. */
export function loadedMoreFilters(): MoreFiltersPanel | undefined {
  return loaded?.panel;
}

/** The chips of the panel's fields, if its code is in (vehicle-filter-chips.ts `describeFilters`). */
export function loadedMoreFilterChips(): DescribeMore | undefined {
  return loaded?.describe;
}

/** Calls `listener` once the code is in (after a retry, say); gives the unsubscribe. */
export function subscribeToMoreFilters(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
