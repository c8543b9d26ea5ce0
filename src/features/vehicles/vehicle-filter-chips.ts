/**
 * The active filters of a search as removable chips: a label with names from the catalogs, and
 * the query without that filter. Pure, built from the URL's query (not the unsent form).
 */
import { plural, t } from '@lingui/core/macro';
import type { VehicleSearchQuery } from '../../api/contracts/vehicle-search-query';
import { AXLES, FUEL_CYCLES, nameOf, PERIODS, WHEEL_FORMULAS } from './vehicle-filter-options';

export interface Names {
  readonly category: (id: number) => string;
  readonly bodystyle: (id: number) => string;
  readonly make: (id: number) => string;
  readonly model: (make: number, id: number) => string;
  readonly country: (id: number) => string;
  readonly state: (id: number) => string;
  readonly city: (state: number, id: number) => string;
  readonly fuel: (id: number) => string;
  readonly gearbox: (id: number) => string;
  readonly option: (id: number) => string;
  readonly drive: (id: number) => string;
  readonly color: (id: number) => string;
}

export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: VehicleSearchQuery;
}

const CURRENCY = { 1: 'USD', 2: 'EUR', 3: 'UAH' } as const;

function range(from: number | undefined, to: number | undefined, unit = ''): string {
  const suffix = unit ? ` ${unit}` : '';
  if (from !== undefined && to !== undefined) return `${from}–${to}${suffix}`;
  if (from !== undefined) return t`from ${from}${suffix}`;
  const upTo = to ?? '';
  return t`up to ${upTo}${suffix}`;
}

export function describeFilters(query: VehicleSearchQuery, names: Names): FilterChip[] {
  // Removing a filter starts again from the first page.
  const base: VehicleSearchQuery = { ...query, page: undefined };
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, without: Partial<VehicleSearchQuery>) =>
    chips.push({ key, label, without: { ...base, ...without } });

  if (query.category_id)
    add('category', names.category(query.category_id), { category_id: undefined });
  for (const row of query.makes) {
    const parts = [
      row.marka_id ? names.make(row.marka_id) : t`Any make`,
      row.marka_id && row.model_id ? names.model(row.marka_id, row.model_id) : '',
      row.s_yers !== undefined || row.po_yers !== undefined ? range(row.s_yers, row.po_yers) : '',
    ];
    const country = row.brandOrigin ? names.country(row.brandOrigin) : '';
    const made = parts.filter(Boolean).join(' ');
    add(`make-${row.index}`, country ? t`${made}, made in ${country}` : made, {
      makes: query.makes.filter((other) => other !== row),
    });
  }
  if (query.price_ot !== undefined || query.price_do !== undefined) {
    add('price', t`Price ${range(query.price_ot, query.price_do, CURRENCY[query.currency ?? 1])}`, {
      price_ot: undefined,
      price_do: undefined,
      currency: undefined,
    });
  }
  if (query.auctionPossible === 1)
    add('bargain', t`Bargaining possible`, { auctionPossible: undefined });
  if (query.with_real_exchange === 1)
    add('realty-exchange', t`Exchange for real estate`, { with_real_exchange: undefined });
  if (query.with_exchange === 1) {
    const wanted = query.exchange_marka_id
      ? `: ${names.make(query.exchange_marka_id)}${query.exchange_model_id ? ` ${names.model(query.exchange_marka_id, query.exchange_model_id)}` : ''}`
      : '';
    add('exchange', t`Exchange for a vehicle${wanted}`, {
      with_exchange: undefined,
      exchange_marka_id: undefined,
      exchange_model_id: undefined,
    });
  }
  for (const row of query.regions) {
    // A city is named from its region's catalog; a link's city without its region (the search
    // still keeps to it) can only be called by its number, not "any region".
    const city = row.city;
    const label = !row.state
      ? city
        ? t`City ${city}`
        : t`Any region`
      : `${names.state(row.state)}${city ? `, ${names.city(row.state, city)}` : ''}`;
    add(`region-${row.index}`, label, {
      regions: query.regions.filter((other) => other !== row),
    });
  }
  if (query.abroad === 2) add('abroad', t`In Ukraine only`, { abroad: undefined });
  if (query.abroad === 1) add('abroad', t`Abroad only`, { abroad: undefined });
  if (query.custom === 1) add('custom', t`Customs-cleared only`, { custom: undefined });
  for (const entry of query.bodystyle) {
    add(`body-${entry.index}`, names.bodystyle(entry.value), {
      bodystyle: query.bodystyle.filter((o) => o !== entry),
    });
  }
  for (const entry of query.fuels) {
    add(`fuel-${entry.index}`, names.fuel(entry.value), {
      fuels: query.fuels.filter((o) => o !== entry),
    });
  }
  for (const entry of query.gearboxes) {
    add(`gearbox-${entry.index}`, names.gearbox(entry.value), {
      gearboxes: query.gearboxes.filter((o) => o !== entry),
    });
  }
  for (const option of query.auto_options) {
    add(`option-${option}`, names.option(option), {
      auto_options: query.auto_options.filter((o) => o !== option),
    });
  }
  if (query.engineVolumeFrom !== undefined || query.engineVolumeTo !== undefined) {
    add(
      'engine',
      t`Engine ${range(query.engineVolumeFrom, query.engineVolumeTo, t({ message: 'l', context: 'litres' }))}`,
      {
        engineVolumeFrom: undefined,
        engineVolumeTo: undefined,
      },
    );
  }
  if (query.powerFrom !== undefined || query.powerTo !== undefined) {
    add(
      'power',
      t`Power ${range(query.powerFrom, query.powerTo, query.power_name === 2 ? t`kW` : t`hp`)}`,
      {
        powerFrom: undefined,
        powerTo: undefined,
        power_name: undefined,
      },
    );
  }
  if (query.with_photo === 1) add('photo', t`With photos`, { with_photo: undefined });
  describeMoreFilters(query, add, names);
  return chips;
}

