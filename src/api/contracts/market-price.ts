/**
 * `GET /auto/average_price`: the market price of comparable adverts (LIVE-2026.md "Market
 * price", `auto-search-params.json` `average_price_params`, CONTRACT.md "Market price").
 *
 * Its parameters are plain keys, some repeated: `yers` and `raceInt` once (exactly that) or twice
 * (the range between the two values), `gear_id`, `fuel_id`, `body_id`, `drive_id`, `color_id`
 * any of them, `options` (older examples: `auto_options`) all of them. Every other parameter is
 * given once.
 */
import * as z from 'zod/mini';
import type { QueryPair } from './query-codec';
import type { QueryCodec } from './route';
import {
  formatNumber,
  issue,
  parseAmount,
  parseEnum,
  parseId,
  type QueryIssue,
} from './query-values';

/** Fewer adverts than this: 400 `{"message":"Not Enough Data"}` (CONTRACT.md, our choice). */
export const MIN_SAMPLE = 5;
/** The sample is at most this many adverts, the newest that match (CONTRACT.md, our choice). */
export const MAX_SAMPLE = 1000;
/** The percentiles answered, as the live keys spell them ("1.0" … "99.0"). */
export const PERCENTILES = [1, 5, 10, 25, 50, 75, 90, 95, 99] as const;
export const percentileKey = (p: number) => p.toFixed(1);

/** An inclusive range; one value given = that value at both ends. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

export interface AveragePriceQuery {
  readonly main_category?: number;
  readonly body_id: readonly number[];
  readonly marka_id?: number;
  readonly model_id?: number;
  readonly yers?: Span;
  readonly gear_id: readonly number[];
  readonly fuel_id: readonly number[];
  readonly drive_id: readonly number[];
  /** Litres, exactly (1.6). */
  readonly engineVolume?: number;
  readonly options: readonly number[];
  /** Thousands of km. */
  readonly raceInt?: Span;
  readonly door?: number;
  readonly state_id?: number;
  readonly city_id?: number;
  /** Payload in kg: at least this much (as the search reads it). */
  readonly carrying?: number;
  readonly seats?: number;
  readonly color_id: readonly number[];
  /** 1: only customs-cleared adverts, as the search reads it. */
  readonly custom?: number;
  readonly damage?: number;
  readonly under_credit?: number;
  readonly confiscated_car?: number;
  /** Not running: 1 only those, 0 only running ones (the search's `auto_repairs`). */
  readonly onRepairParts?: number;
}

type Kind = 'id' | 'amount' | 'flag';
type One = Exclude<
  keyof AveragePriceQuery,
  'body_id' | 'gear_id' | 'fuel_id' | 'drive_id' | 'color_id' | 'options' | 'yers' | 'raceInt'
>;
type Many = 'body_id' | 'gear_id' | 'fuel_id' | 'drive_id' | 'color_id' | 'options';
type Ranged = 'yers' | 'raceInt';

/** Every parameter in the order of the documented table (and of encoding). */
const PARAMS: ReadonlyArray<
  | { name: One; kind: Kind; shape: 'one' }
  | { name: Many; shape: 'many' }
  | { name: Ranged; kind: 'id' | 'amount'; shape: 'range' }
> = [
  { name: 'main_category', kind: 'id', shape: 'one' },
  { name: 'body_id', shape: 'many' },
  { name: 'marka_id', kind: 'id', shape: 'one' },
  { name: 'model_id', kind: 'id', shape: 'one' },
  { name: 'yers', kind: 'id', shape: 'range' },
  { name: 'gear_id', shape: 'many' },
  { name: 'fuel_id', shape: 'many' },
  { name: 'drive_id', shape: 'many' },
  { name: 'engineVolume', kind: 'amount', shape: 'one' },
  { name: 'options', shape: 'many' },
  { name: 'raceInt', kind: 'amount', shape: 'range' },
  { name: 'door', kind: 'id', shape: 'one' },
  { name: 'state_id', kind: 'id', shape: 'one' },
  { name: 'city_id', kind: 'id', shape: 'one' },
  { name: 'carrying', kind: 'amount', shape: 'one' },
  { name: 'seats', kind: 'id', shape: 'one' },
  { name: 'color_id', shape: 'many' },
  { name: 'custom', kind: 'flag', shape: 'one' },
  { name: 'damage', kind: 'flag', shape: 'one' },
  { name: 'under_credit', kind: 'flag', shape: 'one' },
  { name: 'confiscated_car', kind: 'flag', shape: 'one' },
  { name: 'onRepairParts', kind: 'flag', shape: 'one' },
];
/** Older examples name the options `auto_options` (auto-search-params.json). */
const ALIASES: Readonly<Record<string, Many>> = { auto_options: 'options' };

