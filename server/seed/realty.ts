/**
 * Generated real-estate adverts. Each advert gets the characteristics that the public parameter
 * table of its kind and operation lists (dom-search-params.json), with plausible values.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { catalog } from '../catalog/catalog';
import { DATASET_NOW, formatDateTime } from './vehicles';
import type { Random } from './random';
import { Weighted } from './random';

export interface RealtyRow {
  id: number;
  user_id: number;
  category: number;
  realty_type: number;
  operation_type: number;
  state_id: number;
  city_id: number;
  district_id: number;
  add_date: string;
  characteristics: Map<number, number>;
}

const reference = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../reference/${name}`, import.meta.url), 'utf8'));

const sections = z
  .object({
    sections: z.array(
      z.object({
        section_en: z.string(),
        category: z.number().int(),
        params: z.array(z.object({ characteristic_id: z.number().int().optional() })),
      }),
    ),
  })
  .parse(reference('dom-search-params.json')).sections;

const selectOptions = new Map(
  z
    .object({
      entries: z.array(
        z.object({
          id: z.number().int(),
          options: z
            .array(z.object({ id: z.number().int() }))
            .nullable()
            .optional(),
        }),
      ),
    })
    .parse(reference('dom-characteristics.json'))
    .entries.map((entry) => [entry.id, (entry.options ?? []).map((option) => option.id)]),
);

const realtyTypes = z
  .object({
    realty_type: z.object({
      by_category: z.record(
        z.string(),
        z.object({ entries: z.array(z.object({ id: z.number() })) }),
      ),
    }),
  })
  .parse(reference('dom-enums.json')).realty_type.by_category;

export const SALE = 1;
/** The price characteristics: 234 for sale, 235 a month, 237 a day. */
export const PRICE_IDS = [234, 235, 237] as const;
export const LONG_RENT = 3;
export const DAILY_RENT = 4;

/** The characteristic ids the public tables list for a kind and an operation. */
export function characteristicsFor(category: number, operation: number): Set<number> {
  const rent = operation !== SALE;
  const ids = new Set<number>();
  for (const section of sections) {
    if (section.category !== category) continue;
    const title = section.section_en.toLowerCase();
    const fits =
      title.includes('sale/rent') || (rent ? title.endsWith('rent') : title.endsWith('sale'));
    if (!fits) continue;
    for (const param of section.params)
      if (param.characteristic_id) ids.add(param.characteristic_id);
  }
  return ids;
}

const CATEGORY_WEIGHTS = new Weighted<number>([
  [1, 58], // apartments
  [4, 18], // houses
  [10, 7], // commercial
  [13, 6], // offices
  [24, 7], // land
  [30, 4], // garages
]);

const OPERATIONS: Record<number, Weighted<number>> = {
  1: new Weighted([
    [SALE, 62],
    [LONG_RENT, 30],
    [DAILY_RENT, 8],
  ]),
  4: new Weighted([
    [SALE, 70],
    [LONG_RENT, 22],
    [DAILY_RENT, 8],
  ]),
  10: new Weighted([
    [SALE, 50],
    [LONG_RENT, 50],
  ]),
  13: new Weighted([
    [SALE, 45],
    [LONG_RENT, 55],
  ]),
  24: new Weighted([
    [SALE, 95],
    [LONG_RENT, 5],
  ]),
  30: new Weighted([
    [SALE, 70],
    [LONG_RENT, 30],
  ]),
};

const STATES = new Weighted<number>(
  catalog.domStates
    .filter((state) => state.value !== 21)
    .map((state): [number, number] => {
      const big: Record<number, number> = { 10: 35, 5: 20, 12: 6, 7: 5, 11: 5 };
      return [state.value, big[state.value] ?? 1.2];
    }),
);

/** Price per square metre in US dollars by city: the capital, Lviv, and the rest. */
function metrePrice(city: number): number {
  return city === 10 ? 1900 : city === 5 ? 1400 : 750;
}

