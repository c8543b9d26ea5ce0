/**
 * What the converter page says of an answer beyond its two tables: why each parameter was not
 * converted, what the conversion added or left out, how many of the input came across, and
 * what "Search with these" searches with. Read from the whole input and the answer, with the
 * table the service converts by (site-correspondences.ts), so that it holds for the answer
 * given, not for each name alone. Pure; the words are the page's language.
 */
import { t } from '@lingui/core/macro';
import type { Direction } from '../../api/converter-queries';
import type { QueryPair } from '../../api/contracts/query-codec';
import type { QueryIssue } from '../../api/contracts/query-values';
import {
  canonicalKey,
  decodeVehicleSearch,
  isOlderMileageKey,
  readOlderMileage,
} from '../../api/contracts/vehicle-search-query';
import { explainIssue } from '../../components/explain-issue';
import {
  apiSearchCurrency,
  correspondence,
  CURRENCY_IDS,
  CURRENCY_NAMES,
  isApiPrice,
  lastValues,
  sayableValues,
  SITE_PRICE,
  siteSearchCurrency,
  translate,
} from './site-correspondences';

/** The service's answer, as far as the page reads it. */
export interface Answer {
  readonly converted: Readonly<Record<string, string>>;
  readonly unrecognized: Readonly<Record<string, string>>;
}

/**
 * Whether the name is a vehicle search parameter of the API, index included (`marka_id[0]`,
 * `countpage`; not `marka_id`). Each is tried with a value it takes (`auto_options[n]` takes n).
 */
export function isApiName(name: string): boolean {
  const probe =
    /^auto_options\[(\d+)\]$/.exec(name)?.[1] ?? (name === 'fuelRatesType' ? 'city' : '1');
  const { unknown, issues } = decodeVehicleSearch([[name, probe]]);
  return unknown.length === 0 && issues.length === 0;
}

/** Whether the name is a website search parameter the conversion knows (`brand.id[0]`). */
export function isSiteName(name: string): boolean {
  return SITE_PRICE.test(name) || correspondence(name, 'site') !== undefined;
}

/** The input as each side's service reads it: one value a name, its last (`raceInt` may repeat). */
function readInput(direction: Direction, input: readonly QueryPair[]): QueryPair[] {
  return lastValues(input, direction === 'old_to_new' ? isOlderMileageKey : () => false);
}

/** Values joined for a sentence: numbers in order. */
function valueList(values: readonly string[]): string {
  const numeric = values.every((value) => /^\d+$/.test(value));
  return (numeric ? [...values].sort((a, b) => Number(a) - Number(b)) : values).join(', ');
}

export type Unconverted =
  /** new_to_old: the API's own name, which the search takes as it is. */
  | { readonly kind: 'api-name' }
  /** new_to_old: the API's own name, which the converted parameters already give. */
  | { readonly kind: 'api-name-taken' }
  /** A price bound in a currency other than the search's one. */
  | { readonly kind: 'other-currency'; readonly currency: string; readonly search: string }
  /** old_to_new: a price bound whose `currency` the website cannot name. */
  | { readonly kind: 'unnamed-currency'; readonly currency: string }
  /** The name is known; this value has no form on the other side. */
  | { readonly kind: 'value'; readonly sayable: string }
  /** old_to_new: the search reads it as a parameter given before under another name. */
  | { readonly kind: 'same-as'; readonly other: string }
  /** old_to_new: the search refuses the value (older mileage). */
  | { readonly kind: 'refused'; readonly issue: QueryIssue }
  /** The name and value are known, yet the service did not convert them. */
  | { readonly kind: 'not-by-service' }
  | { readonly kind: 'unknown' }
  /** old_to_new: an API name with no website form. */
  | { readonly kind: 'no-site-name' };

