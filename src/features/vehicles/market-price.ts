/**
 * What a market price compares (CONTRACT.md "Market price in the app"): the vehicle search's
 * filters as `/auto/average_price` parameters (the panel), an advert's make, model and year
 * bucket (the badges), and how a price rates against the middle half of the comparable prices.
 * Pure, so it is tested on its own.
 */
import {
  emptyAveragePriceQuery,
  percentileKey,
  type AveragePrice,
  type AveragePriceQuery,
  type Span,
} from '../../api/contracts/market-price';
import { singleMake, type VehicleSearchQuery } from '../../api/contracts/vehicle-search-query';
import type { MoneyCurrency } from '../../lib/format';

/**
 * Years compare in fixed buckets of three (…, 2018–2020, 2021–2023, 2024–2026), so that cards
 * of neighbouring years share one comparison (one call) and a car is never compared with its
 * own age ± 1 on one card and ± 2 on the next.
 */
export const YEAR_BUCKET = 3;
const BUCKET_ANCHOR = 2024;

export function yearBucket(year: number): Span {
  const from = year - ((((year - BUCKET_ANCHOR) % YEAR_BUCKET) + YEAR_BUCKET) % YEAR_BUCKET);
  return { from, to: from + YEAR_BUCKET - 1 };
}

/** Buckets the price-by-year view asks for: at most this many, the newest first. */
export const MAX_YEAR_BUCKETS = 10;

/**
 * The buckets of a year range, oldest first: the search's years when it names them, else the
 * last MAX_YEAR_BUCKETS buckets up to `thisYear` (older cars are too few to chart).
 */
export function yearBuckets(years: Span | undefined, thisYear: number): Span[] {
  const last = yearBucket(Math.min(years?.to ?? thisYear, thisYear));
  const firstYear = years?.from ?? last.from - (MAX_YEAR_BUCKETS - 1) * YEAR_BUCKET;
  const buckets: Span[] = [];
  for (let from = last.from; from + YEAR_BUCKET - 1 >= firstYear; from -= YEAR_BUCKET) {
    if (buckets.length === MAX_YEAR_BUCKETS) break;
    buckets.unshift({ from, to: from + YEAR_BUCKET - 1 });
  }
  return buckets;
}

/** The comparison of one advert: same make, model and year bucket (null: its make is unknown). */
export function advertComparison(advert: {
  readonly markId?: number | undefined;
  readonly modelId?: number | undefined;
  readonly autoData: { readonly year: number };
}): AveragePriceQuery | null {
  if (!advert.markId || !advert.modelId) return null;
  return {
    ...emptyAveragePriceQuery,
    marka_id: advert.markId,
    model_id: advert.modelId,
    yers: yearBucket(advert.autoData.year),
  };
}

const values = (rows: readonly { readonly value: number }[] | undefined) =>
  (rows ?? []).map((row) => row.value);
const span = (from: number | undefined, to: number | undefined, low: number, high: number) =>
  from === undefined && to === undefined ? undefined : { from: from ?? low, to: to ?? high };
/** The last model year a search may name (the search's own bound is open). */
const YEAR_MAX = 9999;
const MILEAGE_MAX = 9_999_999;

/**
 * The search's filters that `/auto/average_price` takes, as its parameters: null unless exactly
 * one make is chosen. Filters it has no parameter for (price, seller, period, …) are left out:
 * a market price says what cars like these ask, whatever this search's own price bounds.
 */
