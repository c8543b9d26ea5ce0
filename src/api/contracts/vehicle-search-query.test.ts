import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from './query-codec';
import {
  decodeVehicleSearch,
  effectivePageSize,
  encodeVehicleSearch,
  type VehicleSearchQuery,
} from './vehicle-search-query';

const id = fc.integer({ min: 0, max: 100_000 });
const amount = fc.oneof(fc.integer({ min: 0, max: 500_000 }), fc.constantFrom(1.4, 3.2, 0.5, 1.25));
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const indexes = fc
  .uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 4 })
  .map((list) => list.sort((a, b) => a - b));
const indexed = indexes.chain((list) =>
  fc.tuple(...list.map((index) => id.map((value) => ({ index, value })))),
);

/** Any query the decoder can produce: rows sorted by index and never empty. */
export const vehicleQuery: fc.Arbitrary<VehicleSearchQuery> = fc
  .record({
    category_id: opt(id),
    bodystyle: indexed,
    makes: indexes.chain((list) =>
      fc.tuple(
        ...list.map((index) =>
          fc
            .record(
              {
                brandOrigin: opt(id),
                marka_id: opt(id),
                model_id: opt(id),
                s_yers: opt(fc.integer({ min: 1950, max: 2026 })),
                po_yers: opt(fc.integer({ min: 1950, max: 2026 })),
              },
              { requiredKeys: [] },
            )
            .filter((row) => Object.values(row).some((v) => v !== undefined))
            .map((row) => ({ index, ...row })),
        ),
      ),
    ),
    price_ot: opt(amount),
    price_do: opt(amount),
    currency: opt(fc.constantFrom(1 as const, 2 as const, 3 as const)),
    auctionPossible: opt(fc.constantFrom(0, 1)),
    with_real_exchange: opt(fc.constantFrom(0, 1)),
    with_exchange: opt(fc.constantFrom(0, 1)),
    exchange_marka_id: opt(id),
    exchange_model_id: opt(id),
    regions: indexes.chain((list) =>
      fc.tuple(
        ...list.map((index) =>
          fc
            .record({ state: opt(id), city: opt(id) }, { requiredKeys: [] })
            .filter((row) => row.state !== undefined || row.city !== undefined)
            .map((row) => ({ index, ...row })),
        ),
      ),
    ),
    abroad: opt(fc.constantFrom(0, 1, 2)),
    custom: opt(fc.constantFrom(0, 1)),
    auto_options: fc.uniqueArray(id, { maxLength: 5 }).map((list) => list.sort((a, b) => a - b)),
    fuels: indexed,
    gearboxes: indexed,
    engineVolumeFrom: opt(amount),
    engineVolumeTo: opt(amount),
    powerFrom: opt(amount),
    powerTo: opt(amount),
    power_name: opt(fc.constantFrom(1, 2)),
    with_photo: opt(fc.constantFrom(0, 1)),
    order_by: opt(fc.constantFrom(0, 1, 2)),
    page: opt(fc.integer({ min: 0, max: 50 })),
    countpage: opt(fc.integer({ min: 1, max: 100 })),
  })
  .map((query) => {
    // Absent members are left out, as the decoder leaves them out.
    const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    return clean as unknown as VehicleSearchQuery;
  });

describe('vehicle search query', () => {
  it('decodes the documented example request', () => {
    const url =
      'category_id=1&bodystyle[0]=3&bodystyle[4]=2&marka_id[0]=79&model_id[0]=0&s_yers[0]=2010&po_yers[0]=2017&marka_id[1]=84&model_id[1]=0&s_yers[1]=2012&po_yers[1]=2016&brandOrigin[0]=276&brandOrigin[1]=392&price_ot=1000&price_do=60000&currency=1&auctionPossible=1&with_real_exchange=1&with_exchange=1&exchange_filter[marka_id]=0&exchange_filter[model_id]=0&state[0]=1&city[0]=0&state[1]=2&city[1]=0&state[2]=10&city[2]=0&abroad=2&custom=1&auto_options[477]=477&type[0]=1&type[1]=2&type[3]=4&type[7]=8&gearbox[0]=1&gearbox[1]=2&gearbox[2]=3&engineVolumeFrom=1.4&engineVolumeTo=3.2&powerFrom=90&powerTo=250&power_name=1&countpage=50&with_photo=1';
    const { query, issues, unknown } = decodeVehicleSearch(parseQueryString(`api_key=x&${url}`));
    expect(issues).toEqual([]);
    expect(unknown).toEqual([]);
    expect(query.makes).toEqual([
      { index: 0, brandOrigin: 276, marka_id: 79, model_id: 0, s_yers: 2010, po_yers: 2017 },
      { index: 1, brandOrigin: 392, marka_id: 84, model_id: 0, s_yers: 2012, po_yers: 2016 },
    ]);
    expect(query.regions).toHaveLength(3);
    expect(query.fuels.map((f) => f.value)).toEqual([1, 2, 4, 8]);
    expect(query.auto_options).toEqual([477]);
    expect(query.engineVolumeFrom).toBe(1.4);
    expect(query.countpage).toBe(50);
  });

  it('names the parameter at fault', () => {
    const cases: [string, string][] = [
      ['marka_id[0]=abc', 'marka_id[0]'],
      ['page=-1', 'page'],
      ['currency=7', 'currency'],
      ['marka_id[x]=9', 'marka_id[x]'],
      ['category_id[0]=1', 'category_id[0]'],
      ['auto_options[477]=478', 'auto_options[477]'],
      ['price_ot=1e9', 'price_ot'],
      ['countpage=0', 'countpage'],
      ['category_id=1&category_id=2', 'category_id'],
      ['exchange_filter[x]=1', 'exchange_filter[x]'],
    ];
    for (const [query, param] of cases) {
      expect(decodeVehicleSearch(parseQueryString(query)).issues[0]?.param, query).toBe(param);
    }
  });

  it('ignores unknown names and empty values', () => {
    const decoded = decodeVehicleSearch(parseQueryString('foo=1&bar[2]=x&price_ot=&marka_id[0]='));
    expect(decoded.issues).toEqual([]);
    expect(decoded.unknown).toEqual(['foo', 'bar[2]']);
    expect(decoded.query.price_ot).toBeUndefined();
    expect(decoded.query.makes).toEqual([]);
  });

  it('round-trips every query through pairs and a query string', () => {
    fc.assert(
      fc.property(vehicleQuery, (query) => {
        const text = formatQueryString(encodeVehicleSearch(query));
        const decoded = decodeVehicleSearch(parseQueryString(text));
        expect(decoded.issues).toEqual([]);
        expect(decoded.query).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });

  it('clamps the page size to 1…100 with 10 by default', () => {
    expect(effectivePageSize(undefined)).toBe(10);
    expect(effectivePageSize(250)).toBe(100);
    expect(effectivePageSize(37)).toBe(37);
  });
});
