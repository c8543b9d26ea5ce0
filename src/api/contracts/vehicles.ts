import * as z from 'zod/mini';
import { photoDataSchema } from './photos';

const count = () => z.int().check(z.nonnegative());

/** `additional_params` of a vehicle search. `lang_id` and `page` come as numbers or strings. */
export const searchAdditionalParamsSchema = z.object({
  lang_id: z.union([z.number(), z.string()]),
  page: z.union([z.number(), z.string()]),
  view_type_id: z.number(),
  target: z.string(),
  section: z.string(),
  catalog_name: z.string(),
  elastica: z.boolean(),
  nodejs: z.boolean(),
});

export const searchResultSchema = z.object({
  ids: z.array(z.string()),
  count: count(),
  last_id: z.number(),
  /** Documented, but the live service omits it: clients page from `count`, never from `qs`. */
  qs: z.optional(
    z.object({
      fields: z.array(z.string()),
      size: z.int(),
      from: z.int(),
    }),
  ),
});

export const vehicleSearchBodySchema = z.object({
  additional_params: searchAdditionalParamsSchema,
  result: z.object({ search_result: searchResultSchema }),
});
export type VehicleSearchBody = z.infer<typeof vehicleSearchBodySchema>;

/** The documented form: an array holding one body. */
export const vehicleSearchArrayFormSchema = z.tuple([vehicleSearchBodySchema]);

/**
 * What a client accepts: the documented one-element array or the live service's bare object,
 * normalised to the body. Unknown members (`search_result_common`, `additional`) are dropped.
 */
export const vehicleSearchResponseSchema = z.pipe(
  z.union([vehicleSearchArrayFormSchema, vehicleSearchBodySchema]),
  z.transform((answer): VehicleSearchBody => (Array.isArray(answer) ? answer[0] : answer)),
);
export type VehicleSearchResponse = z.output<typeof vehicleSearchResponseSchema>;

/**
 * `/auto/info`: the members of the live answer (live/info.json) that the app reads, where the
 * live service puts them: `subCategoryName` at the top level; power only inside
 * `autoData.modificationName` ("320d Steptronic (190 к.с.) xDrive"), never as a number. Members
 * the live service does not always send are optional; unknown members are ignored.
 */
export const autoInfoSchema = z.object({
  userId: z.int(),
  markId: z.optional(z.int()),
  markName: z.string(),
  modelId: z.optional(z.int()),
  modelName: z.string(),
  title: z.string(),
  subCategoryName: z.optional(z.string()),
  USD: z.number(),
  UAH: z.number(),
  EUR: z.number(),
  auctionPossible: z.optional(z.boolean()),
  exchangePossible: z.optional(z.boolean()),
  realtyExchange: z.optional(z.boolean()),
  soldDate: z.optional(z.string()),
  autoData: z.object({
    autoId: z.optional(z.int()),
    year: z.int(),
    race: z.optional(z.string()),
    raceInt: z.number(),
    fuelName: z.string(),
    gearboxName: z.string(),
    driveName: z.optional(z.string()),
    modificationName: z.optional(z.string()),
    description: z.optional(z.string()),
    categoryId: z.int(),
    isSold: z.optional(z.boolean()),
    withVideo: z.optional(z.boolean()),
    mainCurrency: z.optional(z.string()),
  }),
  stateData: z.object({
    name: z.string(),
    regionName: z.string(),
    stateId: z.int(),
  }),
  locationCityName: z.optional(z.string()),
  color: z.optional(z.object({ name: z.string() })),
  dealer: z.optional(z.object({ name: z.optional(z.string()), typeId: z.optional(z.int()) })),
  autoInfoBar: z.optional(z.record(z.string(), z.boolean())),
  checkedVin: z.optional(z.object({ isChecked: z.optional(z.boolean()) })),
  photoData: z.optional(photoDataSchema),
  linkToView: z.string(),
  addDate: z.string(),
});
export type AutoInfo = z.infer<typeof autoInfoSchema>;

export const deleteAdvertResponseSchema = z.object({
  num_rows: count(),
  last_insert_id: z.int(),
});
export type DeleteAdvertResponse = z.infer<typeof deleteAdvertResponseSchema>;
