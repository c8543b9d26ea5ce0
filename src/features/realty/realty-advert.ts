/** What a real-estate card and page show of `/dom/info`: title, prices, photos, links. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { RealtyInfo } from '../../api/contracts/realty-info';
import type { RealtySearchQuery } from '../../api/contracts/realty-search-query';
import { formatCount, formatMoney } from '../../lib/format';
import { CHARACTERISTICS, KINDS, OPERATIONS } from './realty-characteristics';
import { characteristicLabel, type RealtyChoice } from './realty-kind';

export type Currency = 'USD' | 'EUR' | 'UAH';

/** The advert's `currency_type` (`$`, `грн`, `€`). */
const OWN_CURRENCY: Record<string, Currency> = { $: 'USD', грн: 'UAH', '€': 'EUR', '€ ': 'EUR' };
/** `priceArr` keys: 1 US dollars, 2 euros, 3 hryvnias (CONTRACT.md "Real-estate details"). */
const PRICE_ARR_KEY: Record<Currency, string> = { USD: '1', EUR: '2', UAH: '3' };
/** Characteristic 242's options, as the search's currency. */
const CURRENCY_OPTION: Record<number, Currency> = { 239: 'USD', 240: 'UAH', 241: 'EUR' };

/** The currency of an option of characteristic 242 (none for one the tables lack). */
export const currencyOption = (option: number | undefined): Currency | undefined =>
  option === undefined ? undefined : CURRENCY_OPTION[option];

/** The currency the search asked prices in (characteristic 242), if any. */
export function chosenCurrency(query: RealtySearchQuery): Currency | undefined {
  return currencyOption(query.characteristics.find((c) => c.id === 242)?.value);
}

/** The prices a search filters by: the object's, a month's, a year's, a day's, an hour's, a week's. */
export const PRICES: ReadonlySet<number> = new Set([234, 235, 236, 237, 238, 279]);

/**
 * A currency's sign as a price on a card writes it (`formatMoney`: "$", "€", "грн" in Ukrainian,
 * "UAH" in English), for a figure said without it (a range, a price's unit).
 */
export const currencySign = (currency: Currency) => formatMoney(0, currency).replace(/[\d\s]/g, '');

/**
 * What the price is for: the operation says it. Commercial premises state their price in 235
 * and plots in 234 whatever the operation (CONTRACT.md "Real-estate details"), so the
 * characteristic that holds it (235 a month, 237 a day) says it only of an unknown operation.
 */
function period(info: RealtyInfo): 'month' | 'day' | undefined {
  // Operations (OPERATIONS): a sale's price is the object's, a rent's a month's or a day's.
  switch (info.advert_type_id) {
    case 1:
      return undefined;
    case 3:
      return 'month';
    case 4:
      return 'day';
  }
  const values = info.characteristics_values;
  if (values['234'] === undefined && values['235'] !== undefined) return 'month';
  if (values['234'] === undefined && values['237'] !== undefined) return 'day';
  return undefined;
}

export interface RealtyPrice {
  readonly text: string;
  /** The price of a square metre in the same currency, when the area is known. */
  readonly perSquareMetre?: string;
}

/** The advert's own currency (`currency_type`), if it is one we know. */
const ownCurrency = (info: RealtyInfo): Currency | undefined =>
  OWN_CURRENCY[info.currency_type.trim()];

function priceIn(info: RealtyInfo, currency?: Currency): { amount: number; shownIn: Currency } {
  const own = ownCurrency(info) ?? 'USD';
  const converted = currency ? info.priceArr?.[PRICE_ARR_KEY[currency]] : undefined;
  const amount = converted ? Number(converted.replace(/\D/g, '')) : info.price;
  return { amount, shownIn: converted ? (currency ?? own) : own };
}

/** The price of a square metre ("645 $"): sale prices only, when the area is known. */
export function realtySquareMetrePrice(info: RealtyInfo, currency?: Currency): string | undefined {
  const { amount, shownIn } = priceIn(info, currency);
  const area = info.total_square_meters;
  return area && area > 0 && !period(info)
    ? formatMoney(Math.round(amount / area), shownIn)
    : undefined;
}

