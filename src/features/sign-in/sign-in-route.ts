/**
 * What the router needs of the sign-in page before its code is in: the mode, and in proxy
 * mode who is signed in now (the page says so, and why the reader was sent here).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { metaQueries } from '../../api/meta-queries';
import { sessionQueries } from '../../api/session-queries';

export function signInLoader(client: QueryClient): LoaderFunction {
  return async () => {
    const meta = await client.ensureQueryData(metaQueries.meta()).catch(() => undefined);
    // A failure shows on the page (the form still works: signing in asks again).
    if (meta?.mode === 'proxy') await client.prefetchQuery(sessionQueries.session());
    return null;
  };
}
