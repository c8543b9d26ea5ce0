import { useLingui } from '@lingui/react/macro';
import { formatCount } from '../lib/format';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { metaQueries } from '../api/meta-queries';

/** Above this share of the hour's calls the meter warns. */
const WARN_AT = 0.8;
const REFRESH_MS = 30_000;

/**
 * Proxy mode only: how many of the server key's calls this hour are spent (cache hits cost
 * none). `/api/_meta` is the server's own path, so refreshing it spends no quota. The server's
 * frame paints the same markup (server/http/page-shell.ts `quotaMeterHtml`).
 */
export function QuotaMeter() {
  const labelId = useId();
  const { t } = useLingui();
  const meta = useQuery({
    ...metaQueries.meta(),
    refetchInterval: (query) => (query.state.data?.mode === 'proxy' ? REFRESH_MS : false),
  });
  const quota = meta.data?.mode === 'proxy' ? meta.data.quota : undefined;
  if (!quota) return null;

  const { limit, used } = quota;
  const warn = used > limit * WARN_AT;
  const text = t`API quota: ${formatCount(used)} of ${formatCount(limit)} calls used this hour`;
  return (
    <div
      className={warn ? 'quota-meter quota-meter--warn' : 'quota-meter'}
      title={warn ? t`Most of this hour’s calls are spent; recent pages still load.` : undefined}
    >
      <span id={labelId}>
        {text}
        {warn && ` ${t`(running low)`}`}
      </span>
      <meter
        aria-labelledby={labelId}
        min={0}
        max={limit}
        value={Math.min(used, limit)}
        low={Math.floor(limit * WARN_AT)}
        high={Math.floor(limit * 0.95)}
        optimum={0}
      />
    </div>
  );
}
