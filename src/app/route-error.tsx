import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundRoute } from './routes/not-found';

/** While a page's code and first data load (the first visit only). */
export function PageLoading() {
  return (
    <main className="page" id="main">
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    </main>
  );
}

/**
 * A page that failed to load or to render still explains itself, inside the app's layout
 * (each route has one, so the header stays). Navigating away recovers.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script/i.test(error.message);
  return (
    <main className="page" id="main">
      <div className="panel panel--error" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          {chunkFailed
            ? t`Part of the app could not be downloaded: the server may have restarted with a new version.`
            : t`The page failed to show.`}{' '}
          <Trans>Reloading usually helps; your search is kept in the address.</Trans>
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
      </div>
    </main>
  );
}
