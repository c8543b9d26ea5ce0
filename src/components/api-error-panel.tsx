import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useCredentials } from '../api/use-credentials';
import { formatWait } from '../lib/format';
import { paths } from '../lib/paths';
import { useOpenSettings } from './open-settings';

interface Explanation {
  readonly title: string;
  readonly fix: ReactNode;
  readonly settings?: boolean;
  readonly retry?: boolean;
  /** Proxy mode: a link to the sign-in page, coming back here. */
  readonly signIn?: string;
}

function explain(error: unknown, mode: 'embedded' | 'proxy' | null): Explanation {
  if (!(error instanceof ApiError)) {
    return {
      title: 'Something went wrong',
      fix: 'Try again. If it keeps happening, reload the page.',
      retry: true,
    };
  }
  switch (error.kind) {
    case 'missing-key':
      return {
        title: 'No API key',
        fix:
          mode === 'proxy'
            ? 'The server has no key for the Marketplace API. Start it with MARKETPLACE_UPSTREAM_KEY.'
            : 'Enter your Marketplace API key in the settings.',
        settings: mode !== 'proxy',
      };
    case 'invalid-key':
      if (mode === 'proxy') {
        // In proxy mode the key is the server's: the reader cannot fix it in the settings.
        return {
          title: 'The Marketplace API refused the server’s key',
          fix: 'The key is set on the server (MARKETPLACE_UPSTREAM_KEY): ask whoever runs it to check it.',
        };
      }
      return {
        title: 'The API key was not accepted',
        fix: 'Check the key in the settings, or get a new one.',
        settings: true,
      };
    case 'disabled-key':
      if (mode === 'proxy') {
        return {
          title: 'The server’s API key is disabled',
          fix: 'An administrator of the Marketplace API switched it off; whoever runs this server needs a new key.',
        };
      }
      return {
        title: 'This API key is disabled',
        fix: 'An administrator switched it off. Use another key, or contact the service.',
        settings: true,
      };
    case 'unauthorized':
      return { title: 'Not allowed with this key', fix: error.message, settings: true };
    case 'rate-limited':
      // Proxy mode: the key is the server's, and each visitor (address or account) may spend a
      // share of it. The same code says the key's own hour is spent; the server's message says
      // which (CONTRACT.md "Fair share").
      if (mode === 'proxy' && error.message.includes('your share')) {
        return {
          title: 'You have used your share of calls for now',
          fix: `This server shares its Marketplace API key among its visitors, so that no one spends the hour's calls for everyone. Try again ${error.retryAfter !== undefined ? `in ${formatWait(error.retryAfter)}` : 'later'}; pages you have seen recently still load.`,
          retry: true,
        };
      }
      return {
        title: 'Too many requests for this key',
        fix:
          error.retryAfter !== undefined
            ? `The key's hourly limit is spent. Try again in ${formatWait(error.retryAfter)}.`
            : "The key's hourly limit is spent. Try again later.",
        retry: true,
      };
    case 'invalid-parameter':
      return {
        title: error.param
          ? `The service refused “${error.param}”`
          : 'The service refused a filter',
        fix: `${error.message} Correct or remove it in the filters.`,
      };
    case 'not-found':
      return { title: 'Not found', fix: error.message };
    case 'network':
      return {
        title: 'The service cannot be reached',
        fix: 'Check your connection, or that the server is running, then try again.',
        retry: true,
      };
    case 'upstream':
      return { title: 'The Marketplace API did not answer', fix: error.message, retry: true };
    case 'unexpected-answer':
      return {
        title: 'The service sent an unexpected answer',
        fix: `${error.message} The API may have changed; try again later.`,
        retry: true,
      };
    case 'server':
      return {
        title: 'The service had a problem',
        fix: 'Nothing was changed. Try again in a moment.',
        retry: true,
      };
    // The server's messages say whether the session ended or never was, and which role.
    case 'sign-in-required':
      return { title: 'Please sign in', fix: error.message, signIn: 'Sign in' };
    case 'role-required':
      return {
        title: 'Your account may not do this',
        fix: error.message,
        signIn: 'Sign in with another account',
      };
    case 'sign-in-failed':
      return { title: 'Not signed in', fix: error.message };
    case 'cross-origin':
      return { title: 'Refused: the request came from another site', fix: error.message };
    case 'store-unavailable':
      return {
        title: 'The server cannot reach its shared store',
        fix: 'Nothing was changed. It comes back by itself; try again in a few seconds.',
        retry: true,
      };
  }
}

const errorIds = new WeakMap<object, number>();
let nextErrorId = 0;
/** A stable identity per error object, so that a new failure restarts the countdown. */
function identify(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 0;
  let id = errorIds.get(error);
  if (id === undefined) errorIds.set(error, (id = ++nextErrorId));
  return id;
}

/** "Try again", held back while a rate limit still applies, counting down. */
function RetryButton({ wait, onRetry }: { readonly wait: number; readonly onRetry: () => void }) {
  const [left, setLeft] = useState(wait);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={onRetry}
      disabled={left > 0}
    >
      {left > 0 ? `Try again in ${formatWait(left)}` : 'Try again'}
    </button>
  );
}

/** What went wrong and how to fix it, for any failed request. */
export function ApiErrorPanel({
  error,
  onRetry,
}: {
  readonly error: unknown;
  readonly onRetry?: () => void;
}) {
  const { mode } = useCredentials();
  const openSettings = useOpenSettings();
  const location = useLocation();
  const explanation = explain(error, mode);
  const wait =
    error instanceof ApiError &&
    (error.kind === 'rate-limited' || error.kind === 'store-unavailable')
      ? (error.retryAfter ?? 0)
      : 0;
  return (
    <div className="panel panel--error" role="alert">
      <h2 className="panel__title">{explanation.title}</h2>
      <p>{explanation.fix}</p>
      <div className="panel__actions">
        {explanation.settings && (
          <button type="button" className="button" onClick={openSettings}>
            Open settings
          </button>
        )}
        {explanation.signIn && (
          <Link
            className="button"
            to={paths.signIn.getHref(`${location.pathname}${location.search}`)}
          >
            {explanation.signIn}
          </Link>
        )}
        {explanation.retry && onRetry && (
          <RetryButton key={identify(error)} wait={wait} onRetry={onRetry} />
        )}
      </div>
    </div>
  );
}
