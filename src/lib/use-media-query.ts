import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Whether `query` (a CSS media query) matches now; the component renders again as it changes. */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => matchMedia(query), [query]);
  const subscribe = useCallback(
    (changed: () => void) => {
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}
