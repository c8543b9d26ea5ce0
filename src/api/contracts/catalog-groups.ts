/**
 * The grouped catalog paths (LIVE-2026.md "Catalogs"). The service answers them and its tests
 * read them; the app reads none, so they live apart from the schemas it loads.
 */
import * as z from 'zod/mini';

/**
 * `/auto/categories/:cat/bodystyles/_group` (LIVE-2026.md): groups, each an array whose first
 * item (`parentId` 0) names the group and whose other items are its members.
 */
export const bodystyleGroupsSchema = z.array(
  z.array(z.object({ name: z.string(), value: z.int(), parentId: z.int() })),
);
export type BodystyleGroups = z.infer<typeof bodystyleGroupsSchema>;

const modelItemSchema = z.object({ name: z.string(), value: z.int() });
/**
 * `/auto/categories/:cat/marks/:mark/models/_group` (LIVE-2026.md): each item is a model or a
 * family of models (an array, the family's own entry first).
 */
export const modelGroupsSchema = z.array(z.union([modelItemSchema, z.array(modelItemSchema)]));
export type ModelGroups = z.infer<typeof modelGroupsSchema>;
