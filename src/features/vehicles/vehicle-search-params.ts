/**
 * The vehicle search page's state, three ways: the URL (the API's own parameter names, decoded
 * by the contract codec into a VehicleSearchQuery), the filter form's values (strings and
 * booleans, as inputs hold them: the schema's input), what a valid form means (numbers: the
 * schema's output), and back to a query. Pure, so it is tested on its own.
 */
import { formMessage } from '../../lib/form-message';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import {
  fieldText,
  idChoice,
  idList,
  inOrder,
  numberText,
  numericChoice,
  readInteger,
  readNumber,
} from '../../lib/form-values';
import {
  FUEL_CYCLES,
  TOP,
  type Currency,
  type IndexedValue,
  type VehicleSearchQuery,
} from '../../api/contracts/vehicle-search-query';

export const MAX_MAKE_ROWS = 10;
export const MAX_REGION_ROWS = 10;

/**
 * A year as typed: a whole number of four digits at most (the address reads a year as a whole
 * number: "2010.5" would be dropped from it, after the form had let it through).
 */
const yearText = z.pipe(
  z.string().check(
    z.refine(
      (value) => {
        const year = readInteger(value);
        return value.trim() === '' || (year !== undefined && year <= 9999);
      },
      formMessage(msg`Enter a year, such as 2015.`),
    ),
  ),
  z.transform((value: string) => readNumber(value)),
);

const makeRowSchema = z
  .object({
    origin: idChoice,
    make: idChoice,
    model: idChoice,
    yearFrom: yearText,
    yearTo: yearText,
  })
  .check(
    z.refine((row) => inOrder(row.yearFrom, row.yearTo), {
      message: formMessage(msg`The year "to" is before the year "from".`),
      path: ['yearTo'],
    }),
  );

const regionRowSchema = z.object({ state: idChoice, city: idChoice });

/** A select or radio group whose '' means "any": the code chosen, or undefined. */
function optionalCode<const T extends readonly ['', ...string[]]>(values: T) {
  return z.pipe(
    z.enum(values),
    z.transform((value: T[number]) => (value === '' ? undefined : Number(value))),
  );
}
/** Only those adverts ('1'), only the others ('0'), or any (''). */
const onlyOrNot = optionalCode(['', '0', '1']);
const PERIOD_CODES = ['', ...TOP.filter((code) => code !== 0).map(String)] as ['', ...string[]];

/**
 * The filter form: its values as inputs hold them (z.input) and what they mean (z.output).
 * An order error goes on the "to" field, a non-number on the field itself.
 */
