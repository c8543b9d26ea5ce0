import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../../src/api/contracts/query-codec';
import { decodeVehicleSearch } from '../../src/api/contracts/vehicle-search-query';
import { REFERENCE_ANSWERS } from '../../src/features/converter/conversion-report.fixtures';
import { apiToSite, CORRESPONDENCES, siteToApi } from './site-params';

const sample = (name: string) => name.replace('#', '3');

describe('website ↔ API parameters (CONTRACT.md "Parameter conversion")', () => {
  it('carries every pair across and back, index and value unchanged', () => {
    for (const row of CORRESPONDENCES) {
      const values = row.values ? row.values.map(([api]) => api) : ['7'];
      for (const value of values) {
        const api = sample(row.api);
        const site = apiToSite([[api, value]]);
        expect(site.unrecognized, row.api).toEqual({});
        expect(Object.keys(site.converted), row.api).toEqual([sample(row.site)]);
        const back = siteToApi(Object.entries(site.converted));
        // The legacy order 1 comes back as 2, its live equivalent.
        const expected = row.api === 'order_by' && value === '1' ? '2' : value;
        expect(back.converted[api], `${row.api}=${value}`).toBe(expected);
      }
    }
  });

  it('names a website parameter for every search parameter the API reads', () => {
    const apiNames = new Set(CORRESPONDENCES.map((row) => row.api.replace('[#]', '')));
    const query =
      'drive_id[0]=1&raceFrom=10&raceTo=90&color_id[0]=2&door=4&seats=5&carrying=800&damage=0&under_credit=0&confiscated_car=0&auto_repairs=0&sellerType=1&matched_country=840&fuelRateFrom=4&fuelRateTo=7&fuelRatesType=city&top=4&saledParam=2&verified.VIN=1&wheelFormulaId=2&axleId=2&with_video=1&order_by=13';
    const decoded = decodeVehicleSearch(parseQueryString(query));
    expect(decoded.issues).toEqual([]);
    for (const [key] of parseQueryString(query))
      expect(apiNames.has(key.replace('[0]', ''))).toBe(true);
    expect(apiToSite(parseQueryString(query)).unrecognized).toEqual({});
  });

  it("reads the website's own search address (public clients' copies of it)", () => {
    const site = parseQueryString(
      'categories.main.id=1&region.id[0]=11&price.USD.gte=4000&price.USD.lte=20000&price.currency=1&mileage.gte=5&mileage.lte=218&engine.gte=1.2&sort[0].order=price.asc&top=1&verified.VIN=1&damage.not=1&drive.id[0]=1&country.import.id=840&sellerType=1&page=0&size=100',
    );
    const { converted, unrecognized } = siteToApi(site);
    expect(unrecognized).toEqual({});
    expect(converted).toEqual({
      category_id: '1',
      'state[0]': '11',
      price_ot: '4000',
      price_do: '20000',
      currency: '1',
      raceFrom: '5',
      raceTo: '218',
      engineVolumeFrom: '1.2',
      order_by: '2',
      top: '1',
      'verified.VIN': '1',
      damage: '0',
      'drive_id[0]': '1',
      matched_country: '840',
      sellerType: '1',
      page: '0',
      countpage: '100',
    });
  });

  it('converts price bounds only in the one currency the API search has', () => {
    const convert = (query: string) => siteToApi(parseQueryString(query));
    // price.currency names the API's currency: a bound in another is not that many of it.
    expect(convert('price.UAH.gte=100&price.currency=2')).toEqual({
      unrecognized: { 'price.UAH.gte': '100' },
      converted: { currency: '2' },
      string: 'currency=2',
    });
    // Without it, the first bound's currency is the search's; a second currency stays out.
    expect(convert('price.EUR.gte=100&price.USD.lte=200')).toEqual({
      unrecognized: { 'price.USD.lte': '200' },
      converted: { price_ot: '100', currency: '2' },
      string: 'price_ot=100&currency=2',
    });
    expect(convert('price.currency=3&price.UAH.gte=100&price.UAH.lte=900').converted).toEqual({
      currency: '3',
      price_ot: '100',
      price_do: '900',
    });
    // The API's side: bounds in a currency the website cannot name are not said there either.
    expect(apiToSite(parseQueryString('price_ot=100&currency=9'))).toEqual({
      unrecognized: { price_ot: '100' },
      converted: { 'price.currency': '9' },
      string: 'price.currency=9',
    });
    expect(apiToSite(parseQueryString('price_ot=100&price_do=200&currency=3')).converted).toEqual({
      'price.UAH.gte': '100',
      'price.UAH.lte': '200',
      'price.currency': '3',
    });
  });

  it('leaves a value the other side cannot say unrecognized', () => {
    expect(apiToSite([['damage', '1']]).unrecognized).toEqual({ damage: '1' });
    expect(apiToSite([['order_by', '0']]).unrecognized).toEqual({ order_by: '0' });
    expect(siteToApi([['sort[0].order', 'random']]).unrecognized).toEqual({
      'sort[0].order': 'random',
    });
  });

  it('converts the documented examples to their documented answers, to the byte', () => {
    type Example = { request_url: string; site_search_url?: string; response_json: unknown };
    const { examples } = JSON.parse(
      readFileSync(new URL('../reference/auto-search-params.json', import.meta.url), 'utf8'),
    ) as { examples: Record<'old_to_new' | 'new_to_old', Example> };
    const query = (url: string) => parseQueryString(url.slice(url.indexOf('?')));
    const { old_to_new: oldToNew, new_to_old: newToOld } = examples;
    expect(JSON.stringify(apiToSite(query(oldToNew.request_url)))).toBe(
      JSON.stringify(oldToNew.response_json),
    );
    // The documented new_to_old answer belongs to the website URL's query (CONTRACT.md).
    expect(JSON.stringify(siteToApi(query(newToOld.site_search_url ?? '')))).toBe(
      JSON.stringify(newToOld.response_json),
    );
  });
});

