/**
 * The correspondence between the website's search parameters (auto.ria.com/search) and the
 * API's, in one table, for `/new_to_old` and `/old_to_new`.
 *
 * `source` says where a pair comes from (CONTRACT.md "Parameter conversion"): `documented`, the
 * public documentation's examples; `website`, the website's own search addresses as public
 * clients copy them (`mileage.gte`, `drive.id[0]`, `verified.VIN`, `sort[0].order=price.asc`);
 * `ours`, our choice, so that every search parameter can cross over and back. `#` stands for
 * the row index `i`, which carries across unchanged. Where the two sides write a value
 * differently, `values` pairs them; a value with no pair is left unrecognized.
 */
import { formatQueryString, type QueryPair } from '../../src/api/contracts/query-codec';
import {
  canonicalKey,
  isOlderMileageKey,
  readOlderMileage,
} from '../../src/api/contracts/vehicle-search-query';

export type Source = 'documented' | 'website' | 'ours';

interface Correspondence {
  readonly api: string;
  readonly site: string;
  readonly source: Source;
  /** [API value, website value] pairs; the first pair with a value wins when reading back. */
  readonly values?: readonly (readonly [api: string, site: string])[];
}

/**
 * Sort orders: the website's `sort[0].order` names (price.asc and dates.created.desc are seen on
 * the website; the others follow their pattern). 0, the default, has no website form. The
 * legacy `1` reads as price ascending (CONTRACT.md "Order").
 */
const ORDERS: readonly (readonly [string, string])[] = [
  ['2', 'price.asc'],
  ['1', 'price.asc'],
  ['3', 'price.desc'],
  ['5', 'year.desc'],
  ['6', 'year.asc'],
  ['7', 'dates.created.desc'],
  ['8', 'dates.created.asc'],
  ['12', 'mileage.desc'],
  ['13', 'mileage.asc'],
];

const row = (api: string, site: string, source: Source, values?: Correspondence['values']) =>
  values ? { api, site, source, values } : { api, site, source };

export const CORRESPONDENCES: readonly Correspondence[] = [
  row('category_id', 'categories.main.id', 'documented'),
  row('marka_id[#]', 'brand.id[#]', 'documented'),
  row('s_yers[#]', 'year[#].gte', 'documented'),
  row('po_yers[#]', 'year[#].lte', 'documented'),
  row('custom', 'custom.not', 'documented'),
  row('type[#]', 'fuel.id[#]', 'documented'),
  row('gearbox[#]', 'gearbox.id[#]', 'documented'),
  row('countpage', 'size', 'documented'),
  row('model_id[#]', 'model.id[#]', 'website'),
  row('brandOrigin[#]', 'brand.origin[#]', 'ours'),
  row('bodystyle[#]', 'body.id[#]', 'website'),
  row('state[#]', 'region.id[#]', 'website'),
  row('city[#]', 'city.id[#]', 'website'),
  row('currency', 'price.currency', 'website'),
  row('auctionPossible', 'auction.possible', 'ours'),
  row('with_real_exchange', 'exchange.realty', 'ours'),
  row('with_exchange', 'exchange.auto', 'ours'),
  row('exchange_filter[marka_id]', 'exchange.brand.id', 'ours'),
  row('exchange_filter[model_id]', 'exchange.model.id', 'ours'),
  row('abroad', 'abroad.id', 'ours'),
  row('auto_options[#]', 'options.id[#]', 'ours'),
  row('engineVolumeFrom', 'engine.gte', 'website'),
  row('engineVolumeTo', 'engine.lte', 'website'),
  row('powerFrom', 'power.gte', 'ours'),
  row('powerTo', 'power.lte', 'ours'),
  row('power_name', 'power.unit', 'ours'),
  row('with_photo', 'photos.only', 'ours'),
  // The public table's other rows (issue 15).
  row('drive_id[#]', 'drive.id[#]', 'website'),
  row('raceFrom', 'mileage.gte', 'website'),
  row('raceTo', 'mileage.lte', 'website'),
  row('color_id[#]', 'color.id[#]', 'ours'),
  row('door', 'door', 'ours'),
  row('seats', 'seats', 'ours'),
  row('carrying', 'carrying', 'ours'),
  // The website hides damaged cars with damage.not=1, which is the API's damage=0.
  row('damage', 'damage.not', 'website', [['0', '1']]),
  row('under_credit', 'credit', 'website'),
  row('confiscated_car', 'confiscated', 'website'),
  row('auto_repairs', 'spareParts', 'website'),
  row('sellerType', 'sellerType', 'website'),
  row('matched_country', 'country.import.id', 'website'),
  row('fuelRateFrom', 'fuelRate.gte', 'ours'),
  row('fuelRateTo', 'fuelRate.lte', 'ours'),
  row('fuelRatesType', 'fuelRate.type', 'ours'),
  row('top', 'top', 'website'),
  row('saledParam', 'saledParam', 'ours'),
  row('verified.VIN', 'verified.VIN', 'website'),
  row('wheelFormulaId', 'wheelFormula.id', 'ours'),
  row('axleId', 'axle.id', 'ours'),
  row('with_video', 'videos.only', 'ours'),
  row('order_by', 'sort[0].order', 'website', ORDERS),
  row('page', 'page', 'website'),
];

