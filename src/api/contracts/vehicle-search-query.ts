/**
 * The parameters of `GET /auto/search`, decoded from and encoded to query pairs.
 *
 * Names are the API's own (specification table, CONTRACT.md "Names the seed blanked"). The
 * service filters with the decoded query; the app keeps the same names in its URL, so a search
 * link and an API query string are interchangeable.
 */
import { parseBracketKey, type QueryPair } from './query-codec';
import {
  formatNumber,
  issue,
  parseAmount,
  parseEnum,
  parseId,
  parseIndex,
  type QueryIssue,
} from './query-values';

export const CURRENCIES = [1, 2, 3] as const; // USD, EUR, UAH
export type Currency = (typeof CURRENCIES)[number];
export const POWER_UNITS = [1, 2] as const; // hp, kW
export const ORDER_BY = [0, 1, 2] as const; // newest, price asc, price desc
export const ABROAD = [0, 1, 2] as const; // any, only abroad, hide abroad
export const FLAG = [0, 1] as const;

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;

export interface IndexedValue {
  readonly index: number;
  readonly value: number;
}

/** One make row: members that share the index `i` in `marka_id[i]`, `model_id[i]`, … */
export interface MakeRow {
  readonly index: number;
  readonly brandOrigin?: number;
  readonly marka_id?: number;
  readonly model_id?: number;
  readonly s_yers?: number;
  readonly po_yers?: number;
}

/** One location row: `state[i]` with `city[i]` (0 or absent = the whole region). */
export interface RegionRow {
  readonly index: number;
  readonly state?: number;
  readonly city?: number;
}

export interface VehicleSearchQuery {
  readonly category_id?: number;
  readonly bodystyle: readonly IndexedValue[];
  readonly makes: readonly MakeRow[];
  readonly price_ot?: number;
  readonly price_do?: number;
  readonly currency?: Currency;
  readonly auctionPossible?: number;
  readonly with_real_exchange?: number;
  readonly with_exchange?: number;
  readonly exchange_marka_id?: number;
  readonly exchange_model_id?: number;
  readonly regions: readonly RegionRow[];
  readonly abroad?: number;
  readonly custom?: number;
  /** Option ids; each is sent as `auto_options[id]=id`. */
  readonly auto_options: readonly number[];
  readonly fuels: readonly IndexedValue[];
  readonly gearboxes: readonly IndexedValue[];
  readonly engineVolumeFrom?: number;
  readonly engineVolumeTo?: number;
  readonly powerFrom?: number;
  readonly powerTo?: number;
  readonly power_name?: number;
  readonly with_photo?: number;
  readonly order_by?: number;
  readonly page?: number;
  readonly countpage?: number;
}

export const emptyVehicleSearchQuery: VehicleSearchQuery = {
  bodystyle: [],
  makes: [],
  regions: [],
  auto_options: [],
  fuels: [],
  gearboxes: [],
};

type Scalar = Exclude<
  keyof VehicleSearchQuery,
  | 'bodystyle'
  | 'makes'
  | 'regions'
  | 'auto_options'
  | 'fuels'
  | 'gearboxes'
  | 'exchange_marka_id'
  | 'exchange_model_id'
>;

type Rule =
  | { kind: 'id' }
  | { kind: 'count' }
  | { kind: 'amount' }
  | { kind: 'enum'; allowed: readonly number[] };

const id: Rule = { kind: 'id' };
const count: Rule = { kind: 'count' };
const amount: Rule = { kind: 'amount' };
const oneOf = (allowed: readonly number[]): Rule => ({ kind: 'enum', allowed });

