import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeAveragePrice,
  emptyAveragePriceQuery,
  encodeAveragePrice,
  type AveragePriceQuery,
} from './market-price';
import { formatQueryString, parseQueryString } from './query-codec';

const decode = (query: string) => decodeAveragePrice(parseQueryString(query));

describe('the /auto/average_price query codec', () => {
  it('reads repeats as the documentation does: ranges, any of, all of', () => {
    const { query, issues } = decode(
      'marka_id=9&model_id=31612&yers=2014&yers=2010&gear_id=1&gear_id=2&fuel_id=1&fuel_id=2&raceInt=100&raceInt=10&auto_options=217&auto_options=463&api_key=k&unknown=1',
    );
    expect(issues).toEqual([]);
    expect(query).toEqual({
      ...emptyAveragePriceQuery,
      marka_id: 9,
      model_id: 31612,
      yers: { from: 2010, to: 2014 },
      gear_id: [1, 2],
      fuel_id: [1, 2],
      raceInt: { from: 10, to: 100 },
      options: [217, 463],
    });
    expect(decode('yers=2014&raceInt=60').query).toMatchObject({
      yers: { from: 2014, to: 2014 },
      raceInt: { from: 60, to: 60 },
    });
    // Empty values are absent, as HTML forms send them.
    expect(decode('marka_id=&yers=').query).toEqual(emptyAveragePriceQuery);
  });

  it('names the parameter it refuses', () => {
    const param = (query: string) => decode(query).issues[0]?.param;
    expect(param('marka_id=9&marka_id=10')).toBe('marka_id');
    expect(param('yers=1&yers=2&yers=3')).toBe('yers');
    expect(param('raceInt=ten')).toBe('raceInt');
    expect(param('fuel_id=1&fuel_id=-2')).toBe('fuel_id');
    expect(param('custom=2')).toBe('custom');
    expect(param('engineVolume=1.6')).toBeUndefined();
  });

  it('round-trips every query through pairs and a query string', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 0, max: 99_999 }), { maxLength: 3 });
    const span = fc
      .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }))
      .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));
    const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const queries = fc
      .record({
        main_category: opt(fc.integer({ min: 0, max: 10 })),
        body_id: ids,
        marka_id: opt(fc.integer({ min: 0, max: 5000 })),
        model_id: opt(fc.integer({ min: 0, max: 99_999 })),
        yers: opt(span),
        gear_id: ids,
        fuel_id: ids,
        drive_id: ids,
        engineVolume: opt(fc.constantFrom(0.8, 1.6, 2, 3.5)),
        options: ids,
        raceInt: opt(span),
        door: opt(fc.integer({ min: 0, max: 5 })),
        state_id: opt(fc.integer({ min: 0, max: 25 })),
        city_id: opt(fc.integer({ min: 0, max: 700 })),
        carrying: opt(fc.constantFrom(500, 1250.5)),
        seats: opt(fc.integer({ min: 0, max: 9 })),
        color_id: ids,
        custom: opt(fc.constantFrom(0, 1)),
        damage: opt(fc.constantFrom(0, 1)),
        under_credit: opt(fc.constantFrom(0, 1)),
        confiscated_car: opt(fc.constantFrom(0, 1)),
        onRepairParts: opt(fc.constantFrom(0, 1)),
      })
      .map(
        (q) =>
          Object.fromEntries(
            Object.entries(q).filter(([, v]) => v !== undefined),
          ) as unknown as AveragePriceQuery,
      );
    fc.assert(
      fc.property(queries, (query) => {
        const text = formatQueryString(encodeAveragePrice(query));
        const { query: back, issues } = decode(text);
        expect(issues).toEqual([]);
        expect(back).toEqual(query);
      }),
    );
  });
});
