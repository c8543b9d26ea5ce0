import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A panel that folds away (hidden) with the focus inside it would take the focus with it, to
 * the page's start: `target` takes it instead. In a layout effect, before the browser hides
 * the panel, which is when it drops the focus. Returns the ref to put on the panel.
 */
export function useFocusOnFold<T extends HTMLElement>(
  open: boolean,
  target: RefObject<HTMLElement | null>,
): RefObject<T | null> {
  const panel = useRef<T>(null);
  const wasOpen = useRef(open);
  useLayoutEffect(() => {
    if (wasOpen.current && !open && panel.current?.contains(document.activeElement)) {
      target.current?.focus();
    }
    wasOpen.current = open;
  }, [open, target]);
  return panel;
}
