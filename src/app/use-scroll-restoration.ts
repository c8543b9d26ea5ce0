import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { whenIdle } from '../lib/when-idle';

const STORAGE_KEY = 'scroll-positions';

/*
 * Whether the latest navigation was Back/Forward. Listening from the module's first import puts
 * this listener before the router's own, which re-renders synchronously on popstate.
 */
let popped = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = true;
  });
  // A reload right after a scroll keeps the position too.
  window.addEventListener('pagehide', () => {
    if (saveQueued) saveNow();
  });
  // A link or a search leaves the page through pushState: note where the reader was, exactly
  // then (a scroll event would only arrive after the next page has rendered).
  const pushState = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    record(`${location.pathname}?${location.search.slice(1)}`);
    pushState(...args);
  };
}

let positions: Record<string, number> | null = null;

/** Scroll positions by address: kept in memory, saved for the tab (so a reload keeps them). */
function readPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

/** Addresses remembered: the most recent ones (a long session must not grow storage forever). */
const MAX_POSITIONS = 100;

function remember(address: string, y: number): Record<string, number> {
  const all = readPositions();
  delete all[address]; // re-inserted last: keys keep insertion order, oldest first
  all[address] = y;
  const keys = Object.keys(all);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_POSITIONS))) delete all[key];
  return all;
}

let saveQueued = false;

function saveNow(): void {
  saveQueued = false;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(readPositions()));
  } catch {
    // Storage full or blocked: restoring scroll is a nicety.
  }
}

/**
 * Writes the positions to storage when the browser is idle (or the page is left): a navigation
 * only notes the position in memory, so the search it starts does not wait for storage.
 */
function saveSoon(): void {
  if (saveQueued) return;
  saveQueued = true;
  whenIdle(() => {
    if (saveQueued) saveNow();
  }, 1000);
}

function record(address: string): void {
  remember(address, window.scrollY);
  saveSoon();
}

/**
 * Back and Forward return to where the reader was on that address; a new page starts at the
 * top. Positions are kept per address for the tab (they survive a reload too).
 */
export function useScrollRestoration(): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const address = `${pathname}?${search}`;
  const current = useRef(address);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onScroll = () => {
      // Recorded now, for the address shown now: a navigation may come before the next frame.
      record(current.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (current.current === address) return;
    current.current = address;
    const saved = readPositions()[address];
    if (popped && saved !== undefined) window.scrollTo(0, saved);
    else if (!popped && !location.hash) window.scrollTo(0, 0);
    popped = false;
  }, [address]);
}
