import { withMessages } from '../lib/language';
import { preloadedLazy } from '../lib/preloaded-lazy';

/**
 * Proxy mode's account menu, with its messages: embedded mode's first load carries neither.
 * The layout's loader starts it once the server's mode is known (router.tsx), so that the menu
 * renders with the header: loaded by its first render, it suspended there, and React held it
 * back until 300 ms after its (empty) placeholder, the session asked only then.
 */
export const AccountMenu = preloadedLazy(() =>
  withMessages('account', import('./account-menu')).then((module) => module.AccountMenu),
);
