/**
 * The parameters of `GET /dom/search`, decoded from and encoded to query pairs.
 *
 * `district_id` is repeated for several districts (`district_id[i]` is accepted too);
 * characteristics are `characteristic[n]=option` (checkboxes use their own id as the value) or
 * `characteristic[n][from]` / `characteristic[n][to]` ranges.
 */
import { formatBracketKey, isTrackingParam, parseBracketKey, type QueryPair } from './query-codec';
import {
  formatNumber,
  issue,
  parseAmount,
  parseEnum,
  parseId,
  type QueryIssue,
} from './query-values';
import type { QueryCodec } from './route';
import type { Decoded } from './vehicle-search-query';

export const REALTY_PAGE_SIZE = 100;

/**
 * The cards at the top of a page of results whose details the page's first load has before the
 * page shows: the server preloads them and paints them in its frame (server/http/app-page.ts),
 * and the route's loader reads them, so that the app's first render shows them as the frame did.
 */
export const REALTY_FIRST_CARDS = 2;

export interface CharacteristicFilter {
  readonly id: number;
  /** `characteristic[id]=value`: the advert's option (or checkbox id) must equal it. */
  readonly value?: number;
  readonly from?: number;
  readonly to?: number;
}

export interface RealtySearchQuery {
  readonly category?: number;
  readonly realty_type?: number;
  readonly operation_type?: number;
  readonly state_id?: number;
  readonly city_id?: number;
  readonly district_id: readonly number[];
  /** One entry per characteristic id, sorted by id. */
  readonly characteristics: readonly CharacteristicFilter[];
  /** 1: only adverts with a photo; 0: all. */
  readonly with_photo?: number;
  readonly page?: number;
}

export const emptyRealtySearchQuery: RealtySearchQuery = { district_id: [], characteristics: [] };

const SCALARS = [
  'category',
  'realty_type',
  'operation_type',
  'state_id',
  'city_id',
  'with_photo',
  'page',
] as const;
type Scalar = (typeof SCALARS)[number];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function decodeRealtySearch(pairs: readonly QueryPair[]): Decoded<RealtySearchQuery> {
  const query: Mutable<Partial<RealtySearchQuery>> = {};
  const districts: number[] = [];
  const characteristics = new Map<number, Mutable<CharacteristicFilter>>();
  const issues: QueryIssue[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();

  for (const [key, raw] of pairs) {
    if (key === 'api_key' || isTrackingParam(key)) continue;
    const parsed = parseBracketKey(key);
    const name = parsed?.name;
    const path = parsed?.path ?? [];
    if (name === 'district_id') {
      if (raw === '') continue;
      if (path.length > 1) {
        issues.push(issue.badIndex(key));
        continue;
      }
      const value = parseId(raw);
      if (value === undefined) issues.push(issue.notInteger(key));
      else if (!districts.includes(value)) districts.push(value);
      continue;
    }
    if (name === undefined || !(SCALARS.includes(name as Scalar) || name === 'characteristic')) {
      unknown.push(key);
      continue;
    }
    // `characteristic[0209]` is characteristic 209: leading zeros do not make it another key.
    const seenKey =
      name === 'characteristic' && path[0] !== undefined && /^\d+$/.test(path[0])
        ? formatBracketKey(name, [path[0].replace(/^0+(?=\d)/, ''), ...path.slice(1)])
        : key;
    if (seen.has(seenKey)) {
      issues.push(issue.repeated(key));
      continue;
    }
    seen.add(seenKey);
    if (raw === '') continue;

    if (name !== 'characteristic') {
      if (path.length > 0) {
        issues.push(issue.noIndex(key, name));
        continue;
      }
      if (name === 'with_photo') {
        const flag = parseEnum(raw, [0, 1]);
        if (flag === undefined) issues.push(issue.notOneOf(key, [0, 1]));
        else query.with_photo = flag;
        continue;
      }
      const value = parseId(raw);
      if (value === undefined) issues.push(issue.notInteger(key));
      else query[name as Scalar] = value;
      continue;
    }

    const id = path[0] === undefined ? undefined : parseId(path[0]);
    const bound = path[1];
    if (
      id === undefined ||
      path.length > 2 ||
      (path.length === 2 && bound !== 'from' && bound !== 'to')
    ) {
      issues.push(
        issue.writtenAs(
          key,
          'characteristic[209][from]=1',
          'characteristic takes an id and optionally [from] or [to], as in characteristic[209][from]=1.',
        ),
      );
      continue;
    }
    const filter = characteristics.get(id) ?? { id };
    if (bound === 'from' || bound === 'to') {
      const value = parseAmount(raw);
      if (value === undefined) {
        issues.push(issue.notAmount(key));
        continue;
      }
      filter[bound] = value;
    } else {
      const value = parseId(raw);
      if (value === undefined) {
        issues.push(issue.notInteger(key));
        continue;
      }
      filter.value = value;
    }
    characteristics.set(id, filter);
  }

  return {
    query: {
      ...query,
      district_id: districts,
      characteristics: [...characteristics.values()].sort((a, b) => a.id - b.id),
    },
    issues,
    unknown,
  };
}

/**
 * Encodes in the order of the documented example: place, districts, characteristics; then
 * `with_photo` and the page.
 */
export function encodeRealtySearch(query: RealtySearchQuery): QueryPair[] {
  const pairs: QueryPair[] = [];
  const put = (key: string, value: number | undefined) => {
    if (value !== undefined) pairs.push([key, formatNumber(value)]);
  };
  put('category', query.category);
  put('realty_type', query.realty_type);
  put('operation_type', query.operation_type);
  put('state_id', query.state_id);
  put('city_id', query.city_id);
  for (const district of query.district_id) put('district_id', district);
  for (const filter of query.characteristics) {
    put(`characteristic[${filter.id}]`, filter.value);
    put(`characteristic[${filter.id}][from]`, filter.from);
    put(`characteristic[${filter.id}][to]`, filter.to);
  }
  put('with_photo', query.with_photo);
  put('page', query.page);
  return pairs;
}

/** The operation's query codec (realty-routes.ts). */
export const realtySearchCodec = {
  decode: decodeRealtySearch,
  encode: encodeRealtySearch,
} satisfies QueryCodec<RealtySearchQuery>;
