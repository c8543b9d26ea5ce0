import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useCredentials } from '../../../api/use-credentials';
import { explainApiError } from '../../../components/api-error-panel';
import type { VehicleSearchQuery } from '../../../api/contracts/vehicle-search-query';
import { parseLink } from '../../../lib/parse-link';

/** The conversion loads when the field is first used: most searches never paste a link. */
const loadConvert = () => import('./convert-link');

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
    const noParameters = () => {
      setError(t`This link has no search parameters: copy the address of a search results page.`);
      onReject?.();
    };
    const input = parseLink(text).filter(([name]) => name !== 'api_key');
    if (input.length === 0) {
      noParameters();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { convertLink } = await loadConvert();
      const outcome = await convertLink(queryClient, input);
      if (!outcome) {
        noParameters();
        return;
      }
      onApply(outcome);
      setText('');
    } catch (failure) {
      // Told by its code, in the page's language.
      const why = explainApiError(failure, mode).fix;
      setError(t`The link could not be converted: ${why}`);
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
