/**
 * The service's search against a plain reading of CONTRACT.md's filter rules, over the same
 * generated data: for random filter combinations, `count` and `ids` must be equal.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from '../../src/api/contracts/query-codec';
import {
  decodeRealtySearch,
  encodeRealtySearch,
  type RealtySearchQuery,
} from '../../src/api/contracts/realty-search-query';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import {
  decodeVehicleSearch,
  effectivePageSize,
  encodeVehicleSearch,
  type VehicleSearchQuery,
} from '../../src/api/contracts/vehicle-search-query';
import { vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { catalog } from '../catalog/catalog';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Row {
  id: number;
  category_id: number;
  bodystyle_id: number;
  marka_id: number;
  model_id: number;
  origin_country_id: number;
  year: number;
  price_usd: number;
  auction_possible: number;
  real_exchange: number;
  exchange: number;
  exchange_marka_id: number;
  exchange_model_id: number;
  state_id: number;
  city_id: number;
  abroad: number;
  customs_cleared: number;
  fuel_id: number;
  gearbox_id: number;
  engine_cc: number;
  power_hp: number;
  photo_count: number;
  option_ids: string;
}

const RATE = { 1: 1, 2: 0.92, 3: 41.5 } as const;
const within = (value: number, from?: number, to?: number) =>
  (from === undefined || value >= from) && (to === undefined || value <= to);

/** CONTRACT.md "Filter meaning", read as plainly as possible. */
function referenceSearch(rows: readonly Row[], q: VehicleSearchQuery) {
  const matches = rows.filter((r) => {
    if (q.category_id !== undefined && r.category_id !== q.category_id) return false;
    if (q.bodystyle.length && !q.bodystyle.some((b) => b.value === r.bodystyle_id)) return false;
    if (q.fuels.length && !q.fuels.some((f) => f.value === r.fuel_id)) return false;
    if (q.gearboxes.length && !q.gearboxes.some((g) => g.value === r.gearbox_id)) return false;
    if (
      q.makes.length &&
      !q.makes.some(
        (m) =>
          (!m.brandOrigin || m.brandOrigin === r.origin_country_id) &&
          (!m.marka_id || m.marka_id === r.marka_id) &&
          (!m.model_id || m.model_id === r.model_id) &&
          within(r.year, m.s_yers, m.po_yers),
      )
    )
      return false;
    if (
      q.regions.length &&
      !q.regions.some(
        (g) => (!g.state || g.state === r.state_id) && (!g.city || g.city === r.city_id),
      )
    )
      return false;
    const price = Math.round(r.price_usd * RATE[q.currency ?? 1]);
    if (!within(price, q.price_ot, q.price_do)) return false;
    if (q.auctionPossible === 1 && !r.auction_possible) return false;
    if (q.with_real_exchange === 1 && !r.real_exchange) return false;
    if (q.with_exchange === 1) {
      if (!r.exchange) return false;
      if (q.exchange_marka_id && r.exchange_marka_id && r.exchange_marka_id !== q.exchange_marka_id)
        return false;
      if (q.exchange_model_id && r.exchange_model_id && r.exchange_model_id !== q.exchange_model_id)
        return false;
    }
    if (q.abroad === 2 && r.abroad) return false;
    if (q.abroad === 1 && !r.abroad) return false;
    if (q.custom === 1 && !r.customs_cleared) return false;
    if (q.with_photo === 1 && r.photo_count === 0) return false;
    const litres = r.engine_cc / 1000;
    if (!within(litres, q.engineVolumeFrom, q.engineVolumeTo)) return false;
    const power = q.power_name === 2 ? Math.round(r.power_hp * 0.7355) : r.power_hp;
    if (!within(power, q.powerFrom, q.powerTo)) return false;
    const options = new Set(r.option_ids.split(' ').filter(Boolean).map(Number));
    if (!q.auto_options.every((option) => options.has(option))) return false;
    return true;
  });
  // Rows arrive newest first; sort is stable, so equal prices stay newest first.
  if (q.order_by === 1) matches.sort((a, b) => a.price_usd - b.price_usd);
  if (q.order_by === 2) matches.sort((a, b) => b.price_usd - a.price_usd);
  const size = effectivePageSize(q.countpage);
  const from = (q.page ?? 0) * size;
  return { count: matches.length, ids: matches.slice(from, from + size).map((r) => String(r.id)) };
}

let server: TestServer;
let rows: Row[];
beforeAll(async () => {
  server = await startTestServer();
  rows = server.db
    .prepare('SELECT * FROM vehicles WHERE deleted_at IS NULL ORDER BY add_date DESC, id DESC')
    .all() as Row[];
});
afterAll(() => server.close());