/** A newer list without one entry: absent once empty, as the codec reads it. */
function without<T>(list: readonly T[] | undefined, entry: T): readonly T[] | undefined {
  const rest = (list ?? []).filter((other) => other !== entry);
  return rest.length > 0 ? rest : undefined;
}

type Add = (key: string, label: string, without: Partial<VehicleSearchQuery>) => void;

/** "Only those" (1) or "only the others" (0), as a chip says it. */
function onlyOrNot(
  value: number | undefined,
  key: string,
  [only, others]: readonly [string, string],
  add: Add,
  without: Partial<VehicleSearchQuery>,
) {
  if (value === 1) add(key, only, without);
  else if (value !== undefined) add(key, others, without);
}

/** The public table's other filters (the panel's "More filters"), in the public table's order. */
function describeMoreFilters(query: VehicleSearchQuery, add: Add, names: Names) {
  if (query.raceFrom !== undefined || query.raceTo !== undefined) {
    add('mileage', t`Mileage ${range(query.raceFrom, query.raceTo, t`thousand km`)}`, {
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
    add(`drive-${entry.index}`, t`Drive: ${names.drive(entry.value)}`, {
      drives: without(query.drives, entry),
    });
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
      t`Consumption ${range(query.fuelRateFrom, query.fuelRateTo, t`l/100 km`)}, ${cycle}`,
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
    add(`colour-${entry.index}`, t`Colour: ${names.color(entry.value)}`, {
      colors: without(query.colors, entry),
    });
  }
}

const NO_NAMES: Names = {
  category: String,
  bodystyle: String,
  make: String,
  model: (_make, id) => String(id),
  country: String,
  state: String,
  city: (_state, id) => String(id),
  fuel: String,
  gearbox: String,
  option: String,
  drive: String,
  color: String,
};

/** How many chips the search shows, without the catalogs that name them. */
export function countFilters(query: VehicleSearchQuery): number {
  return describeFilters(query, NO_NAMES).length;
}

/** The query with every filter removed; sort order and page size stay. */
export function withoutFilters(query: VehicleSearchQuery): VehicleSearchQuery {
  return {
    bodystyle: [],
    makes: [],
    regions: [],
    auto_options: [],
    fuels: [],
    gearboxes: [],
    ...(query.order_by !== undefined ? { order_by: query.order_by } : {}),
    ...(query.countpage !== undefined ? { countpage: query.countpage } : {}),
  };
}