/** The price in `currency` (from `priceArr`), else in the advert's own currency. */
export function realtyPrice(info: RealtyInfo, currency?: Currency): RealtyPrice {
  const { amount, shownIn } = priceIn(info, currency);
  const money = formatMoney(amount, shownIn);
  const per = period(info);
  const metre = realtySquareMetrePrice(info, currency);
  return {
    text: per === 'month' ? t`${money} a month` : per === 'day' ? t`${money} a day` : money,
    perSquareMetre: metre === undefined ? undefined : t`${metre} per m²`,
  };
}

/**
 * Amounts among the characteristics in the advert's currency: its prices. Not the utility
 * payments (1607–1610): bills are paid in hryvnias whatever the price's currency, and the data
 * says none of theirs ("$1,800" a month of heating on a dollar-priced flat).
 */
const AMOUNTS: ReadonlySet<number> = new Set(PRICES);

/**
 * A characteristic's amount with the advert's currency, as its price is written ("25 000 грн"):
 * undefined for a characteristic that is no amount, or an advert whose currency we do not know.
 */
export function characteristicAmount(id: number, value: number, info: RealtyInfo) {
  const currency = AMOUNTS.has(id) ? ownCurrency(info) : undefined;
  return currency && formatMoney(value, currency);
}

export function realtyTypeName(info: RealtyInfo): string {
  for (const kind of KINDS) {
    const type = kind.types.find((t) => t.id === info.realty_type_id);
    if (type) return i18n._(type.name);
  }
  return info.realty_type_name ?? t`Property type ${info.realty_type_id}`;
}

// The names below are the app's own (its catalog, in the page's language); the advert's own
// names (documented in Russian, CONTRACT.md "Languages") only for an id the tables lack.
export function realtyKindName(info: RealtyInfo): string {
  const kind = KINDS.find((entry) => entry.id === info.realty_type_parent_id);
  if (kind) return i18n._(kind.name);
  return info.realty_type_parent_name ?? t`Kind ${info.realty_type_parent_id}`;
}

export function realtyOperationName(info: RealtyInfo): string {
  const operation = OPERATIONS.find((o) => o.id === info.advert_type_id);
  if (operation) return i18n._(operation.name);
  return info.advert_type_name ?? t`Operation ${info.advert_type_id}`;
}

/**
 * A characteristic's name in the page's language ("Characteristic 999" for one we lack), as the
 * kind and operation it is read under call it (a commercial sale's 235 is its "Price").
 */
export function characteristicName(id: number, under: RealtyChoice = {}): string {
  const name = characteristicLabel(id, under);
  return name ? i18n._(name) : t`Characteristic ${id}`;
}

/** The name of a select characteristic's option, when the tables have it. */
export function optionName(id: number, value: number | undefined): string | undefined {
  const name = CHARACTERISTICS[id]?.options?.find(([optionId]) => optionId === value)?.[1];
  return typeof name === 'string' || name === undefined ? name : i18n._(name);
}

/** The wall type (characteristic 118 or 149), else the advert's own word for it. */
export function realtyWallType(info: RealtyInfo): string | undefined {
  const values = info.characteristics_values;
  return optionName(118, values['118']) ?? optionName(149, values['149']) ?? info.wall_type;
}

/** What the price is for (characteristic 247: per object, per m²), else the advert's word. */
export function realtyPriceType(info: RealtyInfo): string | undefined {
  return optionName(247, info.characteristics_values['247'] ?? 252) ?? info.price_type;
}

/** "65 m²" (areas are whole or decimal square metres). */
export const squareMetres = (value: number | undefined) => {
  if (value === undefined) return undefined;
  const count = formatCount(value);
  return t`${count} m²`;
};

/**
 * One advert's type as its title names it: the singular ("Room", "Warehouse"), where the
 * search's catalog (KINDS) names the types as they are looked for ("Rooms", "Warehouses"), and
 * a land plot's with the object ("Plot for building", not "For development"). Every type of
 * KINDS. server/http/realty-title.ts `TITLE_NAMES` holds the same messages for the server's
 * frames (realty-title.test.ts checks the two agree for every type, in both languages).
 */
const TITLE_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  2: msg`Apartment`,
  3: msg`Room`,
  5: msg`House`,
  6: msg`Part of a house`,
  7: msg`Country house`,
  11: msg`Office space`,
  12: msg`Office building`,
  14: msg`Retail premises`,
  15: msg`Warehouse`,
  16: msg`Production premises`,
  17: msg`Restaurant`,
  18: msg`Facility`,
  19: msg`Hotel`,
  20: msg`Boarding house`,
  21: msg`Multi-purpose premises`,
  22: msg`Business`,
  25: msg`Plot for building`,
  26: msg`Commercial plot`,
  27: msg`Agricultural plot`,
  28: msg`Recreational plot`,
  29: msg`Nature-reserve plot`,
  31: msg`Garage box`,
  32: msg`Parking garage`,
  33: msg`Garage in a cooperative`,
  34: msg`Garage`,
  35: msg`Parking lot`,
};

