import * as z from 'zod/mini';

/**
 * Photo links of `/auto/info` (`photoData`, live/info.json): the ids of the advert's photos, how
 * many, and the main photo in four sizes. Live answers may list fewer ids than `count`; an advert
 * without photos may send `count` alone.
 */
export const photoDataSchema = z.object({
  count: z.int().check(z.nonnegative()),
  all: z.optional(z.array(z.int())),
  seoLinkM: z.optional(z.string()),
  seoLinkSX: z.optional(z.string()),
  seoLinkB: z.optional(z.string()),
  seoLinkF: z.optional(z.string()),
});
export type PhotoData = z.infer<typeof photoDataSchema>;

/** One photo of `/auto/fotos/:id` (Denysria/api-docs auto_ria/used_cars/personalized/list-of-fotos.md). */
export const autoFotoSchema = z.object({
  photo_id: z.int(),
  auto_id: z.int(),
  status: z.int(),
  checked: z.int(),
  standard: z.int(),
  date_add: z.string(),
  description: z.nullable(z.string()),
  /** Relative to the photo host's `photos/` path, e.g. `auto/photo/18720/1872031/187203123/187203123.jpg`. */
  url: z.string(),
  /** Absolute links of the photo in other sizes (`…f.jpg`, `…fx.jpg`). */
  formats: z.array(z.string()),
});
export type AutoFoto = z.infer<typeof autoFotoSchema>;

/**
 * `/auto/fotos/:id`: `{status: 1, data: {<advert id>: {<photo id>: photo}}}`. An advert without
 * photos has an empty object (a PHP service may send `[]` for it: both are read).
 */
export const autoFotosSchema = z.object({
  status: z.int(),
  data: z.record(
    z.string(),
    z.union([z.record(z.string(), autoFotoSchema), z.array(autoFotoSchema)]),
  ),
});
export type AutoFotos = z.infer<typeof autoFotosSchema>;
