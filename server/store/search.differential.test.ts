/**
 * The service's search against a plain reading of CONTRACT.md's filter rules ("Filter meaning",
 * "Every public filter", "Order"), over the same generated data: for random filter
 * combinations and every sort order, `count` and `ids` must be equal.
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
  AXLES,
  decodeVehicleSearch,
  effectivePageSize,
  encodeVehicleSearch,
  FUEL_CYCLES,
  ORDER_BY,
  TOP,
  type VehicleSearchQuery,
} from '../../src/api/contracts/vehicle-search-query';
import { vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { carMakeOfModel, catalog } from '../catalog/catalog';
import { submittedSince } from '../domain/periods';
import { DATASET_NOW, type VehicleRow } from '../seed/vehicles';
import { startTestServer, type TestServer } from '../testing/test-server';

const RATE = { 1: 1, 2: 0.92, 3: 41.5 } as const;
const within = (value: number, from?: number, to?: number) =>
  (from === undefined || value >= from) && (to === undefined || value <= to);

/** CONTRACT.md "Filter meaning", read as plainly as possible. */
function referenceSearch(rows: readonly VehicleRow[], q: VehicleSearchQuery) {
  const matches = rows.filter((r) => {
    // `0` means "any" for ids (CONTRACT.md "Every public filter"), in a list as alone.
    const oneOf = (list: readonly { value: number }[] | undefined, value: number) =>
      !list?.length || list.some((entry) => entry.value === 0 || entry.value === value);
    if (q.category_id && r.category_id !== q.category_id) return false;
    if (!oneOf(q.bodystyle, r.bodystyle_id)) return false;
    if (!oneOf(q.fuels, r.fuel_id)) return false;
    if (!oneOf(q.gearboxes, r.gearbox_id)) return false;
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
      // Wanted: any car (make 0), a make with any model (model 0), or one model of a make.
      const make =
        q.exchange_marka_id || (q.exchange_model_id && carMakeOfModel(q.exchange_model_id));
      if (make && r.exchange_marka_id && r.exchange_marka_id !== make) return false;
      if (
        q.exchange_model_id &&
        r.exchange_marka_id &&
        r.exchange_model_id !== q.exchange_model_id &&
        (r.exchange_model_id || !make)
      )
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
    if (q.auto_options.length > 0) {
      const options = new Set(r.option_ids.split(' ').filter(Boolean).map(Number));
      if (!q.auto_options.every((option) => options.has(option))) return false;
    }
    // CONTRACT.md "Every public filter".
    if (!oneOf(q.drives, r.drive_id)) return false;
    if (!oneOf(q.colors, r.color_id)) return false;
    if (!within(r.mileage_kkm, q.raceFrom, q.raceTo)) return false;
    if (q.door && r.doors !== q.door) return false;
    if (q.seats && r.seats !== q.seats) return false;
    if (q.carrying && r.payload_kg < q.carrying) return false;
    const onlyOrNot = (value: number | undefined, has: number) =>
      value === undefined || (value === 1 ? has === 1 : has === 0);
    if (!onlyOrNot(q.damage, r.damaged)) return false;
    if (!onlyOrNot(q.under_credit, r.under_credit)) return false;
    if (!onlyOrNot(q.confiscated_car, r.confiscated)) return false;
    if (!onlyOrNot(q.auto_repairs === 2 ? 0 : q.auto_repairs, r.not_running)) return false;
    if (q.sellerType && r.seller_type !== q.sellerType) return false;
    if (q.matched_country && r.imported_from !== q.matched_country) return false;
    if (q.fuelRateFrom !== undefined || q.fuelRateTo !== undefined) {
      const cycle = q.fuelRatesType ?? 'combine';
      const tenths = {
        city: r.fuel_city_x10,
        route: r.fuel_route_x10,
        combine: r.fuel_combine_x10,
      }[cycle];
      if (tenths === 0 || !within(tenths / 10, q.fuelRateFrom, q.fuelRateTo)) return false;
    }
    const since = submittedSince(q.top, DATASET_NOW);
    if (since !== null && Date.parse(`${r.add_date.replace(' ', 'T')}Z`) < since) return false;
    if (q.saledParam === 1 && !r.sold) return false;
    if (q.saledParam === 2 && r.sold) return false;
    if (q['verified.VIN'] === 1 && !r.vin_checked) return false;
    if (q.with_video === 1 && !r.with_video) return false;
    if (q.wheelFormulaId && r.wheel_formula_id !== q.wheelFormulaId) return false;
    if (q.axleId === 5 ? r.axles < 5 : q.axleId && r.axles !== q.axleId) return false;
    return true;
  });
  // CONTRACT.md "Order". Rows arrive newest first and sort is stable, so equal keys stay
  // newest first; 8 is the exact reverse of newest first.
  const by = (key: (r: VehicleRow) => number, descending: boolean) =>
    matches.sort((a, b) => (descending ? key(b) - key(a) : key(a) - key(b)));
  if (q.order_by === 2) by((r) => r.price_usd, false);
  if (q.order_by === 3) by((r) => r.price_usd, true);
  if (q.order_by === 5) by((r) => r.year, true);
  if (q.order_by === 6) by((r) => r.year, false);
  if (q.order_by === 8) matches.reverse();
  if (q.order_by === 12) by((r) => r.mileage_kkm, true);
  if (q.order_by === 13) by((r) => r.mileage_kkm, false);
  const size = effectivePageSize(q.countpage);
  const from = (q.page ?? 0) * size;
  return { count: matches.length, ids: matches.slice(from, from + size).map((r) => String(r.id)) };
}

