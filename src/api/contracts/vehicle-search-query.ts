/**
 * The parameters of `GET /auto/search`, decoded from and encoded to query pairs.
 *
 * Names are the API's own (specification table, CONTRACT.md "Names the seed blanked"). The
 * service filters with the decoded query; the app keeps the same names in its URL, so a search
 * link and an API query string are interchangeable.
 */
import { formatBracketKey, isTrackingParam, parseBracketKey, type QueryPair } from './query-codec';
import type { QueryCodec } from './route';
import {
  formatNumber,
  issue,
  MAX_ID,
  parseAmount,
  parseEnum,
  parseId,
  parseIndex,
  type QueryIssue,
} from './query-values';

export const CURRENCIES = [1, 2, 3] as const; // USD, EUR, UAH
export type Currency = (typeof CURRENCIES)[number];
export const POWER_UNITS = [1, 2] as const; // hp, kW
/**
 * The live service's sort orders (LIVE-2026.md): 0 default (here: newest first), 2 price
 * ascending, 3 price descending, 5 year newest first, 6 year oldest first, 7 date added newest
 * first, 8 date added oldest first, 12 mileage highest first, 13 mileage lowest first.
 */
export const ORDER_BY = [0, 2, 3, 5, 6, 7, 8, 12, 13] as const;
export type OrderBy = (typeof ORDER_BY)[number];
/** The older documentation's `1` (price ascending) is read as 2, its live equivalent. */
export const LEGACY_ORDER_BY: Readonly<Record<number, OrderBy>> = { 1: 2 };
export const ABROAD = [0, 1, 2] as const; // any, only abroad, hide abroad
export const FLAG = [0, 1] as const;
/** `damage`, `under_credit`, `confiscated_car`: 1 only those adverts, 0 only the others. */
export const ONLY_OR_NOT = [0, 1] as const;
/** `auto_repairs` (not running): 1 only those, 0 only running; 2 ("do not show") as 0. */
export const REPAIRS = [0, 1, 2] as const;
/** `sellerType`: 0 all, 1 private person, 2 company (dealer). */
export const SELLER_TYPES = [0, 1, 2] as const;
/** `saledParam`: 0 all, 1 only sold, 2 hide sold. */
export const SALED = [0, 1, 2] as const;
/** `top`, the submission period (auto-enums.json): 0 all time, else the codes below. */
export const TOP = [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 14] as const;
/** `wheelFormulaId` (0 any): 1 4x2, 2 4x4, 3 6x2, 4 6x4, 5 6x6, 7 8x2 … 12 10x8. */
export const WHEEL_FORMULAS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12] as const;
/** `axleId` (0 any): 1 to 4 axles, 5 more than four. */
export const AXLES = [0, 1, 2, 3, 4, 5] as const;
/** `fuelRatesType`: the consumption figure `fuelRateFrom`/`To` compare (default `combine`). */
export const FUEL_CYCLES = ['city', 'combine', 'route'] as const;
export type FuelCycle = (typeof FUEL_CYCLES)[number];

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes the search page offers (and the size a link asked for, if another). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * The cards at the top of a page of results whose details the page's first load has before the
 * page shows (as realty-search-query.ts `REALTY_FIRST_CARDS`): the server preloads them
 * (server/http/app-page.ts), and the route's loader waits for them, so that the first render
 * shows them whole instead of a card that asks for its details once it is laid out.
 */
