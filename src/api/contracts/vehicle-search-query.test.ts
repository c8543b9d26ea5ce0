import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from './query-codec';
import { vehicleQuery } from '../../test/arbitraries';
import {
  decodeVehicleSearch,
  effectivePageSize,
  encodeVehicleSearch,
} from './vehicle-search-query';

describe('vehicle search query', () => {
  it('decodes the documented example request', () => {
    const url =
      'category_id=1&bodystyle[0]=3&bodystyle[4]=2&marka_id[0]=79&model_id[0]=0&s_yers[0]=2010&po_yers[0]=2017&marka_id[1]=84&model_id[1]=0&s_yers[1]=2012&po_yers[1]=2016&brandOrigin[0]=276&brandOrigin[1]=392&price_ot=1000&price_do=60000&currency=1&auctionPossible=1&with_real_exchange=1&with_exchange=1&exchange_filter[marka_id]=0&exchange_filter[model_id]=0&state[0]=1&city[0]=0&state[1]=2&city[1]=0&state[2]=10&city[2]=0&abroad=2&custom=1&auto_options[477]=477&type[0]=1&type[1]=2&type[3]=4&type[7]=8&gearbox[0]=1&gearbox[1]=2&gearbox[2]=3&engineVolumeFrom=1.4&engineVolumeTo=3.2&powerFrom=90&powerTo=250&power_name=1&countpage=50&with_photo=1';
    const { query, issues, unknown } = decodeVehicleSearch(parseQueryString(`api_key=x&${url}`));
    expect(issues).toEqual([]);
    expect(unknown).toEqual([]);
    expect(query.makes).toEqual([
      { index: 0, brandOrigin: 276, marka_id: 79, model_id: 0, s_yers: 2010, po_yers: 2017 },
      { index: 1, brandOrigin: 392, marka_id: 84, model_id: 0, s_yers: 2012, po_yers: 2016 },
    ]);
    expect(query.regions).toHaveLength(3);
    expect(query.fuels.map((f) => f.value)).toEqual([1, 2, 4, 8]);
    expect(query.auto_options).toEqual([477]);
    expect(query.engineVolumeFrom).toBe(1.4);
    expect(query.countpage).toBe(50);
  });

  it('names the parameter at fault', () => {
    const cases: [string, string][] = [
      ['marka_id[0]=abc', 'marka_id[0]'],
      ['page=-1', 'page'],
      ['currency=7', 'currency'],
      ['marka_id[x]=9', 'marka_id[x]'],
      ['category_id[0]=1', 'category_id[0]'],
      ['auto_options[477]=478', 'auto_options[477]'],
      ['price_ot=1e9', 'price_ot'],
      ['countpage=0', 'countpage'],
      ['category_id=1&category_id=2', 'category_id'],
      ['exchange_filter[x]=1', 'exchange_filter[x]'],
    ];
    for (const [query, param] of cases) {
      expect(decodeVehicleSearch(parseQueryString(query)).issues[0]?.param, query).toBe(param);
    }
  });

  it('ignores unknown names and empty values', () => {
    const decoded = decodeVehicleSearch(parseQueryString('foo=1&bar[2]=x&price_ot=&marka_id[0]='));
    expect(decoded.issues).toEqual([]);
    expect(decoded.unknown).toEqual(['foo', 'bar[2]']);
    expect(decoded.query.price_ot).toBeUndefined();
    expect(decoded.query.makes).toEqual([]);
  });

  it('ignores an unknown name given twice, as the other searches do (CONTRACT.md "Every endpoint")', () => {
    for (const text of ['x=1&x=2', 'foo[0]=1&foo[0]=2', '=&=', 'foo=1&foo=1&price_ot=5']) {
      const decoded = decodeVehicleSearch(parseQueryString(text));
      expect(decoded.issues, text).toEqual([]);
      expect(new Set(decoded.unknown).size, text).toBe(decoded.unknown.length);
    }
    expect(decodeVehicleSearch(parseQueryString('x=1&x=2')).unknown).toEqual(['x']);
  });

  it('passes over the tracking parameters a shared link arrives with: neither filter nor unknown', () => {
    const link = 'marka_id[0]=79&utm_source=facebook&utm_medium=social&fbclid=IwAR0&gclid=Cj0';
    const decoded = decodeVehicleSearch(parseQueryString(link));
    expect(decoded).toEqual(decodeVehicleSearch(parseQueryString('marka_id[0]=79')));
    expect(decoded.unknown).toEqual([]);
  });

  it('round-trips every query through pairs and a query string', () => {
    fc.assert(
      fc.property(vehicleQuery, (query) => {
        const text = formatQueryString(encodeVehicleSearch(query));
        const decoded = decodeVehicleSearch(parseQueryString(text));
        expect(decoded.issues).toEqual([]);
        expect(decoded.query).toEqual(query);
      }),
      { numRuns: 500 },
    );
  });

  it('takes the live sort orders and reads the legacy 1 as 2 (LIVE-2026.md; CONTRACT.md "Order")', () => {
    const order = (text: string) => decodeVehicleSearch(parseQueryString(text));
    for (const value of [0, 2, 3, 5, 6, 7, 8, 12, 13]) {
      expect(order(`order_by=${value}`).query.order_by).toBe(value);
    }
    expect(order('order_by=1').query.order_by).toBe(2);
    expect(formatQueryString(encodeVehicleSearch(order('order_by=1').query))).toBe('order_by=2');
    for (const value of [4, 9, 10, 11, 14]) {
      expect(order(`order_by=${value}`).issues[0]?.param).toBe('order_by');
    }
  });

  it('reads the older mileage names: once is that mileage, twice a range (LIVE-2026.md)', () => {
    const read = (text: string) => decodeVehicleSearch(parseQueryString(text));
    expect(read('raceFrom=10&raceTo=150').query).toMatchObject({ raceFrom: 10, raceTo: 150 });
    expect(read('raceInt=10&raceInt=100').query).toMatchObject({ raceFrom: 10, raceTo: 100 });
    // The range between the two values in either order, as /auto/average_price reads raceInt.
    expect(read('raceInt=200&raceInt=100').query).toMatchObject({ raceFrom: 100, raceTo: 200 });
    expect(read('race=90.5&raceInt=10').query).toMatchObject({ raceFrom: 10, raceTo: 90.5 });
    expect(formatQueryString(encodeVehicleSearch(read('raceInt=200&raceInt=100').query))).toBe(
      'raceFrom=100&raceTo=200',
    );
    expect(read('race=60').query).toMatchObject({ raceFrom: 60, raceTo: 60 });
    expect(formatQueryString(encodeVehicleSearch(read('raceInt=10&raceInt=100').query))).toBe(
      'raceFrom=10&raceTo=100',
    );
    expect(read('raceInt=1&raceInt=2&raceInt=3').issues[0]?.param).toBe('raceInt');
    expect(read('raceInt=10&raceTo=100').issues[0]?.param).toBe('raceInt');
    expect(read('raceInt=lots').issues[0]?.param).toBe('raceInt');
  });

  it('reads the public table\'s names and plain forms of lists (CONTRACT.md "Every public filter")', () => {
    const { query, issues, unknown } = decodeVehicleSearch(
      parseQueryString(
        'body_id=3&gear_id[1]=2&type_id=6&drive_id=1&color_id[0]=2&color_id[3]=15&verified.VIN=1&fuelRatesType=city&fuelRateTo=6.5&top=4&saledParam=2&sellerType=2',
      ),
    );
    expect(issues).toEqual([]);
    expect(unknown).toEqual([]);
    expect(query.bodystyle).toEqual([{ index: 0, value: 3 }]);
    expect(query.gearboxes).toEqual([{ index: 1, value: 2 }]);
    expect(query.fuels).toEqual([{ index: 0, value: 6 }]);
    expect(query.drives).toEqual([{ index: 0, value: 1 }]);
    expect(query.colors).toEqual([
      { index: 0, value: 2 },
      { index: 3, value: 15 },
    ]);
    expect(query).toMatchObject({
      'verified.VIN': 1,
      fuelRatesType: 'city',
      fuelRateTo: 6.5,
      top: 4,
      saledParam: 2,
      sellerType: 2,
    });
    // An alias and the name it stands for may not both give one row.
    const twice = decodeVehicleSearch(parseQueryString('bodystyle[0]=3&body_id=5'));
    expect(twice.issues[0]).toMatchObject({ param: 'body_id' });
    expect(decodeVehicleSearch(parseQueryString('drive_id=1&drive_id[0]=2')).issues[0]?.param).toBe(
      'drive_id[0]',
    );
  });

  it('refuses a row given twice with its index written two ways (CONTRACT.md "Every endpoint")', () => {
    // Leading zeros do not change an index: marka_id[00] is row 0 again, not a second row.
    const cases: [string, string][] = [
      ['marka_id[0]=9&marka_id[00]=84', 'marka_id[00]'],
      ['bodystyle[0]=3&bodystyle[00]=5', 'bodystyle[00]'],
      ['body_id=3&bodystyle[000]=5', 'bodystyle[000]'],
      ['state[1]=10&state[01]=1', 'state[01]'],
      ['type[7]=8&type[007]=8', 'type[007]'],
      ['auto_options[477]=477&auto_options[0477]=477', 'auto_options[0477]'],
    ];
    for (const [text, param] of cases) {
      const { issues } = decodeVehicleSearch(parseQueryString(text));
      expect(issues, text).toEqual([
        expect.objectContaining({
          param,
          message: `${param} is given more than once; give it once.`,
          rule: { kind: 'repeated' },
        }),
      ]);
    }
    // Given once, such an index reads as its number.
    const once = decodeVehicleSearch(parseQueryString('marka_id[01]=9&bodystyle[004]=2'));
    expect(once.issues).toEqual([]);
    expect(once.query.makes).toEqual([{ index: 1, marka_id: 9 }]);
    expect(once.query.bodystyle).toEqual([{ index: 4, value: 2 }]);
  });

  it('names the new parameters at fault (CONTRACT.md "Every endpoint": 400 naming the parameter)', () => {
    const cases: [string, string][] = [
      ['damage=2', 'damage'],
      ['auto_repairs=3', 'auto_repairs'],
      ['sellerType=3', 'sellerType'],
      ['top=7', 'top'],
      ['saledParam=x', 'saledParam'],
      ['verified.VIN=2', 'verified.VIN'],
      ['wheelFormulaId=6', 'wheelFormulaId'],
      ['axleId=6', 'axleId'],
      ['fuelRatesType=highway', 'fuelRatesType'],
      ['fuelRatesType[0]=city', 'fuelRatesType[0]'],
      ['raceFrom=-5', 'raceFrom'],
      ['door=two', 'door'],
      ['color_id[x]=2', 'color_id[x]'],
      ['drive_id[0]=front', 'drive_id[0]'],
    ];
    for (const [query, param] of cases) {
      expect(decodeVehicleSearch(parseQueryString(query)).issues[0]?.param, query).toBe(param);
    }
  });

  it('clamps the page size to 1…100 with 10 by default', () => {
    expect(effectivePageSize(undefined)).toBe(10);
    expect(effectivePageSize(250)).toBe(100);
    expect(effectivePageSize(37)).toBe(37);
  });

  it('reads any whole number from 1 as a page size, however large (CONTRACT.md §2: clamped to 100)', () => {
    for (const raw of ['101', '2147483647', '2147483648', '99999999999999999999', '000100']) {
      const { query, issues } = decodeVehicleSearch(parseQueryString(`countpage=${raw}`));
      expect(issues, raw).toEqual([]);
      expect(effectivePageSize(query.countpage), raw).toBe(100);
    }
    for (const raw of ['0', '000', '-1', '1.5', 'ten']) {
      const { issues } = decodeVehicleSearch(parseQueryString(`countpage=${raw}`));
      expect(issues, raw).toEqual([
        {
          param: 'countpage',
          message: 'countpage must be a whole number from 1; larger than 100 is served as 100.',
          rule: { kind: 'range', min: 1, max: 100 },
        },
      ]);
    }
  });
});