/** Why the service left `name` unconverted, from the whole input and answer. */
export function unconvertedReason(
  direction: Direction,
  input: readonly QueryPair[],
  answer: Answer,
  name: string,
): Unconverted {
  const pairs = readInput(direction, input);
  const value = pairs.findLast(([key]) => key === name)?.[1] ?? answer.unrecognized[name] ?? '';
  if (direction === 'new_to_old') {
    const price = SITE_PRICE.exec(name);
    if (price) {
      const currency = siteSearchCurrency(pairs);
      if (CURRENCY_IDS[price[1]!] !== currency.id) {
        const id = currency.id ?? '';
        return { kind: 'other-currency', currency: price[1]!, search: CURRENCY_NAMES[id] ?? id };
      }
      return { kind: 'not-by-service' };
    }
    const site = correspondence(name, 'site');
    if (site) {
      return translate(name, value, 'site')
        ? { kind: 'not-by-service' }
        : { kind: 'value', sayable: valueList(sayableValues(site.row, 'site')) };
    }
    if (isApiName(name)) {
      const key = canonicalKey(name);
      const taken = Object.keys(answer.converted).some(
        (converted) => canonicalKey(converted) === key,
      );
      return { kind: taken ? 'api-name-taken' : 'api-name' };
    }
    return { kind: 'unknown' };
  }

  const key = canonicalKey(name);
  if (!isOlderMileageKey(name)) {
    const other = pairs.find(
      ([given]) => given !== name && canonicalKey(given) === key && !(given in answer.unrecognized),
    );
    if (other) return { kind: 'same-as', other: other[0] };
  }
  if (isApiPrice(key)) {
    const currency = apiSearchCurrency(pairs);
    return CURRENCY_NAMES[currency] === undefined
      ? { kind: 'unnamed-currency', currency }
      : { kind: 'not-by-service' };
  }
  if (isOlderMileageKey(name)) {
    const read = readOlderMileage(
      pairs
        .filter(([given, raw]) => isOlderMileageKey(given) && raw !== '')
        .map(([given, raw]) => ({ key: given, raw })),
      pairs.some(([given, raw]) => (given === 'raceFrom' || given === 'raceTo') && raw !== ''),
    );
    return read && 'message' in read
      ? { kind: 'refused', issue: read }
      : { kind: 'not-by-service' };
  }
  const api = correspondence(key, 'api');
  if (api) {
    return translate(key, value, 'api')
      ? { kind: 'not-by-service' }
      : { kind: 'value', sayable: valueList(sayableValues(api.row, 'api')) };
  }
  return isApiName(name) ? { kind: 'no-site-name' } : { kind: 'unknown' };
}

/** The reason in the page's words. */
export function reasonText(direction: Direction, reason: Unconverted): string {
  switch (reason.kind) {
    case 'api-name':
      return t`Already an API name: it needs no conversion, and can go to the search as it is.`;
    case 'api-name-taken':
      return t`Already an API name, but the converted parameters give it too: the search takes it once, so the converted value is the one searched with.`;
    case 'other-currency': {
      const { currency, search } = reason;
      return t`The API search has one currency for its price bounds, here ${search}: a bound in ${currency} cannot be said there. Give every bound in one currency.`;
    }
    case 'unnamed-currency': {
      const { currency } = reason;
      return t`The website names price bounds by currency, and knows USD (1), EUR (2) and UAH (3) only; this search’s currency is ${currency}.`;
    }
    case 'value': {
      const { sayable } = reason;
      return direction === 'new_to_old'
        ? t`A website parameter the service knows, but this value has no API form; it can convert only ${sayable}.`
        : t`The website has this parameter, but no form for this value; it can say only ${sayable}.`;
    }
    case 'same-as': {
      const { other } = reason;
      return t`The search reads it as the same parameter as ${other}, given before it, and takes one of them: leave one out.`;
    }
    case 'refused': {
      const why = explainIssue(reason.issue);
      return t`The search would not read it: it ${why}`;
    }
    case 'not-by-service':
      return t`A parameter the converter knows, but the service did not convert this value.`;
    case 'no-site-name':
      return t`An API parameter the website has no name for; the website link leaves it out.`;
    case 'unknown':
      return direction === 'new_to_old'
        ? t`Not a website search parameter the service knows; the search would ignore it.`
        : t`Not an API vehicle search parameter; check its spelling and index, like marka_id[0].`;
  }
}

/** Why the service left `name` unconverted, in the page's words. */
export function whyNotConverted(
  direction: Direction,
  input: readonly QueryPair[],
  answer: Answer,
  name: string,
): string {
  return reasonText(direction, unconvertedReason(direction, input, answer, name));
}

/** A parameter the conversion added, or left out of its answer, and why. */
export interface Change {
  readonly name: string;
  readonly value: string;
  /** `all-models`: model_id[i]=0, added for a make without a model (new_to_old) or dropped. */
  readonly kind: 'all-models' | 'currency' | 'empty' | 'other';
  /** What it was added for: the make row or the price bound. */
  readonly for?: string;
}

export interface Report {
  /** The parameters given, a repeated name once (but `raceInt` in old_to_new, a range). */
  readonly given: number;
  /** How many of those came across. */
  readonly converted: number;
  readonly notConverted: number;
  readonly added: readonly Change[];
  readonly dropped: readonly Change[];
}

/** The names an input pair converts to, as the table says (none when it cannot). */
function expectedNames(
  direction: Direction,
  pairs: readonly QueryPair[],
  [name, value]: QueryPair,
) {
  if (direction === 'new_to_old') {
    const price = SITE_PRICE.exec(name);
    if (price) return [price[2] === 'gte' ? 'price_ot' : 'price_do'];
    const found = translate(name, value, 'site');
    return found ? [found.to] : [];
  }
  if (isOlderMileageKey(name)) return ['mileage.gte', 'mileage.lte'];
  const key = canonicalKey(name);
  if (isApiPrice(key)) {
    const currency = CURRENCY_NAMES[apiSearchCurrency(pairs)] ?? '';
    return [`price.${currency}.${key === 'price_ot' ? 'gte' : 'lte'}`];
  }
  const found = translate(key, value, 'api');
  return found ? [found.to] : [];
}

