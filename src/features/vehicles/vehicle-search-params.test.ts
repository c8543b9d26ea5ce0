import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatQueryString, parseQueryString } from '../../api/contracts/query-codec';
import {
  AXLES,
  decodeVehicleSearch,
  encodeVehicleSearch,
  FUEL_CYCLES,
  TOP,
  WHEEL_FORMULAS,
} from '../../api/contracts/vehicle-search-query';
import { vehicleQuery } from '../../test/arbitraries';
import {
  emptyMakeRow,
  toFormValues,
  toQuery as queryOf,
  vehicleFormSchema,
  type VehicleFormValues,
} from './vehicle-search-params';

/** What a submit does: the schema reads the form, then the query is built from its output. */
const toQuery = (
  values: VehicleFormValues,
  ...current: Parameters<typeof queryOf> extends [unknown, ...infer R] ? R : never
) => queryOf(vehicleFormSchema.parse(values), ...current);

const id = fc.integer({ min: 1, max: 99_999 }).map(String);
const optionalId = fc.oneof(fc.constant(''), id);
const amount = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 0, max: 200_000 }).map(String),
  fc.constantFrom('1.4', '2.5'),
);
const ids = fc.uniqueArray(id, { maxLength: 4 });
const onlyOrNot = fc.constantFrom('' as const, '0' as const, '1' as const);

/** Form values in canonical form: what a form holds after a round trip through the URL. */
const formValues: fc.Arbitrary<VehicleFormValues> = fc
  .record({
    category: optionalId,
    bodystyles: ids,
    makes: fc.array(
      fc
        .record({
          origin: optionalId,
          make: optionalId,
          model: optionalId,
          yearFrom: amount,
          yearTo: amount,
        })
        .map((row) => ({
          ...row,
          model: row.make ? row.model : '',
          yearFrom: row.yearFrom.replace(/\..*/, ''),
          yearTo: row.yearTo.replace(/\..*/, ''),
        }))
        .filter((row) => Object.values(row).some((v) => v !== '')),
      { maxLength: 4 },
    ),
    priceFrom: amount,
    priceTo: amount,
    currency: fc.constantFrom('1' as const, '2' as const, '3' as const),
    bargain: fc.boolean(),
    realtyExchange: fc.boolean(),
    carExchange: fc.boolean(),
    exchangeMake: optionalId,
    exchangeModel: optionalId,
    regions: fc.array(fc.record({ state: id, city: optionalId }), { maxLength: 3 }),
    location: fc.constantFrom('0' as const, '1' as const, '2' as const),
    clearedOnly: fc.boolean(),
    options: ids.map((list) => [...list].sort((a, b) => Number(a) - Number(b))),
    fuels: ids,
    gearboxes: ids,
    engineFrom: amount,
    engineTo: amount,
    powerFrom: amount,
    powerTo: amount,
    powerUnit: fc.constantFrom('1' as const, '2' as const),
    photoOnly: fc.boolean(),
    mileageFrom: amount,
    mileageTo: amount,
    drives: ids,
    colors: ids,
    doors: optionalId,
    seats: optionalId,
    payload: amount,
    consumptionFrom: amount,
    consumptionTo: amount,
    consumptionCycle: fc.constantFrom(...FUEL_CYCLES),
    wheelFormula: fc.constantFrom('', ...WHEEL_FORMULAS.filter(Boolean).map(String)),
    axles: fc.constantFrom('', ...AXLES.filter(Boolean).map(String)),
    accidents: onlyOrNot,
    notRunning: onlyOrNot,
    onCredit: onlyOrNot,
    confiscated: onlyOrNot,
    seller: fc.constantFrom('' as const, '1' as const, '2' as const),
    vinChecked: fc.boolean(),
    period: fc.constantFrom('', ...TOP.filter(Boolean).map(String)),
    withVideo: fc.boolean(),
    sold: fc.constantFrom('' as const, '1' as const, '2' as const),
    importedFrom: optionalId,
  })
  .map((v) => ({
    ...v,
    // Settings that mean nothing without what they qualify fall back to their defaults.
    currency: v.priceFrom || v.priceTo ? v.currency : '1',
    powerUnit: v.powerFrom || v.powerTo ? v.powerUnit : '1',
    consumptionCycle: v.consumptionFrom || v.consumptionTo ? v.consumptionCycle : 'combine',
    exchangeMake: v.carExchange ? v.exchangeMake : '',
    exchangeModel: v.carExchange && v.exchangeMake ? v.exchangeModel : '',
  }));

