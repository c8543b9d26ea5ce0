/**
 * The real-estate page's state: the URL (the API's own names, decoded by the contract codec
 * into a RealtySearchQuery), the filter form's values (the schema's input), what a valid form
 * means (its output), and back. Which characteristics a form offers follows the chosen kind
 * and operation (the public tables differ per kind). Pure.
 */
import type { MessageDescriptor } from '@lingui/core';
import { formMessage } from '../../lib/form-message';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { fieldText, idList, inOrder, numberText, readInteger } from '../../lib/form-values';
import type {
  CharacteristicFilter,
  RealtySearchQuery,
} from '../../api/contracts/realty-search-query';
import { APPLIES, CHARACTERISTICS, type Characteristic } from './realty-characteristics';
import { characteristicLabel, choiceOf, kindOf, type RealtyChoice } from './realty-kind';

export const SALE = 1;

/** Form keys are `c<id>`: a bare number would make react-hook-form build an array. */
export const fieldKey = (id: number) => `c${id}`;

const rangeSchema = z.object({ from: numberText, to: numberText }).check(
  z.refine((r) => inOrder(r.from, r.to), {
    message: formMessage(msg`“To” is below “from”.`),
    path: ['to'],
  }),
);

/**
 * A select's id ('' for any). 0 is kept, unlike `idChoice`: only a link gives it (every select's
 * "any" is ''), the service searches it as given (`operation_type=0` finds no advert), not as
 * any, and the form shows it as "#0", as an id the tables lack; so a search keeps it, as those.
 */
const choiceId = z.pipe(
  z.string(),
  z.transform((value: string) => readInteger(value)),
);

