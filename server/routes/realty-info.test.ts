/**
 * `/dom/info/:id` against `/dom/search` (issue 19): for random filters, every advert a search
 * finds has details that meet the filter, read from the documented members; and the details of
 * any advert, turned back into a filter, find it. Every answer is parsed by the contract's
 * schemas, and the documented example fixes the shape.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatQueryString } from '../../src/api/contracts/query-codec';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import { realtyInfoSchema, type RealtyInfo } from '../../src/api/contracts/realty-info';
import {
  encodeRealtySearch,
  type CharacteristicFilter,
  type RealtySearchQuery,
} from '../../src/api/contracts/realty-search-query';
import { RATES } from '../domain/currency';
import { DOCUMENTED_REALTY_IDS } from '../seed/realty';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: { vehicles: 500, realty: 4000, orders: 10 } });
});
afterAll(() => server.close());

const search = async (query: RealtySearchQuery) => {
  const answer = await server.call(`/dom/search?${formatQueryString(encodeRealtySearch(query))}`);
  expect(answer.status).toBe(200);
  return realtySearchResponseSchema.parse(answer.body);
};
const info = async (id: number): Promise<RealtyInfo> => {
  const answer = await server.call(`/dom/info/${id}`);
  expect(answer.status, `/dom/info/${id}`).toBe(200);
  return realtyInfoSchema.parse(answer.body);
};

/** The documented member a characteristic filter reads, where the details have one. */
const MEMBER: Readonly<Record<number, keyof RealtyInfo>> = {
  209: 'rooms_count',
  216: 'living_square_meters',
  218: 'kitchen_square_meters',
  227: 'floor',
  228: 'floors_count',
};
/** The operation's price characteristic, else the one the advert's kind uses (CONTRACT.md). */
const PRICE_OF: Readonly<Record<number, number>> = { 1: 234, 3: 235, 4: 237 };
const priceIdOf = (details: RealtyInfo): number | undefined =>
  [PRICE_OF[details.advert_type_id]!, 234, 235, 237].find(
    (id) => details.characteristics_values[String(id)] !== undefined,
  );
const CURRENCY_SIGN: Readonly<Record<number, string>> = { 239: '$', 240: 'грн', 241: '€' };

/** The total area's characteristic: 214, or a house's 215 ("Total area (house)"). */
const totalAreaId = (details: RealtyInfo) =>
  details.characteristics_values['214'] === undefined ? 215 : 214;

/** Whether the details meet one characteristic filter, read from the documented members. */
function meets(details: RealtyInfo, filter: CharacteristicFilter): boolean {
  const raw = details.characteristics_values[String(filter.id)];
  let value: number | undefined = raw;
  const member = filter.id === totalAreaId(details) ? 'total_square_meters' : MEMBER[filter.id];
  if (member) {
    value = details[member] as number | undefined;
    expect(value, `${member} of ${details.realty_id}`).toBe(raw);
  }
  if (filter.id === priceIdOf(details)) {
    value = details.price;
    expect(details.price, `price of ${details.realty_id}`).toBe(raw);
  }
  if (filter.id === 242) {
    expect(details.currency_type).toBe(CURRENCY_SIGN[raw ?? 0]);
  }
  if (value === undefined) return false;
  if (filter.value !== undefined && value !== filter.value) return false;
  return value >= (filter.from ?? -Infinity) && value <= (filter.to ?? Infinity);
}