export function searchComparison(query: VehicleSearchQuery): AveragePriceQuery | null {
  const make = singleMake(query);
  if (!make?.marka_id) return null;
  const region = query.regions.length === 1 ? query.regions[0] : undefined;
  const engine =
    query.engineVolumeFrom !== undefined && query.engineVolumeFrom === query.engineVolumeTo
      ? query.engineVolumeFrom
      : undefined;
  const comparison: AveragePriceQuery = {
    main_category: query.category_id || undefined,
    body_id: values(query.bodystyle),
    marka_id: make.marka_id,
    model_id: make.model_id || undefined,
    yers: span(make.s_yers, make.po_yers, 0, YEAR_MAX),
    gear_id: values(query.gearboxes),
    fuel_id: values(query.fuels),
    drive_id: values(query.drives),
    engineVolume: engine,
    options: [...query.auto_options],
    raceInt: span(query.raceFrom, query.raceTo, 0, MILEAGE_MAX),
    door: query.door || undefined,
    state_id: region?.state || undefined,
    city_id: (region?.state && region.city) || undefined,
    carrying: query.carrying,
    seats: query.seats || undefined,
    color_id: values(query.colors),
    custom: query.custom || undefined,
    damage: query.damage,
    under_credit: query.under_credit,
    confiscated_car: query.confiscated_car,
    // The search's "do not show" (2) is "only running ones" (CONTRACT.md).
    onRepairParts: query.auto_repairs === undefined ? undefined : query.auto_repairs === 1 ? 1 : 0,
  };
  // Absent members stay absent (equal comparisons, equal cache keys).
  return Object.fromEntries(
    Object.entries(comparison).filter(([, value]) => value !== undefined),
  ) as unknown as AveragePriceQuery;
}

export type Verdict = 'below' | 'fair' | 'above';

export interface Rating {
  readonly verdict: Verdict;
  /** USD between the price and the middle half's nearer end (0 within it). */
  readonly difference: number;
  /** The middle half: the 25th and 75th percentiles. */
  readonly low: number;
  readonly high: number;
  /** How many adverts compared. */
  readonly total: number;
}

/**
 * The price against the inter-quartile range: below it, within it (fair) or above it. No verdict
 * for an advert without a dollar price (0 or missing): it is not "below" everything.
 */
export function ratePrice(priceUsd: number, stats: AveragePrice): Rating | null {
  if (!(priceUsd > 0) || !Number.isFinite(priceUsd)) return null;
  const low = stats.percentiles[percentileKey(25)];
  const high = stats.percentiles[percentileKey(75)];
  if (low === undefined || high === undefined) return null;
  const base = { low, high, total: stats.total };
  if (priceUsd < low) return { ...base, verdict: 'below', difference: low - priceUsd };
  if (priceUsd > high) return { ...base, verdict: 'above', difference: priceUsd - high };
  return { ...base, verdict: 'fair', difference: 0 };
}

/**
 * The currency and rate a badge gives dollar amounts in: the card's currency at the advert's own
 * rate (its price in that currency over its price in dollars, both from the marketplace), so
 * that the badge speaks the currency of the price beside it; dollars where the advert gives no
 * rate.
 */
export function atAdvertRate(
  advert: { readonly USD: number; readonly EUR: number; readonly UAH: number },
  currency: MoneyCurrency,
): { readonly currency: MoneyCurrency; readonly rate: number } {
  const rate = advert[currency] / advert.USD;
  return Number.isFinite(rate) && rate > 0 ? { currency, rate } : { currency: 'USD', rate: 1 };
}

/** Amounts from a million on are shortened ("1,6 млн грн", "$2.19M"): a badge has three lines. */
export const SHORT_FROM = 1_000_000;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, kind: 'whole' | 'short' | MoneyCurrency): Intl.NumberFormat {
  const key = `${locale} ${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'whole'
        ? { maximumFractionDigits: 0 }
        : kind === 'short'
          ? { notation: 'compact', maximumSignificantDigits: 3 }
          : { style: 'currency', currency: kind, maximumFractionDigits: 0 };
    numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  }
  return format;
}

const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/**
 * Money as the badge gives it, short enough for its three lines: whole units, millions
 * shortened, and a range (`upTo`) with its currency once ("1,6–2,19 млн грн", "$9,000–12,000").
 * The currency stands where the language's money format puts it (as on the card's price).
 */
export function badgeMoney(
  value: number,
  currency: MoneyCurrency,
  locale: string,
  upTo?: number,
): string {
  const numbers = numberFormat(
    locale,
    Math.max(value, upTo ?? 0) >= SHORT_FROM ? 'short' : 'whole',
  );
  const one = numbers.format(value);
  // Ends that read the same are one amount (a range of equal ends reads "~1,6 млн").
  const amount =
    upTo === undefined || numbers.format(upTo) === one ? one : numbers.formatRange(value, upTo);
  let placed = false;
  return numberFormat(locale, currency)
    .formatToParts(1)
    .map((part) => {
      if (!NUMBER_PARTS.has(part.type)) return part.value;
      if (placed) return '';
      placed = true;
      return amount;
    })
    .join('');
}
