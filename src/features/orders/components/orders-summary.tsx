import { plural, t } from '@lingui/core/macro';
import { formatAmount, formatCount } from '../../../lib/format';
import { DELETED_STATUS, type OrdersSummary } from '../orders-table';

/**
 * Orders by status as bars: each bar has its name and number in text beside it (the bar itself
 * is decoration), so it reads the same with a screen reader, in high contrast, or printed.
 * `pending`: the orders are on their way; the chart keeps its place unseen (every named status
 * has its row), so that what is below it does not move down as they arrive.
 */
export function StatusChart({
  summary,
  pending = false,
}: {
  readonly summary: OrdersSummary;
  readonly pending?: boolean;
}) {
  const largest = Math.max(1, ...summary.byStatus.map((entry) => entry.count));
  return (
    <figure
      className={`status-chart${pending ? ' status-chart--pending' : ''}`}
      {...(pending ? { 'aria-hidden': true, inert: true } : {})}
    >
      <figcaption className="status-chart__title">{t`Orders by status`}</figcaption>
      <ul className="status-chart__list">
        {summary.byStatus.map((entry) => (
          <li
            key={entry.status}
            className={`status-chart__row${entry.status === DELETED_STATUS ? ' status-chart__row--deleted' : ''}`}
          >
            <span className="status-chart__label">{entry.name}</span>
            <span className="status-chart__track" aria-hidden="true">
              <span
                className="status-chart__bar"
                style={{ width: `${(entry.count / largest) * 100}%` }}
              />
            </span>
            <span className="status-chart__value">{formatCount(entry.count)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/**
 * "12 of 127 orders shown, total 123,456.5": announced politely when the filters change. The
 * total leaves deleted orders out, and then says so ("… total 3,597,700 excluding 12 deleted",
 * CONTRACT.md §1).
 */
export function summaryText(summary: OrdersSummary, all: number): string {
  const count = formatCount(summary.count);
  const total = formatAmount(summary.total);
  const deleted = formatCount(summary.deleted);
  if (summary.count === all) {
    if (summary.deleted > 0)
      return plural(all, {
        one: `${count} order shown, total ${total} excluding ${deleted} deleted`,
        other: `${count} orders shown, total ${total} excluding ${deleted} deleted`,
      });
    return plural(all, {
      one: `${count} order shown, total ${total}`,
      other: `${count} orders shown, total ${total}`,
    });
  }
  const of = formatCount(all);
  if (summary.deleted > 0)
    return plural(all, {
      one: `${count} of ${of} order shown, total ${total} excluding ${deleted} deleted`,
      other: `${count} of ${of} orders shown, total ${total} excluding ${deleted} deleted`,
    });
  return plural(all, {
    one: `${count} of ${of} order shown, total ${total}`,
    other: `${count} of ${of} orders shown, total ${total}`,
  });
}
