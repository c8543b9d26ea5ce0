import '../../test/english';
import { describe, expect, it } from 'vitest';
import type { RealtyInfo } from '../../api/contracts/realty-info';
import { emptyRealtySearchQuery } from '../../api/contracts/realty-search-query';
import { formatMoney } from '../../lib/format';
import {
  characteristicAmount,
  characteristicName,
  chosenCurrency,
  realtyAreas,
  realtyFloor,
  realtyPlotArea,
  realtyPrice,
  realtyTitle,
  realtyWebsiteUrl,
} from './realty-advert';
import { realtyPhotos } from './realty-photos';

/** The documented example's facts (auto-info-example.json `dom_info`), trimmed. */
const FLAT: RealtyInfo = {
  realty_id: 13825265,
  realty_type_id: 2,
  realty_type_parent_id: 1,
  advert_type_id: 1,
  state_id: 10,
  city_id: 10,
  rooms_count: 2,
  floor: 23,
  floors_count: 23,
  total_square_meters: 93,
  living_square_meters: 45,
  price: 60000,
  currency_type: '$',
  priceArr: { '1': '60 000', '2': '50 588', '3': '1 680 672' },
  beautiful_url: 'realty-perevireno-prodaja-kvartira-kiev-13825265.html',
  photos: { '1': { id: 1, file: 'dom/photo/0/0/1/1.jpg' } },
  characteristics_values: { '234': 60000, '242': 239 },
};

