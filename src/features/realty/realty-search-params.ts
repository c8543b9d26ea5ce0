/**
 * The real-estate page's state: the URL (the API's own names, decoded by the contract codec
 * into a RealtySearchQuery), the filter form's values (the schema's input), what a valid form
 * means (its output), and back. Which characteristics a form offers follows the chosen kind
 * and operation (the public tables differ per kind). Pure.
 */
import { formMessage } from '../../lib/form-message';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { idChoice, idList, inOrder, numberText } from '../../lib/form-values';
import type {
  CharacteristicFilter,
  RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { APPLIES, CHARACTERISTICS, KINDS, type Characteristic } from './realty-characteristics';

export const SALE = 1;

/** Form keys are `c<id>`: a bare number would make react-hook-form build an array. */
export const fieldKey = (id: number) => `c${id}`;

const rangeSchema = z.object({ from: numberText, to: numberText }).check(
  z.refine((r) => inOrder(r.from, r.to), {
    message: formMessage(msg`"To" is below "from".`),
    path: ['to'],
  }),
);

/** The filter form: its values as inputs hold them (z.input) and what they mean (z.output). */
export const realtyFormSchema = z.object({
  category: idChoice,
  realtyType: idChoice,
  operation: idChoice,
  state: idChoice,
  city: idChoice,
  districts: idList,
  /** By `fieldKey(id)`: every range characteristic, offered or not. */
  ranges: z.record(z.string(), rangeSchema),
  selects: z.record(z.string(), idChoice),
  flags: idList,
  /** `with_photo=1`: adverts with photos only, of any kind. */
  photoOnly: z.boolean(),
});

export type RealtyFormValues = z.input<typeof realtyFormSchema>;
export type RealtyFormOutput = z.output<typeof realtyFormSchema>;

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
  // A link's type without its kind (`realty_type=2`): the type's kind, which the type implies,
  // so that the form can show the type and a Search keeps it (it was dropped).
  const category =
    query.category ??
    (query.realty_type === undefined
      ? undefined
      : KINDS.find((kind) => kind.types.some((type) => type.id === query.realty_type))?.id);
  return {
    category: text(category),
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
    photoOnly: query.with_photo === 1,
  };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The query a valid form asks for; the page goes back to the first. */
export function toQuery(form: RealtyFormOutput): RealtySearchQuery {
  const { category, operation, state, city } = form;
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
      const { from, to } = form.ranges[key] ?? {};
      if (from !== undefined) filter(id).from = from;
      if (to !== undefined) filter(id).to = to;
    } else if (meta?.type === 'select') {
      const value = form.selects[key];
      if (value !== undefined) filter(id).value = value;
    }
  }
  for (const id of form.flags) if (offered.has(id)) filter(id).value = id;
  const query: Mutable<RealtySearchQuery> = {
    // Districts belong to the city, and the city to its region.
    district_id: state !== undefined && city !== undefined ? form.districts : [],
    characteristics: [...filters.values()].sort((a, b) => a.id - b.id),
  };
  if (category !== undefined) query.category = category;
  if (category !== undefined && form.realtyType !== undefined) query.realty_type = form.realtyType;
  if (operation !== undefined) query.operation_type = operation;
  if (state !== undefined) query.state_id = state;
  if (state !== undefined && city !== undefined) query.city_id = city;
  if (form.photoOnly) query.with_photo = 1;
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
  for (const flag of form.flags) filled.add(Number(flag));
  return [...filled].filter((id) => !offered.has(id)).sort((a, b) => rank(a) - rank(b));
}

/**
 * The characteristic a new kind or operation offers in place of `id`: another of the same kind
 * and name (a flat's total area 214 is a house's 215), whose value means the same; none else.
 */
export function counterpart(
  id: number,
  category: number | undefined,
  operation: number | undefined,
): number | undefined {
  const meta = CHARACTERISTICS[id];
  if (!meta) return undefined;
  return applicableIds(category, operation).find((other) => {
    const candidate = CHARACTERISTICS[other];
    return other !== id && candidate?.type === meta.type && candidate.name.id === meta.name.id;
  });
}

/** Characteristics in the URL that the form cannot show (not offered for its kind, or unknown). */
export function notShown(query: RealtySearchQuery): CharacteristicFilter[] {
  const offered = new Set(applicableIds(query.category, query.operation_type));
  return query.characteristics.filter((c) => !offered.has(c.id) || !CHARACTERISTICS[c.id]);
}

/** Whether the form's field for the characteristic holds the filter as the link gives it. */
function fitsItsField(filter: CharacteristicFilter): boolean {
  const ranged = filter.from !== undefined || filter.to !== undefined;
  switch (CHARACTERISTICS[filter.id]?.type) {
    case 'range':
      return filter.value === undefined;
    case 'select':
      return !ranged;
    case 'flag':
      return !ranged && filter.value === filter.id;
    default:
      return false;
  }
}

/**
 * Characteristics the form offers that the URL sets in a way its field cannot hold: one exact
 * value of a range (`characteristic[209]=3`), a range of a select, a checkbox other than "on".
 */
export function notFitting(query: RealtySearchQuery): CharacteristicFilter[] {
  const offered = new Set(applicableIds(query.category, query.operation_type));
  return query.characteristics.filter((c) => offered.has(c.id) && !fitsItsField(c));
}
