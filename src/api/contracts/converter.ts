import * as z from 'zod/mini';

/** A PHP-style service may encode an empty object as `[]`; read it as `{}`. */
const stringMap = z.union([
  z.record(z.string(), z.string()),
  z.pipe(
    z.array(z.never()).check(z.length(0)),
    z.transform((): Record<string, string> => ({})),
  ),
]);

/** `/new_to_old` and `/old_to_new`. */
export const conversionResponseSchema = z.object({
  unrecognized: stringMap,
  converted: stringMap,
  string: z.string(),
});
export type ConversionResponse = z.output<typeof conversionResponseSchema>;