describe('what a real-estate card shows', () => {
  it('names the flat by its type, rooms and area', () => {
    expect(realtyTitle(13825265, FLAT)).toBe('Apartment, 2 rooms, 93 m²');
    expect(realtyTitle(13825265, undefined)).toBe('Advert 13825265');
  });

  it('names one advert’s type in the singular, not as the search’s catalog lists the types', () => {
    const titled = (type: number, rooms?: number, area?: number) =>
      realtyTitle(1, {
        ...FLAT,
        realty_type_id: type,
        rooms_count: rooms,
        total_square_meters: area,
      });
    expect(titled(3, 1, 29)).toBe('Room, 1 room, 29 m²');
    expect(titled(7, 5, 80)).toBe('Country house, 5 rooms, 80 m²');
    expect(titled(15, undefined, 46)).toBe('Warehouse, 46 m²');
    expect(titled(17, undefined, 168)).toBe('Restaurant, 168 m²');
    expect(titled(12)).toBe('Office building');
    // A type the tables lack: the advert's own word for it.
    expect(realtyTitle(1, { ...FLAT, realty_type_id: 999, realty_type_name: 'Вілла' })).toBe(
      'Вілла, 2 rooms, 93 m²',
    );
  });

  it('gives a land plot’s title its object and its plot’s area, in its unit', () => {
    const plot = (type: number, values: Record<string, number>): RealtyInfo => ({
      ...FLAT,
      realty_type_parent_id: 24,
      realty_type_id: type,
      rooms_count: undefined,
      total_square_meters: undefined,
      living_square_meters: undefined,
      characteristics_values: values,
    });
    expect(realtyTitle(1, plot(25, { '1424': 6, '1465': 6, '226': 223 }))).toBe(
      'Plot for building, 6 sotkas',
    );
    expect(realtyTitle(1, plot(27, { '219': 2, '226': 224 }))).toBe('Agricultural plot, 2 ha');
    expect(realtyTitle(1, plot(26, { '1424': 6, '1465': 8, '226': 223 }))).toBe(
      'Commercial plot, 6–8 sotkas',
    );
    expect(realtyTitle(1, plot(28, {}))).toBe('Recreational plot');
    // Another kind's plot area (a house's garden) is no title's area.
    expect(
      realtyTitle(1, {
        ...plot(5, { '219': 10, '226': 223 }),
        realty_type_parent_id: 4,
      }),
    ).toBe('House');
  });

  it('prices in the currency the search chose, per m² too, else in the advert’s own', () => {
    expect(realtyPrice(FLAT)).toEqual({
      text: formatMoney(60000, 'USD'),
      perSquareMetre: `${formatMoney(645, 'USD')} per m²`,
    });
    const hryvnias = { ...emptyRealtySearchQuery, characteristics: [{ id: 242, value: 240 }] };
    expect(chosenCurrency(hryvnias)).toBe('UAH');
    expect(chosenCurrency(emptyRealtySearchQuery)).toBeUndefined();
    expect(realtyPrice(FLAT, 'UAH')).toEqual({
      text: formatMoney(1680672, 'UAH'),
      perSquareMetre: `${formatMoney(18072, 'UAH')} per m²`,
    });
    // A rent is a month's, and has no price per m².
    const rent = {
      ...FLAT,
      advert_type_id: 3,
      characteristics_values: { '235': 12000 },
      price: 12000,
    };
    expect(realtyPrice(rent, 'USD').text).toBe(`${formatMoney(60000, 'USD')} a month`);
    expect(realtyPrice(rent).perSquareMetre).toBeUndefined();
  });

  it('says what the price is for by the operation, wherever the advert states it', () => {
    const money = formatMoney(12000, 'USD');
    const priced = (operation: number, characteristic: string) =>
      realtyPrice({
        ...FLAT,
        advert_type_id: operation,
        characteristics_values: { [characteristic]: 12000 },
        price: 12000,
        priceArr: undefined,
      });
    // Commercial premises state every price in 235, plots in 234 (CONTRACT.md).
    expect(priced(1, '235')).toEqual({
      text: money,
      perSquareMetre: `${formatMoney(129, 'USD')} per m²`,
    });
    expect(priced(3, '234')).toEqual({ text: `${money} a month`, perSquareMetre: undefined });
    expect(priced(4, '237').text).toBe(`${money} a day`);
    // An operation the tables lack: the characteristic says it.
    expect(priced(9, '237').text).toBe(`${money} a day`);
  });

  it('names commercial premises’ price 235 by the advert’s operation, as the search does', () => {
    const commercial = (operation: number) => characteristicName(235, { category: 10, operation });
    expect(commercial(1)).toBe('Price');
    expect(commercial(3)).toBe('Price per month');
    expect(commercial(4)).toBe('Price per day');
    // Where the tables list a price of its own, 235 is only ever a month's.
    expect(characteristicName(235, { category: 30, operation: 1 })).toBe('Price per month');
    expect(characteristicName(235)).toBe('Price per month');
  });

  it('says the areas and floor the advert states, and nothing it does not', () => {
    expect(realtyAreas(FLAT)).toEqual({ name: 'Area: total / living', value: '93 / 45 m²' });
    expect(realtyAreas({ ...FLAT, kitchen_square_meters: 12 })).toEqual({
      name: 'Area: total / living / kitchen',
      value: '93 / 45 / 12 m²',
    });
    expect(
      realtyAreas({ ...FLAT, total_square_meters: undefined, living_square_meters: undefined }),
    ).toBeUndefined();
    expect(realtyFloor(FLAT)).toBe('23 of 23');
    expect(realtyFloor({ ...FLAT, floor: undefined })).toBeUndefined();
  });

  it('says a land plot’s area in its unit, as the plot’s table states it', () => {
    const plot = (values: Record<string, number>): RealtyInfo => ({
      ...FLAT,
      total_square_meters: undefined,
      living_square_meters: undefined,
      characteristics_values: values,
    });
    expect(realtyPlotArea(plot({ '1424': 12, '1465': 12, '226': 223 }))).toBe('12 sotkas');
    expect(realtyPlotArea(plot({ '1424': 1, '226': 223 }))).toBe('1 sotka');
    expect(realtyPlotArea(plot({ '1424': 6, '1465': 8, '226': 223 }))).toBe('6–8 sotkas');
    expect(realtyPlotArea(plot({ '219': 2, '226': 224 }))).toBe('2 ha');
    expect(realtyPlotArea(FLAT)).toBeUndefined();
  });

  it('writes a price among the characteristics in the advert’s currency', () => {
    const hryvnias = { ...FLAT, currency_type: 'грн' };
    expect(characteristicAmount(234, 25000, hryvnias)).toBe(formatMoney(25000, 'UAH'));
    expect(characteristicAmount(235, 12000, FLAT)).toBe(formatMoney(12000, 'USD'));
    // A utility payment is in no currency the advert says: not the price's dollars.
    expect(characteristicAmount(1607, 550, FLAT)).toBeUndefined();
    expect(characteristicAmount(279, 900, { ...FLAT, currency_type: '€' })).toBe(
      formatMoney(900, 'EUR'),
    );
    // No amount, or a currency we do not know: the number as it is.
    expect(characteristicAmount(209, 2, FLAT)).toBeUndefined();
    expect(characteristicAmount(234, 25000, { ...FLAT, currency_type: '?' })).toBeUndefined();
  });

  it('links photos on the photo host and the page on the website, built safely', () => {
    expect(realtyPhotos(FLAT, '/photos/')[0]?.sources.src).toBe('/photos/dom/photo/0/0/1/1b.jpg');
    expect(realtyWebsiteUrl(13825265, FLAT)).toBe(
      'https://dom.ria.com/uk/realty-perevireno-prodaja-kvartira-kiev-13825265.html',
    );
    expect(realtyWebsiteUrl(1, { ...FLAT, beautiful_url: 'javascript:alert(1)//.html' })).toBe(
      'https://dom.ria.com/uk/realty-1.html',
    );
  });
});