/** Plain parameters, in the order of the specification's table (and of encoding). */
const SCALARS: ReadonlyArray<readonly [Scalar, Rule]> = [
  ['category_id', id],
  ['price_ot', amount],
  ['price_do', amount],
  ['currency', oneOf(CURRENCIES)],
  ['auctionPossible', oneOf(FLAG)],
  ['with_real_exchange', oneOf(FLAG)],
  ['with_exchange', oneOf(FLAG)],
  ['abroad', oneOf(ABROAD)],
  ['custom', oneOf(FLAG)],
  ['engineVolumeFrom', amount],
  ['engineVolumeTo', amount],
  ['powerFrom', amount],
  ['powerTo', amount],
  ['power_name', oneOf(POWER_UNITS)],
  ['with_photo', oneOf(FLAG)],
  ['order_by', oneOf(ORDER_BY)],
  ['page', id],
  ['countpage', count],
];
const SCALAR_RULES = new Map<string, Rule>(SCALARS);
const PRICE_AND_DEAL = [
  'price_ot',
  'price_do',
  'currency',
  'auctionPossible',
  'with_real_exchange',
  'with_exchange',
] as const;
const ENGINE_AND_PAGING = [
  'engineVolumeFrom',
  'engineVolumeTo',
  'powerFrom',
  'powerTo',
  'power_name',
  'with_photo',
  'order_by',
  'page',
  'countpage',
] as const;

const MAKE_MEMBERS = ['brandOrigin', 'marka_id', 'model_id', 's_yers', 'po_yers'] as const;
type MakeMember = (typeof MAKE_MEMBERS)[number];
const REGION_MEMBERS = ['state', 'city'] as const;
type RegionMember = (typeof REGION_MEMBERS)[number];
const LISTS = { bodystyle: 'bodystyle', type: 'fuels', gearbox: 'gearboxes' } as const;

function applyRule(rule: Rule, param: string, raw: string): number | QueryIssue {
  switch (rule.kind) {
    case 'id':
      return parseId(raw) ?? issue.notInteger(param);
    case 'count': {
      const value = parseId(raw);
      return value !== undefined && value >= 1
        ? value
        : { param, message: `${param} must be a whole number from 1 to ${MAX_PAGE_SIZE}.` };
    }
    case 'amount':
      return parseAmount(raw) ?? issue.notAmount(param);
    case 'enum':
      return parseEnum(raw, rule.allowed) ?? issue.notOneOf(param, rule.allowed);
  }
}

