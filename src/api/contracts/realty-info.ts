import * as z from 'zod/mini';

/** A photo of `/dom/info`: `file` is relative to the photo host's `photos/` path; `o` h or v. */
export const realtyPhotoSchema = z.object({
  id: z.int(),
  file: z.string(),
  o: z.optional(z.string()),
});
export type RealtyPhoto = z.infer<typeof realtyPhotoSchema>;

/**
 * `GET /dom/info/:id` (auto-info-example.json `dom_info`): the members the app reads, in the
 * documented places and types (`district_id` is a string there, `state_id`/`city_id` numbers).
 * Members an advert does not state (rooms of a plot, the floor of a house) are absent. Unknown
 * members are ignored.
 */
export const realtyInfoSchema = z.object({
  realty_id: z.int(),
  user_id: z.optional(z.int()),
  realty_type_id: z.int(),
  realty_type_name: z.optional(z.string()),
  realty_type_parent_id: z.int(),
  realty_type_parent_name: z.optional(z.string()),
  advert_type_id: z.int(),
  advert_type_name: z.optional(z.string()),
  state_id: z.int(),
  state_name: z.optional(z.string()),
  city_id: z.int(),
  city_name: z.optional(z.string()),
  district_id: z.optional(z.union([z.string(), z.int()])),
  district_name: z.optional(z.string()),
  street_name: z.optional(z.string()),
  building_number_str: z.optional(z.string()),
  rooms_count: z.optional(z.number()),
  floor: z.optional(z.number()),
  floors_count: z.optional(z.number()),
  total_square_meters: z.optional(z.number()),
  living_square_meters: z.optional(z.number()),
  kitchen_square_meters: z.optional(z.number()),
  price: z.number(),
  price_total: z.optional(z.number()),
  /** The price of one square metre, in the advert's currency (60 000 $ / 93 m² → 645). */
  price_item: z.optional(z.number()),
  currency_type: z.string(),
  price_type: z.optional(z.string()),
  /** The price as text in 1 US dollars, 2 euros, 3 hryvnias ("60 000"). */
  priceArr: z.optional(z.record(z.string(), z.string())),
  description: z.optional(z.string()),
  description_uk: z.optional(z.string()),
  wall_type: z.optional(z.string()),
  created_at: z.optional(z.string()),
  publishing_date: z.optional(z.string()),
  beautiful_url: z.optional(z.string()),
  main_photo: z.optional(z.string()),
  photos: z.union([z.record(z.string(), realtyPhotoSchema), z.array(realtyPhotoSchema)]),
  characteristics_values: z.record(z.string(), z.number()),
  user: z.optional(z.object({ name: z.string() })),
});
export type RealtyInfo = z.infer<typeof realtyInfoSchema>;