const opt = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const queries: fc.Arbitrary<RealtySearchQuery> = fc
  .record({
    category: opt(fc.constantFrom(1, 4, 10, 13, 24, 30)),
    realty_type: opt(fc.constantFrom(2, 3, 5)),
    operation_type: opt(fc.constantFrom(1, 3, 4)),
    state_id: opt(fc.constantFrom(10, 5, 12)),
    city_id: opt(fc.constantFrom(10, 5)),
    district_id: fc.uniqueArray(fc.constantFrom(15187, 15189, 15188, 15184, 15087, 15090), {
      maxLength: 3,
    }),
    with_photo: opt(fc.constant(1)),
    characteristics: fc.uniqueArray(
      fc.oneof(
        fc.record({
          id: fc.constant(209),
          from: fc.integer({ min: 1, max: 3 }),
          to: fc.integer({ min: 2, max: 6 }),
        }),
        fc.record({ id: fc.constant(214), from: fc.integer({ min: 20, max: 80 }) }),
        fc.record({ id: fc.constant(216), to: fc.integer({ min: 20, max: 80 }) }),
        fc.record({ id: fc.constant(218), from: fc.integer({ min: 5, max: 15 }) }),
        fc.record({
          id: fc.constant(227),
          from: fc.integer({ min: 1, max: 5 }),
          to: fc.integer({ min: 3, max: 20 }),
        }),
        fc.record({ id: fc.constant(234), to: fc.integer({ min: 30_000, max: 300_000 }) }),
        fc.record({ id: fc.constant(235), from: fc.integer({ min: 100, max: 20_000 }) }),
        fc.record({ id: fc.constant(242), value: fc.constantFrom(239, 240, 241) }),
        fc.record({ id: fc.constant(273), value: fc.constant(273) }),
      ),
      { selector: (c) => c.id, maxLength: 3 },
    ),
    page: opt(fc.integer({ min: 0, max: 1 })),
  })
  .map((q): RealtySearchQuery => ({
    ...Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)),
    district_id: q.district_id,
    characteristics: [...q.characteristics].sort((a, b) => a.id - b.id),
  }));

