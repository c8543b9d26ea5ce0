/**
 * `GET /auto/average_price` (CONTRACT.md "Market price") against a plain computation over the
 * same live adverts: random comparisons with ranges and repeats, Not Enough Data, parameter
 * errors, the documented examples, and a delete that changes the answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import {
  averagePriceSchema,
  MAX_SAMPLE,
  MIN_SAMPLE,
  notEnoughDataSchema,
  PERCENTILES,
} from '../../src/api/contracts/market-price';
import {
  formatQueryString,
  parseQueryString,
  type QueryPair,
} from '../../src/api/contracts/query-codec';
import searchParams from '../reference/auto-search-params.json';
import { catalog } from '../catalog/catalog';
import { DEMO_SELLER } from '../seed/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';

interface Row {
  id: number;
  user_id: number;
  category_id: number;
  bodystyle_id: number;
  marka_id: number;
  model_id: number;
  year: number;
  price_usd: number;
  state_id: number;
  city_id: number;
  customs_cleared: number;
  fuel_id: number;
  gearbox_id: number;
  drive_id: number;
  color_id: number;
  engine_cc: number;
  option_ids: string;
  mileage_kkm: number;
  doors: number;
  seats: number;
  payload_kg: number;
  damaged: number;
  under_credit: number;
  confiscated: number;
  not_running: number;
}

/** What a caller sends: each parameter with every value it repeats, in the order sent. */
type Sent = Partial<Record<string, number[]>>;

const between = (value: number, values: readonly number[]) =>
  value >= Math.min(...values) && value <= Math.max(...values);

/** CONTRACT.md "Market price", read as plainly as possible. */
function comparable(row: Row, q: Sent): boolean {
  const one = (name: string) => q[name]?.[0];
  // 0 means "any" in a list of ids, as in the search (CONTRACT.md "Every public filter").
  const anyOf = (name: string, value: number) =>
    !q[name] || q[name].includes(0) || q[name].includes(value);
  const onlyOrNot = (name: string, has: number) => one(name) === undefined || one(name) === has;
  const anyOrEqual = (name: string, value: number) => !one(name) || one(name) === value;
  return (
    anyOrEqual('main_category', row.category_id) &&
    anyOf('body_id', row.bodystyle_id) &&
    anyOrEqual('marka_id', row.marka_id) &&
    anyOrEqual('model_id', row.model_id) &&
    (!q.yers || between(row.year, q.yers)) &&
    anyOf('gear_id', row.gearbox_id) &&
    anyOf('fuel_id', row.fuel_id) &&
    anyOf('drive_id', row.drive_id) &&
    (one('engineVolume') === undefined ||
      row.engine_cc === Math.round(one('engineVolume')! * 1000)) &&
    (q.options ?? []).every((option) => row.option_ids.split(' ').includes(String(option))) &&
    (!q.raceInt || between(row.mileage_kkm, q.raceInt)) &&
    anyOrEqual('door', row.doors) &&
    anyOrEqual('state_id', row.state_id) &&
    anyOrEqual('city_id', row.city_id) &&
    (!one('carrying') || row.payload_kg >= one('carrying')!) &&
    anyOrEqual('seats', row.seats) &&
    anyOf('color_id', row.color_id) &&
    (one('custom') !== 1 || row.customs_cleared === 1) &&
    onlyOrNot('damage', row.damaged) &&
    onlyOrNot('under_credit', row.under_credit) &&
    onlyOrNot('confiscated_car', row.confiscated) &&
    onlyOrNot('onRepairParts', row.not_running)
  );
}

/** The p-th percentile, straight from its definition (linear between closest ranks). */
function plainPercentile(sorted: number[], p: number): number {
  const h = (sorted.length - 1) * (p / 100);
  const below = sorted[Math.floor(h)]!;
  const above = sorted[Math.ceil(h)]!;
  return below + (h - Math.floor(h)) * (above - below);
}