/** How the input came across: the counts, and what the conversion added or left out. */
export function conversionReport(
  direction: Direction,
  input: readonly QueryPair[],
  answer: Answer,
): Report {
  const pairs = readInput(direction, input);
  const names = [...new Set(pairs.map(([name]) => name))];
  const notConverted = names.filter((name) => name in answer.unrecognized).length;
  const produced = new Set<string>();
  const dropped: Change[] = [];
  for (const name of names) {
    if (name in answer.unrecognized) continue;
    const own = pairs.filter(([given]) => given === name);
    const expected = own.flatMap((pair) => expectedNames(direction, pairs, pair));
    expected.forEach((converted) => produced.add(converted));
    if (direction === 'new_to_old' || expected.some((converted) => converted in answer.converted))
      continue;
    const value = own.at(-1)?.[1] ?? '';
    const kind =
      /^model_id\[\d+\]$/.test(canonicalKey(name)) && value === '0'
        ? 'all-models'
        : own.every(([, raw]) => raw === '')
          ? 'empty'
          : 'other';
    dropped.push({ name, value, kind });
  }
  const added: Change[] =
    direction === 'new_to_old'
      ? Object.entries(answer.converted)
          .filter(([name]) => !produced.has(name))
          .map(([name, value]): Change => {
            const row = /^model_id\[(\d+)\]$/.exec(name)?.[1];
            const brand = `brand.id[${row}]`;
            if (row !== undefined && value === '0' && names.includes(brand))
              return { name, value, kind: 'all-models', for: brand };
            const bound = names.find((given) => SITE_PRICE.test(given));
            if (name === 'currency' && bound) return { name, value, kind: 'currency', for: bound };
            return { name, value, kind: 'other' };
          })
      : [];
  return {
    given: names.length,
    converted: names.length - notConverted - dropped.length,
    notConverted,
    added,
    dropped,
  };
}

/** An added or left-out parameter, in the page's words. */
export function changeText(change: Change, added: boolean): string {
  const { name, value } = change;
  const shown = value === '' ? t`(empty)` : value;
  const of = change.for ?? '';
  if (added) {
    switch (change.kind) {
      case 'all-models':
        return t`${name}=0: “all models” of the make in ${of}, which has no model (the API’s documented form).`;
      case 'currency':
        return t`${name}=${shown}: the currency of ${of}, which the API gives apart from the bounds.`;
      default:
        return t`${name}=${shown}: added by the service.`;
    }
  }
  switch (change.kind) {
    case 'all-models':
      return t`${name}=0: “all models”, which the website says by giving the make without a model.`;
    case 'empty':
      return t`${name} is empty: the search reads an empty value as not given.`;
    default:
      return t`${name}=${shown}: left out by the service.`;
  }
}

/**
 * One pair a search key, as the vehicle search takes them: a repeated name by its last value,
 * and of two names the search reads as one (`body_id`, `bodystyle[0]`) the first, as the
 * conversion does (`raceInt`/`race` may repeat: a range).
 */
export function oncePerKey(pairs: readonly QueryPair[]): QueryPair[] {
  const seen = new Set<string>();
  return lastValues(pairs, isOlderMileageKey).filter(([name]) => {
    if (isOlderMileageKey(name)) return true;
    const key = canonicalKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What "Search with these" searches with: the API side of the conversion, once per key. From
 * website names, the converted parameters and the input's own API names the service passed
 * over (`bodystyle[0]=3` beside `brand.id[0]=9`), which the search takes as they are.
 */
export function searchPairs(
  direction: Direction,
  input: readonly QueryPair[],
  answer: Answer,
): QueryPair[] {
  if (direction === 'old_to_new') return oncePerKey(input);
  const passed = readInput(direction, input).filter(
    ([name]) =>
      name in answer.unrecognized &&
      unconvertedReason(direction, input, answer, name).kind === 'api-name',
  );
  return oncePerKey([...Object.entries(answer.converted), ...passed]);
}

/**
 * The other direction, when the input reads as its names: nothing came across, and some of it
 * is the other side's (`marka_id[0]=9` sent as website names).
 */
export function otherDirection(
  direction: Direction,
  input: readonly QueryPair[],
  report: Report,
): Direction | undefined {
  if (report.converted > 0 || report.given === 0) return undefined;
  if (direction === 'new_to_old')
    return input.some(([name]) => isApiName(name)) ? 'old_to_new' : undefined;
  return input.some(([name]) => isSiteName(name)) ? 'new_to_old' : undefined;
}
