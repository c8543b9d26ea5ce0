import * as z from 'zod/mini';

export const realtySearchResponseSchema = z.object({
  items: z.array(z.int()),
  count: z.int().check(z.nonnegative()),
});
export type RealtySearchResponse = z.infer<typeof realtySearchResponseSchema>;
