/**
 * `GET /dom/info/:id`: a generated real-estate advert in the documented shape
 * (auto-info-example.json `dom_info`). Every member comes from the same row and characteristics
 * the search reads, so the details always agree with the search that found the advert
 * (server/routes/realty-info.test.ts checks it for random filters).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { RealtyInfo } from '../../src/api/contracts/realty-info';
import { LANG_IDS, type LangId } from '../../src/api/contracts/language-query';
import { catalog } from '../catalog/catalog';
import { localizedName, NAME_SOURCES } from '../catalog/localize';
import { RATES } from '../domain/currency';
import { mix, photoFile, photoId, realtyPhotoCount } from '../photos/photos';
import { PRICE_IDS } from '../seed/realty';
import { formatDateTime } from '../seed/vehicles';
import type { RealtyRecord } from '../store/store';

const reference = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../reference/${name}`, import.meta.url), 'utf8'));

const named = z.object({
  id: z.number().int(),
  name_ru: z.string(),
  name_en: z.string().optional(),
});
const enums = z
  .object({
    category: z.object({ entries: z.array(named) }),
    realty_type: z.object({
      by_category: z.record(z.string(), z.object({ entries: z.array(named) })),
    }),
    operation_type: z.object({ entries: z.array(named) }),
  })
  .parse(reference('dom-enums.json'));

const optionNames = new Map<number, string>();
const optionNamesEn = new Map<number, string>();
for (const entry of z
  .object({
    entries: z.array(
      z.object({
        options: z
          .array(z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() }))
          .nullish(),
      }),
    ),
  })
  .parse(reference('dom-characteristics.json')).entries) {
  for (const option of entry.options ?? []) {
    optionNames.set(option.id, option.name_ru.trim());
    optionNamesEn.set(option.id, option.name_en.trim());
  }
}

/** Each part that says something as a sentence: a plot with no rooms or area is just its place. */
const sentences = (...parts: string[]) =>
  parts
    .filter(Boolean)
    .map((part) => `${part}.`)
    .join(' ');

const categoryNames = new Map(enums.category.entries.map((e) => [e.id, e]));
/** Each realty type of the reference (dom-enums.json), by id: its Russian and English names. */
export const REALTY_TYPES: ReadonlyMap<number, z.infer<typeof named>> = new Map(
  Object.values(enums.realty_type.by_category).flatMap((c) =>
    c.entries.map((e) => [e.id, e] as const),
  ),
);
const operationNames = new Map(enums.operation_type.entries.map((e) => [e.id, e]));

/**
 * The price of an advert: its operation's characteristic (sale 234, long rent 235 a month, daily
 * 237), else the one its kind's table lists instead (commercial premises sell at 235, plots rent
 * at 234), as the generator places it.
 */
const PRICE_OF: Readonly<Record<number, number>> = { 1: 234, 3: 235, 4: 237 };
export function priceCharacteristic(
  operation: number,
  characteristics: ReadonlyMap<number, number>,
): number | undefined {
  return [PRICE_OF[operation] ?? 234, ...PRICE_IDS].find((id) => characteristics.has(id));
}
/** Currency options of characteristic 242. */
const CURRENCY: Readonly<Record<number, { sign: string; code: keyof typeof RATES }>> = {
  239: { sign: '$', code: 'USD' },
  240: { sign: 'грн', code: 'UAH' },
  241: { sign: '€', code: 'EUR' },
};
const OPERATION_SLUGS: Readonly<Record<number, string>> = {
  1: 'prodaja',
  3: 'dolgosrochnaya-arenda',
  4: 'posutochnaya-arenda',
};

/** Streets for the addresses (the reference files hold no street catalog). */
const STREETS = [
  'Шевченка вулиця',
  'Франка вулиця',
  'Лесі Українки вулиця',
  'Грушевського вулиця',
  'Незалежності проспект',
  'Соборна вулиця',
  'Садова вулиця',
  'Миру проспект',
  'Центральна вулиця',
  'Зелена вулиця',
  'Київська вулиця',
  'Набережна вулиця',
];

/** "60 000": the way the documented `priceArr` writes amounts. */
const grouped = (value: number): string =>
  String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Place names come from the catalogs, in the language asked (Ukrainian by default, as the
 * catalogs). The kind, type, operation and option names are the documented Russian ones (the
 * reference gives no Ukrainian for them), English with `langId` 3 (CONTRACT.md "Languages").
 */
