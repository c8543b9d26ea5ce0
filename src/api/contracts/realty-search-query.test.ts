import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from './query-codec';
import { realtyQuery } from '../../test/arbitraries';
import { decodeRealtySearch, encodeRealtySearch } from './realty-search-query';

const DOCUMENTED =
  'category=1&realty_type=2&operation_type=1&state_id=10&city_id=10&district_id=15187&district_id=15189&district_id=15188&characteristic[209][from]=1&characteristic[209][to]=3&characteristic[214][from]=60&characteristic[214][to]=90&characteristic[216][from]=30&characteristic[216][to]=50&characteristic[218][from]=4&characteristic[218][to]=9&characteristic[227][from]=3&characteristic[227][to]=7&characteristic[443]=442&characteristic[234][from]=20000&characteristic[234][to]=90000&characteristic[242]=239&characteristic[273]=273&characteristic[1437]=1434&api_key=YOUR_API_KEY';

describe('real-estate search query', () => {
  it('decodes the documented example request', () => {
    const { query, issues } = decodeRealtySearch(parseQueryString(DOCUMENTED));
    expect(issues).toEqual([]);
    expect(query.district_id).toEqual([15187, 15189, 15188]);
    expect(query.characteristics).toContainEqual({ id: 209, from: 1, to: 3 });
    expect(query.characteristics).toContainEqual({ id: 273, value: 273 });
    const encoded = encodeRealtySearch(query);
    const sent = parseQueryString(DOCUMENTED).filter(([key]) => key !== 'api_key');
    expect([...encoded].sort()).toEqual([...sent].sort());
  });

  it('passes over the tracking parameters a shared link arrives with: neither filter nor unknown', () => {
    const decoded = decodeRealtySearch(
      parseQueryString('state_id=10&city_id=10&utm_source=viber&fbclid=IwAR0&other=1'),
    );
    expect(decoded.query).toEqual(
      decodeRealtySearch(parseQueryString('state_id=10&city_id=10')).query,
    );
    expect(decoded.issues).toEqual([]);
    expect(decoded.unknown).toEqual(['other']);
  });

  it('names the parameter at fault', () => {
    const cases: [string, string][] = [
      ['characteristic[209][from]=a', 'characteristic[209][from]'],
      ['characteristic[x]=1', 'characteristic[x]'],
      ['characteristic[209][min]=1', 'characteristic[209][min]'],
      ['district_id=abc', 'district_id'],
      ['state_id=-1', 'state_id'],
      ['page=1&page=2', 'page'],
    ];
    for (const [text, param] of cases) {
      expect(decodeRealtySearch(parseQueryString(text)).issues[0]?.param, text).toBe(param);
    }
  });

  it('refuses a characteristic given twice with its id written two ways (CONTRACT.md "Every endpoint")', () => {
    for (const [text, param] of [
      ['characteristic[209][from]=1&characteristic[0209][from]=5', 'characteristic[0209][from]'],
      ['characteristic[242]=239&characteristic[00242]=240', 'characteristic[00242]'],
    ] as const) {
      expect(decodeRealtySearch(parseQueryString(text)).issues, text).toEqual([
        expect.objectContaining({ param, rule: { kind: 'repeated' } }),
      ]);
    }
    // Another bound of the same characteristic is another parameter.
    const range = decodeRealtySearch(
      parseQueryString('characteristic[209][from]=1&characteristic[0209][to]=3'),
    );
    expect(range.issues).toEqual([]);
    expect(range.query.characteristics).toEqual([{ id: 209, from: 1, to: 3 }]);
  });

  it('round-trips every query', () => {
    fc.assert(
      fc.property(realtyQuery, (query) => {
        const decoded = decodeRealtySearch(
          parseQueryString(formatQueryString(encodeRealtySearch(query))),
        );
        expect(decoded.issues).toEqual([]);
        expect(decoded.query).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });
});
