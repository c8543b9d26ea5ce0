/**
 * The vehicle search page's state, three ways: the URL (the API's own parameter names, decoded
 * by the contract codec into a VehicleSearchQuery), the filter form's values (strings and
 * booleans, as inputs hold them: the schema's input), what a valid form means (numbers: the
 * schema's output), and back to a query. Pure, so it is tested on its own.
 */
import * as z from 'zod/mini';
import { idChoice, idList, inOrder, numberText, numericChoice } from '../../lib/form-values';
import type {
  Currency,
  IndexedValue,
  VehicleSearchQuery,
} from '../../api/contracts/vehicle-search-query';

export const MAX_MAKE_ROWS = 10;
export const MAX_REGION_ROWS = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const makeRowSchema = z
  .object({
    origin: idChoice,
    make: idChoice,
    model: idChoice,
    yearFrom: numberText,
    yearTo: numberText,
  })
  .check(
    z.refine((row) => inOrder(row.yearFrom, row.yearTo), {
      message: 'The year "to" is before the year "from".',
      path: ['yearTo'],
    }),
  );

const regionRowSchema = z.object({ state: idChoice, city: idChoice });

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
  })
  .check(
    z.refine((v) => inOrder(v.priceFrom, v.priceTo), {
      message: 'The price "to" is below the price "from".',
      path: ['priceTo'],
    }),
    z.refine((v) => inOrder(v.engineFrom, v.engineTo), {
      message: 'The volume "to" is below the volume "from".',
      path: ['engineTo'],
    }),
    z.refine((v) => inOrder(v.powerFrom, v.powerTo), {
      message: 'The power "to" is below the power "from".',
      path: ['powerTo'],
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

const text = (value: number | undefined): string => (value === undefined ? '' : String(value));
/** Ids where 0 means "any": shown as the empty choice. */
const choice = (value: number | undefined): string => (value ? String(value) : '');
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
  };
}