describe('/dom/info agrees with /dom/search', () => {
  it('for random filters, the details of every advert found meet the filter', async () => {
    await fc.assert(
      fc.asyncProperty(queries, fc.integer({ min: 0, max: 99 }), async (query, pick) => {
        const found = await search(query);
        // Up to five adverts of the page, from a random place in it.
        const sample = [
          ...found.items.slice(pick % Math.max(1, found.items.length)),
          ...found.items,
        ].slice(0, 5);
        for (const id of sample) {
          const details = await info(id);
          expect(details.realty_id).toBe(id);
          for (const name of ['state_id', 'city_id', 'realty_type_id'] as const) {
            const wanted = query[name === 'realty_type_id' ? 'realty_type' : name];
            if (wanted !== undefined) expect(details[name]).toBe(wanted);
          }
          if (query.category !== undefined)
            expect(details.realty_type_parent_id).toBe(query.category);
          if (query.operation_type !== undefined)
            expect(details.advert_type_id).toBe(query.operation_type);
          if (query.district_id.length > 0)
            expect(query.district_id).toContain(Number(details.district_id));
          if (query.with_photo === 1) expect(Object.keys(details.photos).length).toBeGreaterThan(0);
          for (const filter of query.characteristics)
            expect(meets(details, filter), `${id} for characteristic ${filter.id}`).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('the details of any advert, as a filter, find it', async () => {
    const ids = (
      server.db.prepare('SELECT id FROM realty WHERE deleted_at IS NULL').all() as { id: number }[]
    ).map((row) => row.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ids), async (id) => {
        const details = await info(id);
        const exactly = (cid: number, value: number | undefined): CharacteristicFilter[] =>
          value === undefined ? [] : [{ id: cid, from: value, to: value }];
        const priceId = priceIdOf(details);
        expect(priceId, `a price for ${id}`).toBeDefined();
        expect(details.price).toBeGreaterThan(0);
        const query: RealtySearchQuery = {
          category: details.realty_type_parent_id,
          realty_type: details.realty_type_id,
          operation_type: details.advert_type_id,
          state_id: details.state_id,
          city_id: details.city_id,
          district_id: details.district_id === undefined ? [] : [Number(details.district_id)],
          ...(Object.keys(details.photos).length > 0 ? { with_photo: 1 } : {}),
          characteristics: [
            ...exactly(209, details.rooms_count),
            ...exactly(totalAreaId(details), details.total_square_meters),
            ...exactly(216, details.living_square_meters),
            ...exactly(218, details.kitchen_square_meters),
            ...exactly(227, details.floor),
            ...exactly(priceId!, details.price),
          ].sort((a, b) => a.id - b.id),
        };
        const found = await search(query);
        expect(found.items, `advert ${id} by its own details`).toContain(id);
        // The price in every currency says the same amount (priceArr: 1 USD, 2 EUR, 3 UAH).
        const usd = Number(details.priceArr?.['1']?.replaceAll(' ', ''));
        const uah = Number(details.priceArr?.['3']?.replaceAll(' ', ''));
        expect(Math.abs(uah - usd * RATES.UAH)).toBeLessThanOrEqual(RATES.UAH);
      }),
      { numRuns: 80 },
    );
  });
});

describe('/dom/info/:id', () => {
  const documented = (
    JSON.parse(
      readFileSync(new URL('../reference/auto-info-example.json', import.meta.url), 'utf8'),
    ) as { dom_info: { response: Record<string, unknown> } }
  ).dom_info.response;

  it('answers in the documented shape: every member is the documented one, of its type', async () => {
    for (const id of DOCUMENTED_REALTY_IDS.slice(0, 3)) {
      const answer = await server.call(`/dom/info/${id}`);
      const body = answer.body as Record<string, unknown>;
      realtyInfoSchema.parse(body);
      for (const [name, value] of Object.entries(body)) {
        expect(Object.keys(documented), name).toContain(name);
        expect(typeof value, name).toBe(typeof documented[name]);
      }
      // The documented example's members for an apartment in Kyiv are all there.
      for (const name of [
        'rooms_count',
        'floor',
        'floors_count',
        'total_square_meters',
        'kitchen_square_meters',
        'living_square_meters',
        'district_name',
        'city_name',
        'price_item',
        'priceArr',
        'photos',
      ])
        expect(body, name).toHaveProperty(name);
      expect(body).toMatchObject({
        realty_id: id,
        _id: `realty-${id}`,
        type: 'realty',
        city_id: 10,
      });
      // The price of one square metre, as documented (60 000 / 93 m² → 645).
      expect(body.price_item).toBe(
        Math.round(Number(body.price) / Number(body.total_square_meters)),
      );
    }
  });

  it('gives a house its total area (215) and the price of a square metre, as a flat (214)', async () => {
    const answer = await server.call('/dom/search?category=4&characteristic[215][from]=1');
    const [id] = realtySearchResponseSchema.parse(answer.body).items;
    expect(id, 'a house with a total area').toBeDefined();
    const house = await info(id!);
    expect(house.characteristics_values['214']).toBeUndefined();
    expect(house.total_square_meters).toBe(house.characteristics_values['215']);
    expect(house.price_item).toBe(Math.round(house.price / house.total_square_meters!));
  });

  it('gives a land plot its area, in sotkas, as its table states it: found by that filter', async () => {
    const plots = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?category=24')).body,
    );
    const withArea = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?category=24&characteristic[1424][from]=1')).body,
    );
    expect(plots.count).toBeGreaterThan(0);
    expect(withArea.count).toBe(plots.count);
    const plot = await info(plots.items[0]!);
    const area = plot.characteristics_values['1424'];
    expect(area).toBeGreaterThanOrEqual(4);
    expect(plot.characteristics_values['1465']).toBe(area);
    expect(plot.characteristics_values['226']).toBe(223);
  });

  it('describes a plot that states no rooms, area or floor by its place alone, with no stray full stop', async () => {
    const answer = await server.call('/dom/search?category=24');
    const ids = realtySearchResponseSchema.parse(answer.body).items.slice(0, 20);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const plot = await info(id);
      for (const text of [plot.description, plot.description_uk]) {
        expect(text, `/dom/info/${id}`).toMatch(/^[^\s.]/);
        expect(text).not.toMatch(/\.\s*\./);
      }
    }
  });

  it('answers 404 in the envelope for an unknown or deleted advert, 400 for a bad id', async () => {
    const unknown = await server.call('/dom/info/1');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const [id] = DOCUMENTED_REALTY_IDS;
    server.db.prepare("UPDATE realty SET deleted_at = '2026-11-01 12:00:00' WHERE id = ?").run(id);
    const deleted = await server.call(`/dom/info/${id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await server.call('/dom/info/12ab');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'INVALID_PARAMETER', param: 'id' } });
    expect((await server.call('/dom/info/13336044', { key: null })).status).toBe(403);
  });
});
