import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router-dom';
import { metaQueries } from '../api/meta-queries';
import { followRefusals, sessionMutations, sessionQueries } from '../api/session-queries';
import { paths } from '../lib/paths';

/**
 * Proxy mode's corner of the header (loaded in proxy mode only): who is signed in and a Sign
 * out button, or a link to sign in that comes back to this page. Nothing when the server has
 * no accounts (nobody can sign in).
 */
export function AccountMenu() {
  const meta = useQuery(metaQueries.meta());
  const session = useQuery({ ...sessionQueries.session(), enabled: meta.data?.accounts === true });
  const signOut = useMutation(sessionMutations.signOut());
  const location = useLocation();
  const revalidator = useRevalidator();
  const signInLink = useRef<HTMLAnchorElement>(null);
  const [signOuts, setSignOuts] = useState(0);
  const client = useQueryClient();
  const { t } = useLingui();

  // Loaded with proxy mode only: a call refused for want of a session updates who is signed in.
  useEffect(() => followRefusals(client), [client]);

  // Signing out removes the button that had focus: focus goes to the link that replaces it.
  useEffect(() => {
    if (signOuts > 0) signInLink.current?.focus();
  }, [signOuts]);

  if (!meta.data?.accounts || session.data === undefined) return null;
  const signedIn = session.data.signed_in ? session.data : null;

  return (
    <div className="account">
      <span className="visually-hidden" role="status">
        {!signedIn && signOuts > 0 ? t`You have signed out.` : ''}
      </span>
      {signedIn ? (
        <>
          <span className="account__name">
            <Trans>
              Signed in as <strong>{signedIn.name}</strong>
            </Trans>
          </span>
          <button
            type="button"
            className="button button--secondary"
            disabled={signOut.isPending}
            onClick={() =>
              signOut.mutate(undefined, {
                onSuccess: () => {
                  setSignOuts((count) => count + 1);
                  // The page's loader checks again: a page that needs a role asks to sign in.
                  void revalidator.revalidate();
                },
              })
            }
          >
            <Trans>Sign out</Trans>
          </button>
          {signOut.isError && (
            <span className="account__error" role="alert">
              <Trans>Not signed out: {signOut.error.message}</Trans>
            </span>
          )}
        </>
      ) : (
        !location.pathname.endsWith(`/${paths.signIn.path}`) && (
          <Link
            ref={signInLink}
            className="button button--secondary"
            to={paths.signIn.getHref(`${location.pathname}${location.search}`)}
          >
            <Trans>Sign in</Trans>
          </Link>
        )
      )}
    </div>
  );
}
