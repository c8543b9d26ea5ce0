/**
 * The correspondence between the website's search parameters (auto.ria.com/search) and the
 * API's, in one table, for `/new_to_old` and `/old_to_new`.
 *
 * `documented: true` rows are the ones the public documentation shows (CONTRACT.md); the rest
 * are our choice, so that every search parameter can cross over and back. `#` stands for the
 * row index `i`, which carries across unchanged.
 */
import { formatQueryString, type QueryPair } from '../../src/api/contracts/query-codec';

interface Correspondence {
  readonly api: string;
  readonly site: string;
  readonly documented: boolean;
}

export const CORRESPONDENCES: readonly Correspondence[] = [
  { api: 'category_id', site: 'categories.main.id', documented: true },
  { api: 'marka_id[#]', site: 'brand.id[#]', documented: true },
  { api: 's_yers[#]', site: 'year[#].gte', documented: true },
  { api: 'po_yers[#]', site: 'year[#].lte', documented: true },
  { api: 'custom', site: 'custom.not', documented: true },
  { api: 'type[#]', site: 'fuel.id[#]', documented: true },
  { api: 'gearbox[#]', site: 'gearbox.id[#]', documented: true },
  { api: 'countpage', site: 'size', documented: true },
  { api: 'model_id[#]', site: 'model.id[#]', documented: false },
  { api: 'brandOrigin[#]', site: 'brand.origin[#]', documented: false },
  { api: 'bodystyle[#]', site: 'body.id[#]', documented: false },
  { api: 'state[#]', site: 'region.id[#]', documented: false },
  { api: 'city[#]', site: 'city.id[#]', documented: false },
  { api: 'currency', site: 'price.currency', documented: false },
  { api: 'auctionPossible', site: 'auction.possible', documented: false },
  { api: 'with_real_exchange', site: 'exchange.realty', documented: false },
  { api: 'with_exchange', site: 'exchange.auto', documented: false },
  { api: 'exchange_filter[marka_id]', site: 'exchange.brand.id', documented: false },
  { api: 'exchange_filter[model_id]', site: 'exchange.model.id', documented: false },
  { api: 'abroad', site: 'abroad.id', documented: false },
  { api: 'auto_options[#]', site: 'options.id[#]', documented: false },
  { api: 'engineVolumeFrom', site: 'engine.gte', documented: false },
  { api: 'engineVolumeTo', site: 'engine.lte', documented: false },
  { api: 'powerFrom', site: 'power.gte', documented: false },
  { api: 'powerTo', site: 'power.lte', documented: false },
  { api: 'power_name', site: 'power.unit', documented: false },
  { api: 'with_photo', site: 'photos.only', documented: false },
  { api: 'order_by', site: 'sort.id', documented: false },
  { api: 'page', site: 'page', documented: false },
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

function translate(key: string, from: 'api' | 'site'): { to: string; row: Correspondence } | null {
  const to = from === 'api' ? 'site' : 'api';
  for (const rule of RULES) {
    const found = rule[from].match.exec(key);
    if (found) return { to: rule[to].fill(found[1] ?? ''), row: rule.row };
  }
  return null;
}

/** `/new_to_old`: website parameters to API parameters. */
export function siteToApi(pairs: readonly QueryPair[]): Conversion {
  const converted = new Map<string, string>();
  const unrecognized = new Map<string, string>();
  const modelRows = new Set(pairs.flatMap(([key]) => /^model\.id\[(\d+)\]$/.exec(key)?.[1] ?? []));
  const hasCurrency = pairs.some(([key]) => key === 'price.currency');
  for (const [key, value] of pairs) {
    if (key === 'api_key') continue;
    const price = SITE_PRICE.exec(key);
    if (price) {
      converted.set(price[2] === 'gte' ? 'price_ot' : 'price_do', value);
      if (!hasCurrency && !converted.has('currency'))
        converted.set('currency', CURRENCY_IDS[price[1]!]!);
      continue;
    }
    const found = translate(key, 'site');
    if (!found) {
      unrecognized.set(key, value);
      continue;
    }
    converted.set(found.to, value);
    // Documented: a make row without a model gets model_id[i]=0 ("all models").
    const brand = /^brand\.id\[(\d+)\]$/.exec(key);
    if (brand && !modelRows.has(brand[1]!)) converted.set(`model_id[${brand[1]}]`, '0');
  }
  return answer(converted, unrecognized);
}

/** `/old_to_new`: API parameters to website parameters. */
export function apiToSite(pairs: readonly QueryPair[]): Conversion {
  const converted = new Map<string, string>();
  const unrecognized = new Map<string, string>();
  const currencyId = pairs.findLast(([key]) => key === 'currency')?.[1] ?? '1';
  const currency = CURRENCY_NAMES[currencyId] ?? 'USD';
  for (const [key, value] of pairs) {
    if (key === 'api_key') continue;
    // Documented: model_id[i]=0 ("all models") has no website form and is dropped.
    if (/^model_id\[\d+\]$/.test(key) && value === '0') continue;
    if (key === 'price_ot' || key === 'price_do') {
      converted.set(`price.${currency}.${key === 'price_ot' ? 'gte' : 'lte'}`, value);
      continue;
    }
    const found = translate(key, 'api');
    if (found) converted.set(found.to, value);
    else unrecognized.set(key, value);
  }
  return answer(converted, unrecognized);
}
