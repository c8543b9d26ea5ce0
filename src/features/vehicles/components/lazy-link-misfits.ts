import { preloadedLazy } from '../../../lib/preloaded-lazy';

/**
 * A link's choices that its category lacks (link-misfits.tsx) load apart: only a link with
 * another category than cars' and a make, body style… can hold one (`mayMisfit`), and most
 * searches' first load carries none of it.
 */
const load = () => import('./link-misfits');

export const LinkMisfitsNotice = preloadedLazy(() => load().then((m) => m.LinkMisfitsNotice));
export const MisfitAwareFilters = preloadedLazy(() => load().then((m) => m.MisfitAwareFilters));