let server: TestServer;
let rows: VehicleRow[];
beforeAll(async () => {
  server = await startTestServer();
  rows = server.db
    .prepare('SELECT * FROM vehicles WHERE deleted_at IS NULL ORDER BY add_date DESC, id DESC')
    .all() as VehicleRow[];
});
afterAll(() => server.close());

/** Most searches set a few filters: each one is absent four times in five. */
const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const few = <T>(arb: fc.Arbitrary<T[]>): fc.Arbitrary<T[]> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant<T[]>([]) }, { weight: 1, arbitrary: arb });
/** The public table's other filters: rarer, so that a search rarely stacks many of them. */
const rare = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
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
    category_id: opt(fc.constantFrom(0, 1, 2)),
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
    drives: rare(listOf([1, 2, 3, 5]).filter((list) => list.length > 0)),
    raceFrom: rare(fc.integer({ min: 0, max: 200 })),
    raceTo: rare(fc.constantFrom(50, 120, 250.5, 400)),
    door: rare(fc.constantFrom(0, 2, 3, 4, 5)),
    carrying: rare(fc.constantFrom(0, 600, 1000, 1200)),
    seats: rare(fc.constantFrom(0, 2, 4, 5, 7, 8)),
    colors: rare(listOf([2, 8, 15, 3, 13, 9]).filter((list) => list.length > 0)),
    damage: rare(fc.constantFrom(0, 1)),
    under_credit: rare(fc.constantFrom(0, 1)),
    confiscated_car: rare(fc.constantFrom(0, 1)),
    auto_repairs: rare(fc.constantFrom(0, 1, 2)),
    sellerType: rare(fc.constantFrom(0, 1, 2)),
    matched_country: rare(fc.constantFrom(0, 840, 276, 616, 440)),
    fuelRateFrom: rare(fc.constantFrom(0, 3, 5.5, 6.3, 8)),
    fuelRateTo: rare(fc.constantFrom(5, 6.3, 7.25, 9, 12)),
    fuelRatesType: rare(fc.constantFrom(...FUEL_CYCLES)),
    top: rare(fc.constantFrom(...TOP)),
    saledParam: rare(fc.constantFrom(0, 1, 2)),
    'verified.VIN': rare(fc.constantFrom(0, 1)),
    wheelFormulaId: rare(fc.constantFrom(0, 1, 2, 4)),
    axleId: rare(fc.constantFrom(...AXLES)),
    with_video: rare(fc.constantFrom(0, 1)),
    order_by: fc.constantFrom(undefined, ...ORDER_BY),
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

/** Every parameter the searches may set, to check that each was tried with results. */
const COVERED = [
  'drives',
  'raceFrom',
  'raceTo',
  'door',
  'carrying',
  'seats',
  'colors',
  'damage',
  'under_credit',
  'confiscated_car',
  'auto_repairs',
  'sellerType',
  'matched_country',
  'fuelRateFrom',
  'fuelRateTo',
  'fuelRatesType',
  'top',
  'saledParam',
  'verified.VIN',
  'wheelFormulaId',
  'axleId',
  'with_video',
] as const;

