import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundRoute } from './routes/not-found';

const RELOADED_KEY = 'marketplace-search.reloaded-for';
/** A second failure this soon after a reload for it is no new version: no reload in a loop. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Reloads unless this address was reloaded for the same reason a moment ago (no loop). */
function reloadOnce() {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as {
      href?: string;
      at?: number;
    } | null;
    const href = window.location.href;
    if (last?.href === href && Date.now() - (last.at ?? 0) < RELOAD_AGAIN_AFTER_MS) return;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    return; // no storage to guard a loop with: the button is there
  }
  window.location.reload();
}

/** Whether the browser has a connection, as React Query follows it (its queries resume by it). */
const useOnline = () =>
  useSyncExternalStore(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
  );

/**
 * A page whose code could not be fetched is loaded afresh: the router keeps the failed fetch, so
 * going elsewhere and back fails again. Offline, once the connection is back; online (the server
 * most likely has a new version, its old files gone), at once, if the page answers (a server
 * that is down would leave the browser's own error page instead of this one).
 */
function useReloadForCode(failed: boolean, online: boolean) {
  useEffect(() => {
    if (!failed || !online) return;
    let current = true;
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
      .then((answer) => {
        if (current && answer.ok) reloadOnce();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [failed, online]);
}

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
 * (each route has one, so the header stays).
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Failed to fetch|Importing a module script/i.test(error.message);
  const online = useOnline();
  useReloadForCode(chunkFailed, online);
  if (notFound) return <NotFoundRoute />;
  console.error(error);
  const offline = chunkFailed && !online;
  return (
    <main className="page" id="main">
      <div className="panel panel--error" role="alert">
        {/* Offline, the page loads once the connection is back (useReloadForCode). */}
        <h1>{offline ? t`The service cannot be reached` : t`Something went wrong`}</h1>
        <p>
          {offline
            ? t`Check your connection, or that the server is running, then try again.`
            : chunkFailed
              ? t`Part of the app could not be downloaded: the server may have restarted with a new version.`
              : t`The page failed to show.`}
          {!offline && (
            <>
              {' '}
              <Trans>Reloading usually helps; your search is kept in the address.</Trans>
            </>
          )}
        </p>
        {!offline && (
          <button type="button" className="button" onClick={() => window.location.reload()}>
            <Trans>Reload the page</Trans>
          </button>
        )}
      </div>
    </main>
  );
}
