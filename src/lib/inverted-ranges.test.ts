import { describe, expect, it } from 'vitest';
import { dropInvertedRanges, type QueryRange } from './inverted-ranges';

interface Query {
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly min?: number | undefined;
  readonly max?: number | undefined;
}

const ranges = (query: Query): QueryRange<Query>[] => [
  {
    from: 'from',
    to: 'to',
    low: query.from,
    high: query.to,
    withoutHigh: (q) => ({ ...q, to: undefined }),
  },
  {
    from: 'min',
    to: 'max',
    low: query.min,
    high: query.max,
    withoutHigh: (q) => ({ ...q, max: undefined }),
  },
];
const earlier = { param: 'page', message: 'page must be a whole number.' };

describe('dropInvertedRanges', () => {
  it('leaves out the upper end of each range below its lower end, and says so after the other issues', () => {
    const decoded = {
      query: { from: 5, to: 2, min: 1, max: 0 },
      issues: [earlier],
      unknown: ['x'],
    };
    expect(dropInvertedRanges(decoded, ranges)).toEqual({
      query: { from: 5, to: undefined, min: 1, max: undefined },
      issues: [
        earlier,
        {
          param: 'to',
          message: 'to is below from; the upper bound was dropped.',
          rule: { kind: 'below', other: 'from' },
        },
        {
          param: 'max',
          message: 'max is below min; the upper bound was dropped.',
          rule: { kind: 'below', other: 'min' },
        },
      ],
      unknown: ['x'],
    });
  });

  it('keeps a range of one value, or with one end, as it is', () => {
    const decoded = { query: { from: 3, to: 3, max: 0 }, issues: [], unknown: [] };
    expect(dropInvertedRanges(decoded, ranges)).toBe(decoded);
  });
});
