import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useCredentials } from '../api/use-credentials';
import { formatWait } from '../lib/format';
import { focusHeading, headingAbove, lost } from '../lib/focus-return';
import { paths } from '../lib/paths';
import { useOpenSettings } from './open-settings';

interface Explanation {
  readonly title: string;
  readonly fix: string;
  readonly settings?: boolean;
  readonly retry?: boolean;
  /** Proxy mode: a link to the sign-in page, coming back here. */
  readonly signIn?: string;
}

/**
 * What went wrong and how to fix it, in the page's language, told by the error's code: the
 * service's own message is English (and the live service's Ukrainian), so it is read only to
 * tell apart cases that share a code (a visitor's share from the key's hour, a session that
 * ended from one that never was).
 */
export function explainApiError(error: unknown, mode: 'embedded' | 'proxy' | null): Explanation {
  if (!(error instanceof ApiError)) {
    return {
      title: t`Something went wrong`,
      fix: t`Try again. If it keeps happening, reload the page.`,
      retry: true,
    };
  }
  switch (error.kind) {
    case 'missing-key':
      return {
        title: t`No API key`,
        fix:
          mode === 'proxy'
            ? t`The server has no key for the Marketplace API. Start it with MARKETPLACE_UPSTREAM_KEY.`
            : t`Enter your Marketplace API key in the settings.`,
        settings: mode !== 'proxy',
      };
    case 'invalid-key':
      if (mode === 'proxy') {
        // In proxy mode the key is the server's: the reader cannot fix it in the settings.
        return {
          title: t`The Marketplace API refused the server’s key`,
          fix: t`The key is set on the server (MARKETPLACE_UPSTREAM_KEY): ask whoever runs it to check it.`,
        };
      }
      return {
        title: t`The API key was not accepted`,
        fix: t`Check the key in the settings, or get a new one.`,
        settings: true,
      };
    case 'disabled-key':
      if (mode === 'proxy') {
        return {
          title: t`The server’s API key is disabled`,
          fix: t`An administrator of the Marketplace API switched it off; whoever runs this server needs a new key.`,
        };
      }
      return {
        title: t`This API key is disabled`,
        fix: t`An administrator switched it off. Use another key, or contact the service.`,
        settings: true,
      };
    case 'unauthorized':
      return {
        title: t`Not allowed with this key`,
        fix: t`A key may only change its own account’s adverts: check the key and the user ID in the settings.`,
        settings: true,
      };
    case 'rate-limited':
      // Proxy mode: the key is the server's, and each visitor (address or account) may spend a
      // share of it. The same code says the key's own hour is spent; the server's message says
      // which (CONTRACT.md "Fair share").
      if (mode === 'proxy' && error.message.includes('your share')) {
        const wait = error.retryAfter !== undefined ? formatWait(error.retryAfter) : undefined;
        return {
          title: t`You have used your share of calls for now`,
          fix: wait
            ? t`This server shares its Marketplace API key among its visitors, so that no one spends the hour’s calls for everyone. Try again in ${wait}; pages you have seen recently still load.`
            : t`This server shares its Marketplace API key among its visitors, so that no one spends the hour’s calls for everyone. Try again later; pages you have seen recently still load.`,
          retry: true,
        };
      }
      return {
        title: t`Too many requests for this key`,
        fix:
          error.retryAfter !== undefined
            ? t`The key’s hourly limit is spent. Try again in ${formatWait(error.retryAfter)}.`
            : t`The key’s hourly limit is spent. Try again later.`,
        retry: true,
      };
    case 'invalid-parameter':
      return {
        title: error.param
          ? t`The service refused “${error.param}”`
          : t`The service refused a filter`,
        fix: t`Its value is not one the service accepts. Correct or remove it in the filters.`,
      };
    case 'too-long':
      return {
        title: t`Too long for the service`,
        fix: t`It holds more than the service reads in one request. Remove some filters or rows, or shorten the text.`,
      };
    case 'not-found':
      return {
        title: t`Not found`,
        fix: t`It may have been deleted or sold, or the address is wrong.`,
      };
    case 'network':
      return {
        title: t`The service cannot be reached`,
        fix: t`Check your connection, or that the server is running, then try again.`,
        retry: true,
      };
    case 'upstream':
      return {
        title: t`The Marketplace API did not answer`,
        fix:
          error.code === 'UPSTREAM_TIMEOUT'
            ? t`It took too long to answer this server. Try again in a moment.`
            : t`This server cannot reach it right now. Try again in a moment.`,
        retry: true,
      };
    case 'unexpected-answer':
      return {
        title: t`The service sent an unexpected answer`,
        fix: t`Its answer did not have the expected form. The API may have changed; try again later.`,
        retry: true,
      };
    case 'server':
      return {
        title: t`The service had a problem`,
        fix: t`Nothing was changed. Try again in a moment.`,
        retry: true,
      };
    // The server's messages say whether the session ended or never was, and which role.
    case 'sign-in-required':
      return {
        title: t`Please sign in`,
        fix: /session has ended/i.test(error.message)
          ? t`Your session has ended (it expired, or you signed out). Sign in again to go on.`
          : t`This is not open to visitors: sign in with an account that has the role it needs.`,
        signIn: t`Sign in`,
      };
    case 'role-required':
      return {
        title: t`Your account may not do this`,
        fix: t`Your account does not have the role this needs. Sign in with another account, or ask whoever runs this server to add the role.`,
        signIn: t`Sign in with another account`,
      };
    case 'sign-in-failed':
      return { title: t`Not signed in`, fix: t`The name or the password is not right.` };
    case 'cross-origin':
      return {
        title: t`Refused: the request came from another site`,
        fix: t`This server takes deletions only from its own pages. Open the advert here and try again.`,
      };
    case 'store-unavailable':
      return {
        title: t`The server cannot reach its shared store`,
        fix: t`Nothing was changed. It comes back by itself; try again in a few seconds.`,
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
      {left > 0 ? t`Try again in ${formatWait(left)}` : t`Try again`}
    </button>
  );
}

/**
 * The panel's buttons go with it when what they did worked (Try again): the focus goes to the
 * heading above where the panel was (the results'), not to the body. (Its "Open settings" is
 * seen to by the dialog, which has the focus when a new key takes the panel away.)
 */
function useFocusKeptOnLeaving() {
  const panel = useRef<HTMLDivElement>(null);
  // A layout effect's cleanup runs while the panel is still in the page, holding the focus.
  useLayoutEffect(
    () => () => {
      const node = panel.current;
      if (!node?.contains(document.activeElement)) return;
      const above = headingAbove(node);
      requestAnimationFrame(() => {
        if (lost() && above?.isConnected) focusHeading(above);
      });
    },
    [],
  );
  return panel;
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
  const explanation = explainApiError(error, mode);
  const panel = useFocusKeptOnLeaving();
  const wait =
    error instanceof ApiError &&
    (error.kind === 'rate-limited' || error.kind === 'store-unavailable')
      ? (error.retryAfter ?? 0)
      : 0;
  return (
    <div className="panel panel--error" role="alert" ref={panel}>
      <h2 className="panel__title">{explanation.title}</h2>
      <p>{explanation.fix}</p>
      <div className="panel__actions">
        {explanation.settings && (
          <button type="button" className="button" onClick={openSettings}>
            <Trans>Open settings</Trans>
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
