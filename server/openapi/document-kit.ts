/**
 * For the document's tests: reading an OpenAPI document as a client would. Its schemas are
 * compiled with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1), and requests are built
 * from its own parameter schemas with fast-check, serialised by each parameter's style.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { QueryPair } from '../../src/api/contracts/query-codec';
import type { JsonSchema, ParameterDoc } from './parameters';

export interface Document {
  readonly paths: Record<string, Record<string, OperationObject>>;
  readonly components: {
    readonly schemas: Record<string, JsonSchema>;
    readonly securitySchemes: Record<string, unknown>;
  };
}

export interface OperationObject {
  readonly operationId: string;
  readonly parameters: readonly ParameterObject[];
  readonly requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  readonly responses: Record<string, ResponseObject>;
  readonly security: readonly Record<string, unknown>[];
  readonly 'x-access': string;
}

export type ParameterObject = Omit<ParameterDoc, 'in'> & {
  readonly in: 'query' | 'path';
  readonly examples?: Readonly<
    Record<string, { readonly summary?: string; readonly value: unknown }>
  >;
};

/** A parameter's example: `example`, or the first of `examples`. */
export const exampleOf = (parameter: ParameterObject): unknown =>
  parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value;

export interface ResponseObject {
  readonly description: string;
  readonly content?: {
    'application/json': { schema: JsonSchema; examples?: Record<string, { value: unknown }> };
  };
}

export interface DocumentedOperation extends OperationObject {
  readonly method: string;
  readonly path: string;
}

export function operationsOf(document: Document): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ ...operation, method, path })),
  );
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

const BASE = 'https://marketplace.invalid/openapi.json';

/** Validates a value against any schema of the document, found by its JSON pointer. */
export function documentValidator(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: BASE });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (pointer: readonly string[], value: unknown): string | null => {
    const ref = `${BASE}#/${pointer.map(escapePointer).join('/')}`;
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate(value) ? null : ajv.errorsText(validate.errors);
  };
}

/** An operation's JSON body schema, its `$ref` to the components resolved. */
export function bodySchemaOf(document: Document, operation: OperationObject): JsonSchema | null {
  const schema = operation.requestBody?.content['application/json'].schema;
  if (!schema) return null;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  const name = ref?.replace('#/components/schemas/', '');
  return name ? (document.components.schemas[name] ?? null) : schema;
}

/** The pointer of an operation's response schema for a status (or `default`). */
export function responsePointer(operation: DocumentedOperation, status: number): string[] | null {
  const key = operation.responses[String(status)] ? String(status) : 'default';
  if (!operation.responses[key]?.content) return null;
  return [
    'paths',
    operation.path,
    operation.method,
    'responses',
    key,
    'content',
    'application/json',
    'schema',
  ];
}

// ---------------------------------------------------------------------------------------------
// Values from schemas