export const VEHICLE_FIRST_CARDS = 2;

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
  // The public parameter table's other rows (auto-search-params.json) and the live mileage
  // names. Optional, lists included (absent = not filtered), so older callers stay valid.
  /** `drive_id[i]` (a plain `drive_id` is row 0): the advert's drive type is one of them. */
  readonly drives?: readonly IndexedValue[];
  /** Mileage bounds in thousands of km (`raceInt`/`race` are older names, read into these). */
  readonly raceFrom?: number;
  readonly raceTo?: number;
  readonly door?: number;
  /** Payload in kg: at least this much. */
  readonly carrying?: number;
  readonly seats?: number;
  /** `color_id[i]` (a plain `color_id` is row 0). */
  readonly colors?: readonly IndexedValue[];
  readonly damage?: number;
  readonly under_credit?: number;
  readonly confiscated_car?: number;
  readonly auto_repairs?: number;
  readonly sellerType?: number;
  /** Imported from (a country id); 0 = any. */
  readonly matched_country?: number;
  /** Fuel consumption bounds, litres per 100 km, on the `fuelRatesType` cycle. */
  readonly fuelRateFrom?: number;
  readonly fuelRateTo?: number;
  readonly fuelRatesType?: FuelCycle;
  readonly top?: number;
  readonly saledParam?: number;
  readonly 'verified.VIN'?: number;
  readonly wheelFormulaId?: number;
  readonly axleId?: number;
  readonly with_video?: number;
  /** One of ORDER_BY (the decoder reads a legacy 1 as 2). */
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
  | 'drives'
  | 'colors'
  | 'exchange_marka_id'
  | 'exchange_model_id'
  | 'fuelRatesType'
>;

type Rule =
  | { kind: 'id' }
  | { kind: 'count' }
  | { kind: 'amount' }
  | { kind: 'enum'; allowed: readonly number[] }
  | { kind: 'order' };

const id: Rule = { kind: 'id' };
const count: Rule = { kind: 'count' };
const amount: Rule = { kind: 'amount' };
const oneOf = (allowed: readonly number[]): Rule => ({ kind: 'enum', allowed });
const order: Rule = { kind: 'order' };

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
  ['raceFrom', amount],
  ['raceTo', amount],
  ['door', id],
  ['carrying', amount],
  ['seats', id],
  ['damage', oneOf(ONLY_OR_NOT)],
  ['under_credit', oneOf(ONLY_OR_NOT)],
  ['confiscated_car', oneOf(ONLY_OR_NOT)],
  ['auto_repairs', oneOf(REPAIRS)],
  ['sellerType', oneOf(SELLER_TYPES)],
  ['matched_country', id],
  ['fuelRateFrom', amount],
  ['fuelRateTo', amount],
  ['top', oneOf(TOP)],
  ['saledParam', oneOf(SALED)],
  ['verified.VIN', oneOf(FLAG)],
  ['wheelFormulaId', oneOf(WHEEL_FORMULAS)],
  ['axleId', oneOf(AXLES)],
  ['with_video', oneOf(FLAG)],
  ['order_by', order],
  ['page', id],
  ['countpage', count],
];
const SCALAR_RULES = new Map<string, Rule>(SCALARS);
export const PRICE_AND_DEAL = [
  'price_ot',
  'price_do',
  'currency',
  'auctionPossible',
  'with_real_exchange',
  'with_exchange',
] as const;
export const ENGINE = [
  'engineVolumeFrom',
  'engineVolumeTo',
  'powerFrom',
  'powerTo',
  'power_name',
  'with_photo',
] as const;
/**
 * The public table's other rows, in its order (drive and colour lists are written apart). These
 * groups are the encoder's order, which the search's echo (server/routes/search-echo.ts) keeps.
 */
export const MILEAGE_TO_SEATS = ['raceFrom', 'raceTo', 'door', 'carrying', 'seats'] as const;
export const CONDITION_TO_VIDEO = [
  'damage',
  'under_credit',
  'confiscated_car',
  'auto_repairs',
  'sellerType',
  'matched_country',
  'fuelRateFrom',
  'fuelRateTo',
] as const;
export const PERIOD_TO_VIDEO = [
  'top',
  'saledParam',
  'verified.VIN',
  'wheelFormulaId',
  'axleId',
  'with_video',
] as const;
const PAGING = ['order_by', 'page', 'countpage'] as const;

