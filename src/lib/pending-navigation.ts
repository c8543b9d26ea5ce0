/**
 * How long a navigation waits for its data before the address changes anyway, showing the
 * previous results as stale while the rest loads. Below this the page changes once, straight
 * to the new results (as a data router, or the browser's own paint holding, does).
 */
export const PENDING_NAVIGATION_MS = 150;

interface Navigation<Q> {
  /** The query to show, and its address. */
  readonly query: Q;
  readonly href: string;
  /** The address it leaves (as the router reads it). */
  readonly from: string;
  /** The data it needs, loading; none: it commits at once. */
  readonly loading: Promise<unknown> | undefined;
  /** Changes the address. */
  readonly commit: () => void;
}

/**
 * The one navigation of a page that waits for its data. A newer one replaces it; it is
 * dropped if the address changes meanwhile (Back, a link: `here` reads the browser's).
 */
export function createPendingNavigation<Q>(here: () => string, waitMs = PENDING_NAVIGATION_MS) {
  type Entry = { navigation: Navigation<Q>; timer?: ReturnType<typeof setTimeout> };
  let current: Entry | null = null;

  const cancel = () => {
    if (current?.timer !== undefined) clearTimeout(current.timer);
    current = null;
  };

  return {
    /** The navigation waiting to leave `from`, if any. */
    waiting(from: string): Navigation<Q> | null {
      return current?.navigation.from === from ? current.navigation : null;
    },

    start(navigation: Navigation<Q>): void {
      cancel();
      const entry: Entry = { navigation };
      current = entry;
      const leaving = here();
      const go = () => {
        if (current !== entry) return;
        cancel();
        if (here() === leaving) navigation.commit();
      };
      if (!navigation.loading) return go();
      entry.timer = setTimeout(go, waitMs);
      void navigation.loading.finally(go);
    },

    cancel,
  };
}
