import type { QueryIssue } from '../api/contracts/query-values';
import type { Decoded } from './url-query';

/** A from/to range of a page's query: its ends' names in the address, its values, and the query without its upper end. */
export interface QueryRange<Q> {
  readonly from: string;
  readonly to: string;
  readonly low: number | undefined;
  readonly high: number | undefined;
  readonly withoutHigh: (query: Q) => Q;
}

/**
 * An address read without the upper end of each range that lies below its lower end, each
 * dropped with an issue that says so (the page's notice of what it did not use), as the orders'
 * filters do: the service would answer such a search with nothing, and the reader would not see
 * why. The form shows the same mistake as a field error (UX.md: never a silent swap).
 */
export function dropInvertedRanges<Q>(
  decoded: Decoded<Q>,
  ranges: (query: Q) => readonly QueryRange<Q>[],
): Decoded<Q> {
  let query = decoded.query;
  const issues: QueryIssue[] = [];
  for (const { from, to, low, high, withoutHigh } of ranges(decoded.query)) {
    if (low === undefined || high === undefined || high >= low) continue;
    query = withoutHigh(query);
    issues.push({
      param: to,
      message: `${to} is below ${from}; the upper bound was dropped.`,
      rule: { kind: 'below', other: from },
    });
  }
  return issues.length === 0
    ? decoded
    : { ...decoded, query, issues: [...decoded.issues, ...issues] };
}
