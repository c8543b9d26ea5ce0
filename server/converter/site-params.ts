/**
 * `/new_to_old` and `/old_to_new`: the website's search parameters (auto.ria.com/search) to the
 * API's and back, by the one correspondence table the converter page explains with
 * (src/features/converter/site-correspondences.ts, CONTRACT.md "Parameter conversion").
 */
import { formatQueryString, type QueryPair } from '../../src/api/contracts/query-codec';
import {
  canonicalKey,
  isOlderMileageKey,
  readOlderMileage,
} from '../../src/api/contracts/vehicle-search-query';
import {
  apiSearchCurrency,
  CURRENCY_IDS,
  CURRENCY_NAMES,
  isApiPrice,
  lastValues,
  SITE_PRICE,
  siteSearchCurrency,
  translate,
} from '../../src/features/converter/site-correspondences';

export { CORRESPONDENCES, type Source } from '../../src/features/converter/site-correspondences';

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

/**
 * `/new_to_old`: website parameters to API parameters. A name given more than once is read by
 * its last value, where it first came (the answer is a name→value object).
 */
export function siteToApi(given: readonly QueryPair[]): Conversion {
  const pairs = lastValues(given);
  const converted = new Map<string, string>();
  const unrecognized = new Map<string, string>();
  // Rows by number: `model.id[00]` is row 0's model, which the search reads so (indexes are
  // carried across as written, so the make's row may be spelt `[0]`).
  const modelRows = new Set(
    pairs.flatMap(([key]) => {
      const row = /^model\.id\[(\d+)\]$/.exec(key)?.[1];
      return row === undefined ? [] : [rowNumber(row)];
    }),
  );
  // The API has one currency for both bounds: `price.currency` when given, else the first
  // bound's. A bound in another currency cannot be said there, so it stays unrecognized.
  const currency = siteSearchCurrency(pairs);
  for (const [key, value] of pairs) {
    if (key === 'api_key') continue;
    const price = SITE_PRICE.exec(key);
    if (price) {
      const id = CURRENCY_IDS[price[1]!];
      if (id === undefined || id !== currency.id) {
        unrecognized.set(key, value);
        continue;
      }
      converted.set(price[2] === 'gte' ? 'price_ot' : 'price_do', value);
      if (!currency.given && !converted.has('currency')) converted.set('currency', id);
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
    if (brand && !modelRows.has(rowNumber(brand[1]!))) converted.set(`model_id[${brand[1]}]`, '0');
  }
  return answer(converted, unrecognized);
}

/** A row index without its leading zeros, as the search reads it (digits only, any length). */
const rowNumber = (index: string) => index.replace(/^0+(?=\d)/, '');

/**
 * `/old_to_new`: API parameters to website parameters. A name is read as the search reads it
 * (`body_id=3` as `bodystyle[0]`, `drive_id=1` as `drive_id[0]`, `raceInt` as raceFrom/raceTo),
 * so every name the search accepts has a website form; `unrecognized` keeps the name as sent.
 * A name given more than once is read by its last value, as `siteToApi` reads it (but
 * `raceInt`/`race`, which the search reads twice as a range).
 */
export function apiToSite(given: readonly QueryPair[]): Conversion {
  const pairs = lastValues(given, isOlderMileageKey);
  const converted = new Map<string, string>();
  const unrecognized = new Map<string, string>();
  // Bounds are in `currency` (USD by default); one the website cannot name leaves them unsaid.
  const currency = CURRENCY_NAMES[apiSearchCurrency(pairs)];
  // The older mileage names as the search reads them: empty values are absent, and values it
  // would refuse (three of them, a non-number, beside raceFrom/raceTo) stay unrecognized.
  const mileage = readOlderMileage(
    pairs
      .filter(([key, raw]) => isOlderMileageKey(key) && raw !== '')
      .map(([key, raw]) => ({ key, raw })),
    pairs.some(([key, raw]) => (key === 'raceFrom' || key === 'raceTo') && raw !== ''),
  );
  const bounds = mileage && !('message' in mileage) ? mileage : undefined;
  for (const [name, value] of pairs) {
    if (name === 'api_key') continue;
    if (isOlderMileageKey(name)) {
      if (value === '') continue;
      if (!bounds) unrecognized.set(name, value);
      else if (!converted.has('mileage.gte')) {
        converted.set('mileage.gte', bounds[0].raw);
        converted.set('mileage.lte', bounds[1].raw);
      }
      continue;
    }
    // An empty live bound is absent to the search, so it must not blank the older names' bound.
    if (bounds && (name === 'raceFrom' || name === 'raceTo') && value === '') continue;
    const key = canonicalKey(name);
    // Documented: model_id[i]=0 ("all models") has no website form and is dropped.
    if (/^model_id\[\d+\]$/.test(key) && value === '0') continue;
    if (isApiPrice(key)) {
      if (currency === undefined) unrecognized.set(name, value);
      else converted.set(`price.${currency}.${key === 'price_ot' ? 'gte' : 'lte'}`, value);
      continue;
    }
    const found = translate(key, value, 'api');
    // An older name and its own given both (`body_id=3&bodystyle[0]=5`, which the search refuses
    // as one key twice): the later is said, not silently dropped.
    if (found && !converted.has(found.to)) converted.set(found.to, found.value);
    else unrecognized.set(name, value);
  }
  return answer(converted, unrecognized);
}