export const MAKE_MEMBERS = ['brandOrigin', 'marka_id', 'model_id', 's_yers', 'po_yers'] as const;
type MakeMember = (typeof MAKE_MEMBERS)[number];
export const REGION_MEMBERS = ['state', 'city'] as const;
type RegionMember = (typeof REGION_MEMBERS)[number];
const LISTS = {
  bodystyle: 'bodystyle',
  type: 'fuels',
  gearbox: 'gearboxes',
  drive_id: 'drives',
  color_id: 'colors',
} as const;
type ListName = keyof typeof LISTS;
/**
 * The public table's names for the example's lists (`body_id` for `bodystyle[i]` …), read as
 * those lists; a plain key (`drive_id=1`, the table's Number form) is row 0.
 */
const LIST_ALIASES: Readonly<Record<string, ListName>> = {
  body_id: 'bodystyle',
  gear_id: 'gearbox',
  type_id: 'type',
};
const PLAIN_IS_ROW_0 = new Set<string>(['drive_id', 'color_id', 'body_id', 'gear_id', 'type_id']);
/** Older mileage names, which may repeat (readOlderMileage). */
const MILEAGE_ALIASES = new Set(['raceInt', 'race']);

function applyRule(rule: Rule, param: string, raw: string): number | QueryIssue {
  switch (rule.kind) {
    case 'id':
      return parseId(raw) ?? issue.notInteger(param);
    case 'count': {
      // Any whole number from 1 is a page size; past 100 it is served as 100 (effectivePageSize),
      // however large, so a number past MAX_ID reads as MAX_ID rather than as an error.
      const digits = /^\d+$/.test(raw) ? raw.replace(/^0+/, '') : '';
      if (digits === '') {
        return {
          param,
          message: `${param} must be a whole number from 1; larger than ${MAX_PAGE_SIZE} is served as ${MAX_PAGE_SIZE}.`,
          rule: { kind: 'range', min: 1, max: MAX_PAGE_SIZE },
        };
      }
      return digits.length > String(MAX_ID).length ? MAX_ID : Math.min(Number(digits), MAX_ID);
    }
    case 'amount':
      return parseAmount(raw) ?? issue.notAmount(param);
    case 'enum':
      return parseEnum(raw, rule.allowed) ?? issue.notOneOf(param, rule.allowed);
    case 'order': {
      const value = parseId(raw);
      if (value !== undefined && LEGACY_ORDER_BY[value] !== undefined)
        return LEGACY_ORDER_BY[value];
      return (
        parseEnum(raw, ORDER_BY) ??
        issue.notOneOf(
          param,
          ORDER_BY,
          `${param} must be one of ${ORDER_BY.join(', ')} (1, the older price ascending, is read as 2).`,
        )
      );
    }
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

/** Names whose one bracket segment is a number: a row index, or auto_options' option id. */
const NUMBERED = new Set<string>([
  ...MAKE_MEMBERS,
  ...REGION_MEMBERS,
  ...Object.keys(LISTS),
  'auto_options',
]);

/**
 * The key a parameter is known by: aliases and plain list keys become the list's row key, and a
 * row index loses its leading zeros (`marka_id[00]` reads row 0, so it is `marka_id[0]` given
 * again, not a second parameter).
 */
function canonical(
  name: string,
  path: readonly string[],
): { name: string; path: readonly string[] } {
  const list = LIST_ALIASES[name] ?? name;
  if (PLAIN_IS_ROW_0.has(name) && path.length === 0) return { name: list, path: ['0'] };
  if (NUMBERED.has(list) && path.length === 1 && /^\d+$/.test(path[0]!)) {
    return { name: list, path: [path[0]!.replace(/^0+(?=\d)/, '')] };
  }
  return { name: list, path };
}

/**
 * The key the search reads a parameter as (`body_id=3` is `bodystyle[0]`, `drive_id` is
 * `drive_id[0]`, `marka_id[00]` is `marka_id[0]`); other keys come back as given. Exported so
 * the converter (server/converter/site-params.ts) accepts exactly the names the search does.
 */
export function canonicalKey(key: string): string {
  const parsed = parseBracketKey(key);
  if (!parsed) return key;
  const { name, path } = canonical(parsed.name, parsed.path);
  return formatBracketKey(name, path);
}

/** `raceInt`/`race` exactly (an indexed form is no mileage name). */
export function isOlderMileageKey(key: string): boolean {
  return MILEAGE_ALIASES.has(key);
}

/** One older mileage bound: the value as sent and as read. */
export interface MileageBound {
  readonly raw: string;
  readonly value: number;
}

/**
 * Reads the non-empty `raceInt`/`race` values, in order: once is exactly that mileage, twice the
 * range between the two values in either order, as `/auto/average_price` reads `raceInt`.
 * `withLiveNames`: raceFrom/raceTo are given too, which is refused (one form, not both).
 * Undefined when none is given.
 */
export function readOlderMileage(
  given: readonly { readonly key: string; readonly raw: string }[],
  withLiveNames: boolean,
): readonly [from: MileageBound, to: MileageBound] | QueryIssue | undefined {
  const first = given[0];
  if (!first) return undefined;
  if (withLiveNames) {
    return {
      param: first.key,
      message: `${first.key} is the older name of raceFrom/raceTo; give one form, not both.`,
      rule: { kind: 'older-name', other: 'raceFrom/raceTo' },
    };
  }
  if (given.length > 2) {
    return {
      param: first.key,
      message: `${first.key} takes one value (that mileage) or two (the range between them), in thousands of km.`,
      rule: { kind: 'one-or-two' },
    };
  }
  const bounds: MileageBound[] = [];
  for (const { key, raw } of given) {
    const value = parseAmount(raw);
    if (value === undefined) return issue.notAmount(key);
    bounds.push({ raw, value });
  }
  const [a, b = a] = bounds as [MileageBound, MileageBound?];
  return a.value <= b.value ? [a, b] : [b, a];
}

/**
 * Decodes vehicle-search parameters. Empty values count as absent (HTML forms send them); a key
 * given twice, a bad index or a value of the wrong kind is an issue; unknown names are listed
 * apart. `api_key` and a link's tracking parameters (`isTrackingParam`) are neither.
 */
export function decodeVehicleSearch(pairs: readonly QueryPair[]): Decoded<VehicleSearchQuery> {
  const query: Mutable<Partial<VehicleSearchQuery>> = {};
  const makes = new Map<number, Mutable<MakeRow>>();
  const regions = new Map<number, Mutable<RegionRow>>();
  const lists: Record<(typeof LISTS)[ListName], Map<number, number>> = {
    bodystyle: new Map(),
    fuels: new Map(),
    gearboxes: new Map(),
    drives: new Map(),
    colors: new Map(),
  };
  const options = new Set<number>();
  const issues: QueryIssue[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  /** `raceInt`/`race` values with the key they came as. */
  const mileage: { key: string; raw: string }[] = [];

  for (const [key, raw] of pairs) {
    if (key === 'api_key' || isTrackingParam(key)) continue;
    const parsed = parseBracketKey(key);
    if (parsed && MILEAGE_ALIASES.has(parsed.name) && parsed.path.length === 0) {
      // Older names may repeat: two values are a range.
      if (raw !== '') mileage.push({ key, raw });
      continue;
    }
    const { name, path } = parsed ? canonical(parsed.name, parsed.path) : { name: '', path: [] };
    const seenKey = parsed ? formatBracketKey(name, path) : key;
    const repeated = seen.has(seenKey);
    seen.add(seenKey);
    if (!parsed) {
      if (!repeated) unknown.push(key);
      continue;
    }
    const scalar = SCALAR_RULES.get(name);
    const known =
      scalar ||
      (MAKE_MEMBERS as readonly string[]).includes(name) ||
      (REGION_MEMBERS as readonly string[]).includes(name) ||
      Object.hasOwn(LISTS, name) ||
      name === 'auto_options' ||
      name === 'exchange_filter' ||
      name === 'fuelRatesType';
    // An unknown name is ignored however often it comes: only a name the search reads once can
    // be given twice.
    if (!known) {
      if (!repeated) unknown.push(key);
      continue;
    }
    if (repeated) {
      issues.push(issue.repeated(key));
      continue;
    }
    if (raw === '') continue;

    if (name === 'fuelRatesType') {
      if (path.length > 0) issues.push(issue.noIndex(key, name));
      else if ((FUEL_CYCLES as readonly string[]).includes(raw))
        query.fuelRatesType = raw as FuelCycle;
      else issues.push(issue.notOneOf(key, FUEL_CYCLES));
      continue;
    }

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
        issues.push(
          issue.writtenAs(
            key,
            'exchange_filter[marka_id]=0',
            'exchange_filter takes [marka_id] or [model_id], as in exchange_filter[marka_id]=0.',
          ),
        );
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
        issues.push(
          issue.writtenAs(
            key,
            `auto_options[${value}]=${value}`,
            `auto_options takes the option id as key and value, as in auto_options[${value}]=${value}.`,
          ),
        );
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
      lists[LISTS[name as ListName]].set(index, value);
    }
  }

  const older = readOlderMileage(
    mileage,
    query.raceFrom !== undefined || query.raceTo !== undefined,
  );
  if (older && 'message' in older) issues.push(older);
  else if (older) [query.raceFrom, query.raceTo] = [older[0].value, older[1].value];

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
      ...(lists.drives.size > 0 ? { drives: indexed(lists.drives) } : {}),
      ...(lists.colors.size > 0 ? { colors: indexed(lists.colors) } : {}),
    },
    issues,
    unknown,
  };
}

