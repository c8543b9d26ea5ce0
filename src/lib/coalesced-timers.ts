/**
 * Timers that share one platform timer: a TimeoutProvider for React Query's `timeoutManager`,
 * which its docs suggest for apps with many queries. Each query's garbage-collection timer
 * (minutes) and each observer's staleness timer are long and need no precision, and a search
 * page starts and clears one per card as its prefetched queries gain observers. With one
 * platform timer for all of them, those calls are map updates; the platform timer moves only
 * when a timer falls due sooner than every other.
 *
 * Short timers (a retry's pause) and intervals go to the platform as they are: they are few
 * and their timing matters.
 */

export type TimerId = number;

interface Entry {
  readonly callback: () => void;
  readonly due: number;
}

export interface CoalescedTimers {
  setTimeout(callback: (_: void) => void, delay: number): TimerId;
  clearTimeout(id: TimerId | undefined): void;
  setInterval(callback: (_: void) => void, delay: number): TimerId;
  clearInterval(id: TimerId | undefined): void;
}

/** Below this delay a timer is the platform's own. */
export const COALESCE_FROM_MS = 1_000;

export function createCoalescedTimers(
  now: () => number = () => performance.now(),
): CoalescedTimers {
  const entries = new Map<TimerId, Entry>();
  // The platform's timer ids are positive integers; ours are negative so that a clear
  // knows whose timer it is given.
  let nextId = -1;
  let platformTimer: ReturnType<typeof setTimeout> | undefined;
  let platformDue = Infinity;

  /** Sets the platform's timer for `due` (Infinity: none). */
  function arm(due: number) {
    if (platformTimer !== undefined) globalThis.clearTimeout(platformTimer);
    platformTimer = due === Infinity ? undefined : globalThis.setTimeout(fire, due - now());
    platformDue = due;
  }

  function fire() {
    const time = now();
    // In the order they fall due; each taken out before it runs, so that it may set another.
    const due = [...entries].filter(([, entry]) => entry.due <= time);
    due.sort(([, a], [, b]) => a.due - b.due);
    for (const [id] of due) entries.delete(id);
    platformTimer = undefined;
    arm(Math.min(Infinity, ...[...entries.values()].map((entry) => entry.due)));
    for (const [, entry] of due) entry.callback();
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return globalThis.setTimeout(callback, delay);
      const id = nextId--;
      const entry = { callback, due: now() + delay };
      entries.set(id, entry);
      // Only a timer due sooner than every other moves the platform's (cleared ones only ever
      // leave it early, never late).
      if (entry.due < platformDue) arm(entry.due);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      if (id > 0) globalThis.clearTimeout(id);
      // A cleared timer leaves the platform's where it is: when it fires for nothing, it is
      // set for the next one due. Clearing is the common case and costs a map delete.
      else entries.delete(id);
    },
    setInterval: (callback, delay) => globalThis.setInterval(callback, delay),
    clearInterval: (id) => globalThis.clearInterval(id),
  };
}