/** Most searches set a few filters: each one is absent four times in five. */
const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const few = <T>(arb: fc.Arbitrary<T[]>): fc.Arbitrary<T[]> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant<T[]>([]) }, { weight: 1, arbitrary: arb });
const makes = catalog.carMakes;
const makeRow = fc.integer({ min: 0, max: makes.length - 1 }).chain((i) => {
  const make = makes[i]!;
  return fc.record(
    {
      brandOrigin: opt(fc.constantFrom(0, make.origin, 392, 276)),
      marka_id: opt(fc.constantFrom(make.id, make.id, 0)),
      model_id: opt(fc.constantFrom(0, ...make.models.map((m) => m.id))),
      s_yers: opt(fc.integer({ min: 1995, max: 2026 })),
      po_yers: opt(fc.integer({ min: 2000, max: 2026 })),
    },
    { requiredKeys: [] },
  );
});
const listOf = (values: readonly number[]) =>
  few(
    fc
      .uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 })
      .map((list) => list.map((value, index) => ({ index: index * 2, value }))),
  );
const states = catalog.states.map((s) => s.value);

/** Realistic searches: values from the catalogs, so that counts are rarely zero. */
const searches: fc.Arbitrary<VehicleSearchQuery> = fc
  .record({
    category_id: opt(fc.constantFrom(1, 2)),
    bodystyle: listOf([3, 5, 4, 2, 8, 6]),
    makes: few(fc.array(makeRow, { minLength: 1, maxLength: 3 })),
    price_ot: opt(fc.integer({ min: 0, max: 30_000 })),
    price_do: opt(fc.integer({ min: 2_000, max: 2_000_000 })),
    currency: opt(fc.constantFrom(1 as const, 2 as const, 3 as const)),
    auctionPossible: opt(fc.constantFrom(0, 1)),
    with_real_exchange: opt(fc.constantFrom(0, 1)),
    with_exchange: opt(fc.constantFrom(0, 1)),
    exchange_marka_id: opt(fc.constantFrom(0, 79, 84, 24)),
    exchange_model_id: opt(fc.constantFrom(0, 2040, 1832)),
    regions: few(
      fc.array(
        fc.constantFrom(...states).chain((state) =>
          fc.record({
            state: fc.constant(state),
            city: opt(fc.constantFrom(0, ...catalog.cities(state).map((c) => c.value))),
          }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    ),
    abroad: opt(fc.constantFrom(0, 1, 2)),
    custom: opt(fc.constantFrom(0, 1)),
    auto_options: few(
      fc.uniqueArray(fc.constantFrom(217, 137, 211, 303, 459, 477, 596, 99999), {
        minLength: 1,
        maxLength: 2,
      }),
    ),
    fuels: listOf([1, 2, 4, 5, 6]),
    gearboxes: listOf([1, 2, 3, 4, 5]),
    engineVolumeFrom: opt(fc.constantFrom(0, 1.4, 1.6, 2)),
    engineVolumeTo: opt(fc.constantFrom(1.6, 2.0, 3.2)),
    powerFrom: opt(fc.integer({ min: 50, max: 200 })),
    powerTo: opt(fc.integer({ min: 100, max: 400 })),
    power_name: opt(fc.constantFrom(1, 2)),
    with_photo: opt(fc.constantFrom(0, 1)),
    order_by: opt(fc.constantFrom(0, 1, 2)),
    page: opt(fc.integer({ min: 0, max: 5 })),
    countpage: opt(fc.constantFrom(1, 10, 50, 100)),
  })
  .map((query) => {
    const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
    return {
      ...defined,
      makes: query.makes
        .filter((row) => Object.values(row).some((v) => v !== undefined))
        .map((row, index) => ({
          index,
          ...Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)),
        })),
      regions: query.regions.map((row, index) => ({
        index,
        ...(row.city === undefined ? { state: row.state } : row),
      })),
      auto_options: [...query.auto_options].sort((a, b) => a - b),
    } as unknown as VehicleSearchQuery;
  });

describe('vehicle search equals a plain filter of the same data', () => {
  it('for 300 random searches, count and ids are equal', async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(searches, async (query) => {
        const path = `/auto/search?${formatQueryString(encodeVehicleSearch(query))}`;
        const { status, body } = await server.call(path);
        expect(status).toBe(200);
        const answer = vehicleSearchArrayFormSchema.parse(body)[0].result.search_result;
        // The query that reached the service is the one the reference reads.
        const sent = decodeVehicleSearch(parseQueryString(path.slice(path.indexOf('?')))).query;
        const expected = referenceSearch(rows, sent);
        expect(answer.count).toBe(expected.count);
        expect(answer.ids).toEqual(expected.ids);
        if (expected.count > 0) nonEmpty++;
      }),
      { numRuns: 300 },
    );
    // The generator is useful only if most searches find something.
    expect(nonEmpty).toBeGreaterThan(150);
  });

  it('stays equal after deletes (the index follows SQLite), for 150 more searches', async () => {
    // Delete every 40th advert, whoever owns it, straight through the store.
    for (const row of rows.filter((_, i) => i % 40 === 0)) {
      const owner = server.db
        .prepare('SELECT user_id FROM vehicles WHERE id = ?')
        .pluck()
        .get(row.id) as number;
      expect(server.store.deleteVehicle(owner, row.id)).toBe(1);
    }
    const remaining = server.db
      .prepare('SELECT * FROM vehicles WHERE deleted_at IS NULL ORDER BY add_date DESC, id DESC')
      .all() as Row[];
    expect(remaining.length).toBe(rows.length - Math.ceil(rows.length / 40));
    await fc.assert(
      fc.asyncProperty(searches, async (query) => {
        const path = `/auto/search?${formatQueryString(encodeVehicleSearch(query))}`;
        const answer = vehicleSearchArrayFormSchema.parse((await server.call(path)).body)[0].result
          .search_result;
        const sent = decodeVehicleSearch(parseQueryString(path.slice(path.indexOf('?')))).query;
        const expected = referenceSearch(remaining, sent);
        expect(answer.count).toBe(expected.count);
        expect(answer.ids).toEqual(expected.ids);
      }),
      { numRuns: 150 },
    );
  });
});

