/**
 * The vehicle search page's state, three ways: the URL (the API's own parameter names, decoded
 * by the contract codec into a VehicleSearchQuery), the filter form's values (strings and
 * booleans, as inputs hold them), and back. Pure, so it is tested on its own.
 */
import * as z from 'zod/mini';
import { asList, inOrder, numberText, readNumber } from '../../lib/form-values';
import type {
  Currency,
  IndexedValue,
  VehicleSearchQuery,
} from '../../api/contracts/vehicle-search-query';

export const MAX_MAKE_ROWS = 10;
export const MAX_REGION_ROWS = 10;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface MakeRowValues {
  origin: string;
  make: string;
  model: string;
  yearFrom: string;
  yearTo: string;
}

export interface RegionRowValues {
  state: string;
  city: string;
}

export interface VehicleFormValues {
  category: string;
  bodystyles: string[];
  makes: MakeRowValues[];
  priceFrom: string;
  priceTo: string;
  currency: '1' | '2' | '3';
  bargain: boolean;
  realtyExchange: boolean;
  carExchange: boolean;
  exchangeMake: string;
  exchangeModel: string;
  regions: RegionRowValues[];
  /** `abroad`: '0' anywhere, '2' in Ukraine only, '1' abroad only. */
  location: '0' | '1' | '2';
  clearedOnly: boolean;
  options: string[];
  fuels: string[];
  gearboxes: string[];
  engineFrom: string;
  engineTo: string;
  powerFrom: string;
  powerTo: string;
  powerUnit: '1' | '2';
  photoOnly: boolean;
}

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

const readId = (raw: string): number | undefined => {
  const value = readNumber(raw);
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : undefined;
};
const indexed = (list: unknown): IndexedValue[] =>
  asList(list)
    .map(readId)
    .filter((value): value is number => value !== undefined)
    .map((value, index) => ({ index, value }));

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The query a submitted form asks for. Sort order and page size come from the current query
 * (they live in the results toolbar, not in the form); the page goes back to the first.
 */
export function toQuery(
  form: VehicleFormValues,
  current: Pick<VehicleSearchQuery, 'order_by' | 'countpage'> = {},
): VehicleSearchQuery {
  const query: Mutable<Partial<VehicleSearchQuery>> = {};
  const set = <K extends keyof VehicleSearchQuery>(
    key: K,
    value: VehicleSearchQuery[K] | undefined,
  ) => {
    if (value !== undefined) query[key] = value;
  };
  set('category_id', readId(form.category));
  const priceFrom = readNumber(form.priceFrom);
  const priceTo = readNumber(form.priceTo);
  set('price_ot', priceFrom);
  set('price_do', priceTo);
  // The currency matters only with a price; USD (1) is the service's default.
  if ((priceFrom !== undefined || priceTo !== undefined) && form.currency !== '1') {
    set('currency', Number(form.currency) as Currency);
  }
  if (form.bargain) set('auctionPossible', 1);
  if (form.realtyExchange) set('with_real_exchange', 1);
  if (form.carExchange) {
    set('with_exchange', 1);
    set('exchange_marka_id', readId(form.exchangeMake));
    if (readId(form.exchangeMake) !== undefined)
      set('exchange_model_id', readId(form.exchangeModel));
  }
  if (form.location !== '0') set('abroad', Number(form.location));
  if (form.clearedOnly) set('custom', 1);
  set('engineVolumeFrom', readNumber(form.engineFrom));
  set('engineVolumeTo', readNumber(form.engineTo));
  const powerFrom = readNumber(form.powerFrom);
  const powerTo = readNumber(form.powerTo);
  set('powerFrom', powerFrom);
  set('powerTo', powerTo);
  if ((powerFrom !== undefined || powerTo !== undefined) && form.powerUnit !== '1')
    set('power_name', 2);
  if (form.photoOnly) set('with_photo', 1);
  set('order_by', current.order_by);
  set('countpage', current.countpage);

  const makes = form.makes
    .map((row) => {
      const make = readId(row.make);
      return {
        brandOrigin: readId(row.origin),
        marka_id: make,
        model_id: make === undefined ? undefined : readId(row.model),
        s_yers: readNumber(row.yearFrom),
        po_yers: readNumber(row.yearTo),
      };
    })
    .map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)))
    .filter((row) => Object.keys(row).length > 0)
    .map((row, index) => ({ index, ...row }));
  const regions = form.regions
    .map((row) => {
      const state = readId(row.state);
      return state === undefined
        ? null
        : { state, ...(readId(row.city) ? { city: readId(row.city) } : {}) };
    })
    .filter((row) => row !== null)
    .map((row, index) => ({ index, ...row }));

  return {
    ...query,
    bodystyle: indexed(form.bodystyles),
    makes,
    regions,
    auto_options: asList(form.options)
      .map(readId)
      .filter((value): value is number => value !== undefined)
      .sort((a, b) => a - b),
    fuels: indexed(form.fuels),
    gearboxes: indexed(form.gearboxes),
  };
}

const makeRowSchema = z
  .object({
    origin: z.string(),
    make: z.string(),
    model: z.string(),
    yearFrom: numberText,
    yearTo: numberText,
  })
  .check(
    z.refine((row) => inOrder(row.yearFrom, row.yearTo), {
      message: 'The year "to" is before the year "from".',
      path: ['yearTo'],
    }),
  );

/** Checkbox groups: read by `asList`, which copes with any shape a group can give. */
const checked = z.custom<string[]>(() => true);

/** Validation of the filter form (it adds no transforms: values stay as typed). */
export const vehicleFormSchema = z
  .object({
    category: z.string(),
    bodystyles: checked,
    makes: z.array(makeRowSchema).check(z.maxLength(MAX_MAKE_ROWS)),
    priceFrom: numberText,
    priceTo: numberText,
    currency: z.enum(['1', '2', '3']),
    bargain: z.boolean(),
    realtyExchange: z.boolean(),
    carExchange: z.boolean(),
    exchangeMake: z.string(),
    exchangeModel: z.string(),
    regions: z
      .array(z.object({ state: z.string(), city: z.string() }))
      .check(z.maxLength(MAX_REGION_ROWS)),
    location: z.enum(['0', '1', '2']),
    clearedOnly: z.boolean(),
    options: checked,
    fuels: checked,
    gearboxes: checked,
    engineFrom: numberText,
    engineTo: numberText,
    powerFrom: numberText,
    powerTo: numberText,
    powerUnit: z.enum(['1', '2']),
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
