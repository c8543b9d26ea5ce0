import '../../test/english';
import { describe, expect, it } from 'vitest';
import { describeFilters, withoutFilters } from './orders-filter-chips';
import type { OrdersQuery } from './orders-search-params';

const formats = { day: (day: string) => `[${day}]`, amount: (value: number) => `#${value}` };

describe('describeFilters', () => {
  it('gives one chip per status, one per range and one for the text, each removable', () => {
    const query: OrdersQuery = {
      statuses: [0, 6],
      from: '2026-01-01',
      to: '2026-02-01',
      min: 100,
      q: '<b>Петренко</b>',
      sort: { column: 'total', desc: false },
    };
    const chips = describeFilters(query, formats);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Status: New',
      'Status: Deleted',
      'Created [2026-01-01] – [2026-02-01]',
      'Total from #100',
      'Text: “<b>Петренко</b>”',
    ]);
    expect(chips[1]?.without).toEqual({ ...query, statuses: [0] });
    expect(chips[2]?.without).toEqual({
      statuses: [0, 6],
      min: 100,
      q: '<b>Петренко</b>',
      sort: { column: 'total', desc: false },
    });
    // Removing a chip keeps the sort order.
    for (const chip of chips) expect(chip.without.sort).toEqual(query.sort);
  });

  it('words open ranges', () => {
    const labels = (query: OrdersQuery) => describeFilters(query, formats).map((c) => c.label);
    expect(labels({ statuses: [], to: '2026-02-01', max: 5 })).toEqual([
      'Created until [2026-02-01]',
      'Total up to #5',
    ]);
    expect(labels({ statuses: [], from: '2026-02-01', min: 1, max: 5 })).toEqual([
      'Created from [2026-02-01]',
      'Total #1 – #5',
    ]);
    expect(labels({ statuses: [] })).toEqual([]);
  });
});

describe('withoutFilters', () => {
  it('clears every filter and keeps the sort order', () => {
    expect(
      withoutFilters({ statuses: [1], q: 'x', min: 2, sort: { column: 'id', desc: false } }),
    ).toEqual({ statuses: [], sort: { column: 'id', desc: false } });
    expect(withoutFilters({ statuses: [1], q: 'x' })).toEqual({ statuses: [] });
  });
});