export interface Decoded<T> {
  readonly query: T;
  /** Parameters the decoder refused, first one first. The service answers 400 with issues[0]. */
  readonly issues: readonly QueryIssue[];
  /** Keys that are not parameters of this operation; searches ignore them. */
  readonly unknown: readonly string[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Decodes vehicle-search parameters. Empty values count as absent (HTML forms send them); a key
 * given twice, a bad index or a value of the wrong kind is an issue; unknown names are listed
 * apart. `api_key` is neither a filter nor unknown.
 */
export function decodeVehicleSearch(pairs: readonly QueryPair[]): Decoded<VehicleSearchQuery> {
  const query: Mutable<Partial<VehicleSearchQuery>> = {};
  const makes = new Map<number, Mutable<MakeRow>>();
  const regions = new Map<number, Mutable<RegionRow>>();
  const lists = {
    bodystyle: new Map<number, number>(),
    fuels: new Map<number, number>(),
    gearboxes: new Map<number, number>(),
  };
  const options = new Set<number>();
  const issues: QueryIssue[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();

  for (const [key, raw] of pairs) {
    if (key === 'api_key') continue;
    if (seen.has(key)) {
      issues.push(issue.repeated(key));
      continue;
    }
    seen.add(key);
    const parsed = parseBracketKey(key);
    if (!parsed) {
      unknown.push(key);
      continue;
    }
    const { name, path } = parsed;
    const scalar = SCALAR_RULES.get(name);
    const known =
      scalar ||
      (MAKE_MEMBERS as readonly string[]).includes(name) ||
      (REGION_MEMBERS as readonly string[]).includes(name) ||
      Object.hasOwn(LISTS, name) ||
      name === 'auto_options' ||
      name === 'exchange_filter';
    if (!known) {
      unknown.push(key);
      continue;
    }
    if (raw === '') continue;

    if (scalar) {
      if (path.length > 0) {
        issues.push(issue.noIndex(key, name));
        continue;
      }
      const value = applyRule(scalar, key, raw);
      if (typeof value === 'number') (query as Record<string, number>)[name] = value;
      else issues.push(value);
      continue;
    }

    if (name === 'exchange_filter') {
      const member = path.length === 1 ? path[0] : undefined;
      if (member !== 'marka_id' && member !== 'model_id') {
        issues.push({
          param: key,
          message:
            'exchange_filter takes [marka_id] or [model_id], as in exchange_filter[marka_id]=0.',
        });
        continue;
      }
      const value = parseId(raw);
      if (value === undefined) issues.push(issue.notInteger(key));
      else if (member === 'marka_id') query.exchange_marka_id = value;
      else query.exchange_model_id = value;
      continue;
    }

    const segment = path.length === 1 ? path[0] : undefined;
    // auto_options is keyed by the option id itself; the others by a row index.
    const index =
      segment === undefined
        ? undefined
        : name === 'auto_options'
          ? parseId(segment)
          : parseIndex(segment);
    if (index === undefined) {
      issues.push(issue.badIndex(key));
      continue;
    }
    const value = parseId(raw);
    if (value === undefined) {
      issues.push(issue.notInteger(key));
      continue;
    }
    if (name === 'auto_options') {
      if (value !== index) {
        issues.push({
          param: key,
          message: `auto_options takes the option id as key and value, as in auto_options[${value}]=${value}.`,
        });
        continue;
      }
      options.add(value);
    } else if ((MAKE_MEMBERS as readonly string[]).includes(name)) {
      const row = makes.get(index) ?? { index };
      row[name as MakeMember] = value;
      makes.set(index, row);
    } else if ((REGION_MEMBERS as readonly string[]).includes(name)) {
      const row = regions.get(index) ?? { index };
      row[name as RegionMember] = value;
      regions.set(index, row);
    } else {
      lists[LISTS[name as keyof typeof LISTS]].set(index, value);
    }
  }

  const byIndex = <T extends { index: number }>(rows: Iterable<T>) =>
    [...rows].sort((a, b) => a.index - b.index);
  const indexed = (map: Map<number, number>): IndexedValue[] =>
    byIndex([...map].map(([index, value]) => ({ index, value })));

  return {
    query: {
      ...query,
      bodystyle: indexed(lists.bodystyle),
      makes: byIndex(makes.values()),
      regions: byIndex(regions.values()),
      auto_options: [...options].sort((a, b) => a - b),
      fuels: indexed(lists.fuels),
      gearboxes: indexed(lists.gearboxes),
    },
    issues,
    unknown,
  };
}

/**
 * Encodes a query as pairs in the specification's order, rows by index. Absent values are
 * left out, so `encode(decode(pairs))` is the canonical form of `pairs`.
 */
export function encodeVehicleSearch(query: VehicleSearchQuery): QueryPair[] {
  const pairs: QueryPair[] = [];
  const put = (key: string, value: number | undefined) => {
    if (value !== undefined) pairs.push([key, formatNumber(value)]);
  };
  put('category_id', query.category_id);
  for (const { index, value } of query.bodystyle) put(`bodystyle[${index}]`, value);
  for (const row of query.makes) {
    for (const member of MAKE_MEMBERS) put(`${member}[${row.index}]`, row[member]);
  }
  for (const name of PRICE_AND_DEAL) put(name, query[name]);
  put('exchange_filter[marka_id]', query.exchange_marka_id);
  put('exchange_filter[model_id]', query.exchange_model_id);
  for (const row of query.regions) {
    for (const member of REGION_MEMBERS) put(`${member}[${row.index}]`, row[member]);
  }
  put('abroad', query.abroad);
  put('custom', query.custom);
  for (const option of query.auto_options) put(`auto_options[${option}]`, option);
  for (const { index, value } of query.fuels) put(`type[${index}]`, value);
  for (const { index, value } of query.gearboxes) put(`gearbox[${index}]`, value);
  for (const name of ENGINE_AND_PAGING) put(name, query[name]);
  return pairs;
}

/** The page size the service uses for a query: `countpage` clamped to 1…100, default 10. */
export function effectivePageSize(countpage: number | undefined): number {
  if (countpage === undefined || countpage < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(countpage, MAX_PAGE_SIZE);
}
