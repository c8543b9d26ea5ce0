/** What a real-estate card and page show of `/dom/info`: title, prices, photos, links. */
import type { RealtyInfo } from '../../api/contracts/realty-info';
import type { RealtySearchQuery } from '../../api/contracts/realty-search-query';
import { formatCount, formatMoney } from '../../lib/format';
import { sourcesFromFile, type PhotoSources } from '../../lib/photo-sources';
import { KINDS, OPERATIONS } from './realty-characteristics';

export type Currency = 'USD' | 'EUR' | 'UAH';

/** The advert's `currency_type` (`$`, `грн`, `€`). */
const OWN_CURRENCY: Record<string, Currency> = { $: 'USD', грн: 'UAH', '€': 'EUR', '€ ': 'EUR' };
/** `priceArr` keys: 1 US dollars, 2 euros, 3 hryvnias (CONTRACT.md "Real-estate details"). */
const PRICE_ARR_KEY: Record<Currency, string> = { USD: '1', EUR: '2', UAH: '3' };
/** Characteristic 242's options, as the search's currency. */
const CURRENCY_OPTION: Record<number, Currency> = { 239: 'USD', 240: 'UAH', 241: 'EUR' };

/** The currency the search asked prices in (characteristic 242), if any. */
export function chosenCurrency(query: RealtySearchQuery): Currency | undefined {
  const option = query.characteristics.find((c) => c.id === 242)?.value;
  return option === undefined ? undefined : CURRENCY_OPTION[option];
}

/** What the price is for: the characteristic that holds it (235 a month, 237 a day). */
function period(info: RealtyInfo): string {
  const values = info.characteristics_values;
  if (values['234'] === undefined && values['235'] !== undefined) return ' a month';
  if (values['234'] === undefined && values['237'] !== undefined) return ' a day';
  return '';
}

export interface RealtyPrice {
  readonly text: string;
  /** The price of a square metre in the same currency, when the area is known. */
  readonly perSquareMetre?: string;
}

/** The price in `currency` (from `priceArr`), else in the advert's own currency. */
export function realtyPrice(info: RealtyInfo, currency?: Currency): RealtyPrice {
  const own = OWN_CURRENCY[info.currency_type.trim()] ?? 'USD';
  const converted = currency ? info.priceArr?.[PRICE_ARR_KEY[currency]] : undefined;
  const amount = converted ? Number(converted.replace(/\D/g, '')) : info.price;
  const shownIn = converted ? (currency ?? own) : own;
  const area = info.total_square_meters;
  const perSquareMetre =
    area && area > 0 && !period(info)
      ? `${formatMoney(Math.round(amount / area), shownIn)} per m²`
      : undefined;
  return { text: `${formatMoney(amount, shownIn)}${period(info)}`, perSquareMetre };
}

export function realtyTypeName(info: RealtyInfo): string {
  for (const kind of KINDS) {
    const type = kind.types.find((t) => t.id === info.realty_type_id);
    if (type) return type.name;
  }
  return info.realty_type_name ?? `Property type ${info.realty_type_id}`;
}

export function realtyKindName(info: RealtyInfo): string {
  return (
    KINDS.find((kind) => kind.id === info.realty_type_parent_id)?.name ??
    info.realty_type_parent_name ??
    `Kind ${info.realty_type_parent_id}`
  );
}

export function realtyOperationName(info: RealtyInfo): string {
  return (
    OPERATIONS.find((o) => o.id === info.advert_type_id)?.name ??
    info.advert_type_name ??
    `Operation ${info.advert_type_id}`
  );
}

const area = (value: number | undefined) =>
  value === undefined ? undefined : `${formatCount(value)} m²`;

/** "Apartment, 2 rooms, 65 m²"; "Advert 123" before the details are in. */
export function realtyTitle(id: number, info: RealtyInfo | undefined): string {
  if (!info) return `Advert ${id}`;
  const rooms = info.rooms_count;
  return [
    realtyTypeName(info),
    rooms === undefined ? undefined : `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`,
    area(info.total_square_meters),
  ]
    .filter(Boolean)
    .join(', ');
}

const AREAS = [
  ['total', 'total_square_meters'],
  ['living', 'living_square_meters'],
  ['kitchen', 'kitchen_square_meters'],
] as const;

/** The areas the advert states: "Area: total / living / kitchen", "65 / 40 / 12 m²". */
export function realtyAreas(info: RealtyInfo): { name: string; value: string } | undefined {
  const stated = AREAS.filter(([, key]) => info[key] !== undefined);
  if (stated.length === 0) return undefined;
  return {
    name: `Area: ${stated.map(([name]) => name).join(' / ')}`,
    value: `${stated.map(([, key]) => formatCount(info[key] ?? 0)).join(' / ')} m²`,
  };
}

export function realtyFloor(info: RealtyInfo): string | undefined {
  if (info.floor === undefined) return undefined;
  return info.floors_count === undefined
    ? String(info.floor)
    : `${info.floor} of ${info.floors_count}`;
}

export function realtyPlace(info: RealtyInfo): string {
  return [info.district_name, info.city_name ?? info.state_name].filter(Boolean).join(', ');
}

/** The photos of the answer, in their order; `base` is the photo host's `photos/` address. */
export function realtyPhotos(
  info: RealtyInfo,
  base: string,
): { key: string; sources: PhotoSources }[] {
  const photos = Array.isArray(info.photos) ? info.photos : Object.values(info.photos);
  return photos.flatMap((photo) => {
    const sources = sourcesFromFile(base, photo.file);
    return sources ? [{ key: String(photo.id), sources }] : [];
  });
}

/** The main photo: null without photos. */
export function realtyMainPhoto(info: RealtyInfo, base: string): PhotoSources | null {
  return info.main_photo
    ? sourcesFromFile(base, info.main_photo)
    : (realtyPhotos(info, base)[0]?.sources ?? null);
}

/**
 * Where photo files live: this server in embedded mode (it draws them, CONTRACT.md "Photos");
 * RIA's photo host in proxy mode, which `/dom/info` files are relative to.
 */
export const photoBase = (mode: 'embedded' | 'proxy' | undefined) =>
  mode === 'proxy' ? 'https://cdn.riastatic.com/photos/' : '/photos/';

const SITE = 'https://dom.ria.com/uk/';

/** The advert on the website: its `beautiful_url` when it is a plain page name, else by id. */
export function realtyWebsiteUrl(id: number, info?: RealtyInfo): string {
  const page = info?.beautiful_url;
  return page && /^[\w-]+\.html$/.test(page) ? `${SITE}${page}` : `${SITE}realty-${id}.html`;
}