/**
 * Encodes a query as pairs in the specification's order, then the public table's other rows,
 * rows by index. Absent values are left out, so `encode(decode(pairs))` is the canonical form
 * of `pairs` (older names such as `raceInt` or `body_id` come out under the current ones).
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
  for (const name of ENGINE) put(name, query[name]);
  for (const { index, value } of query.drives ?? []) put(`drive_id[${index}]`, value);
  for (const name of MILEAGE_TO_SEATS) put(name, query[name]);
  for (const { index, value } of query.colors ?? []) put(`color_id[${index}]`, value);
  for (const name of CONDITION_TO_VIDEO) put(name, query[name]);
  if (query.fuelRatesType !== undefined) pairs.push(['fuelRatesType', query.fuelRatesType]);
  for (const name of PERIOD_TO_VIDEO) put(name, query[name]);
  for (const name of PAGING) put(name, query[name]);
  return pairs;
}

/**
 * The one make a search asks for (a row with a `marka_id`), or undefined with none or several:
 * what its market price compares (`/auto/average_price` takes one make).
 */
export function singleMake(query: VehicleSearchQuery): MakeRow | undefined {
  const makes = query.makes.filter((row) => row.marka_id);
  return makes.length === 1 ? makes[0] : undefined;
}

/** The page size the service uses for a query: `countpage` clamped to 1…100, default 10. */
export function effectivePageSize(countpage: number | undefined): number {
  if (countpage === undefined || countpage < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(countpage, MAX_PAGE_SIZE);
}

/** The operation's query codec (vehicle-routes.ts). The legacy value mirrors LEGACY_ORDER_BY. */
export const vehicleSearchCodec = {
  decode: decodeVehicleSearch,
  encode: encodeVehicleSearch,
  legacy: { order_by: { '1': '2' } },
} satisfies QueryCodec<VehicleSearchQuery>;
