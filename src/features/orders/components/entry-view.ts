/**
 * What the orders table showed on each history entry: where its own scroll box stood and which
 * orders were open, kept by the entry's `location.key` in sessionStorage (as the router's
 * ScrollRestoration keeps the window's), so that Back and Forward, from another page or within
 * this one, and a reload, bring the same view back. A new entry (a sort or filter chosen) starts
 * at the first row, with the orders open that were.
 */
import type { ExpandedState } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where the table's box stands: `top` in pixels (every row in the page), and for the windowed
 * rows the first row in view and how far into it (pixels count estimated rows the same only
 * until they are measured).
 */
export interface TablePosition {
  readonly top: number;
  readonly index: number;
  readonly within: number;
}

export const FIRST_ROW: TablePosition = { top: 0, index: 0, within: 0 };

interface EntryView {
  readonly position: TablePosition;
  readonly expanded: ExpandedState;
  /**
   * The entry's address: a page loaded anew without history state (typed in, a bookmark) has
   * the key "default" again, and must not take another address's view.
   */
  readonly at: string;
}

const STORAGE_KEY = 'marketplace-orders-view';
/** Entries kept, the latest: enough for a day's Back button, small in sessionStorage. */
const KEPT = 50;

/** Read once per tab's life: sessionStorage holds it across reloads. */
let entries: Map<string, EntryView> | undefined;

function isPosition(value: unknown): value is TablePosition {
  const p = value as Partial<TablePosition> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    [p.top, p.index, p.within].every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)
  );
}

function isExpanded(value: unknown): value is ExpandedState {
  return (
    value === true ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((open) => typeof open === 'boolean'))
  );
}

function stored(): Map<string, EntryView> {
  if (entries) return entries;
  entries = new Map();
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(saved))
      for (const entry of saved as unknown[]) {
        const [key, view] = Array.isArray(entry) ? (entry as unknown[]) : [];
        const { position, expanded, at } = (view ?? {}) as Partial<EntryView>;
        if (
          typeof key === 'string' &&
          typeof at === 'string' &&
          isPosition(position) &&
          isExpanded(expanded)
        )
          entries.set(key, { position, expanded, at });
      }
  } catch {
    // Storage refused or spoiled: no view to bring back.
  }
  return entries;
}

function save(key: string, view: EntryView) {
  const all = stored();
  all.delete(key);
  all.set(key, view);
  while (all.size > KEPT) all.delete(all.keys().next().value as string);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...all]));
  } catch {
    // Storage full or refused: the view is kept for this page's life only.
  }
}

/** For the tests: forgets every entry's view, in memory and in storage. */
export function forgetEntryViews() {
  entries = undefined;
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/**
 * The table's view for the history entry shown: the orders open, where its box is to stand
 * (`restore`, a new object each time it is to move there) and `report`, which the box calls with
 * where it stands as the reader scrolls.
 */
export function useEntryView() {
  const { key, pathname, search } = useLocation();
  const at = pathname + search;
  const navigation = useNavigationType();
  const [view, setView] = useState(() => ({ key, ...enter(key, at, navigation, {}) }));
  if (view.key !== key) {
    // Another entry: its own view on Back or Forward, else the first row.
    setView({ key, ...enter(key, at, navigation, view.expanded) });
  }
  const latest = useRef<EntryView>({ position: view.restore, expanded: view.expanded, at });
  useLayoutEffect(() => {
    latest.current = { position: view.restore, expanded: view.expanded, at };
    // The address is the entry's (its key's) for as long as the key is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.restore, view.expanded]);
  // Saved as the reader leaves the entry: for another entry, another page, or a reload.
  useLayoutEffect(() => {
    const leave = () => save(key, latest.current);
    addEventListener('pagehide', leave);
    return () => {
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [key]);

  const setExpanded = useCallback(
    (updater: ExpandedState | ((old: ExpandedState) => ExpandedState)) =>
      setView((current) => {
        const expanded = typeof updater === 'function' ? updater(current.expanded) : updater;
        return { ...current, expanded };
      }),
    [],
  );
  const report = useCallback((position: TablePosition) => {
    latest.current = { ...latest.current, position };
  }, []);
  return { expanded: view.expanded, setExpanded, restore: view.restore, report };
}

function enter(
  key: string,
  at: string,
  navigation: string,
  expanded: ExpandedState,
): { restore: TablePosition; expanded: ExpandedState } {
  const found = navigation === 'POP' ? stored().get(key) : undefined;
  const saved = found?.at === at ? found : undefined;
  // A fresh object: the box moves even when it is the first row again.
  return saved
    ? { restore: { ...saved.position }, expanded: saved.expanded }
    : { restore: { ...FIRST_ROW }, expanded };
}
