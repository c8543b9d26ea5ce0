/**
 * The words for the public table's filters that have no catalog path (auto-enums.json), shared
 * by the "More filters" panel and the chips. Ids are the reference enums' own.
 */
import type { FuelCycle } from '../../api/contracts/vehicle-search-query';

type Choices<K extends string | number = number> = readonly (readonly [K, string])[];

/**
 * `top`, shortest first, as "Posted …" ends (auto-enums.json codes; CONTRACT.md gives each
 * period's length: a week is 7 days, a month 30).
 */
export const PERIODS: Choices = [
  [1, 'in the last hour'],
  [8, 'in the last 3 hours'],
  [9, 'in the last 6 hours'],
  [14, 'in the last 12 hours'],
  [11, 'in the last 24 hours'],
  [2, 'today'],
  [10, 'in the last 2 days'],
  [3, 'in the last 3 days'],
  [4, 'in the last 7 days'],
  [5, 'in the last 30 days'],
  [6, 'in the last 90 days'],
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
  [1, '1 axle'],
  [2, '2 axles'],
  [3, '3 axles'],
  [4, '4 axles'],
  [5, 'More than 4 axles'],
];

/**
 * `fuelRatesType`: the figure a consumption range compares. The reference service reads
 * `route` as the highway figure and `combine` as the combined one (as the advert's own
 * `consumption` members are described; CONTRACT.md).
 */
export const FUEL_CYCLES: Choices<FuelCycle> = [
  ['combine', 'Combined'],
  ['city', 'City'],
  ['route', 'Highway'],
];

/** Counts offered for doors and seats (a link may ask for another: it is offered too). */
export const DOORS = [2, 3, 4, 5] as const;
export const SEATS = [2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The label of a code, or the code itself when the table has none. */
export function nameOf<K extends string | number>(choices: Choices<K>, key: K): string {
  return choices.find(([code]) => code === key)?.[1] ?? String(key);
}