/** The filter form: its values as inputs hold them (z.input) and what they mean (z.output). */
export const realtyFormSchema = z.object({
  category: choiceId,
  realtyType: choiceId,
  operation: choiceId,
  state: choiceId,
  city: choiceId,
  districts: idList,
  /** By `fieldKey(id)`: every range characteristic, offered or not. */
  ranges: z.record(z.string(), rangeSchema),
  selects: z.record(z.string(), choiceId),
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

/** An id as its select holds it. */
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function toFormValues(query: RealtySearchQuery): RealtyFormValues {
  const byId = new Map(query.characteristics.map((c) => [c.id, c]));
  // Every field gets a value, so that a reset to another URL clears what that URL lacks.
  // A link's type without its kind (`realty_type=2`) shows under the type's kind, so that the
  // form can show the type and a Search keeps it.
  return {
    category: text(kindOf(query)),
    realtyType: text(query.realty_type),
    // 0 too: the service matches it literally (it finds nothing); "Any operation" would hide it.
    operation: text(query.operation_type),
    state: text(query.state_id),
    city: text(query.city_id),
    districts: query.district_id.map(String),
    ranges: Object.fromEntries(
      RANGE_IDS.map((id) => [
        fieldKey(id),
        // In the page's language: "45,5" in Ukrainian, as its chip says and its field reads.
        { from: fieldText(byId.get(id)?.from), to: fieldText(byId.get(id)?.to) },
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

/** Whether two names are one message. */
const sameName = (a: MessageDescriptor | undefined, b: MessageDescriptor | undefined) =>
  a !== undefined && b !== undefined && a.id === b.id;

/**
 * The filled characteristics that a new kind or operation no longer offers, or offers under
 * another name, which means another value (commercial premises' 235 is a sale's price and a
 * long-term rent's price per month).
 */
export function droppedBy(form: RealtyFormValues, from: RealtyChoice, to: RealtyChoice): number[] {
  const offered = new Set(applicableIds(to.category, to.operation));
  const filled = new Set<number>();
  for (const [key, range] of Object.entries(form.ranges)) {
    if (range.from.trim() || range.to.trim()) filled.add(Number(key.slice(1)));
  }
  for (const [key, value] of Object.entries(form.selects))
    if (value) filled.add(Number(key.slice(1)));
  for (const flag of form.flags) filled.add(Number(flag));
  return [...filled]
    .filter(
      (id) =>
        !offered.has(id) || !sameName(characteristicLabel(id, from), characteristicLabel(id, to)),
    )
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * The characteristic a new kind or operation offers in place of `id`: another of the same type
 * and name (a flat's total area 214 is a house's 215); none else.
 */
export function counterpart(id: number, from: RealtyChoice, to: RealtyChoice): number | undefined {
  const type = CHARACTERISTICS[id]?.type;
  const name = characteristicLabel(id, from);
  return applicableIds(to.category, to.operation).find(
    (other) =>
      other !== id &&
      CHARACTERISTICS[other]?.type === type &&
      sameName(characteristicLabel(other, to), name),
  );
}

type OptionName = NonNullable<Characteristic['options']>[number][1];
/** An option's name as a key: a message by its id, a year ("2013") as itself. */
const optionKey = (name: OptionName | undefined) =>
  name === undefined ? undefined : typeof name === 'string' ? `text:${name}` : `msg:${name.id}`;

/**
 * The option of select `to` that means what option `value` of select `from` does: the one of
 * the same name (a flat's wall type Brick 108 is a house's Brick 129). None when `to` has no
 * such option, or `value` is no option of `from` (a link's "#999" means nothing known).
 */
export function counterpartOption(from: number, value: number, to: number): number | undefined {
  const key = optionKey(CHARACTERISTICS[from]?.options?.find(([id]) => id === value)?.[1]);
  if (key === undefined) return undefined;
  return CHARACTERISTICS[to]?.options?.find(([, name]) => optionKey(name) === key)?.[0];
}

/** The characteristic fields after a change of kind or operation, and what has no place. */
export interface KindChange {
  readonly ranges: RealtyFormValues['ranges'];
  readonly selects: RealtyFormValues['selects'];
  readonly flags: RealtyFormValues['flags'];
  /** The characteristics cleared with nowhere to go, in the form's order. */
  readonly lost: number[];
}

const isEmpty = (range: { from: string; to: string } | undefined) =>
  !range || (!range.from.trim() && !range.to.trim());

/**
 * What a change of kind or operation makes of the filled characteristics (CONTRACT.md §5). Each
 * that the new choice does not offer under its name goes to the one it offers in its place,
 * meaning the same: a range as it is, a select's option as the option of that name (Brick to
 * Brick), a checkbox as that checkbox; unless that field has a value of its own. The rest are
 * cleared and named.
 */
export function changeKind(
  values: RealtyFormValues,
  from: RealtyChoice,
  to: RealtyChoice,
): KindChange {
  const gone = droppedBy(values, from, to);
  const ranges = { ...values.ranges };
  const selects = { ...values.selects };
  // All cleared first: a field that goes may take another's value (a garage's price 234 is
  // commercial premises' 235, whose own value, a month's price, has no place there).
  for (const id of gone) {
    const key = fieldKey(id);
    if (key in ranges) ranges[key] = { from: '', to: '' };
    if (key in selects) selects[key] = '';
  }
  const goneFlags = new Set(gone.map(String));
  const flags = values.flags.filter((flag) => !goneFlags.has(flag));
  const lost: number[] = [];
  for (const id of gone) {
    const key = fieldKey(id);
    const same = counterpart(id, from, to);
    const into = same === undefined ? undefined : fieldKey(same);
    const type = CHARACTERISTICS[id]?.type;
    const option =
      type === 'select' && same !== undefined
        ? counterpartOption(id, Number(values.selects[key]), same)
        : undefined;
    if (type === 'range' && into !== undefined && isEmpty(ranges[into])) {
      ranges[into] = values.ranges[key] ?? { from: '', to: '' };
    } else if (into !== undefined && option !== undefined && !selects[into]) {
      selects[into] = String(option);
    } else if (type === 'flag' && same !== undefined) {
      if (!flags.includes(String(same))) flags.push(String(same));
    } else lost.push(id);
  }
  return { ranges, selects, flags, lost };
}

/** Characteristics in the URL that the form cannot show (not offered for its kind, or unknown). */
export function notShown(query: RealtySearchQuery): CharacteristicFilter[] {
  const { category, operation } = choiceOf(query);
  const offered = new Set(applicableIds(category, operation));
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
  const { category, operation } = choiceOf(query);
  const offered = new Set(applicableIds(category, operation));
  return query.characteristics.filter((c) => offered.has(c.id) && !fitsItsField(c));
}
