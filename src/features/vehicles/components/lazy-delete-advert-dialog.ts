import { withMessages } from '../../../lib/language';
import { preloadedLazy } from '../../../lib/preloaded-lazy';

/**
 * The delete machinery loads apart (most readers never delete) and starts to load when a seller
 * points at Delete or moves the focus to it, as a link's prefetch on intent does: the dialog
 * then opens at the click, where a load started by the click held it back some 400 ms on a phone
 * (its code, its words, and React's 300 ms fallback throttle after them). The pages open it in
 * a transition, in a Suspense boundary mounted from the start: a click that comes before the
 * code opens the dialog as soon as the code is in, with no fallback for React to hold.
 */
export const DeleteAdvertDialog = preloadedLazy(() =>
  withMessages('vehicles.delete', import('./delete-advert-dialog')).then((m) => m.default),
);

/** Handlers for the Delete button: pointing at it or focusing it starts the load. */
export const preloadDeleteOnIntent = {
  onPointerEnter: () => void DeleteAdvertDialog.preload(),
  onFocus: () => void DeleteAdvertDialog.preload(),
} as const;
