/**
 * JSON Schemas of query parameters as the API reads them (src/api/contracts/query-values.ts),
 * and the shapes of OpenAPI parameter objects, for the operation docs (operations.ts).
 *
 * Indexed families (`marka_id[0]=79&marka_id[1]=84`) are OpenAPI `deepObject` parameters: the
 * object's keys are the bracketed parts, so `{"0": 79, "1": 84}` is sent as written above; a
 * second level (`characteristic[209][from]=1`) nests the same way. `x-sent-as` names the keys
 * as sent, for readers and for tools that do not follow deepObject.
 */
import { MAX_AMOUNT, MAX_ID, MAX_INDEX } from '../../src/api/contracts/query-values';

export type JsonSchema = Record<string, unknown>;

export interface ParameterDoc {
  readonly name: string;
  readonly in: 'query';
  readonly description: string;
  readonly schema: JsonSchema;
  readonly required?: boolean;
  readonly deprecated?: boolean;
  readonly style?: 'form' | 'deepObject';
  readonly explode?: boolean;
  readonly example?: unknown;
  /** The keys as sent: `marka_id[i]`, `characteristic[id][from]`. */
  readonly 'x-sent-as'?: string;
}

/** A non-negative whole id (`0` is "any" for makes, models, regions, cities). */
export const id = (extra: JsonSchema = {}): JsonSchema => ({
  type: 'integer',
  minimum: 0,
  maximum: MAX_ID,
  ...extra,
});

/** A non-negative decimal: up to 13 digits, a point and up to 6 more (`1500`, `1.6`). */
export const amount = (extra: JsonSchema = {}): JsonSchema => ({
  type: 'number',
  minimum: 0,
  maximum: MAX_AMOUNT,
  ...extra,
});

/** Fixed values, each with its meaning. */
export function oneOf(values: readonly (number | string)[], meanings: readonly string[]) {
  if (values.length !== meanings.length) throw new Error(`meanings for ${values.join(', ')}`);
  return {
    schema: { type: typeof values[0] === 'string' ? 'string' : 'integer', enum: [...values] },
    meaning: values.map((value, i) => `\`${value}\` ${meanings[i]}`).join(', '),
  };
}

/**
 * The bracketed row index of a family: `0` to 9999 (`marka_id[0]`), no leading zero: `[00]` is
 * row 0 again, so two such keys would be one parameter given twice (CONTRACT.md "Every endpoint").
 */
export const ROW_INDEX = `^(0|[1-9][0-9]{0,${String(MAX_INDEX).length - 1}})$`;
/** An id used as a key (`characteristic[209]`): up to nine digits, no leading zero. */
export const ID_KEY = '^(0|[1-9][0-9]{0,8})$';

export function plain(
  name: string,
  schema: JsonSchema,
  description: string,
  extra: Partial<ParameterDoc> = {},
): ParameterDoc {
  return { name, in: 'query', description, schema, ...extra };
}

/** `name[i]=value` rows: one value per row index. */
export function family(
  name: string,
  value: JsonSchema,
  description: string,
  extra: Partial<ParameterDoc> = {},
): ParameterDoc {
  return {
    name,
    in: 'query',
    style: 'deepObject',
    explode: true,
    description,
    schema: {
      type: 'object',
      propertyNames: { pattern: ROW_INDEX },
      additionalProperties: value,
    },
    'x-sent-as': `${name}[i]`,
    ...extra,
  };
}