/** Land plots (KINDS): their title's area is the plot's, in its unit. */
const LAND_PLOTS = 24;

/**
 * "Apartment, 2 rooms, 65 m²", "Plot for building, 6 sotkas"; "Advert 123" before the details
 * are in. A type the tables lack by the advert's own name for it.
 */
export function realtyTitle(id: number, info: RealtyInfo | undefined): string {
  if (!info) return t`Advert ${id}`;
  const name = TITLE_NAMES[info.realty_type_id];
  const rooms = info.rooms_count;
  const area =
    squareMetres(info.total_square_meters) ??
    (info.realty_type_parent_id === LAND_PLOTS ? realtyPlotArea(info) : undefined);
  return [
    name ? i18n._(name) : realtyTypeName(info),
    rooms === undefined ? undefined : plural(rooms, { one: '# room', other: '# rooms' }),
    area,
  ]
    .filter(Boolean)
    .join(', ');
}

const AREAS = ['total_square_meters', 'living_square_meters', 'kitchen_square_meters'] as const;

/** Each area's short name, in the reader's language (read when shown, not at module level). */
const areaName = (key: (typeof AREAS)[number]) =>
  key === 'total_square_meters'
    ? t`total`
    : key === 'living_square_meters'
      ? t`living`
      : // "Площа: загальна / житлова / кухні": the kitchen's area (the other two name the area).
        t({ message: 'kitchen', context: 'area of' });

/** The areas the advert states: "Area: total / living / kitchen", "65 / 40 / 12 m²". */
export function realtyAreas(info: RealtyInfo): { name: string; value: string } | undefined {
  const stated = AREAS.filter((key) => info[key] !== undefined);
  if (stated.length === 0) return undefined;
  const names = stated.map(areaName).join(' / ');
  const values = stated.map((key) => formatCount(info[key] ?? 0)).join(' / ');
  return { name: t`Area: ${names}`, value: t`${values} m²` };
}

/** A plot's area (219), or a land plot's "area approx. from/to" (1424, 1465): in 226's unit. */
export const PLOT_AREAS: ReadonlySet<number> = new Set([219, 1424, 1465]);
/** The plot area's unit (an option of 226): sotkas, hectares or square metres. */
const PLOT_AREA_UNIT = '226';

/** A plot area's value in its unit: "6 sotkas", "2 ha", "600 m²". */
export function plotArea(value: number, values: RealtyInfo['characteristics_values']): string {
  const unit = values[PLOT_AREA_UNIT];
  const count = formatCount(value);
  if (unit === 223) return plural(value, { one: '# sotka', other: '# sotkas' });
  if (unit === 224) return t`${count} ha`;
  if (unit === 225) return squareMetres(value) ?? count;
  return count;
}

/**
 * A card's area for an advert that states no floor area (a land plot): its plot's, as its page
 * shows it; "6–8 sotkas" for a range.
 */
export function realtyPlotArea(info: RealtyInfo): string | undefined {
  const values = info.characteristics_values;
  const from = values['1424'] ?? values['219'];
  if (from === undefined) return undefined;
  const to = values['1465'];
  return to === undefined || to === from
    ? plotArea(from, values)
    : `${formatCount(from)}–${plotArea(to, values)}`;
}

export function realtyFloor(info: RealtyInfo): string | undefined {
  if (info.floor === undefined) return undefined;
  const { floor, floors_count: floors } = info;
  return floors === undefined ? String(floor) : t`${floor} of ${floors}`;
}

export function realtyPlace(info: RealtyInfo): string {
  return [info.district_name, info.city_name ?? info.state_name].filter(Boolean).join(', ');
}

const SITE = 'https://dom.ria.com/uk/';

/** The advert on the website: its `beautiful_url` when it is a plain page name, else by id. */
export function realtyWebsiteUrl(id: number, info?: RealtyInfo): string {
  const page = info?.beautiful_url;
  return page && /^[\w-]+\.html$/.test(page) ? `${SITE}${page}` : `${SITE}realty-${id}.html`;
}
