import { describe, expect, it } from 'vitest';
import { withoutChip } from './without-chip';

interface Query {
  readonly makes: readonly string[];
  readonly sort?: string;
}

/** One chip per make, keyed by its row, as the search pages key theirs. */
const describeMakes = (query: Query): { key: string; without: Query }[] =>
  query.makes.map((_, row) => ({
    key: `make-${row}`,
    without: { ...query, makes: query.makes.filter((__, other) => other !== row) },
  }));

describe('withoutChip', () => {
  it('removes the filter from the query on its way, keeping a sort chosen meanwhile', () => {
    const onItsWay: Query = { makes: ['BMW', 'Audi'], sort: 'price' };
    expect(withoutChip(describeMakes, 'make-0')(onItsWay)).toEqual({
      makes: ['Audi'],
      sort: 'price',
    });
  });

  it('leaves a query that no longer has the filter as it is', () => {
    const onItsWay: Query = { makes: ['BMW'] };
    expect(withoutChip(describeMakes, 'make-1')(onItsWay)).toBe(onItsWay);
  });
});
