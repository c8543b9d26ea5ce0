import { preloadedLazy } from '../lib/preloaded-lazy';

/**
 * Proxy mode's account menu: embedded mode's first load carries no sign-in code. The layout's
 * loader starts it once the server's mode is known (router.tsx), so that the menu renders with
 * the header: loaded by its first render, it suspended there, and React held it back until
 * 300 ms after its (empty) placeholder, the session asked only then. Its few words are in the
 * core part, with the header's.
 */
export const AccountMenu = preloadedLazy(() =>
  import('./account-menu').then((module) => module.AccountMenu),
);
