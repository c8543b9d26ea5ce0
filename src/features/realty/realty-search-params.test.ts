import { i18n } from '@lingui/core';
import '../../test/english';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from '../../api/contracts/query-codec';
import {
  decodeRealtySearch,
  emptyRealtySearchQuery,
  encodeRealtySearch,
  type RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { CHARACTERISTICS, KINDS } from './realty-characteristics';
import { characteristicLabel } from './realty-kind';
import {
  applicableIds,
  changeKind,
  counterpartOption,
  droppedBy,
  fieldKey,
  notFitting,
  notShown,
  realtyFormSchema,
  toFormValues,
  type RealtyFormValues,
  toQuery as queryOf,
} from './realty-search-params';

/** What a submit does: the schema reads the form, then the query is built from its output. */
const toQuery = (
  values: RealtyFormValues,
  ...current: Parameters<typeof queryOf> extends [unknown, ...infer R] ? R : never
) => queryOf(realtyFormSchema.parse(values), ...current);

const DOCUMENTED =
  'category=1&realty_type=2&operation_type=1&state_id=10&city_id=10&district_id=15187&district_id=15189&district_id=15188&characteristic[209][from]=1&characteristic[209][to]=3&characteristic[214][from]=60&characteristic[214][to]=90&characteristic[216][from]=30&characteristic[216][to]=50&characteristic[218][from]=4&characteristic[218][to]=9&characteristic[227][from]=3&characteristic[227][to]=7&characteristic[443]=442&characteristic[234][from]=20000&characteristic[234][to]=90000&characteristic[242]=239&characteristic[273]=273&characteristic[1437]=1434';

const decode = (text: string) => decodeRealtySearch(parseQueryString(text)).query;

/** Queries a form can express: a kind, then characteristics its table offers. */
const expressible: fc.Arbitrary<RealtySearchQuery> = fc
  .record({
    kind: fc.constantFrom(...KINDS),
    operation: fc.constantFrom(undefined, 1, 3, 4),
    typeIndex: fc.nat(),
    place: fc.constantFrom(
      undefined,
      { state: 10, city: 10, districts: [15187, 15188] },
      { state: 5 },
    ),
    picks: fc.array(fc.nat(), { maxLength: 6 }),
    seed: fc.nat(),
    photoOnly: fc.boolean(),
  })
  .map(({ kind, operation, typeIndex, place, picks, seed, photoOnly }) => {
    const offered = applicableIds(kind.id, operation);
    const chosen = [...new Set(picks.map((p) => offered[p % offered.length]!))].sort(
      (a, b) => a - b,
    );
    const characteristics = chosen.map((id, i) => {
      const meta = CHARACTERISTICS[id]!;
      if (meta.type === 'flag') return { id, value: id };
      if (meta.type === 'select')
        return { id, value: meta.options![(seed + i) % meta.options!.length]![0] };
      return (seed + i) % 3 === 0
        ? { id, from: 2 }
        : (seed + i) % 3 === 1
          ? { id, to: 90.5 }
          : { id, from: 1, to: 7 };
    });
    const type = kind.types[typeIndex % kind.types.length];
    return {
      category: kind.id,
      ...(type ? { realty_type: type.id } : {}),
      ...(operation ? { operation_type: operation } : {}),
      ...(place ? { state_id: place.state, ...(place.city ? { city_id: place.city } : {}) } : {}),
      district_id: place?.districts ?? [],
      characteristics,
      ...(photoOnly ? { with_photo: 1 } : {}),
    };
  });

describe('real-estate search params', () => {
  it('reads the documented example into the form and back unchanged', () => {
    const query = decode(DOCUMENTED);
    const values = toFormValues(query);
    expect(values.ranges[fieldKey(209)]).toEqual({ from: '1', to: '3' });
    expect(values.selects[fieldKey(443)]).toBe('442');
    expect(values.selects[fieldKey(242)]).toBe('239');
    expect(values.flags).toEqual(['273']);
    expect(values.districts).toEqual(['15187', '15189', '15188']);
    expect(toQuery(values)).toEqual(query);
    expect(notShown(query)).toEqual([]);
  });

  it('URL → form → URL keeps every query the form can express', () => {
    fc.assert(
      fc.property(expressible, (query) => {
        const url = formatQueryString(encodeRealtySearch(toQuery(toFormValues(query))));
        expect(decode(url)).toEqual(query);
      }),
      { numRuns: 400 },
    );
  });

  it('a link’s type without its kind shows under the type’s kind, and a Search keeps it', () => {
    const query = decode('realty_type=3');
    const values = toFormValues(query);
    expect(values.category).toBe('1');
    expect(values.realtyType).toBe('3');
    expect(toQuery(values)).toMatchObject({ category: 1, realty_type: 3 });
    // A type no kind lists stays unknown: no kind is made up for it.
    expect(toFormValues(decode('realty_type=777')).category).toBe('');
  });

  it('offers only what the kind’s table lists', () => {
    expect(applicableIds(undefined, undefined)).toEqual([]);
    const garages = applicableIds(30, 1);
    expect(garages).toContain(211); // parking spaces
    expect(garages).not.toContain(209); // rooms
    const apartmentsForRent = applicableIds(1, 3);
    expect(apartmentsForRent).toContain(235); // price per month
    expect(apartmentsForRent).not.toContain(234); // the sale price
    // Without an operation, both tables of the kind.
    expect(applicableIds(1, undefined)).toEqual(expect.arrayContaining([234, 235]));
  });

  it('names each characteristic a kind offers apart, with or without an operation', () => {
    for (const kind of KINDS) {
      for (const operation of [undefined, 1, 3, 4]) {
        const names = applicableIds(kind.id, operation).map(
          (id) => characteristicLabel(id, { category: kind.id, operation })!.id,
        );
        expect(new Set(names).size, `kind ${kind.id}, operation ${operation}`).toBe(names.length);
      }
    }
    // Apartments' utility payments: the sale table's and the rent table's, both offered.
    const both = applicableIds(1, undefined).map((id) => i18n._(CHARACTERISTICS[id]!.name));
    expect(both).toEqual(
      expect.arrayContaining([
        'Utility payments in winter (for sale)',
        'Utility payments in winter (for rent)',
      ]),
    );
  });

  it('names the filled characteristics a new kind drops, and submits without them', () => {
    const values = toFormValues(decode(DOCUMENTED));
    const flatsForSale = { category: 1, operation: 1 };
    expect(droppedBy(values, flatsForSale, { category: 30, operation: 1 })).toEqual([
      209, 216, 218, 227, 443,
    ]);
    expect(droppedBy(values, flatsForSale, flatsForSale)).toEqual([]);
    const asGarage = toQuery({ ...values, category: '30', realtyType: '' });
    expect(asGarage.characteristics.map((c) => c.id)).toEqual([214, 234, 242, 273, 1437]);
  });

  it('lists offered characteristics a link sets in a way their fields cannot hold', () => {
    const unfit = (text: string) => notFitting(decode(text)).map((c) => c.id);
    // Rooms are a range, the currency a select, bargaining a checkbox.
    expect(unfit('category=1&characteristic[209]=3')).toEqual([209]);
    expect(unfit('category=1&characteristic[242][from]=1')).toEqual([242]);
    expect(unfit('category=1&characteristic[273]=1')).toEqual([273]);
    expect(unfit(DOCUMENTED)).toEqual([]);
    // Not offered at all: notShown's, not this.
    expect(unfit('category=30&characteristic[209]=3')).toEqual([]);
  });

  it('carries a select to the same-named one only as the option of the same name', () => {
    // Wall type: a flat's 118 and a house's 149 both have Brick, under their own ids.
    expect(counterpartOption(118, 108, 149)).toBe(129);
    expect(counterpartOption(149, 129, 118)).toBe(108);
    // Silicate brick: flats' wall types lack it; "#999" means nothing known.
    expect(counterpartOption(149, 130, 118)).toBeUndefined();
    expect(counterpartOption(118, 999, 149)).toBeUndefined();

    const flats = { category: 1, operation: 1 };
    const houses = { category: 4, operation: 1 };
    const brick = changeKind(
      toFormValues(decode('category=1&characteristic[118]=108')),
      flats,
      houses,
    );
    expect(brick.selects[fieldKey(149)]).toBe('129');
    expect(brick.selects[fieldKey(118)]).toBe('');
    expect(brick.lost).toEqual([]);
    const silicate = changeKind(
      toFormValues(decode('category=4&characteristic[149]=130')),
      houses,
      flats,
    );
    expect(silicate.selects[fieldKey(118)]).toBe('');
    expect(silicate.selects[fieldKey(149)]).toBe('');
    expect(silicate.lost).toEqual([149]);
  });

  it('carries a checkbox to the same-named checkbox of the new kind', () => {
    // With attic (mansard): a flat's 1503, a house's 1482.
    const values = toFormValues(
      decode('category=1&characteristic[1503]=1503&characteristic[1504]=1504'),
    );
    const change = changeKind(values, { category: 1, operation: 1 }, { category: 4, operation: 1 });
    expect(change.flags).toEqual(['1482']);
    expect(change.lost).toEqual([1504]); // a penthouse: no house has one
  });

  it('carries a price only where it means the same price', () => {
    const commercial = (operation?: number) => ({ category: 10, operation });
    const price = toFormValues(
      decode('category=10&operation_type=1&characteristic[235][from]=100000'),
    );
    // Commercial premises state every price in 235: a sale's is not a month's rent.
    expect(changeKind(price, commercial(1), commercial(3)).lost).toEqual([235]);
    expect(changeKind(price, commercial(1), commercial(undefined)).lost).toEqual([]);
    // A flat's price (234) is a commercial sale's (235), and back.
    const flat = toFormValues(decode('category=1&operation_type=1&characteristic[234][to]=90000'));
    const sold = changeKind(flat, { category: 1, operation: 1 }, commercial(1));
    expect(sold.ranges[fieldKey(235)]).toEqual({ from: '', to: '90000' });
    expect(sold.ranges[fieldKey(234)]).toEqual({ from: '', to: '' });
    expect(sold.lost).toEqual([]);
    // A garage's sale price (234) takes 235's place; 235, its month's rent, has none there.
    const garage = toFormValues(
      decode('category=30&characteristic[234][from]=5000&characteristic[235][from]=50'),
    );
    const moved = changeKind(garage, { category: 30 }, commercial(1));
    expect(moved.ranges[fieldKey(235)]).toEqual({ from: '5000', to: '' });
    expect(moved.lost).toEqual([235]);
  });

  it('a link’s type without its kind is read under the type’s kind by the notices too', () => {
    const query = decode('realty_type=2&characteristic[209][from]=2&characteristic[273]=273');
    expect(notShown(query)).toEqual([]);
    expect(notFitting(query)).toEqual([]);
    expect(notFitting(decode('realty_type=2&characteristic[209]=3')).map((c) => c.id)).toEqual([
      209,
    ]);
    // A type no kind lists implies none: nothing is offered.
    expect(notShown(decode('realty_type=777&characteristic[209][from]=2'))).toHaveLength(1);
  });

  it('keeps a link’s 0 for a kind, operation and region, which the service searches as given', () => {
    const query = decode('category=0&operation_type=0&state_id=0');
    const values = toFormValues(query);
    expect(values).toMatchObject({ category: '0', operation: '0', state: '0' });
    expect(toQuery(values)).toEqual(query);
  });

  it('writes a decimal in the page’s language, as the field reads it back', async () => {
    const query = decode('category=1&characteristic[214][from]=45.5&characteristic[214][to]=60');
    const { messages } = await import('../../locales/uk/messages.po');
    i18n.load('uk', messages);
    i18n.activate('uk');
    try {
      const values = toFormValues(query);
      expect(values.ranges[fieldKey(214)]).toEqual({ from: '45,5', to: '60' });
      expect(toQuery(values)).toEqual(query);
    } finally {
      i18n.activate('en');
    }
  });

  it('lists URL characteristics the form cannot show', () => {
    expect(
      notShown(decode('category=30&characteristic[209][from]=2&characteristic[99999]=1')).map(
        (c) => c.id,
      ),
    ).toEqual([209, 99999]);
    expect(notShown(decode('characteristic[209][from]=2')).map((c) => c.id)).toEqual([209]);
  });

  it('drops districts without a city and cities without a region', () => {
    const values = toFormValues(emptyRealtySearchQuery);
    expect(toQuery({ ...values, city: '10', districts: ['15187'] })).toEqual(
      emptyRealtySearchQuery,
    );
  });

  it('reports from above to on the field at fault', () => {
    const values = toFormValues(emptyRealtySearchQuery);
    const result = realtyFormSchema.safeParse({
      ...values,
      ranges: {
        ...values.ranges,
        [fieldKey(214)]: { from: '90', to: '60' },
        [fieldKey(209)]: { from: 'two', to: '' },
      },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['ranges.c214.to', 'ranges.c209.from']),
    );
  });
});