export const vehicleFormSchema = z
  .object({
    category: idChoice,
    bodystyles: idList,
    makes: z.array(makeRowSchema).check(z.maxLength(MAX_MAKE_ROWS)),
    priceFrom: numberText,
    priceTo: numberText,
    currency: numericChoice(['1', '2', '3']),
    bargain: z.boolean(),
    realtyExchange: z.boolean(),
    carExchange: z.boolean(),
    exchangeMake: idChoice,
    exchangeModel: idChoice,
    regions: z.array(regionRowSchema).check(z.maxLength(MAX_REGION_ROWS)),
    /** `abroad`: '0' anywhere, '2' in Ukraine only, '1' abroad only. */
    location: numericChoice(['0', '1', '2']),
    clearedOnly: z.boolean(),
    options: idList,
    fuels: idList,
    gearboxes: idList,
    engineFrom: numberText,
    engineTo: numberText,
    powerFrom: numberText,
    powerTo: numberText,
    powerUnit: numericChoice(['1', '2']),
    photoOnly: z.boolean(),
    // "More filters": the public table's other rows.
    /** Thousands of km. */
    mileageFrom: numberText,
    mileageTo: numberText,
    drives: idList,
    colors: idList,
    doors: idChoice,
    seats: idChoice,
    /** Kilograms, at least. */
    payload: numberText,
    /** Litres per 100 km, on `consumptionCycle`. */
    consumptionFrom: numberText,
    consumptionTo: numberText,
    consumptionCycle: z.enum(FUEL_CYCLES),
    wheelFormula: idChoice,
    axles: idChoice,
    accidents: onlyOrNot,
    notRunning: onlyOrNot,
    onCredit: onlyOrNot,
    confiscated: onlyOrNot,
    seller: optionalCode(['', '1', '2']),
    vinChecked: z.boolean(),
    period: optionalCode(PERIOD_CODES),
    withVideo: z.boolean(),
    sold: optionalCode(['', '1', '2']),
    importedFrom: idChoice,
  })
  .check(
    z.refine((v) => inOrder(v.priceFrom, v.priceTo), {
      message: formMessage(msg`The price “to” is below the price “from”.`),
      path: ['priceTo'],
    }),
    z.refine((v) => inOrder(v.engineFrom, v.engineTo), {
      message: formMessage(msg`The volume “to” is below the volume “from”.`),
      path: ['engineTo'],
    }),
    z.refine((v) => inOrder(v.powerFrom, v.powerTo), {
      message: formMessage(msg`The power “to” is below the power “from”.`),
      path: ['powerTo'],
    }),
    z.refine((v) => inOrder(v.mileageFrom, v.mileageTo), {
      message: formMessage(msg`The mileage “to” is below the mileage “from”.`),
      path: ['mileageTo'],
    }),
    z.refine((v) => inOrder(v.consumptionFrom, v.consumptionTo), {
      message: formMessage(msg`The consumption “to” is below the consumption “from”.`),
      path: ['consumptionTo'],
    }),
  );

/** What the form's inputs hold. */
export type VehicleFormValues = z.input<typeof vehicleFormSchema>;
/** What a valid form asks for. */
export type VehicleFormOutput = z.output<typeof vehicleFormSchema>;
export type MakeRowValues = VehicleFormValues['makes'][number];
export type RegionRowValues = VehicleFormValues['regions'][number];

export const emptyMakeRow = (): MakeRowValues => ({
  origin: '',
  make: '',
  model: '',
  yearFrom: '',
  yearTo: '',
});
export const emptyRegionRow = (): RegionRowValues => ({ state: '', city: '' });

/** In the page's language: "1,6" in Ukrainian, as its fields ask. */
const text = fieldText;
/** Ids where 0 means "any": shown as the empty choice. */
const choice = (value: number | undefined): string => (value ? String(value) : '');
/** Codes where 0 is a choice of its own (only the others). */
const code = (value: number | undefined): '' | '0' | '1' =>
  value === undefined ? '' : value === 1 ? '1' : '0';
const values = (list: readonly IndexedValue[]): string[] =>
  list.map((entry) => String(entry.value));

export function toFormValues(query: VehicleSearchQuery): VehicleFormValues {
  return {
    category: choice(query.category_id),
    bodystyles: values(query.bodystyle),
    makes: query.makes.map((row) => ({
      origin: choice(row.brandOrigin),
      make: choice(row.marka_id),
      model: choice(row.model_id),
      yearFrom: text(row.s_yers),
      yearTo: text(row.po_yers),
    })),
    priceFrom: text(query.price_ot),
    priceTo: text(query.price_do),
    currency: String(query.currency ?? 1) as VehicleFormValues['currency'],
    bargain: query.auctionPossible === 1,
    realtyExchange: query.with_real_exchange === 1,
    carExchange: query.with_exchange === 1,
    exchangeMake: choice(query.exchange_marka_id),
    exchangeModel: choice(query.exchange_model_id),
    regions: query.regions.map((row) => ({ state: choice(row.state), city: choice(row.city) })),
    location: String(query.abroad ?? 0) as VehicleFormValues['location'],
    clearedOnly: query.custom === 1,
    options: query.auto_options.map(String),
    fuels: values(query.fuels),
    gearboxes: values(query.gearboxes),
    engineFrom: text(query.engineVolumeFrom),
    engineTo: text(query.engineVolumeTo),
    powerFrom: text(query.powerFrom),
    powerTo: text(query.powerTo),
    powerUnit: String(query.power_name ?? 1) as VehicleFormValues['powerUnit'],
    photoOnly: query.with_photo === 1,
    mileageFrom: text(query.raceFrom),
    mileageTo: text(query.raceTo),
    drives: values(query.drives ?? []),
    colors: values(query.colors ?? []),
    doors: choice(query.door),
    seats: choice(query.seats),
    payload: text(query.carrying),
    consumptionFrom: text(query.fuelRateFrom),
    consumptionTo: text(query.fuelRateTo),
    consumptionCycle: query.fuelRatesType ?? 'combine',
    wheelFormula: choice(query.wheelFormulaId),
    axles: choice(query.axleId),
    accidents: code(query.damage),
    // 2 ("do not show" them, the docs' second reading) means only running ones, as 0 does.
    notRunning: code(query.auto_repairs),
    onCredit: code(query.under_credit),
    confiscated: code(query.confiscated_car),
    seller: choice(query.sellerType) as VehicleFormValues['seller'],
    vinChecked: query['verified.VIN'] === 1,
    period: choice(query.top),
    withVideo: query.with_video === 1,
    sold: choice(query.saledParam) as VehicleFormValues['sold'],
    importedFrom: choice(query.matched_country),
  };
}

