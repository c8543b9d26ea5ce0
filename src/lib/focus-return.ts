/**
 * Back and Forward give the focus back where the reader left that entry of the history (the
 * card's link they followed), as ScrollRestoration gives the scroll back: a keyboard or
 * screen-reader user goes on from there, not from the top of the page. Only a focus the page
 * has lost (on the body): a page that puts it somewhere itself keeps it there.
 */
import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType, type DataRouter } from 'react-router-dom';

/**
 * Per history entry (its key): the address of the link that had the focus when it was left; one
 * short string per page the reader left, kept for the tab.
 */
const left = new Map<string, string>();
/** How long a page may take to show the link again (its results rendered after the page). */
const LOOK_FOR_MS = 1500;

/** Notes, as the router leaves each entry, what had the focus there. */
export function followFocus(router: DataRouter): () => void {
  let shown = router.state.location;
  return router.subscribe(({ location }) => {
    if (location.key === shown.key) return;
    // Called before React shows the next page: the focus is still where the reader left it.
    const focused = document.activeElement;
    const href = focused instanceof HTMLAnchorElement && focused.getAttribute('href');
    if (href) left.set(shown.key, href);
    else left.delete(shown.key);
    shown = location;
  });
}

const lost = () => document.activeElement === null || document.activeElement === document.body;

/** In the layout: on Back or Forward, the focus goes back to what had it on that entry. */
export function useFocusReturn(): void {
  const { key } = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    const href = action === NavigationType.Pop ? left.get(key) : undefined;
    if (!href) return;
    const until = performance.now() + LOOK_FOR_MS;
    let frame = 0;
    const look = () => {
      if (!lost()) return;
      const element = document.querySelector<HTMLElement>(`main a[href="${CSS.escape(href)}"]`);
      if (element && element.getClientRects().length > 0) {
        element.focus({ preventScroll: true });
      } else if (performance.now() < until) {
        frame = requestAnimationFrame(look);
      }
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [key, action]);
}