describe('vehicle search params', () => {
  it('form → URL → form gives the same form', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        // A form with a range out of order is not submitted (its own test is below).
        fc.pre(vehicleFormSchema.safeParse(values).success);
        const url = formatQueryString(encodeVehicleSearch(toQuery(values)));
        const back = decodeVehicleSearch(parseQueryString(url));
        expect(back.issues).toEqual([]);
        expect(toFormValues(back.query)).toEqual(values);
      }),
      { numRuns: 400 },
    );
  });

  it('URL → form → URL is stable after one pass, and keeps sort and page size', () => {
    fc.assert(
      fc.property(vehicleQuery, (query) => {
        // A link with a range out of order fills a form that says so instead of searching.
        fc.pre(vehicleFormSchema.safeParse(toFormValues(query)).success);
        const once = toQuery(toFormValues(query), query);
        expect(toQuery(toFormValues(once), once)).toEqual(once);
        expect(once.order_by).toBe(query.order_by);
        expect(once.countpage).toBe(query.countpage);
        expect(once.page).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  it('keeps the meaning of the documented example request', () => {
    const url =
      'category_id=1&bodystyle[0]=3&bodystyle[4]=2&marka_id[0]=79&model_id[0]=0&s_yers[0]=2010&po_yers[0]=2017&brandOrigin[0]=276&price_ot=1000&price_do=60000&currency=1&state[0]=1&city[0]=0&abroad=2&custom=1&auto_options[477]=477&type[0]=1&type[3]=4&engineVolumeFrom=1.4&powerFrom=90&power_name=1&with_photo=1';
    const query = decodeVehicleSearch(parseQueryString(url)).query;
    const values = toFormValues(query);
    expect(values.makes).toEqual([
      { origin: '276', make: '79', model: '', yearFrom: '2010', yearTo: '2017' },
    ]);
    expect(values.regions).toEqual([{ state: '1', city: '' }]);
    expect(values.location).toBe('2');
    const again = toQuery(values);
    expect(again.makes).toEqual([
      { index: 0, brandOrigin: 276, marka_id: 79, s_yers: 2010, po_yers: 2017 },
    ]);
    expect(again.bodystyle.map((b) => b.value)).toEqual([3, 2]);
    expect(again.fuels.map((f) => f.value)).toEqual([1, 4]);
    expect(again.auto_options).toEqual([477]);
    expect(again).toMatchObject({
      category_id: 1,
      price_ot: 1000,
      price_do: 60000,
      abroad: 2,
      custom: 1,
      with_photo: 1,
    });
  });

  it("reads a buyer's link with the public table's filters, and writes it back", () => {
    // The benchmark's buyer (bench/queries.ts): mileage, colour, drive, no accident, VIN
    // checked, a dealer, posted in the last 30 days; older names (`raceInt` twice, a plain
    // `color_id`) come back under the current ones.
    const url =
      'raceInt=10&raceInt=150&color_id=2&drive_id[0]=1&drive_id[1]=3&damage=0&verified.VIN=1&sellerType=2&top=5&auto_repairs=2&fuelRateTo=8&fuelRatesType=city&order_by=13';
    const query = decodeVehicleSearch(parseQueryString(url)).query;
    const values = toFormValues(query);
    expect(values).toMatchObject({
      mileageFrom: '10',
      mileageTo: '150',
      colors: ['2'],
      drives: ['1', '3'],
      accidents: '0',
      vinChecked: true,
      seller: '2',
      period: '5',
      notRunning: '0',
      consumptionTo: '8',
      consumptionCycle: 'city',
    });
    const again = toQuery(values, query);
    expect(formatQueryString(encodeVehicleSearch(again))).toBe(
      'drive_id%5B0%5D=1&drive_id%5B1%5D=3&raceFrom=10&raceTo=150&color_id%5B0%5D=2&damage=0&auto_repairs=0&sellerType=2&fuelRateTo=8&fuelRatesType=city&top=5&verified.VIN=1&order_by=13',
    );
  });

  it('any link, however wrong, gives a form and a message naming each parameter at fault', () => {
    const names = fc.constantFrom(
      'raceFrom',
      'raceTo',
      'raceInt',
      'color_id',
      'color_id[1]',
      'drive_id[0]',
      'door',
      'seats',
      'carrying',
      'damage',
      'under_credit',
      'confiscated_car',
      'auto_repairs',
      'sellerType',
      'matched_country',
      'fuelRateFrom',
      'fuelRateTo',
      'fuelRatesType',
      'top',
      'saledParam',
      'verified.VIN',
      'wheelFormulaId',
      'axleId',
      'with_video',
      'order_by',
      'price_ot',
      'marka_id[0]',
      'no_such_param',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer({ min: -5, max: 20 }).map(String),
      fc.constantFrom('1e9', '99999999999', '2.5', 'route', 'city'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(names, values), { maxLength: 6 }), (pairs) => {
        const text = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const { query, issues } = decodeVehicleSearch(parseQueryString(text));
        for (const issue of issues) {
          expect(issue.param).toBeTruthy();
          expect(issue.message).toMatch(new RegExp(issue.param.replace(/[.[\]]/g, '\\$&')));
        }
        // What was read fills the form; a valid form writes a link that reads without issues.
        const values = toFormValues(query);
        if (vehicleFormSchema.safeParse(values).success) {
          const again = encodeVehicleSearch(toQuery(values, query));
          expect(decodeVehicleSearch(again).issues).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads a comma as a decimal point and drops empty rows', () => {
    const values = toFormValues(decodeVehicleSearch([]).query);
    const query = toQuery({
      ...values,
      engineFrom: '1,6',
      makes: [emptyMakeRow()],
      regions: [{ state: '', city: '5' }],
    });
    expect(query.engineVolumeFrom).toBe(1.6);
    expect(query.makes).toEqual([]);
    expect(query.regions).toEqual([]);
  });

  it('refuses a year that is no whole year, which the address could not hold', () => {
    const base = toFormValues(decodeVehicleSearch([]).query);
    for (const year of ['2010.5', '3000000000']) {
      const result = vehicleFormSchema.safeParse({
        ...base,
        makes: [{ ...emptyMakeRow(), yearFrom: year }],
      });
      expect(
        result.error?.issues.map((issue) => issue.path.join('.')),
        year,
      ).toEqual(['makes.0.yearFrom']);
    }
    const fine = vehicleFormSchema.safeParse({
      ...base,
      makes: [{ ...emptyMakeRow(), yearFrom: '2010' }],
    });
    expect(fine.data?.makes[0]?.yearFrom).toBe(2010);
  });

  it('reports from above to, and non-numbers, on the field at fault', () => {
    const base = toFormValues(decodeVehicleSearch([]).query);
    const result = vehicleFormSchema.safeParse({
      ...base,
      priceFrom: '5000',
      priceTo: '100',
      engineFrom: 'big',
      makes: [{ ...emptyMakeRow(), yearFrom: '2020', yearTo: '2010' }],
      mileageFrom: '200',
      mileageTo: '50',
      consumptionFrom: '9',
      consumptionTo: '4,5',
      payload: 'heavy',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'priceTo',
        'engineFrom',
        'makes.0.yearTo',
        'mileageTo',
        'consumptionTo',
        'payload',
      ]),
    );
    expect(vehicleFormSchema.safeParse(base).success).toBe(true);
  });
});
