import '../../test/english';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import { decodeVehicleSearch } from '../../api/contracts/vehicle-search-query';
import { describeMoreFilters } from './more-filter-chips';
import type { Names } from './chip-catalogs';
import { countFilters, describeFilters, MORE_FILTERS_CLEARED } from './vehicle-filter-chips';

const names: Names = {
  category: String,
  bodystyle: String,
  make: (id) => (id === 79 ? 'Toyota' : `#${id}`),
  model: (_make, id) => String(id),
  country: (id) => (id === 392 ? 'Japan' : `#${id}`),
  state: String,
  city: (_state, id) => String(id),
  fuel: String,
  gearbox: String,
  option: String,
  drive: (id) => (id === 1 ? 'Повний' : `#${id}`),
  color: (id) => (id === 2 ? 'Чорний' : `#${id}`),
};
const decode = (text: string) => decodeVehicleSearch(parseQueryString(text)).query;
const describe_ = (query: ReturnType<typeof decode>) =>
  describeFilters(query, names, describeMoreFilters);

describe('describeMoreFilters', () => {
  it("names each of the public table's other filters, in the public table's order", () => {
    const chips = describe_(
      decode(
        'raceFrom=10&raceTo=150&damage=0&auto_repairs=1&under_credit=0&confiscated_car=1&sellerType=2&verified.VIN=1&top=4&with_video=1&saledParam=2&matched_country=392&drive_id[0]=1&door=4&seats=7&fuelRateTo=8&fuelRatesType=route&wheelFormulaId=2&axleId=5&carrying=1500&color_id[3]=2',
      ),
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Mileage 10–150 thousand km',
      'No accidents',
      'Not running',
      'Not on credit',
      'Confiscated',
      'Dealers',
      'VIN checked',
      'Posted in the last 7 days',
      'With video',
      'Not sold',
      'Imported from Japan',
      'Drive: Повний',
      '4 doors',
      '7 seats',
      'Consumption up to 8 l/100 km, highway',
      'Wheel formula 4x4',
      'More than 4 axles',
      'Payload from 1500 kg',
      'Colour: Чорний',
    ]);
    // Each chip takes away its own filter only: together they take away all of them.
    const query = decode('raceTo=90&color_id=2&color_id[1]=5&sellerType=1&top=2&order_by=13');
    const found = describe_(query);
    expect(found.map((chip) => chip.label)).toEqual([
      'Mileage up to 90 thousand km',
      'Private sellers',
      'Posted today',
      'Colour: Чорний',
      'Colour: #5',
    ]);
    expect(found[0]?.without).toEqual({ ...query, raceTo: undefined, page: undefined });
    expect(found[3]?.without.colors).toEqual([{ index: 1, value: 5 }]);
    expect(describe_(found[4]!.without)[3]?.without.colors).toBeUndefined();
  });

  it('says "any" for a drive or colour of 0, which the service reads as any', () => {
    const chips = describe_(decode('drive_id=0&color_id=0&color_id[1]=2'));
    expect(chips.map((chip) => chip.label)).toEqual(['Any drive', 'Any colour', 'Colour: Чорний']);
  });

  it('takes away exactly the fields that the "More filters" chip clears', () => {
    const query = decode(
      'raceFrom=10&raceTo=150&damage=0&auto_repairs=1&under_credit=0&confiscated_car=1&sellerType=2&verified.VIN=1&top=4&with_video=1&saledParam=2&matched_country=392&drive_id[0]=1&door=4&seats=7&fuelRateFrom=5&fuelRateTo=8&fuelRatesType=route&wheelFormulaId=2&axleId=5&carrying=1500&color_id[3]=2',
    );
    let rest = query;
    for (let chips = describe_(rest); chips.length > 0; chips = describe_(rest))
      rest = chips[0]!.without;
    expect(rest).toEqual({ ...query, ...MORE_FILTERS_CLEARED, page: undefined });
    expect(countFilters(query, describeMoreFilters)).toBe(19);
  });
});
