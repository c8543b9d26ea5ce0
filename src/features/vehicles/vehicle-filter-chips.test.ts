import '../../test/english';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import { decodeVehicleSearch } from '../../api/contracts/vehicle-search-query';
import type { Names } from './chip-catalogs';
import { countFilters, describeFilters, withoutFilters } from './vehicle-filter-chips';

const names: Names = {
  category: (id) => (id === 1 ? 'Cars' : `#${id}`),
  bodystyle: (id) => (id === 3 ? 'Sedan' : `#${id}`),
  make: (id) => (id === 79 ? 'Toyota' : `#${id}`),
  model: (_make, id) => (id === 2041 ? 'Camry' : `#${id}`),
  country: (id) => (id === 392 ? 'Japan' : `#${id}`),
  state: (id) => (id === 10 ? 'Kyiv region' : `#${id}`),
  city: (_state, id) => (id === 10 ? 'Kyiv' : `#${id}`),
  fuel: (id) => (id === 1 ? 'Petrol' : `#${id}`),
  gearbox: () => 'Automatic',
  option: () => 'ABS',
  drive: (id) => (id === 1 ? 'Повний' : `#${id}`),
  color: (id) => (id === 2 ? 'Чорний' : `#${id}`),
};
const decode = (text: string) => decodeVehicleSearch(parseQueryString(text)).query;

describe('describeFilters', () => {
  it('gives the units and the numbers in the reader’s language', async () => {
    const { messages } = await import('../../locales/uk/messages.po');
    i18n.load('uk', messages);
    i18n.activate('uk');
    try {
      const chips = describeFilters(
        decode(
          'engineVolumeFrom=1.6&engineVolumeTo=2&brandOrigin[0]=392&price_ot=12500&marka_id[0]=79&s_yers[0]=2010',
        ),
        { ...names, country: () => 'Японія' },
      );
      expect(chips.map((chip) => chip.label)).toEqual([
        'Toyota від 2010, країна виробництва: Японія',
        'Ціна від 12\u00a0500 USD',
        'Двигун 1,6–2 л',
      ]);
    } finally {
      i18n.activate('en');
    }
  });

  it('says "any" for a list’s 0, which the service reads as any, and removes it', () => {
    const query = decode('bodystyle[0]=0&bodystyle[1]=3&type[0]=0&gearbox[0]=0');
    const chips = describeFilters(query, names);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Any body style',
      'Sedan',
      'Any fuel',
      'Any gearbox',
    ]);
    expect(chips[0]?.without.bodystyle).toEqual([{ index: 1, value: 3 }]);
  });

  it('names each active filter from the catalogs', () => {
    const chips = describeFilters(
      decode(
        'category_id=1&marka_id[0]=79&model_id[0]=2041&s_yers[0]=2010&brandOrigin[0]=392&price_do=9000&currency=2&state[0]=10&city[0]=10&bodystyle[0]=3&type[0]=1&abroad=2&powerFrom=100&power_name=2&page=4',
      ),
      names,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Cars',
      'Toyota Camry from 2010, made in Japan',
      // Grouped from five digits, as in English 12,500; a year is never grouped.
      'Price up to 9000 EUR',
      'Kyiv region, Kyiv',
      'In Ukraine only',
      'Sedan',
      'Petrol',
      'Power from 100 kW',
    ]);
  });

  it('calls a city by its number, not "any region", when the link has no region for it', () => {
    const chips = describeFilters(decode('city[0]=10&state[1]=10&city[1]=10&state[2]=10'), names);
    expect(chips.map((chip) => chip.label)).toEqual([
      'City 10',
      'Kyiv region, Kyiv',
      'Kyiv region',
    ]);
    expect(chips[0]?.without.regions).toHaveLength(2);
  });

  it('shows no chip for a make row that sets nothing, and "any make" for one that sets years', () => {
    expect(describeFilters(decode('model_id[0]=0'), names)).toEqual([]);
    expect(describeFilters(decode('s_yers[0]=2010'), names).map((chip) => chip.label)).toEqual([
      'Any make from 2010',
    ]);
  });

  it('gives "More filters" one chip, which removes them all, when their chips did not load', () => {
    const query = decode('marka_id[0]=79&raceTo=90&color_id=2&drive_id[0]=1&order_by=13');
    const chips = describeFilters(query, names);
    expect(chips.map((chip) => chip.label)).toEqual(['Toyota', 'More filters']);
    expect(chips[1]?.without).toEqual(decode('marka_id[0]=79&order_by=13'));
    expect(countFilters(query)).toBe(2);
    // A value that no chip shows (a consumption cycle without its range) has none of its own.
    expect(describeFilters(decode('fuelRatesType=city&with_video=0'), names)).toEqual([]);
  });

  it('removes one filter, keeps the others and starts from the first page', () => {
    const query = decode('marka_id[0]=79&marka_id[1]=84&type[0]=1&order_by=3&page=3');
    const [toyota] = describeFilters(query, names);
    expect(toyota?.without.makes).toEqual([{ index: 1, marka_id: 84 }]);
    expect(toyota?.without.fuels).toEqual(query.fuels);
    expect(toyota?.without.page).toBeUndefined();
    expect(toyota?.without.order_by).toBe(3);
  });

  it('clears every filter but keeps sort order and page size', () => {
    expect(withoutFilters(decode('marka_id[0]=79&order_by=2&countpage=50&page=2'))).toEqual(
      decode('order_by=2&countpage=50'),
    );
    expect(
      withoutFilters(
        decode('raceTo=90&color_id=2&drive_id=1&damage=0&sellerType=2&top=4&verified.VIN=1'),
      ),
    ).toEqual(decode(''));
  });
});

describe('countFilters', () => {
  it('counts the chips a search shows, sort, page size and page not included', () => {
    expect(countFilters(decode('order_by=3&countpage=50&page=3'))).toBe(0);
    expect(
      countFilters(decode('marka_id[0]=79&marka_id[1]=84&type[0]=1&type[3]=2&with_photo=1')),
    ).toBe(5);
  });
});