const indexed = (list: readonly number[]): IndexedValue[] =>
  list.map((value, index) => ({ index, value }));
const present = <T extends object>(row: T) =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The query a valid form asks for. Sort order and page size come from the current query
 * (they live in the results toolbar, not in the form); the page goes back to the first.
 */
export function toQuery(
  form: VehicleFormOutput,
  current: Pick<VehicleSearchQuery, 'order_by' | 'countpage'> = {},
): VehicleSearchQuery {
  const query: Mutable<Partial<VehicleSearchQuery>> = {};
  const set = <K extends keyof VehicleSearchQuery>(
    key: K,
    value: VehicleSearchQuery[K] | undefined,
  ) => {
    if (value !== undefined) query[key] = value;
  };
  set('category_id', form.category);
  set('price_ot', form.priceFrom);
  set('price_do', form.priceTo);
  // The currency matters only with a price; USD (1) is the service's default.
  const priced = form.priceFrom !== undefined || form.priceTo !== undefined;
  if (priced && form.currency !== 1) set('currency', form.currency as Currency);
  if (form.bargain) set('auctionPossible', 1);
  if (form.realtyExchange) set('with_real_exchange', 1);
  if (form.carExchange) {
    set('with_exchange', 1);
    set('exchange_marka_id', form.exchangeMake);
    if (form.exchangeMake !== undefined) set('exchange_model_id', form.exchangeModel);
  }
  if (form.location !== 0) set('abroad', form.location);
  if (form.clearedOnly) set('custom', 1);
  set('engineVolumeFrom', form.engineFrom);
  set('engineVolumeTo', form.engineTo);
  set('powerFrom', form.powerFrom);
  set('powerTo', form.powerTo);
  const powered = form.powerFrom !== undefined || form.powerTo !== undefined;
  if (powered && form.powerUnit !== 1) set('power_name', 2);
  if (form.photoOnly) set('with_photo', 1);
  set('raceFrom', form.mileageFrom);
  set('raceTo', form.mileageTo);
  set('door', form.doors);
  set('carrying', form.payload);
  set('seats', form.seats);
  set('damage', form.accidents);
  set('under_credit', form.onCredit);
  set('confiscated_car', form.confiscated);
  set('auto_repairs', form.notRunning);
  set('sellerType', form.seller);
  set('matched_country', form.importedFrom);
  set('fuelRateFrom', form.consumptionFrom);
  set('fuelRateTo', form.consumptionTo);
  // The cycle matters only with a consumption; `combine` is the service's default.
  const rated = form.consumptionFrom !== undefined || form.consumptionTo !== undefined;
  if (rated && form.consumptionCycle !== 'combine') set('fuelRatesType', form.consumptionCycle);
  set('top', form.period);
  set('saledParam', form.sold);
  if (form.vinChecked) set('verified.VIN', 1);
  set('wheelFormulaId', form.wheelFormula);
  set('axleId', form.axles);
  if (form.withVideo) set('with_video', 1);
  set('order_by', current.order_by);
  set('countpage', current.countpage);

  const makes = form.makes
    .map((row) =>
      present({
        brandOrigin: row.origin,
        marka_id: row.make,
        // A model belongs to its make.
        model_id: row.make === undefined ? undefined : row.model,
        s_yers: row.yearFrom,
        po_yers: row.yearTo,
      }),
    )
    .filter((row) => Object.keys(row).length > 0)
    .map((row, index) => ({ index, ...row }));
  const regions = form.regions
    .filter((row) => row.state !== undefined)
    .map((row, index) => ({ index, ...present({ state: row.state, city: row.city }) }));

  return {
    ...query,
    bodystyle: indexed(form.bodystyles),
    makes,
    regions,
    auto_options: [...form.options].sort((a, b) => a - b),
    fuels: indexed(form.fuels),
    gearboxes: indexed(form.gearboxes),
    // The newer lists are absent when empty, as the codec reads them.
    ...(form.drives.length > 0 ? { drives: indexed(form.drives) } : {}),
    ...(form.colors.length > 0 ? { colors: indexed(form.colors) } : {}),
  };
}