/** Characteristics without documented values that are yes/no features; the value is the id. */
const CHECKBOXES = new Set([
  230, 231, 273, 274, 1011, 1464, 1477, 1478, 1479, 1480, 1481, 1482, 1483, 1484, 1485, 1486, 1487,
  1488, 1489, 1490, 1491, 1492, 1493, 1494, 1498, 1499, 1500, 1501, 1502, 1503, 1504, 1505, 1595,
  1596, 1600, 1601, 1602, 1603, 1604,
]);

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function characteristicValues(
  random: Random,
  category: number,
  operation: number,
  city: number,
): Map<number, number> {
  const applicable = characteristicsFor(category, operation);
  const values = new Map<number, number>();
  const set = (id: number, value: number) => {
    if (applicable.has(id) || id === 242) values.set(id, value);
  };
  const home = category === 1 || category === 4;
  const rooms = category === 4 ? random.int(2, 7) : random.pick([1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 5]);
  const total =
    category === 1
      ? round(14 + rooms * random.normal(19, 4), 0.5)
      : category === 4
        ? round(random.normal(60 + rooms * 25, 30), 1)
        : category === 30
          ? round(random.normal(22, 6), 1)
          : round(Math.exp(random.normal(4.6, 0.9)), 1);
  const floors =
    category === 1 ? random.pick([5, 5, 9, 9, 9, 10, 12, 16, 16, 18, 24, 25]) : random.int(1, 12);

  if (home) set(209, rooms);
  set(214, Math.max(12, total));
  set(215, Math.max(40, total));
  set(216, round(total * random.normal(0.6, 0.06), 0.5));
  set(217, round(total * 0.85, 0.5));
  set(218, round(Math.max(4, random.normal(category === 4 ? 14 : 9, 3)), 0.5));
  // The plot's area, in sotkas (226's 223). A plot's table states it as 1424/1465, "area
  // approx. from/to", not as 219: the same number, so that its filter finds it. No draw is
  // added, so the rest of the dataset is unchanged.
  const plot = category === 24 ? random.int(4, 300) : random.int(3, 25);
  set(219, plot);
  set(1424, plot);
  set(1465, plot);
  set(226, 223);
  set(227, random.int(1, floors));
  set(228, floors);
  set(229, random.int(1, 3));
  set(210, random.int(1, 15));
  set(211, random.int(1, 4));
  set(212, random.int(2, 12));

  // The price goes where the kind's table puts it: commercial premises list only 235 ("Цена")
  // for sale too, plots only 234 for rent too (CONTRACT.md "Real-estate details"). Choosing the
  // id draws nothing, so the rest of the dataset is unchanged.
  const price = (preferred: number, value: number) => {
    const id = [preferred, ...PRICE_IDS].find((candidate) => applicable.has(candidate));
    if (id !== undefined) set(id, value);
  };
  const dollarsPerMetre = metrePrice(city) * Math.exp(random.normal(0, 0.2));
  if (operation === SALE) {
    // A plot's price follows its area (a sotka is 100 m², of land, cheaper than a home's).
    const area = category === 24 ? plot * 3 : total;
    price(234, round(area * dollarsPerMetre * (category === 30 ? 0.6 : 1), 100));
    set(242, random.chance(0.88) ? 239 : random.chance(0.7) ? 240 : 241);
  } else if (operation === LONG_RENT) {
    const uah = round(total * dollarsPerMetre * 0.0045 * 41.5, 100);
    const usd = random.chance(0.35);
    price(235, usd ? round(uah / 41.5, 10) : uah);
    set(242, usd ? 239 : 240);
  } else {
    price(237, round(random.normal(900, 300) + rooms * 250, 50));
    set(242, 240);
  }

  set(247, 252);
  if (random.chance(0.2)) set(265, random.pick(selectOptions.get(265) ?? [264]));
  set(443, random.pick(selectOptions.get(443) ?? [442]));
  set(
    1437,
    new Weighted([
      [1434, 30],
      [1435, 10],
      [1436, 45],
      [1473, 5],
      [1506, 10],
    ]).draw(random),
  );
  set(149, random.pick(selectOptions.get(149) ?? [129]));
  if (random.chance(0.4)) set(118, 108);
  for (const id of [1607, 1608, 1609, 1610]) set(id, round(random.normal(1800, 600), 50));
  for (const id of CHECKBOXES) {
    if (random.chance(id === 273 ? 0.4 : 0.18)) set(id, id);
  }
  return values;
}

/**
 * The documented example (dom-search-params.json): Kyiv apartments for sale in three districts,
 * answered with these seven ids, in this order. They are planted so that the documented request
 * finds them, and dated so that it lists them so: the search is newest first (CONTRACT.md §5),
 * so the first is the newest and each next one a day older, all of them older than any generated
 * advert (the last 180 days).
 */
export const DOCUMENTED_REALTY_IDS = [
  13336044, 14076392, 13814523, 14064249, 13078930, 13927706, 13962022,
];

function documentedAdvert(random: Random, id: number, n: number, owner: number): RealtyRow {
  const rooms = 1 + (n % 3);
  return {
    id,
    user_id: owner,
    category: 1,
    realty_type: 2,
    operation_type: SALE,
    state_id: 10,
    city_id: 10,
    district_id: [15187, 15189, 15188][n % 3]!,
    add_date: formatDateTime(DATASET_NOW - (400 + n) * 86_400_000),
    characteristics: new Map([
      [209, rooms],
      [214, 60 + n * 4],
      [216, 30 + n * 3],
      [218, 4 + (n % 5)],
      [227, 3 + (n % 5)],
      [228, 9],
      [443, 442],
      [234, 20000 + random.int(0, 70) * 1000],
      [242, 239],
      [247, 252],
      [273, 273],
      [1437, 1434],
    ]),
  };
}

export interface RealtyGeneratorOptions {
  readonly count: number;
  readonly firstId: number;
  readonly owners: Weighted<number>;
}

export function* generateRealty(random: Random, options: RealtyGeneratorOptions) {
  const documented = random.fork('documented');
  for (const [n, id] of DOCUMENTED_REALTY_IDS.entries()) {
    yield documentedAdvert(documented, id, n, options.owners.draw(documented));
  }
  const span = 180 * 86_400_000;
  let id = options.firstId;
  for (let n = 0; n < options.count - DOCUMENTED_REALTY_IDS.length; n++) {
    id += random.int(1, 60);
    const category = CATEGORY_WEIGHTS.draw(random);
    const operation = OPERATIONS[category]!.draw(random);
    const types = realtyTypes[String(category)]?.entries ?? [];
    const realtyType = random.chance(0.6) ? types[0]!.id : random.pick(types).id;
    const state = STATES.draw(random);
    const cities = catalog.domCities(state);
    const city = random.chance(0.7) ? state : random.pick(cities).value;
    const districts = catalog.domDistricts(city);
    yield {
      id,
      user_id: options.owners.draw(random),
      category,
      realty_type: realtyType,
      operation_type: operation,
      state_id: state,
      city_id: city,
      district_id: districts.length > 0 ? random.pick(districts).value : 0,
      add_date: formatDateTime(DATASET_NOW - span + Math.floor((span * n) / options.count)),
      characteristics: characteristicValues(random, category, operation, city),
    } satisfies RealtyRow;
  }
}
