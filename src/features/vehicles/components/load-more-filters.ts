/**
 * The "More filters" panel's code, loaded apart from the page: when the disclosure opens, when
 * the browser is idle after the page has painted, or by the route's loader when a link sets
 * one of its filters (so that the page opens with the panel filled, no placeholder first).
 */
import { withMessages } from '../../../lib/language';
import type { MoreFilters } from './more-filters';

export type MoreFiltersPanel = typeof MoreFilters;

let loaded: MoreFiltersPanel | undefined;
let loading: Promise<MoreFiltersPanel> | undefined;

export function loadMoreFilters(): Promise<MoreFiltersPanel> {
  loading ??= withMessages('vehicles.more-filters', import('./more-filters')).then(
    (module) => (loaded = module.MoreFilters),
    (error: unknown) => {
      loading = undefined; // a later attempt may succeed (the network came back)
      throw error;
    },
  );
  return loading;
}

/** The panel, if its code is in. */
export function loadedMoreFilters(): MoreFiltersPanel | undefined {
  return loaded;
}