describe("old_to_new reads the search's older names as the search does", () => {
  const convert = (query: string) => apiToSite(parseQueryString(query));

  it('converts every older name the search accepts (the reviewer’s query)', () => {
    expect(
      convert('api_key=demo-key&drive_id=1&color_id=2&body_id=3&gear_id=1&type_id=2&raceInt=100'),
    ).toEqual({
      unrecognized: {},
      converted: {
        'drive.id[0]': '1',
        'color.id[0]': '2',
        'body.id[0]': '3',
        'gearbox.id[0]': '1',
        'fuel.id[0]': '2',
        'mileage.gte': '100',
        'mileage.lte': '100',
      },
      string:
        'drive.id%5B0%5D=1&color.id%5B0%5D=2&body.id%5B0%5D=3&gearbox.id%5B0%5D=1&fuel.id%5B0%5D=2&mileage.gte=100&mileage.lte=100',
    });
  });

  it.each([
    ['drive_id=1', { 'drive.id[0]': '1' }],
    ['color_id=2', { 'color.id[0]': '2' }],
    ['body_id=3', { 'body.id[0]': '3' }],
    ['body_id[4]=2', { 'body.id[4]': '2' }],
    ['gear_id=1', { 'gearbox.id[0]': '1' }],
    ['gear_id[2]=3', { 'gearbox.id[2]': '3' }],
    ['type_id=2', { 'fuel.id[0]': '2' }],
    ['type_id[5]=6', { 'fuel.id[5]': '6' }],
    // A row index is its number: marka_id[00] is row 0 to the search.
    ['marka_id[00]=9&model_id[00]=0', { 'brand.id[0]': '9' }],
    // raceInt (or race) once is exactly that mileage.
    ['raceInt=100', { 'mileage.gte': '100', 'mileage.lte': '100' }],
    ['race=60', { 'mileage.gte': '60', 'mileage.lte': '60' }],
    // Twice, the range between the two values in either order, mixed names included.
    ['raceInt=10&raceInt=100', { 'mileage.gte': '10', 'mileage.lte': '100' }],
    ['raceInt=200&raceInt=100', { 'mileage.gte': '100', 'mileage.lte': '200' }],
    ['race=90.5&raceInt=10', { 'mileage.gte': '10', 'mileage.lte': '90.5' }],
    // An empty value is absent to the search, beside the older names or on its own.
    ['raceInt=&raceInt=70', { 'mileage.gte': '70', 'mileage.lte': '70' }],
    ['raceInt=70&raceTo=', { 'mileage.gte': '70', 'mileage.lte': '70' }],
    ['raceInt=', {}],
  ])('%s', (query, converted) => {
    const answer = convert(query);
    expect(answer.unrecognized).toEqual({});
    expect(answer.converted).toEqual(converted);
    // The website form, read back, is the search the API query was.
    const back = siteToApi(Object.entries(answer.converted));
    const asked = decodeVehicleSearch(parseQueryString(query));
    expect(asked.issues).toEqual([]);
    expect(decodeVehicleSearch(Object.entries(back.converted)).query).toEqual(asked.query);
  });

  it('leaves older mileage the search refuses unrecognized, as sent', () => {
    expect(convert('raceInt=1&raceInt=2&raceInt=3')).toEqual({
      unrecognized: { raceInt: '3' },
      converted: {},
      string: '',
    });
    expect(convert('raceInt=10&raceTo=100')).toEqual({
      unrecognized: { raceInt: '10' },
      converted: { 'mileage.lte': '100' },
      string: 'mileage.lte=100',
    });
    expect(convert('race=lots').unrecognized).toEqual({ race: 'lots' });
    // Names the search does not read as mileage or a list row stay unrecognized too.
    expect(convert('raceInt[0]=5&body_id[x]=3').unrecognized).toEqual({
      'raceInt[0]': '5',
      'body_id[x]': '3',
    });
    // An older name beside its own (one key twice to the search): the second is said, not lost.
    expect(convert('bodystyle[0]=5&body_id=3')).toMatchObject({
      unrecognized: { body_id: '3' },
      converted: { 'body.id[0]': '5' },
    });
  });
});

