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
 * none). `/api/_meta` is the server's own path, so refreshing it spends no quota.
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
      className="quota-meter"
      title={warn ? t`Most of this hour’s calls are spent; recent pages still load.` : undefined}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 'var(--space-2)',
        fontSize: '0.875rem',
        color: warn ? 'var(--color-warning)' : 'var(--color-muted)',
        fontWeight: warn ? 700 : undefined,
      }}
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
