/** fast-check generators of the API's search queries, shared by the tests that need them. */
import fc from 'fast-check';
import type { RealtySearchQuery } from '../api/contracts/realty-search-query';
import {
  AXLES,
  FUEL_CYCLES,
  ONLY_OR_NOT,
  ORDER_BY,
  REPAIRS,
  SALED,
  SELLER_TYPES,
  TOP,
  WHEEL_FORMULAS,
  type VehicleSearchQuery,
} from '../api/contracts/vehicle-search-query';

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
    drives: indexed,
    raceFrom: opt(amount),
    raceTo: opt(amount),
    door: opt(fc.integer({ min: 0, max: 6 })),
    carrying: opt(amount),
    seats: opt(fc.integer({ min: 0, max: 60 })),
    colors: indexed,
    damage: opt(fc.constantFrom(...ONLY_OR_NOT)),
    under_credit: opt(fc.constantFrom(...ONLY_OR_NOT)),
    confiscated_car: opt(fc.constantFrom(...ONLY_OR_NOT)),
    auto_repairs: opt(fc.constantFrom(...REPAIRS)),
    sellerType: opt(fc.constantFrom(...SELLER_TYPES)),
    matched_country: opt(id),
    fuelRateFrom: opt(amount),
    fuelRateTo: opt(amount),
    fuelRatesType: opt(fc.constantFrom(...FUEL_CYCLES)),
    top: opt(fc.constantFrom(...TOP)),
    saledParam: opt(fc.constantFrom(...SALED)),
    'verified.VIN': opt(fc.constantFrom(0, 1)),
    wheelFormulaId: opt(fc.constantFrom(...WHEEL_FORMULAS)),
    axleId: opt(fc.constantFrom(...AXLES)),
    with_video: opt(fc.constantFrom(0, 1)),
    order_by: opt(fc.constantFrom(...ORDER_BY)),
    page: opt(fc.integer({ min: 0, max: 50 })),
    countpage: opt(fc.integer({ min: 1, max: 100 })),
  })
  .map((query) => {
    // Absent members are left out, as the decoder leaves them out (the newer lists too when
    // empty).
    const clean = Object.fromEntries(
      Object.entries(query).filter(
        ([key, v]) =>
          v !== undefined &&
          !((key === 'drives' || key === 'colors') && Array.isArray(v) && v.length === 0),
      ),
    );
    return clean as unknown as VehicleSearchQuery;
  });

const realtyId = fc.integer({ min: 0, max: 20_000 });

export const realtyQuery: fc.Arbitrary<RealtySearchQuery> = fc
  .record({
    category: opt(realtyId),
    realty_type: opt(realtyId),
    operation_type: opt(realtyId),
    state_id: opt(realtyId),
    city_id: opt(realtyId),
    district_id: fc.uniqueArray(realtyId, { maxLength: 4 }),
    characteristics: fc
      .uniqueArray(
        fc
          .record(
            {
              id,
              value: opt(realtyId),
              from: opt(fc.integer({ min: 0, max: 1000 })),
              to: opt(fc.constantFrom(2.5, 90, 4000)),
            },
            { requiredKeys: ['id'] },
          )
          .filter((c) => c.value !== undefined || c.from !== undefined || c.to !== undefined),
        { selector: (c) => c.id, maxLength: 5 },
      )
      .map((list) => list.sort((a, b) => a.id - b.id)),
    page: opt(fc.integer({ min: 0, max: 40 })),
  })
  .map((query) => {
    const defined = <T extends object>(o: T): T =>
      Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
    return defined({
      ...query,
      characteristics: query.characteristics.map(defined),
    });
  });