/** Prices carry their currency in the website's name: `price.USD.gte` (our choice). */
const CURRENCY_NAMES: Readonly<Record<string, string>> = { '1': 'USD', '2': 'EUR', '3': 'UAH' };
const CURRENCY_IDS: Readonly<Record<string, string>> = { USD: '1', EUR: '2', UAH: '3' };
const SITE_PRICE = /^price\.(USD|EUR|UAH)\.(gte|lte)$/;

function compile(template: string): { match: RegExp; fill: (index: string) => string } {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#', '(\\d+)');
  return { match: new RegExp(`^${escaped}$`), fill: (index) => template.replace('#', index) };
}

const RULES = CORRESPONDENCES.map((row) => ({
  api: compile(row.api),
  site: compile(row.site),
  row,
}));

export interface Conversion {
  readonly unrecognized: Record<string, string>;
  readonly converted: Record<string, string>;
  readonly string: string;
}

/** Builds the answer: `converted` keeps first-seen order, a repeated name keeps its last value. */
function answer(converted: Map<string, string>, unrecognized: Map<string, string>): Conversion {
  return {
    unrecognized: Object.fromEntries(unrecognized),
    converted: Object.fromEntries(converted),
    string: formatQueryString(converted),
  };
}

/** The other side's name and value, or null when the name or the value has no counterpart. */
function translate(
  key: string,
  value: string,
  from: 'api' | 'site',
): { to: string; value: string; row: Correspondence } | null {
  const to = from === 'api' ? 'site' : 'api';
  for (const rule of RULES) {
    const found = rule[from].match.exec(key);
    if (!found) continue;
    let converted = value;
    if (rule.row.values) {
      const pair = rule.row.values.find((entry) => entry[from === 'api' ? 0 : 1] === value);
      if (!pair) return null;
      converted = pair[from === 'api' ? 1 : 0];
    }
    return { to: rule[to].fill(found[1] ?? ''), value: converted, row: rule.row };
  }
  return null;
}

