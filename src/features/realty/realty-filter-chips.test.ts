import '../../test/english';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../api/contracts/query-codec';
import { decodeRealtySearch } from '../../api/contracts/realty-search-query';
import { describeRealtyFilters, type PlaceNames } from './realty-filter-chips';

const names: PlaceNames = {
  state: (id) => (id === 10 ? 'Kyiv region' : undefined),
  city: (id) => (id === 10 ? 'Kyiv' : undefined),
  district: (id) => (id === 15 ? 'Obolon' : undefined),
};
const labels = (text: string) =>
  describeRealtyFilters(decodeRealtySearch(parseQueryString(text)).query, names).map(
    (chip) => chip.label,
  );

describe('describeRealtyFilters', () => {
  it('names the region, the city and its districts from the catalogs', () => {
    expect(labels('state_id=10&city_id=10&district_id=15')).toEqual([
      'Kyiv region',
      'Kyiv',
      'Obolon',
    ]);
  });

  it('says a characteristic’s range back with its ends, or the one end given', () => {
    expect(
      labels(
        'category=1&characteristic[209][from]=2&characteristic[209][to]=3&characteristic[214][from]=1500&characteristic[218][to]=9',
      ),
    ).toEqual([
      'Apartments',
      'Number of rooms 2–3',
      'Total area from 1500 m²',
      'Kitchen area up to 9 m²',
    ]);
  });

  it('writes the units in the reader’s language', async () => {
    const { messages } = await import('../../locales/uk/messages.po');
    i18n.load('uk', messages);
    i18n.activate('uk');
    try {
      expect(labels('characteristic[214][from]=40&characteristic[214][to]=60')).toEqual([
        'Загальна площа 40–60 м²',
      ]);
    } finally {
      i18n.activate('en');
    }
  });

  it('writes a price in the currency the search asks it in, and none it does not say', () => {
    expect(
      labels('characteristic[235][from]=300&characteristic[235][to]=900&characteristic[242]=240'),
    ).toEqual(['Price per month 300–900 UAH', 'Currency: Hryvnia (UAH)']);
    // By its code, as a vehicle price chip says it.
    expect(labels('characteristic[234][to]=90000&characteristic[242]=239')).toEqual([
      'Price up to 90,000 USD',
      'Currency: US dollar ($)',
    ]);
    expect(labels('characteristic[242]=241&characteristic[234][from]=5000')).toEqual([
      'Price from 5000 EUR',
      'Currency: Euro (€)',
    ]);
  });

  it('says a price without a currency is in each advert’s own, as the service compares it', () => {
    expect(labels('characteristic[234][to]=90000')).toEqual([
      'Price up to 90,000 in each advert’s currency',
    ]);
    expect(labels('category=1&characteristic[235][from]=300&characteristic[235][to]=900')).toEqual([
      'Apartments',
      'Price per month 300–900 in each advert’s currency',
    ]);
    // A currency option the tables lack: no unit to say.
    expect(labels('characteristic[242]=999&characteristic[234][to]=90000')).toEqual([
      'Price up to 90,000',
      'Currency: 999',
    ]);
    // Not a price: no currency.
    expect(labels('characteristic[214][from]=40')).toEqual(['Total area from 40 m²']);
  });

  it('names commercial premises’ price 235 as the operation makes it, as the form does', () => {
    const anyCurrency = ' in each advert’s currency';
    expect(labels('category=10&operation_type=1&characteristic[235][from]=100000')).toEqual([
      'Commercial real estate',
      'Sale',
      `Price from 100,000${anyCurrency}`,
    ]);
    expect(labels('category=10&operation_type=3&characteristic[235][to]=900')).toEqual([
      'Commercial real estate',
      'Long-term rent',
      `Price per month up to 900${anyCurrency}`,
    ]);
    // A flat's 235 is only ever a month's rent.
    expect(labels('category=1&characteristic[235][to]=900')).toEqual([
      'Apartments',
      `Price per month up to 900${anyCurrency}`,
    ]);
  });

  it('writes a week’s price in the search’s currency, as every price', () => {
    expect(labels('category=1&characteristic[242]=240&characteristic[279][from]=2000')).toEqual([
      'Apartments',
      'Currency: Hryvnia (UAH)',
      'Price per week from 2000 UAH',
    ]);
  });

  it('says a link’s operation 0, which the service searches as given, by its number', () => {
    expect(labels('operation_type=0')).toEqual(['Operation 0']);
  });

  it('names a checkbox by its name when on, and says any other value the link gives it', () => {
    expect(labels('category=1&characteristic[273]=273')).toEqual([
      'Apartments',
      'Bargaining possible',
    ]);
    expect(labels('category=1&characteristic[273]=1')).toEqual([
      'Apartments',
      'Bargaining possible: 1',
    ]);
  });

  it('names a link’s property type without a kind from every kind’s types', () => {
    expect(labels('realty_type=2')).toEqual(['Apartment']);
    // A kind's own types only: another kind's is called by its number.
    expect(labels('category=24&realty_type=2')).toEqual(['Land plots', 'Type 2']);
  });

  it('names “with photos only”, which applies to any kind', () => {
    expect(labels('state_id=10&with_photo=1')).toEqual(['Kyiv region', 'With photos']);
  });

  it('calls a place by its number when the link leaves out the place it belongs to', () => {
    // A city is named from its region's catalog, a district from its city's.
    expect(labels('city_id=10')).toEqual(['City 10']);
    expect(labels('district_id=15')).toEqual(['District 15']);
  });

  it('calls a place its catalog lacks what it is, by its number, as a kind it lacks', () => {
    expect(labels('state_id=999')).toEqual(['Region 999']);
    expect(labels('state_id=10&city_id=999')).toEqual(['Kyiv region', 'City 999']);
    expect(labels('state_id=10&city_id=10&district_id=999&district_id=15')).toEqual([
      'Kyiv region',
      'Kyiv',
      'District 999',
      'Obolon',
    ]);
  });
});