describe('a make row without a model', () => {
  it('gets model_id="0" only when no model.id names its row, leading zeros or not', () => {
    expect(siteToApi(parseQueryString('brand.id[0]=9&model.id[00]=5')).converted).toEqual({
      'marka_id[0]': '9',
      'model_id[00]': '5',
    });
    expect(siteToApi(parseQueryString('brand.id[00]=9&model.id[0]=96')).converted).toEqual({
      'marka_id[00]': '9',
      'model_id[0]': '96',
    });
    expect(siteToApi(parseQueryString('brand.id[1]=9&model.id[0]=96')).converted).toEqual({
      'marka_id[1]': '9',
      'model_id[1]': '0',
      'model_id[0]': '96',
    });
  });
});

describe('a name given more than once', () => {
  it('keeps its last value in either direction, where it first came', () => {
    expect(apiToSite(parseQueryString('marka_id[0]=9&category_id=1&marka_id[0]=84'))).toEqual({
      unrecognized: {},
      converted: { 'brand.id[0]': '84', 'categories.main.id': '1' },
      string: 'brand.id%5B0%5D=84&categories.main.id=1',
    });
    expect(siteToApi(parseQueryString('brand.id[0]=9&brand.id[0]=84')).converted).toEqual({
      'marka_id[0]': '84',
      'model_id[0]': '0',
    });
    // Last "all models" drops the model given before it.
    expect(
      apiToSite(parseQueryString('marka_id[0]=9&model_id[0]=5&model_id[0]=0')).converted,
    ).toEqual({
      'brand.id[0]': '9',
    });
    // A currency given twice: its last, for the bounds too.
    expect(apiToSite(parseQueryString('currency=9&currency=2&price_ot=5')).converted).toEqual({
      'price.currency': '2',
      'price.EUR.gte': '5',
    });
  });

  it('still says an older name beside its own, whichever is repeated', () => {
    expect(apiToSite(parseQueryString('body_id=3&bodystyle[0]=5&body_id=4'))).toMatchObject({
      unrecognized: { 'bodystyle[0]': '5' },
      converted: { 'body.id[0]': '4' },
    });
    // raceInt twice is still the range between them, not a repeat.
    expect(apiToSite(parseQueryString('raceInt=10&raceInt=90')).converted).toEqual({
      'mileage.gte': '10',
      'mileage.lte': '90',
    });
  });
});

describe("the converter page's test answers", () => {
  it('are this service’s answers', () => {
    for (const [asked, answer] of Object.entries(REFERENCE_ANSWERS)) {
      const [direction, query = ''] = asked.split(' ');
      const convert = direction === 'new_to_old' ? siteToApi : apiToSite;
      const { converted, unrecognized } = convert(parseQueryString(query));
      expect({ converted, unrecognized }, asked).toEqual(answer);
    }
  });
});
