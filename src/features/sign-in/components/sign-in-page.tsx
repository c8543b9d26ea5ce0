import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ROLES, type Role, type SessionResponse } from '../../../api/contracts/session';
import { metaQueries } from '../../../api/meta-queries';
import { sessionQueries } from '../../../api/session-queries';
import { Notice } from '../../../components/ui/notice';
import { currentLanguage, isLanguage, withLanguage } from '../../../lib/language';
import { paths } from '../../../lib/paths';
import { safeReturnPath } from '../../../lib/return-path';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SignInForm } from './sign-in-form';

/** What each role opens, in words. */
const ROLE_NEEDED_FOR: Record<Role, MessageDescriptor> = {
  operator: msg`Reading the basket orders`,
  seller: msg`Deleting adverts`,
};

/** A role's name in the reader's language (the deployer's `--role` gives it in English). */
const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  operator: msg({ message: 'operator', context: 'account role' }),
  seller: msg({ message: 'seller', context: 'account role' }),
};

/** Why the reader is here: an ended session, a page that needs a role, the wrong account. */
function Reason({ session, role: needs }: { session: SessionResponse | undefined; role?: Role }) {
  const { i18n } = useLingui();
  const needed = needs ? i18n._(ROLE_NEEDED_FOR[needs]) : '';
  const role = needs ? i18n._(ROLE_NAMES[needs]) : '';
  if (session?.signed_in) {
    if (needs && !session.roles.includes(needs)) {
      const name = session.name;
      return (
        <Notice tone="warning" title={t`Your account cannot open this page`}>
          <p>
            {t`${needed} needs an account with the ${role} role, and “${name}” does not have it. Sign in with an account that has it, or ask whoever runs this server to add the role to yours.`}
          </p>
        </Notice>
      );
    }
    const name = session.name;
    return (
      <Notice title={t`You are signed in as “${name}”`}>
        <p>{t`Signing in with another account replaces this session.`}</p>
      </Notice>
    );
  }
  if (session?.ended) {
    return (
      <Notice tone="warning" title={t`Your session has ended`}>
        <p>
          {t`Sessions end after a while without use, and some hours after signing in. Sign in again to go on.`}
          {role && ` ${t`${needed} needs the ${role} role.`}`}
        </p>
      </Notice>
    );
  }
  if (role) {
    return (
      <Notice title={t`Please sign in`}>
        <p>
          {t`${needed} needs an account with the ${role} role. Sign in, and you will be taken back to the page you asked for.`}
        </p>
      </Notice>
    );
  }
  return null;
}

/**
 * `/sign-in?next=/orders?status=1&role=operator`: proxy mode's sign-in, reached from the header
 * or sent by a page that needs a role. After signing in, the reader lands on `next` (when it is
 * an address of this app). Embedded mode has no accounts: the API key is the authentication.
 */
export default function SignInPage() {
  useDocumentTitle(t`Sign in`);
  const params = new URLSearchParams(useLocation().search);
  const navigate = useNavigate();
  const asked = safeReturnPath(params.get('next'), window.location.origin, paths.home.getHref());
  // In the language the reader signs in in: they may have switched it here.
  const next = isLanguage(asked.split('/')[1]) ? withLanguage(asked, currentLanguage()) : asked;
  const role = ROLES.find((known) => known === params.get('role'));
  const meta = useQuery(metaQueries.meta());
  const proxy = meta.data?.mode === 'proxy';
  const session = useQuery({ ...sessionQueries.session(), enabled: proxy });

  if (meta.data?.mode === 'embedded') {
    return (
      <main className="page page--narrow" id="main">
        <h1>
          <Trans>Sign in</Trans>
        </h1>
        <p>
          <Trans>
            This server runs the embedded service: there are no accounts to sign in to. The API key
            in the settings is your authentication.
          </Trans>
        </p>
        <p>
          <Link to={next}>
            <Trans>Go on</Trans>
          </Link>
        </p>
      </main>
    );
  }

  return (
    <main className="page page--narrow" id="main">
      <h1>
        <Trans>Sign in</Trans>
      </h1>
      <Reason session={session.data} role={role} />
      {session.isError && (
        <Notice tone="warning" title={t`Who is signed in could not be read`}>
          <p>{t`You can still sign in.`}</p>
        </Notice>
      )}
      {meta.data?.accounts === false ? (
        <Notice tone="warning" title={t`This server has no accounts`}>
          <p>
            <Trans>
              Nobody can sign in here, so the orders and deleting adverts are not available. Whoever
              runs the server can add accounts with <code>npm run users</code>.
            </Trans>
          </p>
        </Notice>
      ) : (
        <SignInForm onSignedIn={() => void navigate(next, { replace: true })} />
      )}
    </main>
  );
}
