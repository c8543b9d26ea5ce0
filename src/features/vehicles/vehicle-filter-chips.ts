/**
 * The active filters of a search as removable chips: a label with names from the catalogs, and
 * the query without that filter. Pure, built from the URL's query (not the unsent form). The
 * chips of "More filters"' fields are described by more-filter-chips.ts, which comes with that
 * panel's code (components/load-more-filters.ts): most searches set none of them.
 */
import { t } from '@lingui/core/macro';
import type { VehicleSearchQuery } from '../../api/contracts/vehicle-search-query';
import type { Names } from './chip-catalogs';
import { setsMoreFilters } from './vehicle-search-params';
import { formatRange } from '../../lib/format';

export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: VehicleSearchQuery;
}

const CURRENCY = { 1: 'USD', 2: 'EUR', 3: 'UAH' } as const;

/** Adds a chip: its key, its label and what the query is without it. */
export type AddChip = (key: string, label: string, without: Partial<VehicleSearchQuery>) => void;

/** The chips of "More filters"' fields (more-filter-chips.ts `describeMoreFilters`). */
export type DescribeMore = (query: VehicleSearchQuery, add: AddChip, names: Names) => void;

/**
 * The query's fields that "More filters" sets, each cleared: what removing all of them leaves
 * (more-filter-chips.test.ts checks that its chips take away exactly these).
 */
export const MORE_FILTERS_CLEARED = {
  raceFrom: undefined,
  raceTo: undefined,
  damage: undefined,
  auto_repairs: undefined,
  under_credit: undefined,
  confiscated_car: undefined,
  sellerType: undefined,
  'verified.VIN': undefined,
  top: undefined,
  with_video: undefined,
  saledParam: undefined,
  matched_country: undefined,
  drives: undefined,
  door: undefined,
  seats: undefined,
  fuelRateFrom: undefined,
  fuelRateTo: undefined,
  fuelRatesType: undefined,
  wheelFormulaId: undefined,
  axleId: undefined,
  carrying: undefined,
  colors: undefined,
} as const satisfies Partial<VehicleSearchQuery>;

/**
 * The search's chips. `describeMore` names each of "More filters"' fields; without it (that
 * panel's code did not load) they share one chip, "More filters", which removes them all.
 */
export function describeFilters(
  query: VehicleSearchQuery,
  names: Names,
  describeMore?: DescribeMore,
): FilterChip[] {
  // Removing a filter starts again from the first page.
  const base: VehicleSearchQuery = { ...query, page: undefined };
  const chips: FilterChip[] = [];
  const add: AddChip = (key, label, without) =>
    chips.push({ key, label, without: { ...base, ...without } });

  if (query.category_id)
    add('category', names.category(query.category_id), { category_id: undefined });
  for (const row of query.makes) {
    // A row that sets nothing (a pasted link's `model_id[0]=0` whose make was refused) filters
    // nothing: no chip says it does.
    const empty =
      !row.marka_id &&
      !row.model_id &&
      !row.brandOrigin &&
      row.s_yers === undefined &&
      row.po_yers === undefined;
    if (empty) continue;
    const parts = [
      row.marka_id ? names.make(row.marka_id) : t`Any make`,
      row.marka_id && row.model_id ? names.model(row.marka_id, row.model_id) : '',
      formatRange(row.s_yers, row.po_yers),
    ];
    const country = row.brandOrigin ? names.country(row.brandOrigin) : '';
    const made = parts.filter(Boolean).join(' ');
    add(`make-${row.index}`, country ? t`${made}, made in ${country}` : made, {
      makes: query.makes.filter((other) => other !== row),
    });
  }
  if (query.price_ot !== undefined || query.price_do !== undefined) {
    add(
      'price',
      t`Price ${formatRange(query.price_ot, query.price_do, CURRENCY[query.currency ?? 1])}`,
      {
        price_ot: undefined,
        price_do: undefined,
        currency: undefined,
      },
    );
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
  // 0 in a list is "any" to the service (CONTRACT.md), as a make row's 0 is: said so, not "#0".
  for (const entry of query.bodystyle) {
    add(`body-${entry.index}`, entry.value ? names.bodystyle(entry.value) : t`Any body style`, {
      bodystyle: query.bodystyle.filter((o) => o !== entry),
    });
  }
  for (const entry of query.fuels) {
    add(`fuel-${entry.index}`, entry.value ? names.fuel(entry.value) : t`Any fuel`, {
      fuels: query.fuels.filter((o) => o !== entry),
    });
  }
  for (const entry of query.gearboxes) {
    add(`gearbox-${entry.index}`, entry.value ? names.gearbox(entry.value) : t`Any gearbox`, {
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
      t`Engine ${formatRange(query.engineVolumeFrom, query.engineVolumeTo, t({ message: 'l', context: 'litres' }))}`,
      {
        engineVolumeFrom: undefined,
        engineVolumeTo: undefined,
      },
    );
  }
  if (query.powerFrom !== undefined || query.powerTo !== undefined) {
    add(
      'power',
      t`Power ${formatRange(query.powerFrom, query.powerTo, query.power_name === 2 ? t`kW` : t`hp`)}`,
      {
        powerFrom: undefined,
        powerTo: undefined,
        power_name: undefined,
      },
    );
  }
  if (query.with_photo === 1) add('photo', t`With photos`, { with_photo: undefined });
  if (describeMore) describeMore(query, add, names);
  else if (setsMoreFilters(query)) add('more', t`More filters`, MORE_FILTERS_CLEARED);
  return chips;
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
export function countFilters(query: VehicleSearchQuery, describeMore?: DescribeMore): number {
  return describeFilters(query, NO_NAMES, describeMore).length;
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
