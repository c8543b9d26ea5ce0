/**
 * The chips of "More filters"' fields (the public table's other filters), in the public table's
 * order: loaded with that panel's code (components/load-more-filters.ts), as most searches set
 * none of them; vehicle-filter-chips.ts describes the rest.
 */
import { plural, t } from '@lingui/core/macro';
import type { VehicleSearchQuery } from '../../api/contracts/vehicle-search-query';
import { AXLES, FUEL_CYCLES, nameOf, PERIODS, WHEEL_FORMULAS } from './vehicle-filter-options';
import { formatRange } from '../../lib/format';
import type { AddChip, DescribeMore } from './vehicle-filter-chips';

/** A newer list without one entry: absent once empty, as the codec reads it. */
function without<T>(list: readonly T[] | undefined, entry: T): readonly T[] | undefined {
  const rest = (list ?? []).filter((other) => other !== entry);
  return rest.length > 0 ? rest : undefined;
}

/** "Only those" (1) or "only the others" (0), as a chip says it. */
function onlyOrNot(
  value: number | undefined,
  key: string,
  [only, others]: readonly [string, string],
  add: AddChip,
  without: Partial<VehicleSearchQuery>,
) {
  if (value === 1) add(key, only, without);
  else if (value !== undefined) add(key, others, without);
}

/** The public table's other filters (the panel's "More filters"), in the public table's order. */
export const describeMoreFilters: DescribeMore = (query, add, names) => {
  if (query.raceFrom !== undefined || query.raceTo !== undefined) {
    add('mileage', t`Mileage ${formatRange(query.raceFrom, query.raceTo, t`thousand km`)}`, {
      raceFrom: undefined,
      raceTo: undefined,
    });
  }
  onlyOrNot(query.damage, 'damage', [t`After an accident`, t`No accidents`], add, {
    damage: undefined,
  });
  // 2 ("do not show" them) means only running vehicles, as 0 does.
  onlyOrNot(query.auto_repairs, 'repairs', [t`Not running`, t`Running`], add, {
    auto_repairs: undefined,
  });
  onlyOrNot(query.under_credit, 'credit', [t`On credit`, t`Not on credit`], add, {
    under_credit: undefined,
  });
  onlyOrNot(query.confiscated_car, 'confiscated', [t`Confiscated`, t`Not confiscated`], add, {
    confiscated_car: undefined,
  });
  if (query.sellerType === 1) add('seller', t`Private sellers`, { sellerType: undefined });
  if (query.sellerType === 2) add('seller', t`Dealers`, { sellerType: undefined });
  if (query['verified.VIN'] === 1) add('vin', t`VIN checked`, { 'verified.VIN': undefined });
  if (query.top) add('period', t`Posted ${nameOf(PERIODS, query.top)}`, { top: undefined });
  if (query.with_video === 1) add('video', t`With video`, { with_video: undefined });
  if (query.saledParam === 1) add('sold', t`Sold only`, { saledParam: undefined });
  if (query.saledParam === 2) add('sold', t`Not sold`, { saledParam: undefined });
  if (query.matched_country) {
    add('imported', t`Imported from ${names.country(query.matched_country)}`, {
      matched_country: undefined,
    });
  }
  for (const entry of query.drives ?? []) {
    add(
      `drive-${entry.index}`,
      entry.value ? t`Drive: ${names.drive(entry.value)}` : t`Any drive`,
      {
        drives: without(query.drives, entry),
      },
    );
  }
  if (query.door) {
    add('doors', plural(query.door, { one: '# door', other: '# doors' }), { door: undefined });
  }
  if (query.seats) {
    add('seats', plural(query.seats, { one: '# seat', other: '# seats' }), { seats: undefined });
  }
  if (query.fuelRateFrom !== undefined || query.fuelRateTo !== undefined) {
    const cycle = nameOf(FUEL_CYCLES, query.fuelRatesType ?? 'combine').toLowerCase();
    add(
      'consumption',
      t`Consumption ${formatRange(query.fuelRateFrom, query.fuelRateTo, t`l/100 km`)}, ${cycle}`,
      { fuelRateFrom: undefined, fuelRateTo: undefined, fuelRatesType: undefined },
    );
  }
  if (query.wheelFormulaId) {
    add('wheels', t`Wheel formula ${nameOf(WHEEL_FORMULAS, query.wheelFormulaId)}`, {
      wheelFormulaId: undefined,
    });
  }
  if (query.axleId) add('axles', nameOf(AXLES, query.axleId), { axleId: undefined });
  if (query.carrying !== undefined) {
    add('payload', t`Payload from ${query.carrying} kg`, { carrying: undefined });
  }
  for (const entry of query.colors ?? []) {
    add(
      `colour-${entry.index}`,
      entry.value ? t`Colour: ${names.color(entry.value)}` : t`Any colour`,
      {
        colors: without(query.colors, entry),
      },
    );
  }
};