/** `/new_to_old`: website parameters to API parameters. */
export function siteToApi(pairs: readonly QueryPair[]): Conversion {
  const converted = new Map<string, string>();
  const unrecognized = new Map<string, string>();
  const modelRows = new Set(pairs.flatMap(([key]) => /^model\.id\[(\d+)\]$/.exec(key)?.[1] ?? []));
  // The API has one currency for both bounds: `price.currency` when given, else the first
  // bound's. A bound in another currency cannot be said there, so it stays unrecognized.
  const givenCurrency = pairs.findLast(([key]) => key === 'price.currency')?.[1];
  const firstBound = pairs.map(([key]) => SITE_PRICE.exec(key)?.[1]).find((name) => name);
  const currency = givenCurrency ?? (firstBound ? CURRENCY_IDS[firstBound] : undefined);
  for (const [key, value] of pairs) {
    if (key === 'api_key') continue;
    const price = SITE_PRICE.exec(key);
    if (price) {
      const id = CURRENCY_IDS[price[1]!];
      if (id === undefined || id !== currency) {
        unrecognized.set(key, value);
        continue;
      }
      converted.set(price[2] === 'gte' ? 'price_ot' : 'price_do', value);
      if (givenCurrency === undefined && !converted.has('currency')) converted.set('currency', id);
      continue;
    }
    const found = translate(key, value, 'site');
    if (!found) {
      unrecognized.set(key, value);
      continue;
    }
    converted.set(found.to, found.value);
    // Documented: a make row without a model gets model_id[i]=0 ("all models").
    const brand = /^brand\.id\[(\d+)\]$/.exec(key);
    if (brand && !modelRows.has(brand[1]!)) converted.set(`model_id[${brand[1]}]`, '0');
  }
  return answer(converted, unrecognized);
}

/**
 * `/old_to_new`: API parameters to website parameters. A name is read as the search reads it
 * (`body_id=3` as `bodystyle[0]`, `drive_id=1` as `drive_id[0]`, `raceInt` as raceFrom/raceTo),
 * so every name the search accepts has a website form; `unrecognized` keeps the name as sent.
 */
export function apiToSite(pairs: readonly QueryPair[]): Conversion {
  const converted = new Map<string, string>();
  const unrecognized = new Map<string, string>();
  // Bounds are in `currency` (USD by default); one the website cannot name leaves them unsaid.
  const currencyId = pairs.findLast(([key]) => key === 'currency')?.[1] ?? '1';
  const currency = CURRENCY_NAMES[currencyId];
  // The older mileage names as the search reads them: empty values are absent, and values it
  // would refuse (three of them, a non-number, beside raceFrom/raceTo) stay unrecognized.
  const mileage = readOlderMileage(
    pairs
      .filter(([key, raw]) => isOlderMileageKey(key) && raw !== '')
      .map(([key, raw]) => ({ key, raw })),
    pairs.some(([key, raw]) => (key === 'raceFrom' || key === 'raceTo') && raw !== ''),
  );
  const bounds = mileage && !('message' in mileage) ? mileage : undefined;
  for (const [given, value] of pairs) {
    if (given === 'api_key') continue;
    if (isOlderMileageKey(given)) {
      if (value === '') continue;
      if (!bounds) unrecognized.set(given, value);
      else if (!converted.has('mileage.gte')) {
        converted.set('mileage.gte', bounds[0].raw);
        converted.set('mileage.lte', bounds[1].raw);
      }
      continue;
    }
    // An empty live bound is absent to the search, so it must not blank the older names' bound.
    if (bounds && (given === 'raceFrom' || given === 'raceTo') && value === '') continue;
    const key = canonicalKey(given);
    // Documented: model_id[i]=0 ("all models") has no website form and is dropped.
    if (/^model_id\[\d+\]$/.test(key) && value === '0') continue;
    if (key === 'price_ot' || key === 'price_do') {
      if (currency === undefined) unrecognized.set(given, value);
      else converted.set(`price.${currency}.${key === 'price_ot' ? 'gte' : 'lte'}`, value);
      continue;
    }
    const found = translate(key, value, 'api');
    // An older name and its own given both (`body_id=3&bodystyle[0]=5`, which the search refuses
    // as one key twice): the second is said, not silently dropped.
    if (found && !converted.has(found.to)) converted.set(found.to, found.value);
    else unrecognized.set(given, value);
  }
  return answer(converted, unrecognized);
}
