/**
 * The words for the public table's filters that have no catalog path (auto-enums.json), shared
 * by the "More filters" panel and the chips. Ids are the reference enums' own.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FuelCycle } from '../../api/contracts/vehicle-search-query';

/** Words as message descriptors (read in the page's language); codes as themselves ("4x2"). */
type Choices<K extends string | number = number> = readonly (readonly [
  K,
  MessageDescriptor | string,
])[];

/**
 * `top`, shortest first, as "Posted …" ends (auto-enums.json codes; CONTRACT.md gives each
 * period's length: a week is 7 days, a month 30).
 */
export const PERIODS: Choices = [
  [1, msg`in the last hour`],
  [8, msg`in the last 3 hours`],
  [9, msg`in the last 6 hours`],
  [14, msg`in the last 12 hours`],
  [11, msg`in the last 24 hours`],
  [2, msg`today`],
  [10, msg`in the last 2 days`],
  [3, msg`in the last 3 days`],
  [4, msg`in the last 7 days`],
  [5, msg`in the last 30 days`],
  [6, msg`in the last 90 days`],
];

/** `wheelFormulaId` (6 is not a code). */
export const WHEEL_FORMULAS: Choices = [
  [1, '4x2'],
  [2, '4x4'],
  [3, '6x2'],
  [4, '6x4'],
  [5, '6x6'],
  [7, '8x2'],
  [8, '8x4'],
  [9, '8x6'],
  [10, '8x8'],
  [11, '10x4'],
  [12, '10x8'],
];

/** `axleId`: 1 to 4, 5 more than four. */
export const AXLES: Choices = [
  [1, msg`1 axle`],
  [2, msg`2 axles`],
  [3, msg`3 axles`],
  [4, msg`4 axles`],
  [5, msg`More than 4 axles`],
];

/**
 * `fuelRatesType`: the figure a consumption range compares. The reference service reads
 * `route` as the highway figure and `combine` as the combined one (as the advert's own
 * `consumption` members are described; CONTRACT.md).
 */
export const FUEL_CYCLES: Choices<FuelCycle> = [
  ['combine', msg`Combined`],
  ['city', msg({ message: 'City', context: 'fuel consumption cycle' })],
  ['route', msg`Highway`],
];

/** Counts offered for doors and seats (a link may ask for another: it is offered too). */
export const DOORS = [2, 3, 4, 5] as const;
export const SEATS = [2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A choice's words in the page's language. */
export const label = (words: MessageDescriptor | string): string =>
  typeof words === 'string' ? words : i18n._(words);

/** The label of a code, or the code itself when the table has none. */
export function nameOf<K extends string | number>(choices: Choices<K>, key: K): string {
  const words = choices.find(([code]) => code === key)?.[1];
  return words === undefined ? String(key) : label(words);
}
