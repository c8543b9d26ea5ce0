import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useCredentials } from '../../../api/use-credentials';
import { explainApiError } from '../../../components/api-error-panel';
import { withMessages } from '../../../lib/language';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';

/**
 * The link's reading and conversion, and their words, load when the field is first used: most
 * searches never paste a link.
 */
const loadConvert = () => withMessages('vehicles.paste', import('./convert-link'));

export interface PasteOutcome {
  readonly query: VehicleSearchQuery;
  /** Website parameters the converter did not know, and converted ones the search refused. */
  readonly notUsed: readonly string[];
}

interface PasteLinkProps {
  readonly onApply: (outcome: PasteOutcome) => void;
  /** A paste was refused: the search stays, and what an earlier paste left unused is old news. */
  readonly onReject?: () => void;
}

/**
 * "Paste a website link": the website's search parameters go through `/new_to_old`, and the
 * API parameters that come back become this page's search.
 */
export function PasteLink({ onApply, onReject }: PasteLinkProps) {
  const queryClient = useQueryClient();
  const { mode } = useCredentials();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return; // one conversion at a time
    setBusy(true);
    setError(null);
    try {
      const { convertLink } = await loadConvert();
      const outcome = await convertLink(queryClient, text, mode);
      if ('error' in outcome) {
        setError(outcome.error);
        onReject?.();
        return;
      }
      onApply(outcome);
      setText('');
    } catch (failure) {
      // Its code could not be fetched (offline): said by what failed, in the page's language.
      setError(explainApiError(failure, mode).fix);
      onReject?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="paste-link"
      aria-label={t`Paste a website link`}
      onSubmit={(event) => void submit(event)}
    >
      <label className="field__label" htmlFor={id}>
        <Trans>Paste a link from auto.ria.com</Trans>
      </label>
      <div className="paste-link__row">
        <input
          id={id}
          className="input"
          value={text}
          placeholder={t`https://auto.ria.com/search/?…`}
          spellCheck={false}
          // Offline, the submit says so; a preload has nothing to tell.
          onFocus={() => void loadConvert().catch(() => undefined)}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={!!error || undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {/* Not `disabled` while busy: that drops the focus to the page's body. It stays here,
            as the Search button keeps it. */}
        <button
          type="submit"
          className="button button--secondary"
          aria-disabled={busy || undefined}
        >
          {busy ? t`Converting…` : t`Use link`}
        </button>
      </div>
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