function read(kind: Kind, param: string, raw: string): number | QueryIssue {
  switch (kind) {
    case 'id':
      return parseId(raw) ?? issue.notInteger(param);
    case 'amount':
      return parseAmount(raw) ?? issue.notAmount(param);
    case 'flag':
      return parseEnum(raw, [0, 1]) ?? issue.notOneOf(param, [0, 1]);
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Decodes the parameters. Empty values count as absent; a value of the wrong kind, a
 * once-only parameter given twice, or a range given more than twice is an issue naming it;
 * other names are ignored (`api_key` among them).
 */
export function decodeAveragePrice(pairs: readonly QueryPair[]): {
  query: AveragePriceQuery;
  issues: QueryIssue[];
} {
  const values = new Map<string, string[]>();
  for (const [key, raw] of pairs) {
    const name = ALIASES[key] ?? key;
    if (raw === '') continue;
    const list = values.get(name);
    if (list) list.push(raw);
    else values.set(name, [raw]);
  }
  const query: Mutable<Partial<AveragePriceQuery>> = {};
  const issues: QueryIssue[] = [];
  for (const param of PARAMS) {
    const given = values.get(param.name) ?? [];
    if (param.shape === 'many') {
      const list = new Set<number>();
      for (const raw of given) {
        const value = parseId(raw);
        if (value === undefined) issues.push(issue.notInteger(param.name));
        else list.add(value);
      }
      query[param.name] = [...list];
      continue;
    }
    if (given.length === 0) continue;
    if (param.shape === 'one') {
      if (given.length > 1) {
        issues.push(issue.repeated(param.name));
        continue;
      }
      const value = read(param.kind, param.name, given[0]!);
      if (typeof value === 'number') query[param.name] = value;
      else issues.push(value);
      continue;
    }
    if (given.length > 2) {
      issues.push({
        param: param.name,
        message: `${param.name} takes one value (exactly that) or two (the range between them).`,
        rule: { kind: 'one-or-two' },
      });
      continue;
    }
    const numbers: number[] = [];
    for (const raw of given) {
      const value = read(param.kind, param.name, raw);
      if (typeof value === 'number') numbers.push(value);
      else issues.push(value);
    }
    if (numbers.length < given.length) continue;
    query[param.name] = { from: Math.min(...numbers), to: Math.max(...numbers) };
  }
  return {
    query: {
      ...query,
      body_id: query.body_id ?? [],
      gear_id: query.gear_id ?? [],
      fuel_id: query.fuel_id ?? [],
      drive_id: query.drive_id ?? [],
      options: query.options ?? [],
      color_id: query.color_id ?? [],
    },
    issues,
  };
}

/** The query as the documented form writes it: plain keys, repeated for lists and ranges. */
export function encodeAveragePrice(query: AveragePriceQuery): QueryPair[] {
  const pairs: QueryPair[] = [];
  for (const param of PARAMS) {
    if (param.shape === 'many') {
      for (const value of query[param.name]) pairs.push([param.name, formatNumber(value)]);
    } else if (param.shape === 'range') {
      const span = query[param.name];
      if (span === undefined) continue;
      pairs.push([param.name, formatNumber(span.from)]);
      if (span.to !== span.from) pairs.push([param.name, formatNumber(span.to)]);
    } else {
      const value = query[param.name];
      if (value !== undefined) pairs.push([param.name, formatNumber(value)]);
    }
  }
  return pairs;
}

export const averagePriceCodec = {
  decode: decodeAveragePrice,
  encode: encodeAveragePrice,
} satisfies QueryCodec<AveragePriceQuery>;

export const emptyAveragePriceQuery: AveragePriceQuery = {
  body_id: [],
  gear_id: [],
  fuel_id: [],
  drive_id: [],
  options: [],
  color_id: [],
};

/**
 * The answer (LIVE-2026.md): prices in USD. `prices` ascending, `classifieds[i]` the advert
 * priced `prices[i]`; `percentiles` keyed "1.0" … "99.0". Unknown members are ignored.
 */
export const averagePriceSchema = z.object({
  total: z.int().check(z.nonnegative()),
  arithmeticMean: z.number(),
  interQuartileMean: z.number(),
  percentiles: z.record(z.string().check(z.regex(/^\d{1,2}(?:\.\d+)?$/)), z.number()),
  prices: z.array(z.number()),
  classifieds: z.array(z.int()),
});
export type AveragePrice = z.infer<typeof averagePriceSchema>;

/** Too few adverts to say (errors.json `service_specific`): 400 with this body, not the envelope. */
export const notEnoughDataSchema = z.object({ message: z.literal('Not Enough Data') });
export type NotEnoughData = z.infer<typeof notEnoughDataSchema>;
