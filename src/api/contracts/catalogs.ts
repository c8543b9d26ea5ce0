import * as z from 'zod/mini';

/** Every catalog path answers `[{"name","value"}]`; body styles add `parent_id`. */
export const catalogItemSchema = z.object({
  name: z.string(),
  value: z.int(),
  parent_id: z.optional(z.int()),
});
export const catalogSchema = z.array(catalogItemSchema);
export type CatalogItem = z.infer<typeof catalogItemSchema>;
