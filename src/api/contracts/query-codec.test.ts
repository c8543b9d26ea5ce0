import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBracketKey,
  formatQueryString,
  getAll,
  getLast,
  parseBracketKey,
  parseQueryString,
  type QueryPair,
} from './query-codec';

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const pair = fc.tuple(text, text) as fc.Arbitrary<QueryPair>;
const segment = fc.stringMatching(/^[A-Za-z0-9_.-]{0,8}$/);
const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,10}$/);

describe('query codec', () => {
  it('reads bracket keys literally, encoded or not', () => {
    expect(parseQueryString('marka_id%5B0%5D=9&marka_id[1]=84')).toEqual([
      ['marka_id[0]', '9'],
      ['marka_id[1]', '84'],
    ]);
  });

  it('keeps a repeated plain key as a list, in order', () => {
    const pairs = parseQueryString('district_id=15187&district_id=15189&district_id=15188');
    expect(getAll(pairs, 'district_id')).toEqual(['15187', '15189', '15188']);
    expect(getLast(pairs, 'district_id')).toBe('15188');
  });

  it('reads + as a space, a bare key as empty, and keeps a stray % as written', () => {
    expect(parseQueryString('?q=a+b&flag&x=100%&y=%E2%82%AC')).toEqual([
      ['q', 'a b'],
      ['flag', ''],
      ['x', '100%'],
      ['y', '€'],
    ]);
  });

  it('encodes brackets and quotes but keeps dots, as the documented `string` does', () => {
    expect(
      formatQueryString([
        ['year[0].gte', '2011'],
        ['countpage', '10"'],
      ]),
    ).toBe('year%5B0%5D.gte=2011&countpage=10%22');
  });

  it('round-trips any pairs through a query string', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), (pairs) => {
        const nonEmpty = pairs.filter(([key, value]) => key !== '' || value !== '');
        expect(parseQueryString(formatQueryString(nonEmpty))).toEqual(nonEmpty);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips bracket keys', () => {
    fc.assert(
      fc.property(name, fc.array(segment, { maxLength: 3 }), (base, path) => {
        expect(parseBracketKey(formatBracketKey(base, path))).toEqual({ name: base, path });
      }),
      { numRuns: 300 },
    );
  });

  it('refuses broken brackets', () => {
    for (const key of ['a[b', 'a]', 'a[[b]]', '[0]', 'a[b]c'])
      expect(parseBracketKey(key)).toBeNull();
    expect(parseBracketKey('characteristic[209][from]')).toEqual({
      name: 'characteristic',
      path: ['209', 'from'],
    });
  });
});
