/**
 * The active filters of a search as removable chips: a label with names from the catalogs, and
 * the query without that filter. Pure, built from the URL's query (not the unsent form).
 */
import type { VehicleSearchQuery } from '../../api/contracts/vehicle-search-query';

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
  if (from !== undefined) return `from ${from}${suffix}`;
  return `up to ${to}${suffix}`;
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
      row.marka_id ? names.make(row.marka_id) : 'Any make',
      row.marka_id && row.model_id ? names.model(row.marka_id, row.model_id) : '',
      row.s_yers !== undefined || row.po_yers !== undefined ? range(row.s_yers, row.po_yers) : '',
      row.brandOrigin ? `made in ${names.country(row.brandOrigin)}` : '',
    ];
    add(`make-${row.index}`, parts.filter(Boolean).join(' '), {
      makes: query.makes.filter((other) => other !== row),
    });
  }
  if (query.price_ot !== undefined || query.price_do !== undefined) {
    add('price', `Price ${range(query.price_ot, query.price_do, CURRENCY[query.currency ?? 1])}`, {
      price_ot: undefined,
      price_do: undefined,
      currency: undefined,
    });
  }
  if (query.auctionPossible === 1)
    add('bargain', 'Bargaining possible', { auctionPossible: undefined });
  if (query.with_real_exchange === 1)
    add('realty-exchange', 'Exchange for real estate', { with_real_exchange: undefined });
  if (query.with_exchange === 1) {
    const wanted = query.exchange_marka_id
      ? `: ${names.make(query.exchange_marka_id)}${query.exchange_model_id ? ` ${names.model(query.exchange_marka_id, query.exchange_model_id)}` : ''}`
      : '';
    add('exchange', `Exchange for a vehicle${wanted}`, {
      with_exchange: undefined,
      exchange_marka_id: undefined,
      exchange_model_id: undefined,
    });
  }
  for (const row of query.regions) {
    const place = row.state ? names.state(row.state) : 'Any region';
    const city = row.state && row.city ? `, ${names.city(row.state, row.city)}` : '';
    add(`region-${row.index}`, `${place}${city}`, {
      regions: query.regions.filter((other) => other !== row),
    });
  }
  if (query.abroad === 2) add('abroad', 'In Ukraine only', { abroad: undefined });
  if (query.abroad === 1) add('abroad', 'Abroad only', { abroad: undefined });
  if (query.custom === 1) add('custom', 'Customs-cleared only', { custom: undefined });
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
    add('engine', `Engine ${range(query.engineVolumeFrom, query.engineVolumeTo, 'l')}`, {
      engineVolumeFrom: undefined,
      engineVolumeTo: undefined,
    });
  }
  if (query.powerFrom !== undefined || query.powerTo !== undefined) {
    add(
      'power',
      `Power ${range(query.powerFrom, query.powerTo, query.power_name === 2 ? 'kW' : 'hp')}`,
      {
        powerFrom: undefined,
        powerTo: undefined,
        power_name: undefined,
      },
    );
  }
  if (query.with_photo === 1) add('photo', 'With photos', { with_photo: undefined });
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