/** An arbitrary value of a parameter's schema (the subset of JSON Schema the document uses). */
export function valueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as JsonSchema[]).map(valueOf));
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  switch (schema.type) {
    case 'integer': {
      const low = min ?? Number.MIN_SAFE_INTEGER;
      const high = max ?? Number.MAX_SAFE_INTEGER;
      // Small values are the common case; the edges are where codecs break.
      return fc.oneof(
        fc.integer({ min: low, max: Math.min(high, low + 100) }),
        fc.integer({ min: low, max: high }),
        fc.constantFrom(low, high),
      );
    }
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.ceil(min ?? 0), max: Math.min(max ?? 1e6, 1e6) }),
        fc
          .double({ min: min ?? 0, max: max ?? Number.MAX_SAFE_INTEGER, noNaN: true })
          .map((value) => Number(value.toFixed(6))),
      );
    case 'string':
      return typeof schema.pattern === 'string'
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({
            minLength: typeof schema.minLength === 'number' ? schema.minLength : 0,
            maxLength: Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 20, 40),
          });
    case 'array': {
      const items = valueOf(schema.items as JsonSchema);
      return fc.array(items, {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        maxLength: typeof schema.maxItems === 'number' ? schema.maxItems : 4,
      });
    }
    case 'object':
      return objectOf(schema);
    default:
      throw new Error(`No arbitrary for ${JSON.stringify(schema)}`);
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const minKeys = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
  if (schema.properties) {
    const properties = schema.properties as Record<string, JsonSchema>;
    return fc
      .record(
        Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valueOf(s)])),
        { requiredKeys: Array.isArray(schema.required) ? (schema.required as string[]) : [] },
      )
      .filter((value) => Object.keys(value).length >= minKeys);
  }
  const values = valueOf(schema.additionalProperties as JsonSchema);
  // The key is the value itself (`auto_options[477]=477`).
  if (schema['x-key'] === 'value') {
    return fc
      .uniqueArray(values, { maxLength: 3 })
      .map((list) => Object.fromEntries(list.map((value) => [String(value), value])));
  }
  const names = schema.propertyNames as JsonSchema | undefined;
  const forbidden = (names?.not as JsonSchema | undefined)?.const;
  const keys = (
    names?.pattern ? fc.stringMatching(new RegExp(names.pattern as string)) : fc.string()
  ).filter((key) => key !== forbidden);
  // `[0]` and `[00]` name one row, which the service refuses as given twice: one of each number.
  const row = (key: string) => (/^[0-9]+$/.test(key) ? String(Number(key)) : key);
  return fc
    .dictionary(keys, values, { minKeys: Math.max(minKeys, 1), maxKeys: 3 })
    .filter((value) => new Set(Object.keys(value).map(row)).size === Object.keys(value).length);
}

// ---------------------------------------------------------------------------------------------
// Serialisation (OpenAPI styles; deepObject nests as `name[a][b]`)

/** A number as a person types it: no exponent, at most six decimals. */
function text(value: unknown): string {
  if (typeof value !== 'number') return String(value);
  return Number.isInteger(value) ? String(value) : value.toFixed(6).replace(/\.?0+$/, '');
}

export function serialize(parameter: ParameterObject, value: unknown): QueryPair[] {
  const { name } = parameter;
  if (parameter.style === 'deepObject') {
    const pairs: QueryPair[] = [];
    const walk = (prefix: string, node: unknown) => {
      if (node !== null && typeof node === 'object') {
        for (const [key, inner] of Object.entries(node)) walk(`${prefix}[${key}]`, inner);
      } else pairs.push([prefix, text(node)]);
    };
    walk(name, value);
    return pairs;
  }
  if (Array.isArray(value)) return value.map((item): QueryPair => [name, text(item)]);
  if (value !== null && typeof value === 'object') {
    // form + explode: each member is a parameter of its own.
    return Object.entries(value).map(([key, inner]): QueryPair => [key, text(inner)]);
  }
  return [[name, text(value)]];
}

export interface BuiltRequest {
  readonly path: string;
  readonly pairs: readonly QueryPair[];
  readonly body?: unknown;
}

/**
 * Requests for an operation: every path id, required parameters always, optional ones often
 * absent, deprecated (older) names never; a parameter's documented example now and then.
 */
export function requestsFor(
  operation: DocumentedOperation,
  bodyOf?: () => fc.Arbitrary<unknown>,
): fc.Arbitrary<BuiltRequest> {
  const parameters = operation.parameters.filter((parameter) => !parameter.deprecated);
  const arbitraries = parameters.map((parameter) => {
    const base = valueOf(parameter.schema);
    const example = exampleOf(parameter);
    const value = example === undefined ? base : fc.oneof(base, fc.constant(example));
    return parameter.required || parameter.in === 'path'
      ? value
      : fc.option(value, { nil: undefined, freq: 2 });
  });
  return fc
    .tuple(fc.tuple(...arbitraries), bodyOf ? bodyOf() : fc.constant(undefined))
    .map(([values, body]) => {
      let path = operation.path;
      const pairs: QueryPair[] = [];
      parameters.forEach((parameter, i) => {
        const value = values[i];
        if (value === undefined) return;
        if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, text(value));
        else pairs.push(...serialize(parameter, value));
      });
      return body === undefined ? { path, pairs } : { path, pairs, body };
    });
}