describe('vehicle search equals a plain filter of the same data', () => {
  it('for 300 random searches, count and ids are equal', async () => {
    let nonEmpty = 0;
    const tried = new Map<string, number>();
    const ordered = new Map<number, number>();
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
        if (expected.count > 0) {
          nonEmpty++;
          for (const key of COVERED)
            if (sent[key] !== undefined) tried.set(key, (tried.get(key) ?? 0) + 1);
          if (expected.count > 1) {
            const order = sent.order_by ?? 0;
            ordered.set(order, (ordered.get(order) ?? 0) + 1);
          }
        }
      }),
      { numRuns: 300 },
    );
    // The generator is useful only if most searches find something, and tries the public
    // table's filters and every order on searches that find adverts.
    expect(nonEmpty).toBeGreaterThan(150);
    expect(COVERED.filter((key) => tried.has(key)).length).toBeGreaterThan(COVERED.length / 2);
    for (const order of ORDER_BY)
      expect(ordered.get(order) ?? 0, `order ${order}`).toBeGreaterThanOrEqual(5);
  });

  it('answers each public filter, at each of its values, alone, with a make and sorted', async () => {
    const single = [
      'drive_id[0]=1',
      'drive_id[0]=2&drive_id[1]=3',
      'drive=1', // not a parameter: ignored
      'raceFrom=100',
      'raceTo=50',
      'raceFrom=80&raceTo=120.5',
      'raceInt=60',
      'raceInt=10&raceInt=100',
      'color_id=9',
      'color_id[0]=2&color_id[2]=15',
      'fuelRateFrom=5.5&fuelRateTo=6.3',
      'fuelRateTo=4&fuelRatesType=city',
      'fuelRateFrom=9&fuelRatesType=route',
      'fuelRatesType=route',
      'matched_country=840',
      'matched_country=0',
      // 0 is "any" in a list of ids too, and beside other values.
      'bodystyle[0]=0',
      'drive_id=0&type[1]=2',
      'color_id[0]=2&color_id[1]=0',
      ...[0, 2, 3, 4, 5].map((v) => `door=${v}`),
      ...[0, 2, 5, 7, 8].map((v) => `seats=${v}`),
      ...[0, 500, 1000, 1300].map((v) => `carrying=${v}`),
      ...['damage', 'under_credit', 'confiscated_car', 'verified.VIN', 'with_video'].flatMap(
        (name) => [`${name}=0`, `${name}=1`],
      ),
      ...['auto_repairs', 'sellerType', 'saledParam'].flatMap((name) =>
        [0, 1, 2].map((v) => `${name}=${v}`),
      ),
      ...TOP.map((v) => `top=${v}`),
      ...[0, 1, 2, 3, 12].map((v) => `wheelFormulaId=${v}`),
      ...AXLES.map((v) => `axleId=${v}`),
    ];
    let found = 0;
    for (const filter of single) {
      for (const extra of ['', '&marka_id[0]=84', '&category_id=1&order_by=13&countpage=50']) {
        const query = `${filter}${extra}`;
        const { status, body } = await server.call(`/auto/search?${query}`);
        expect(status, query).toBe(200);
        const answer = vehicleSearchArrayFormSchema.parse(body)[0].result.search_result;
        const expected = referenceSearch(rows, decodeVehicleSearch(parseQueryString(query)).query);
        expect({ count: answer.count, ids: answer.ids }, query).toEqual(expected);
        if (expected.count > 0) found++;
      }
    }
    // Most of these find adverts: the data carries what each filter reads.
    expect(found).toBeGreaterThan(single.length * 2);
  });

  it('sorts by every order with ties newest first (CONTRACT.md "Order")', async () => {
    for (const order of ORDER_BY) {
      const query = `category_id=1&marka_id[0]=84&countpage=100&order_by=${order}`;
      const answer = vehicleSearchArrayFormSchema.parse(
        (await server.call(`/auto/search?${query}`)).body,
      )[0].result.search_result;
      const expected = referenceSearch(rows, decodeVehicleSearch(parseQueryString(query)).query);
      expect(answer.ids, `order_by=${order}`).toEqual(expected.ids);
      expect(answer.count).toBeGreaterThan(100);
    }
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
      .all() as VehicleRow[];
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