/** The answer a plain computation gives over `rows` (live, newest first). */
function plainAnswer(rows: readonly Row[], q: Sent) {
  const sample = rows.filter((row) => comparable(row, q)).slice(0, MAX_SAMPLE);
  if (sample.length < MIN_SAMPLE) return null;
  // Stable: equal prices stay newest first.
  sample.sort((a, b) => a.price_usd - b.price_usd);
  const prices = sample.map((row) => row.price_usd);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const q1 = plainPercentile(prices, 25);
  const q3 = plainPercentile(prices, 75);
  return {
    total: sample.length,
    arithmeticMean: mean(prices),
    interQuartileMean: mean(prices.filter((price) => price >= q1 && price <= q3)),
    percentiles: Object.fromEntries(PERCENTILES.map((p) => [`${p}.0`, plainPercentile(prices, p)])),
    prices,
    classifieds: sample.map((row) => row.id),
  };
}

function expectSameAnswer(body: unknown, expected: NonNullable<ReturnType<typeof plainAnswer>>) {
  const answer = averagePriceSchema.parse(body);
  expect(answer.total).toBe(expected.total);
  expect(answer.prices).toEqual(expected.prices);
  expect(answer.classifieds).toEqual(expected.classifieds);
  // Sums of a thousand prices in another order may differ in the last bits of a double.
  expect(answer.arithmeticMean).toBeCloseTo(expected.arithmeticMean, 6);
  expect(answer.interQuartileMean).toBeCloseTo(expected.interQuartileMean, 6);
  expect(Object.keys(answer.percentiles)).toEqual(Object.keys(expected.percentiles));
  for (const [key, value] of Object.entries(expected.percentiles))
    expect(answer.percentiles[key], key).toBeCloseTo(value, 6);
}

function toPairs(q: Sent): QueryPair[] {
  return Object.entries(q).flatMap(([name, values]) =>
    (values ?? []).map((value): QueryPair => [name, String(value)]),
  );
}

let server: TestServer;
const liveRows = () =>
  server.db
    .prepare('SELECT * FROM vehicles WHERE deleted_at IS NULL ORDER BY add_date DESC, id DESC')
    .all() as Row[];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const opt = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
const rare = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 10, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
/** One value, or two in either order (a range). */
const rangeOf = (arb: fc.Arbitrary<number>) =>
  fc.oneof(
    arb.map((v) => [v]),
    fc.tuple(arb, arb).map(([a, b]) => [a, b]),
  );
/** One value, sent once. */
const oneOf = (...values: number[]) => fc.constantFrom(...values).map((value) => [value]);
const anyOf = (values: readonly number[]) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 });
const makes = catalog.carMakes.slice(0, 25);
const states = catalog.states.map((s) => s.value);

/** Comparisons as a price panel or a badge would ask for them: a make (and model) mostly. */
const comparisons: fc.Arbitrary<Sent> = fc
  .record({
    make: opt(
      fc.constantFrom(...makes).chain((make) =>
        fc.record({
          marka_id: fc.constant<number[]>([make.id]),
          model_id: opt(fc.constantFrom(0, ...make.models.map((m) => m.id)).map((m) => [m])),
        }),
      ),
    ),
    main_category: rare(oneOf(0, 1, 2)),
    yers: opt(rangeOf(fc.integer({ min: 1998, max: 2026 }))),
    gear_id: opt(anyOf([1, 2, 3, 4, 5])),
    fuel_id: opt(anyOf([1, 2, 3, 4, 5, 6])),
    raceInt: opt(rangeOf(fc.integer({ min: 0, max: 300 }))),
    body_id: rare(anyOf([3, 5, 4, 2, 8, 0])),
    drive_id: rare(anyOf([1, 2, 3])),
    color_id: rare(anyOf([2, 8, 15, 3, 0])),
    region: rare(
      fc.constantFrom(...states).chain((state) =>
        fc.record({
          state_id: fc.constant<number[]>([state]),
          city_id: opt(fc.constantFrom(...catalog.cities(state).map((c) => [c.value]))),
        }),
      ),
    ),
    engineVolume: rare(oneOf(1.6, 2, 1.4, 3)),
    options: rare(anyOf([217, 137, 211, 303])),
    door: rare(oneOf(2, 4, 5)),
    seats: rare(oneOf(5, 7)),
    carrying: rare(oneOf(600, 1000)),
    custom: rare(oneOf(0, 1)),
    damage: rare(oneOf(0, 1)),
    under_credit: rare(oneOf(0, 1)),
    confiscated_car: rare(oneOf(0, 1)),
    onRepairParts: rare(oneOf(0, 1)),
  })
  .map(({ make, region, ...rest }) => {
    const sent: Sent = { ...make, ...region, ...rest };
    for (const key of Object.keys(sent)) if (sent[key] === undefined) delete sent[key];
    return sent;
  });

