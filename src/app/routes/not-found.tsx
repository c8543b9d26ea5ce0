import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <main className="page" id="main">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is no page at this address.</Trans>
      </p>
      <p>
        <Link to={paths.home.getHref()}>
          <Trans>Go to the start page</Trans>
        </Link>
      </p>
    </main>
  );
}
