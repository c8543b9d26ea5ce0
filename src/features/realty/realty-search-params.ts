/**
 * The real-estate page's state: the URL (the API's own names, decoded by the contract codec
 * into a RealtySearchQuery), the filter form's values, and back. Which characteristics a form
 * offers follows the chosen kind and operation (the public tables differ per kind). Pure.
 */
import * as z from 'zod/mini';
import { asList, inOrder, numberText, readInteger, readNumber } from '../../lib/form-values';
import type {
  CharacteristicFilter,
  RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { APPLIES, CHARACTERISTICS, type Characteristic } from './realty-characteristics';

export const SALE = 1;

/** Form keys are `c<id>`: a bare number would make react-hook-form build an array. */
export const fieldKey = (id: number) => `c${id}`;

export interface RealtyFormValues {
  category: string;
  realtyType: string;
  operation: string;
  state: string;
  city: string;
  districts: string[];
  ranges: Record<string, { from: string; to: string }>;
  selects: Record<string, string>;
  flags: string[];
}

const ALL_IDS = Object.keys(CHARACTERISTICS).map(Number);
const idsOfType = (type: Characteristic['type']) =>
  ALL_IDS.filter((id) => CHARACTERISTICS[id]?.type === type);
const RANGE_IDS = idsOfType('range');
const SELECT_IDS = idsOfType('select');

/** Order in which the form lists characteristics: size and place first, then price, then the rest. */
const PRIORITY = [
  209, 214, 215, 216, 217, 218, 219, 226, 227, 228, 229, 210, 211, 212, 234, 235, 237, 238, 279,
  236, 242, 247, 443, 1437, 149, 118, 265,
];
const rank = (id: number) => {
  const index = PRIORITY.indexOf(id);
  return index === -1 ? PRIORITY.length + id : index;
};

/**
 * The characteristic ids offered for a kind and operation: the table of that operation, or both
 * tables when no operation is chosen; none before a kind is chosen.
 */
export function applicableIds(
  category: number | undefined,
  operation: number | undefined,
): number[] {
  if (!category) return [];
  const tables =
    operation === undefined || operation === 0
      ? [APPLIES[`${category}:sale`], APPLIES[`${category}:rent`]]
      : [APPLIES[`${category}:${operation === SALE ? 'sale' : 'rent'}`]];
  const ids = new Set(tables.flatMap((list) => list ?? []));
  return [...ids].sort((a, b) => rank(a) - rank(b));
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function toFormValues(query: RealtySearchQuery): RealtyFormValues {
  const byId = new Map(query.characteristics.map((c) => [c.id, c]));
  // Every field gets a value, so that a reset to another URL clears what that URL lacks.
  return {
    category: text(query.category),
    realtyType: text(query.realty_type),
    operation: query.operation_type ? String(query.operation_type) : '',
    state: text(query.state_id),
    city: text(query.city_id),
    districts: query.district_id.map(String),
    ranges: Object.fromEntries(
      RANGE_IDS.map((id) => [
        fieldKey(id),
        { from: text(byId.get(id)?.from), to: text(byId.get(id)?.to) },
      ]),
    ),
    selects: Object.fromEntries(SELECT_IDS.map((id) => [fieldKey(id), text(byId.get(id)?.value)])),
    flags: query.characteristics
      .filter((c) => CHARACTERISTICS[c.id]?.type === 'flag' && c.value === c.id)
      .map((c) => String(c.id)),
  };
}

const readId = readInteger;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The query a submitted form asks for; the page goes back to the first. */
export function toQuery(form: RealtyFormValues): RealtySearchQuery {
  const category = readId(form.category);
  const operation = readId(form.operation);
  const offered = new Set(applicableIds(category, operation));
  const filters = new Map<number, Mutable<CharacteristicFilter>>();
  const filter = (id: number) => {
    const existing = filters.get(id);
    if (existing) return existing;
    const created: Mutable<CharacteristicFilter> = { id };
    filters.set(id, created);
    return created;
  };
  for (const id of offered) {
    const meta = CHARACTERISTICS[id];
    const key = fieldKey(id);
    if (meta?.type === 'range') {
      const from = readNumber(form.ranges[key]?.from);
      const to = readNumber(form.ranges[key]?.to);
      if (from !== undefined) filter(id).from = from;
      if (to !== undefined) filter(id).to = to;
    } else if (meta?.type === 'select') {
      const value = readId(form.selects[key]);
      if (value !== undefined) filter(id).value = value;
    }
  }
  for (const flag of asList(form.flags)) {
    const id = readId(flag);
    if (id !== undefined && offered.has(id)) filter(id).value = id;
  }
  const query: Mutable<RealtySearchQuery> = {
    district_id: asList(form.districts)
      .map(readId)
      .filter((id): id is number => id !== undefined),
    characteristics: [...filters.values()].sort((a, b) => a.id - b.id),
  };
  const set = (
    key: 'category' | 'realty_type' | 'operation_type' | 'state_id' | 'city_id',
    value: number | undefined,
  ) => {
    if (value !== undefined) query[key] = value;
  };
  set('category', category);
  if (category !== undefined) set('realty_type', readId(form.realtyType));
  set('operation_type', operation);
  const state = readId(form.state);
  set('state_id', state);
  if (state !== undefined) set('city_id', readId(form.city));
  if (state === undefined || readId(form.city) === undefined) query.district_id = [];
  return query;
}

/** The names of filled characteristics that a new kind or operation no longer offers. */
export function droppedBy(
  form: RealtyFormValues,
  category: number | undefined,
  operation: number | undefined,
): number[] {
  const offered = new Set(applicableIds(category, operation));
  const filled = new Set<number>();
  for (const [key, range] of Object.entries(form.ranges)) {
    if (range.from.trim() || range.to.trim()) filled.add(Number(key.slice(1)));
  }
  for (const [key, value] of Object.entries(form.selects))
    if (value) filled.add(Number(key.slice(1)));
  for (const flag of asList(form.flags)) filled.add(Number(flag));
  return [...filled].filter((id) => !offered.has(id)).sort((a, b) => rank(a) - rank(b));
}

/** Characteristics in the URL that the form cannot show (not offered for its kind, or unknown). */
export function notShown(query: RealtySearchQuery): CharacteristicFilter[] {
  const offered = new Set(applicableIds(query.category, query.operation_type));
  return query.characteristics.filter((c) => !offered.has(c.id) || !CHARACTERISTICS[c.id]);
}

const range = z
  .object({ from: numberText, to: numberText })
  .check(
    z.refine((r) => inOrder(r.from, r.to), { message: '"To" is below "from".', path: ['to'] }),
  );

export const realtyFormSchema = z.object({
  category: z.string(),
  realtyType: z.string(),
  operation: z.string(),
  state: z.string(),
  city: z.string(),
  districts: z.custom<string[]>(() => true),
  ranges: z.record(z.string(), range),
  selects: z.record(z.string(), z.string()),
  flags: z.custom<string[]>(() => true),
});