describe('GET /auto/average_price equals a plain computation over the same adverts', () => {
  it('for 250 random comparisons with ranges and repeats, every member is equal', async () => {
    const rows = liveRows();
    const seen = { answered: 0, notEnough: 0, yersRange: 0, raceRange: 0, gears: 0, fuels: 0 };
    await fc.assert(
      fc.asyncProperty(comparisons, async (sent) => {
        const { status, body, headers } = await server.call(
          `/auto/average_price?${formatQueryString(toPairs(sent))}`,
        );
        expect(headers['content-type']).toBe('application/json; charset=utf-8');
        const expected = plainAnswer(rows, sent);
        if (expected === null) {
          expect(status).toBe(400);
          expect(notEnoughDataSchema.parse(body)).toEqual({ message: 'Not Enough Data' });
          seen.notEnough++;
          return;
        }
        expect(status).toBe(200);
        expectSameAnswer(body, expected);
        seen.answered++;
        if (sent.yers?.length === 2 && sent.yers[0] !== sent.yers[1]) seen.yersRange++;
        if (sent.raceInt?.length === 2 && sent.raceInt[0] !== sent.raceInt[1]) seen.raceRange++;
        if ((sent.gear_id?.length ?? 0) > 1) seen.gears++;
        if ((sent.fuel_id?.length ?? 0) > 1) seen.fuels++;
      }),
      { numRuns: 250 },
    );
    // The generator is worth something only if it reaches both answers, and ranges and
    // repeats on comparisons that find enough adverts.
    expect(seen.answered).toBeGreaterThan(60);
    expect(seen.notEnough).toBeGreaterThan(10);
    for (const [what, count] of Object.entries(seen)) expect(count, what).toBeGreaterThanOrEqual(5);
  });

  it('samples the newest adverts when more match, cheapest first like order_by=2', async () => {
    const { body } = await server.call('/auto/average_price?main_category=1');
    const answer = averagePriceSchema.parse(body);
    expect(answer.total).toBe(MAX_SAMPLE);
    expectSameAnswer(body, plainAnswer(liveRows(), { main_category: [1] })!);
    expect(answer.prices).toEqual([...answer.prices].sort((a, b) => a - b));
  });

  it('answers 400 Not Enough Data below the threshold and from it answers 200', async () => {
    // Make, model and year groups of every size around the threshold.
    const groups = server.db
      .prepare(
        `SELECT marka_id, model_id, year, count(*) AS n FROM vehicles WHERE deleted_at IS NULL
         GROUP BY marka_id, model_id, year HAVING n BETWEEN 1 AND ${MIN_SAMPLE} ORDER BY n`,
      )
      .all() as { marka_id: number; model_id: number; year: number; n: number }[];
    const sizes = new Set(groups.map((group) => group.n));
    for (let n = 1; n <= MIN_SAMPLE; n++) expect(sizes.has(n), `a group of ${n}`).toBe(true);
    for (const n of sizes) {
      const group = groups.find((g) => g.n === n)!;
      const query = `marka_id=${group.marka_id}&model_id=${group.model_id}&yers=${group.year}`;
      const { status, body, text } = await server.call(`/auto/average_price?${query}`);
      if (n < MIN_SAMPLE) {
        expect(status, query).toBe(400);
        expect(text).toBe('{"message":"Not Enough Data"}');
      } else {
        expect(status, query).toBe(200);
        expect(averagePriceSchema.parse(body).total).toBe(n);
      }
    }
    // Nothing matches at all: the same refusal.
    const none = await server.call('/auto/average_price?marka_id=79&yers=1901');
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: 'Not Enough Data' });
  });

  it('answers the documented examples (auto-search-params.json) with 200 or Not Enough Data', async () => {
    const examples = searchParams.average_price_params.examples.map((example) => {
      const url = example.split(/\s/)[0]!;
      return url.slice(url.indexOf('?') + 1).replace('api_key=YOUR_API_KEY&', '');
    });
    expect(examples.length).toBeGreaterThanOrEqual(6);
    const rows = liveRows();
    let answered = 0;
    for (const query of examples) {
      const sent: Sent = {};
      for (const [key, value] of parseQueryString(query)) {
        const name = key === 'auto_options' ? 'options' : key;
        (sent[name] ??= []).push(Number(value));
      }
      const { status, body } = await server.call(`/auto/average_price?${query}`);
      const expected = plainAnswer(rows, sent);
      if (expected) {
        expect(status, query).toBe(200);
        expectSameAnswer(body, expected);
        answered++;
      } else {
        expect(status, query).toBe(400);
        notEnoughDataSchema.parse(body);
      }
    }
    // BMW 318 by gearbox, BMW X5 by mileage, a mileage range alone: the generated data has them.
    expect(answered).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad parameter in the envelope, naming it', async () => {
    const cases: [string, string][] = [
      ['marka_id=abc', 'marka_id'],
      ['marka_id=9&marka_id=10', 'marka_id'],
      ['yers=2010&yers=2012&yers=2014', 'yers'],
      ['yers=20x0', 'yers'],
      ['raceInt=-5', 'raceInt'],
      ['gear_id=1&gear_id=auto', 'gear_id'],
      ['engineVolume=2,0', 'engineVolume'],
      ['damage=2', 'damage'],
      ['auto_options=abs', 'options'],
    ];
    for (const [query, param] of cases) {
      const { status, body } = await server.call(`/auto/average_price?${query}`);
      expect(status, query).toBe(400);
      const { error } = errorEnvelopeSchema.parse(body);
      expect(error.code).toBe('INVALID_PARAMETER');
      expect(error.param, query).toBe(param);
    }
    const noKey = await server.call('/auto/average_price?marka_id=9', { key: null });
    expect(noKey.status).toBe(403);
    expect(errorEnvelopeSchema.parse(noKey.body).error.code).toBe('API_KEY_MISSING');
  });

  it('changes at once when an advert of the sample is deleted', async () => {
    // A group of the demo seller's with room above the threshold.
    const group = server.db
      .prepare(
        `SELECT v.id, v.marka_id, v.model_id, v.year,
           (SELECT count(*) FROM vehicles w WHERE w.deleted_at IS NULL AND w.marka_id = v.marka_id
              AND w.model_id = v.model_id AND w.year = v.year) AS n
         FROM vehicles v WHERE v.user_id = ? AND v.deleted_at IS NULL
         ORDER BY (n BETWEEN ${MIN_SAMPLE + 2} AND 40) DESC, v.id LIMIT 1`,
      )
      .get(DEMO_SELLER.userId) as {
      id: number;
      marka_id: number;
      model_id: number;
      year: number;
      n: number;
    };
    const query = `/auto/average_price?marka_id=${group.marka_id}&model_id=${group.model_id}&yers=${group.year}`;
    const before = averagePriceSchema.parse((await server.call(query)).body);
    expect(before.classifieds).toContain(group.id);

    const deleted = await server.call(
      `/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${group.id}`,
      { method: 'DELETE' },
    );
    expect(deleted.body).toEqual({ num_rows: 1, last_insert_id: 0 });

    const after = averagePriceSchema.parse((await server.call(query)).body);
    expect(after.total).toBe(before.total - 1);
    expect(after.classifieds).not.toContain(group.id);
    expectSameAnswer(
      after,
      plainAnswer(liveRows(), {
        marka_id: [group.marka_id],
        model_id: [group.model_id],
        yers: [group.year],
      })!,
    );
  });
});
