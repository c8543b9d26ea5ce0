/**
 * Back and Forward give the focus back where the reader left that entry of the history (the
 * card's link they followed), as ScrollRestoration gives the scroll back: a keyboard or
 * screen-reader user goes on from there, not from the top of the page. Only a focus the page
 * has lost (on the body): a page that puts it somewhere itself keeps it there.
 */
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type DataRouter } from 'react-router-dom';
import { currentLanguage, isLanguage, withLanguage, type ScrollOf } from './language';

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

/**
 * The focus is nowhere a reader can go on from: on the body, or still on a button of a dialog
 * that has closed (ConfirmDialog keeps its buttons focusable while busy).
 */
export const lost = (): boolean =>
  document.activeElement === null ||
  document.activeElement === document.body ||
  document.activeElement.closest('dialog:not([open])') !== null;

/**
 * A new page whose link went with the page it was on (the start page's "Search vehicles", the
 * not-found page's way home): the focus would be on the body, from where a keyboard or screen
 * reader starts again at the top. It starts at the new page's heading instead, as a card's link
 * to its advert does. Left alone when the page put it somewhere itself, or kept it (a header
 * link, a language switch).
 */
function focusHeadingIfLost(): () => void {
  const frame = requestAnimationFrame(() => {
    const heading = document.querySelector('main h1');
    if (lost() && heading instanceof HTMLElement) focusHeading(heading);
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * The last heading of the page's main before `node`, the one a reader goes on from; not an
 * alert's, which goes with its alert.
 */
export function headingAbove(node: Node): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('main h1, main h2')]
    .filter(
      (heading) =>
        !heading.closest('[role="alert"]') &&
        !node.contains(heading) &&
        heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    .pop();
}

/** Gives a heading the focus where it is, focusable by script only (not a stop for Tab). */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * In the layout: on Back or Forward, the focus goes back to what had it on that entry; on a
 * link to another page, to that page's heading when the link went with its page.
 */
export function useFocusReturn(): void {
  const location = useLocation();
  const { key, pathname } = location;
  const action = useNavigationType();
  const shownPath = useRef(pathname);
  // A link back to a page seen in the other language (an advert's way back after a switch):
  // what had the focus there, in this language, as its scroll position is that entry's.
  const focusOf = (location.state as Partial<ScrollOf> | null)?.focusOf;
  useEffect(() => {
    const from = shownPath.current;
    shownPath.current = pathname;
    const before = action === NavigationType.Pop ? left.get(key) : focusOf && left.get(focusOf);
    if (!before) {
      if (action === NavigationType.Pop) return;
      return from === pathname ? undefined : focusHeadingIfLost();
    }
    // An app link names its language first; another (the advert on the website) stays as it is.
    const href = isLanguage(before.split('/')[1])
      ? withLanguage(before, currentLanguage())
      : before;
    const until = performance.now() + LOOK_FOR_MS;
    let frame = 0;
    const look = () => {
      if (!lost()) return;
      const element = document.querySelector<HTMLElement>(`main a[href="${CSS.escape(href)}"]`);
      if (element && element.getClientRects().length > 0) {
        element.focus({ preventScroll: true });
      } else if (performance.now() < until) {
        frame = requestAnimationFrame(look);
      } else {
        // The link went meanwhile (the advert opened from it was deleted): the reader goes on
        // from the first link in view where the page was left, else from its heading.
        const inView = [...document.querySelectorAll<HTMLElement>('main a[href]')].find((link) => {
          const box = link.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        });
        const heading = document.querySelector('main h1');
        if (inView) inView.focus({ preventScroll: true });
        else if (heading instanceof HTMLElement) focusHeading(heading);
      }
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [key, action, pathname, focusOf]);
}
