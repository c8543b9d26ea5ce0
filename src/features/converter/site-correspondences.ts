/**
 * The correspondence between the website's search parameters (auto.ria.com/search) and the
 * API's, in one table: the reference service converts with it (server/converter/site-params.ts)
 * and the converter page explains with it why a parameter was not converted. Pure, no words.
 *
 * `source` says where a pair comes from (CONTRACT.md "Parameter conversion"): `documented`, the
 * public documentation's examples; `website`, the website's own search addresses as public
 * clients copy them (`mileage.gte`, `drive.id[0]`, `verified.VIN`, `sort[0].order=price.asc`);
 * `ours`, our choice, so that every search parameter can cross over and back. `#` stands for
 * the row index `i`, which carries across unchanged. Where the two sides write a value
 * differently, `values` pairs them; a value with no pair is left unrecognized.
 */
import type { QueryPair } from '../../api/contracts/query-codec';

export type Source = 'documented' | 'website' | 'ours';
export type Side = 'api' | 'site';

export interface Correspondence {
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
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  '1': 'USD',
  '2': 'EUR',
  '3': 'UAH',
};
export const CURRENCY_IDS: Readonly<Record<string, string>> = { USD: '1', EUR: '2', UAH: '3' };
/** A website price bound: `price.USD.gte`; [1] is the currency, [2] `gte` or `lte`. */
export const SITE_PRICE = /^price\.(USD|EUR|UAH)\.(gte|lte)$/;
/** The API's price bounds, in its one `currency`. */
export const isApiPrice = (key: string) => key === 'price_ot' || key === 'price_do';

function compile(template: string): { match: RegExp; fill: (index: string) => string } {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#', '(\\d+)');
  return { match: new RegExp(`^${escaped}$`), fill: (index) => template.replace('#', index) };
}

const RULES = CORRESPONDENCES.map((row) => ({
  api: compile(row.api),
  site: compile(row.site),
  row,
}));

/** The row that names `key` on side `from`, and the other side's name, whatever the value. */
export function correspondence(
  key: string,
  from: Side,
): { readonly to: string; readonly row: Correspondence } | undefined {
  const to = from === 'api' ? 'site' : 'api';
  for (const rule of RULES) {
    const found = rule[from].match.exec(key);
    if (found) return { to: rule[to].fill(found[1] ?? ''), row: rule.row };
  }
  return undefined;
}

/** The values side `from` can say of a row with `values`, each once, in the table's order. */
export function sayableValues(row: Correspondence, from: Side): string[] {
  return [...new Set((row.values ?? []).map((pair) => pair[from === 'api' ? 0 : 1]))];
}

/** The other side's name and value, or null when the name or the value has no counterpart. */
export function translate(
  key: string,
  value: string,
  from: Side,
): { to: string; value: string; row: Correspondence } | null {
  const found = correspondence(key, from);
  if (!found) return null;
  if (!found.row.values) return { ...found, value };
  const pair = found.row.values.find((entry) => entry[from === 'api' ? 0 : 1] === value);
  return pair ? { ...found, value: pair[from === 'api' ? 1 : 0] } : null;
}

/**
 * The API's one currency for website price bounds: `price.currency` when given (its last
 * value), else the first bound's. A bound in another currency cannot be said there.
 */
export function siteSearchCurrency(pairs: readonly QueryPair[]): {
  readonly id: string | undefined;
  readonly given: boolean;
} {
  const given = pairs.findLast(([key]) => key === 'price.currency')?.[1];
  if (given !== undefined) return { id: given, given: true };
  const first = pairs.map(([key]) => SITE_PRICE.exec(key)?.[1]).find((name) => name);
  return { id: first ? CURRENCY_IDS[first] : undefined, given: false };
}

/** The currency the API's price bounds are in: its last `currency`, USD (1) by default. */
export function apiSearchCurrency(pairs: readonly QueryPair[]): string {
  return pairs.findLast(([key]) => key === 'currency')?.[1] ?? '1';
}

/**
 * One pair per name, each with its name's last value, where the name first came: what a
 * name→value answer keeps of a name given more than once. Names `keepRepeats` accepts stay as
 * given (the search reads `raceInt` twice as a range).
 */
export function lastValues(
  pairs: readonly QueryPair[],
  keepRepeats: (key: string) => boolean = () => false,
): QueryPair[] {
  const last = new Map<string, string>();
  for (const [key, value] of pairs) if (!keepRepeats(key)) last.set(key, value);
  const placed = new Set<string>();
  const out: QueryPair[] = [];
  for (const [key, value] of pairs) {
    if (keepRepeats(key)) out.push([key, value]);
    else if (!placed.has(key)) {
      placed.add(key);
      out.push([key, last.get(key) ?? value]);
    }
  }
  return out;
}