export function realtyInfo(
  advert: RealtyRecord,
  userName: string,
  langId: LangId = LANG_IDS.uk,
): RealtyInfo {
  const c = advert.characteristics;
  const id = advert.id;
  const english = langId === LANG_IDS.en;
  const named = (entry: { name_ru: string; name_en?: string } | undefined) =>
    entry && (english ? (entry.name_en ?? entry.name_ru) : entry.name_ru);
  const option = (value: number) =>
    (english ? optionNamesEn.get(value) : undefined) ?? optionNames.get(value);
  const type = REALTY_TYPES.get(advert.realty_type);
  const operation =
    named(operationNames.get(advert.operation_type)) ?? String(advert.operation_type);
  const cityIn = (language: LangId) =>
    localizedName(
      catalog.domCities(advert.state_id),
      NAME_SOURCES.domCities,
      language,
      advert.city_id,
    );
  const districtIn = (language: LangId) =>
    advert.district_id > 0
      ? localizedName(
          catalog.domDistricts(advert.city_id),
          NAME_SOURCES.domDistricts,
          language,
          advert.district_id,
        )
      : '';
  const cityName = cityIn(langId);
  const districtName = districtIn(langId);
  const priceId = priceCharacteristic(advert.operation_type, c);
  const price = priceId === undefined ? 0 : (c.get(priceId) ?? 0);
  const currency = CURRENCY[c.get(242) ?? 239] ?? CURRENCY[239]!;
  const usd = price / RATES[currency.code];
  // A house states its total area as 215 ("Total area (house)"), a flat as 214.
  const total = c.get(214) ?? c.get(215);
  const stated = (characteristic: number) => {
    const value = c.get(characteristic);
    return value === undefined ? undefined : value;
  };
  const photos: Record<string, { id: number; file: string; o: string }> = {};
  for (let index = 0; index < realtyPhotoCount(id); index++) {
    const pid = photoId(id, index);
    photos[String(pid)] = { id: pid, file: photoFile('dom', pid), o: 'h' };
  }
  const first = Object.values(photos)[0];
  const rooms = stated(209);
  const floor = stated(227);
  const floors = stated(228);
  const typeName = named(type) ?? String(advert.realty_type);
  const facts = [
    rooms === undefined ? '' : `${rooms}-комн.`,
    // The description is the seller's text, Russian as documented, whatever the language.
    (type?.name_ru ?? '').toLowerCase(),
    total === undefined ? '' : `${total} м²`,
    floor === undefined ? '' : `этаж ${floor}${floors === undefined ? '' : ` из ${floors}`}`,
  ].filter(Boolean);
  const factsUk = [
    rooms === undefined ? '' : `${rooms}-кімн.`,
    total === undefined ? '' : `${total} м²`,
    floor === undefined ? '' : `поверх ${floor}${floors === undefined ? '' : ` з ${floors}`}`,
  ].filter(Boolean);
  // The descriptions are the seller's own text: their place names stay as written.
  const place = [districtIn(LANG_IDS.uk), cityIn(LANG_IDS.uk)].filter(Boolean).join(', ');
  const wall = c.get(118) ?? c.get(149);
  const added = Date.parse(`${advert.add_date.replace(' ', 'T')}Z`);
  const characteristics: Record<string, number> = {};
  for (const [key, value] of c) characteristics[String(key)] = value;
  const h = mix(id);

  const info = {
    street_name: STREETS[h % STREETS.length],
    street_id: 1000 + (h % 9000),
    building_number_str: String(1 + (h % 120)),
    is_show_building_no: 1,
    ...(rooms === undefined ? {} : { rooms_count: rooms }),
    type: 'realty',
    is_commercial: advert.category === 10 || advert.category === 13 ? 1 : 0,
    state_id: advert.state_id,
    state_name: localizedName(catalog.domStates, NAME_SOURCES.domStates, langId, advert.state_id),
    beautiful_url: `realty-${OPERATION_SLUGS[advert.operation_type] ?? 'obyavlenie'}-${slug(type?.name_en ?? 'realty')}-${id}.html`,
    ...(advert.district_id > 0
      ? {
          district_type_name: 'Район',
          district_type_id: 1,
          district_id: String(advert.district_id),
          district_name: districtName,
        }
      : {}),
    description: sentences(facts.join(', '), place),
    description_uk: sentences(factsUk.join(', '), place),
    currency_type: currency.sign,
    price_type: option(c.get(247) ?? 252) ?? 'за объект',
    ...(wall === undefined ? {} : { wall_type: option(wall) ?? String(wall) }),
    publishing_date: advert.add_date,
    created_at: advert.add_date,
    date_end: formatDateTime(added + 150 * 86_400_000),
    is_bargain: c.get(273) === 273 ? 273 : 0,
    price,
    price_total: price,
    ...(total === undefined || total <= 0 || price === 0
      ? {}
      : { price_item: Math.round(price / total) }),
    ...(floor === undefined ? {} : { floor }),
    ...(floors === undefined ? {} : { floors_count: floors }),
    ...(first ? { main_photo: first.file } : {}),
    realty_type_name: typeName,
    realty_type_id: advert.realty_type,
    realty_type_parent_id: advert.category,
    realty_type_parent_name: named(categoryNames.get(advert.category)) ?? String(advert.category),
    city_name: cityName,
    city_id: advert.city_id,
    ...(stated(216) === undefined ? {} : { living_square_meters: stated(216) }),
    ...(stated(218) === undefined ? {} : { kitchen_square_meters: stated(218) }),
    ...(total === undefined ? {} : { total_square_meters: total }),
    characteristics_values: characteristics,
    _id: `realty-${id}`,
    user_id: advert.user_id,
    realty_id: id,
    realty_sale_type: 1,
    photos,
    advert_type_id: advert.operation_type,
    advert_type_name: operation.toLowerCase(),
    user: { name: userName, image: '', good_partner_top: '' },
    // Documented keys: 1 US dollars, 2 euros, 3 hryvnias. No price stated (a database from
    // before prices were placed by kind), none.
    ...(price === 0
      ? {}
      : {
          priceArr: {
            '1': grouped(usd),
            '2': grouped(usd * RATES.EUR),
            '3': grouped(usd * RATES.UAH),
          },
        }),
  };
  return info;
}