interface RealtyRow {
  id: number;
  category: number;
  realty_type: number;
  operation_type: number;
  state_id: number;
  city_id: number;
  district_id: number;
  characteristics: Map<number, number>;
}

function referenceRealty(all: readonly RealtyRow[], q: RealtySearchQuery) {
  const matches = all.filter(
    (r) =>
      (q.category === undefined || r.category === q.category) &&
      (q.realty_type === undefined || r.realty_type === q.realty_type) &&
      (q.operation_type === undefined || r.operation_type === q.operation_type) &&
      (q.state_id === undefined || r.state_id === q.state_id) &&
      (q.city_id === undefined || r.city_id === q.city_id) &&
      (q.district_id.length === 0 || q.district_id.includes(r.district_id)) &&
      q.characteristics.every((c) => {
        const value = r.characteristics.get(c.id);
        if (value === undefined) return false;
        return (c.value === undefined || value === c.value) && within(value, c.from, c.to);
      }),
  );
  const from = (q.page ?? 0) * 100;
  return { count: matches.length, items: matches.slice(from, from + 100).map((r) => r.id) };
}

describe('real-estate search equals a plain filter of the same data', () => {
  it('for 200 random searches, count and items are equal', async () => {
    const realty = server.db
      .prepare('SELECT * FROM realty WHERE deleted_at IS NULL ORDER BY add_date DESC, id DESC')
      .all() as RealtyRow[];
    const byId = new Map(realty.map((r) => [r.id, r]));
    for (const r of realty) r.characteristics = new Map();
    for (const c of server.db.prepare('SELECT * FROM realty_characteristics').all() as {
      realty_id: number;
      characteristic_id: number;
      value: number;
    }[]) {
      byId.get(c.realty_id)?.characteristics.set(c.characteristic_id, c.value);
    }
    const queries: fc.Arbitrary<RealtySearchQuery> = fc
      .record({
        category: opt(fc.constantFrom(1, 4, 10, 13, 24, 30)),
        operation_type: opt(fc.constantFrom(1, 3, 4)),
        state_id: opt(fc.constantFrom(10, 5, 12)),
        city_id: opt(fc.constantFrom(10, 5, 287)),
        district_id: fc.uniqueArray(fc.constantFrom(15187, 15189, 15188, 15184, 15087, 15090), {
          maxLength: 3,
        }),
        characteristics: fc.uniqueArray(
          fc.oneof(
            fc.record({
              id: fc.constant(209),
              from: fc.integer({ min: 1, max: 3 }),
              to: fc.integer({ min: 2, max: 6 }),
            }),
            fc.record({ id: fc.constant(214), from: fc.integer({ min: 20, max: 80 }) }),
            fc.record({ id: fc.constant(234), to: fc.integer({ min: 30_000, max: 300_000 }) }),
            fc.record({ id: fc.constant(242), value: fc.constantFrom(239, 240) }),
            fc.record({ id: fc.constant(273), value: fc.constant(273) }),
            fc.record({ id: fc.constant(1437), value: fc.constantFrom(1434, 1436) }),
          ),
          { selector: (c) => c.id, maxLength: 3 },
        ),
        page: opt(fc.integer({ min: 0, max: 3 })),
      })
      .map((q) => ({
        ...Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)),
        district_id: q.district_id,
        characteristics: [...q.characteristics].sort((a, b) => a.id - b.id),
      }));

    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const path = `/dom/search?${formatQueryString(encodeRealtySearch(query))}`;
        const answer = realtySearchResponseSchema.parse((await server.call(path)).body);
        const sent = decodeRealtySearch(parseQueryString(path.slice(path.indexOf('?')))).query;
        expect(answer).toEqual(referenceRealty(realty, sent));
      }),
      { numRuns: 200 },
    );
  });
});
