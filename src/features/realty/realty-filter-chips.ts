/** The active filters of a real-estate search as removable chips (labels from the tables). */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { RealtySearchQuery } from '../../api/contracts/realty-search-query';
import { chosenCurrency, PRICES } from './realty-advert';
import { CHARACTERISTICS, KINDS, OPERATIONS, SQUARE_METRE_AREAS } from './realty-characteristics';
import { characteristicLabel, choiceOf } from './realty-kind';
import { formatRange } from '../../lib/format';

/** A place's name from its catalog; undefined where the catalog lacks it. */
export interface PlaceNames {
  readonly state: (id: number) => string | undefined;
  readonly city: (id: number) => string | undefined;
  readonly district: (id: number) => string | undefined;
}

export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: RealtySearchQuery;
}

export function describeRealtyFilters(query: RealtySearchQuery, names: PlaceNames): FilterChip[] {
  const base: RealtySearchQuery = { ...query, page: undefined };
  const chips: FilterChip[] = [];
  const add = (key: string, label: string, without: Partial<RealtySearchQuery>) =>
    chips.push({ key, label, without: { ...base, ...without } });
  const kind = KINDS.find((k) => k.id === query.category);
  if (query.category !== undefined) {
    add('category', kind ? i18n._(kind.name) : t`Kind ${query.category}`, {
      category: undefined,
      realty_type: undefined,
    });
  }
  if (query.realty_type !== undefined) {
    // Without a kind, a type of any kind is named (`realty_type=31` is a garage box).
    const types = kind
      ? kind.types
      : query.category === undefined
        ? KINDS.flatMap((k) => k.types)
        : [];
    const type = types.find((t) => t.id === query.realty_type);
    add('type', type ? i18n._(type.name) : t`Type ${query.realty_type}`, {
      realty_type: undefined,
    });
  }
  // 0 too: the service matches it literally and finds nothing (CONTRACT.md §5), so it is
  // said, and removable, like any operation the tables lack.
  if (query.operation_type !== undefined) {
    const operation = OPERATIONS.find((o) => o.id === query.operation_type);
    add('operation', operation ? i18n._(operation.name) : t`Operation ${query.operation_type}`, {
      operation_type: undefined,
    });
  }
  // A place its catalog lacks is called what it is, by its number ("Region 999"), as a kind is.
  if (query.state_id !== undefined) {
    add('state', names.state(query.state_id) ?? t`Region ${query.state_id}`, {
      state_id: undefined,
      city_id: undefined,
      district_id: [],
    });
  }
  // A city is named from its region's catalog and a district from its city's: a link's city
  // without its region, or district without its city, is called by its number.
  const city = query.city_id;
  if (city !== undefined)
    add('city', (query.state_id === undefined ? undefined : names.city(city)) ?? t`City ${city}`, {
      city_id: undefined,
      district_id: [],
    });
  for (const district of query.district_id) {
    add(
      `district-${district}`,
      (city === undefined ? undefined : names.district(district)) ?? t`District ${district}`,
      {
        district_id: query.district_id.filter((d) => d !== district),
      },
    );
  }
  if (query.with_photo === 1) add('photo', t`With photos`, { with_photo: undefined });
  // Named as the form names them under the query's kind and operation (a commercial sale's 235
  // is its "Price").
  const choice = choiceOf(query);
  for (const filter of query.characteristics) {
    const meta = CHARACTERISTICS[filter.id];
    const label = characteristicLabel(filter.id, choice);
    const name = label ? i18n._(label) : t`Characteristic ${filter.id}`;
    const optionName = meta?.options?.find(([id]) => id === filter.value)?.[1];
    const option =
      typeof optionName === 'string' || optionName === undefined ? optionName : i18n._(optionName);
    const parts = [
      // A checkbox is "on" as its own id: any other value is said, as the link gives it.
      meta?.type === 'flag' && filter.value === filter.id
        ? name
        : `${name}${filter.value !== undefined ? `: ${option ?? filter.value}` : ''}`,
      formatRange(filter.from, filter.to, rangeUnit(filter.id, query)),
    ];
    add(`c-${filter.id}`, parts.filter(Boolean).join(' '), {
      characteristics: query.characteristics.filter((c) => c !== filter),
    });
  }
  return chips;
}

/**
 * A range's unit, as the vehicle chips write theirs ("Total area 40–60 m²"); none unknown. A
 * price's is the search's currency by its code, as a vehicle price chip's ("USD"); without one
 * the service compares the range with each advert's price in its own currency (CONTRACT.md),
 * which is said.
 */
function rangeUnit(id: number, query: RealtySearchQuery): string {
  if (SQUARE_METRE_AREAS.has(id)) return t({ message: 'm²', context: 'square metres' });
  if (!PRICES.has(id)) return '';
  const currency = chosenCurrency(query);
  if (currency) return currency;
  // A currency option the tables lack (a link's `characteristic[242]=999`): its unit is unknown.
  return query.characteristics.some((c) => c.id === 242) ? '' : t`in each advert’s currency`;
}
