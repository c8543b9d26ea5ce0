import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/** The reader's own clock, hours and minutes, in the page's language ("14:05", "2:05 PM"). */
function clockTime(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(at);
}

/**
 * When the orders were read ("Updated 14:05") and a Refresh button. The list is read anew when
 * the tab comes back after it has gone stale (orders-queries.ts); Refresh reads it now, keeps
 * the focus (the button is never disabled, only marked busy) and says when it is done.
 */
export function OrdersFreshness({ answer }: { readonly answer: UseQueryResult<unknown> }) {
  const { i18n } = useLingui();
  // What the live region says: empty as a refresh starts, so that its end is announced even
  // when the minute has not changed.
  const [said, setSaid] = useState<'updated' | 'refreshed' | 'failed' | ''>('updated');
  const busy = answer.isFetching;
  if (answer.dataUpdatedAt === 0)
    // Its place is kept, unseen, until the orders are in: what is below does not move down.
    return (
      <p className="orders-freshness" aria-hidden="true" inert style={{ visibility: 'hidden' }}>
        <button type="button" className="button button--quiet" tabIndex={-1}>
          <Trans>Refresh</Trans>
        </button>
      </p>
    );
  const time = clockTime(answer.dataUpdatedAt, i18n.locale);
  const refresh = async () => {
    if (busy) return;
    setSaid('');
    const result = await answer.refetch();
    setSaid(result.isError ? 'failed' : 'refreshed');
  };
  return (
    <p className="orders-freshness">
      {/* Live, not a second "status": the count line is the page's status. */}
      <span aria-live="polite" aria-atomic="true">
        {said === 'refreshed'
          ? t`Refreshed at ${time}`
          : said === 'failed'
            ? t`The orders could not be refreshed. Shown as of ${time}.`
            : said === 'updated'
              ? t`Updated ${time}`
              : busy
                ? t`Refreshing…`
                : ''}
      </span>{' '}
      <button
        type="button"
        className="button button--quiet"
        aria-disabled={busy || undefined}
        onClick={() => void refresh()}
      >
        <Trans>Refresh</Trans>
      </button>
    </p>
  );
}
