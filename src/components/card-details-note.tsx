import { Trans, useLingui } from '@lingui/react/macro';
import { explainApiError } from './api-error-panel';

/**
 * A result card's line while its details load (hidden from screen readers: the card's title is
 * there already), or, when they could not be loaded, why, in the page's words.
 */
export function CardDetailsNote({ error }: { readonly error: unknown }) {
  const { t } = useLingui();
  if (error) {
    const { title } = explainApiError(error, null);
    return <p className="card__note">{t`Details could not be loaded: ${title}`}</p>;
  }
  return (
    <p className="card__note" aria-hidden="true">
      <Trans>Loading details…</Trans>
    </p>
  );
}
