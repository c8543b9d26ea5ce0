/**
 * What the chosen kind and operation make of the public tables: the kind a query is under (a
 * type implies its kind), and what each characteristic is called there. Pure.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RealtySearchQuery } from '../../api/contracts/realty-search-query';
import { APPLIES, CHARACTERISTICS, KINDS } from './realty-characteristics';

/** A kind (`category`) and an operation (`operation_type`), either not chosen. */
export interface RealtyChoice {
  readonly category?: number;
  readonly operation?: number;
}

/**
 * The kind a query is under: its `category`, else the kind whose table lists its `realty_type`
 * (CONTRACT.md §5: the type implies it); none for a type no kind lists.
 */
export function kindOf(query: Pick<RealtySearchQuery, 'category' | 'realty_type'>) {
  if (query.category !== undefined) return query.category;
  if (query.realty_type === undefined) return undefined;
  return KINDS.find((kind) => kind.types.some((type) => type.id === query.realty_type))?.id;
}

/** The kind and operation a query's filters are read under. */
export const choiceOf = (query: RealtySearchQuery): RealtyChoice => ({
  category: kindOf(query),
  operation: query.operation_type,
});

/** 235: "Цена/месяц" in the rent tables. */
const PRICE_PER_MONTH = 235;
/** Every other price a table may list: the object's, a year's, a day's, an hour's, a week's. */
const OTHER_PRICES = [234, 236, 237, 238, 279];
/** Operations (OPERATIONS): 3 long-term rent, 4 daily rent. */
const LONG_TERM_RENT = 3;
const DAILY_RENT = 4;

/** Whether a kind states every price in 235: its tables list no other (commercial premises). */
function pricedIn235(category: number): boolean {
  const listed = [...(APPLIES[`${category}:sale`] ?? []), ...(APPLIES[`${category}:rent`] ?? [])];
  return listed.includes(PRICE_PER_MONTH) && !OTHER_PRICES.some((id) => listed.includes(id));
}

/**
 * A characteristic's name under a kind and operation: the tables' own, except 235 where a kind
 * states every price in it. Commercial premises' table (`used_in_sections`) calls 235 "Цена",
 * and "Цена/месяц" only under rent; their price is the object's, a month's or a day's as the
 * operation says (CONTRACT.md "Real-estate details"), so that is its name there: "Price" under
 * a sale, with no operation chosen, or one the tables lack. Garages' table calls both 234 and
 * 235 "Цена", but 234 is their sale price, so their 235 stays a month's.
 */
export function characteristicLabel(
  id: number,
  { category, operation }: RealtyChoice,
): MessageDescriptor | undefined {
  const name = CHARACTERISTICS[id]?.name;
  if (id !== PRICE_PER_MONTH || category === undefined || !pricedIn235(category)) return name;
  if (operation === LONG_TERM_RENT) return msg`Price per month`;
  if (operation === DAILY_RENT) return msg`Price per day`;
  return msg`Price`;
}
