import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

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
}

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
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
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const positions = readPositions();
        positions[current.current] = window.scrollY;
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
        } catch {
          // Storage full or blocked: restoring scroll is a nicety.
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
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