/** The fields of the panel's "More filters" (the public table's other rows). */
export const MORE_FILTER_FIELDS = [
  'mileageFrom',
  'mileageTo',
  'accidents',
  'notRunning',
  'onCredit',
  'confiscated',
  'seller',
  'vinChecked',
  'period',
  'withVideo',
  'sold',
  'importedFrom',
  'drives',
  'doors',
  'seats',
  'consumptionFrom',
  'consumptionTo',
  'consumptionCycle',
  'wheelFormula',
  'axles',
  'payload',
  'colors',
] as const satisfies readonly (keyof VehicleFormValues)[];

export type MoreFilterValues = Pick<VehicleFormValues, (typeof MORE_FILTER_FIELDS)[number]>;

/**
 * How many of "More filters" the form sets: a range counts once, a list once, the consumption
 * cycle not on its own (it qualifies a range).
 */
export function countMoreFilters(values: MoreFilterValues): number {
  const set = [
    values.mileageFrom.trim() !== '' || values.mileageTo.trim() !== '',
    values.accidents !== '',
    values.notRunning !== '',
    values.onCredit !== '',
    values.confiscated !== '',
    values.seller !== '',
    values.vinChecked,
    values.period !== '',
    values.withVideo,
    values.sold !== '',
    values.importedFrom !== '',
    values.drives.length > 0,
    values.doors !== '',
    values.seats !== '',
    values.consumptionFrom.trim() !== '' || values.consumptionTo.trim() !== '',
    values.wheelFormula !== '',
    values.axles !== '',
    values.payload.trim() !== '',
    values.colors.length > 0,
  ];
  return set.filter(Boolean).length;
}

/**
 * Whether the address sets one of "More filters": the route's loader then loads that panel,
 * and until its code is in those filters share one chip (vehicle-filter-chips.ts).
 */
export function setsMoreFilters(query: VehicleSearchQuery): boolean {
  return countMoreFilters(toFormValues(query)) > 0;
}

/** The form's category as the catalogs follow it: passenger cars when none is chosen. */
export const catalogCategory = (category: string): number => Number(category) || 1;

/**
 * Whether a link may hold choices its category lacks (link-misfits.tsx, loaded only then):
 * a category other than cars', with a make, body style, gearbox, option or drive chosen.
 */
export const mayMisfit = (query: VehicleSearchQuery): boolean =>
  !!query.category_id &&
  query.category_id !== 1 &&
  (query.makes.some((row) => row.marka_id) ||
    query.bodystyle.length > 0 ||
    query.gearboxes.length > 0 ||
    query.auto_options.length > 0 ||
    (query.drives?.length ?? 0) > 0);
