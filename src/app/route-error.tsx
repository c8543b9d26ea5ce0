import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '../lib/paths';

/** While a page's code and first data load (the first visit only). */
export function PageLoading() {
  return (
    <main className="page" id="main">
      <p role="status">Loading…</p>
    </main>
  );
}

/**
 * A page that failed to load or to render still explains itself, inside the app's layout
 * (each route has one, so the header stays). Navigating away recovers.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="page" id="main">
        <h1>Page not found</h1>
        <p>There is no page at this address.</p>
        <p>
          <Link to={paths.home.getHref()}>Go to the start page</Link>
        </p>
      </main>
    );
  }
  console.error(error);
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script/i.test(error.message);
  return (
    <main className="page" id="main">
      <div className="panel panel--error" role="alert">
        <h1>Something went wrong</h1>
        <p>
          {chunkFailed
            ? 'Part of the app could not be downloaded: the server may have restarted with a new version.'
            : 'The page failed to show.'}{' '}
          Reloading usually helps; your search is kept in the address.
        </p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
