/**
 * `GET /api/openapi.json`: an OpenAPI 3.1 document generated from the route table for the mode
 * the server runs in. Answer and body schemas are zod 4's JSON Schema output (their input side:
 * what is sent); parameters, descriptions and examples come from operations.ts.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { catalogSchema, catalogItemSchema } from '../../src/api/contracts/catalogs';
import { errorEnvelopeSchema, type ErrorCode } from '../../src/api/contracts/errors';
import { orderSchema } from '../../src/api/contracts/orders';
import {
  errorsOf,
  pathParamNames,
  proxyAccess,
  type RouteDef,
  type ServerMode,
} from '../../src/api/contracts/route';
import { vehicleSearchBodySchema } from '../../src/api/contracts/vehicles';
import { STATUS_OF_CODE } from '../http/api-error';
import { operationsIn, type Handlers, type Operation } from '../http/endpoint';
import { SESSION_COOKIE } from '../http/sessions';
import { OPERATION_DOCS, type ExampleDoc, type OperationDoc } from './operations';
import type { JsonSchema, ParameterDoc } from './parameters';
import { reference } from './reference-examples';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Schemas shown under their own names (others are named after their operation). */
const NAMED: readonly (readonly [z.ZodMiniType, string, string])[] = [
  [
    errorEnvelopeSchema,
    'ErrorEnvelope',
    'Every failure: `{"error":{"code","message"}}`; `param` names the parameter at fault for `INVALID_PARAMETER`.',
  ],
  [catalogItemSchema, 'CatalogItem', 'A catalog entry: its name and id (`value`).'],
  [catalogSchema, 'Catalog', 'A catalog: `[{"name","value"}]`.'],
  [vehicleSearchBodySchema, 'VehicleSearchBody', 'One answer of a vehicle search.'],
  [orderSchema, 'Order', 'A basket order.'],
];

const CODE_MEANING: Readonly<Record<ErrorCode, string>> = {
  API_KEY_MISSING: 'no `api_key` was given',
  API_KEY_INVALID: 'the key is unknown',
  API_KEY_DISABLED: 'the key was disabled',
  API_KEY_UNAUTHORIZED: 'the key may not do this (another seller’s adverts)',
  API_KEY_UNVERIFIED: 'the key is not verified',
  HTTPS_REQUIRED: 'https is required',
  OVER_RATE_LIMIT: 'over the hourly limit; `Retry-After` says when to try again',
  NOT_FOUND: 'nothing at this path, or no such advert',
  INVALID_PARAMETER: 'a parameter is not valid; `param` names it',
  METHOD_NOT_ALLOWED: 'another method; `Allow` lists this path’s',
  REQUEST_TOO_LARGE: 'the body is too large',
  UPSTREAM_TIMEOUT: 'the Marketplace API did not answer in time',
  UPSTREAM_UNAVAILABLE: 'the Marketplace API cannot be reached or failed',
  INTERNAL_ERROR: 'the service failed; nothing was changed',
  URI_TOO_LONG: 'the URL is too long',
  TOO_MANY_PARAMETERS: 'too many query parameters',
  HEADERS_TOO_LARGE: 'the headers are too large',
  BAD_REQUEST: 'the request could not be read',
  REQUEST_TIMEOUT: 'the request took too long to arrive',
  SIGN_IN_REQUIRED: 'sign in first (or again: the session ended)',
  ROLE_REQUIRED: 'the signed-in account lacks the role',
  SIGN_IN_FAILED: 'the name or the password is not right',
  CROSS_ORIGIN_REFUSED: 'only this server’s own pages may do this',
  STORE_UNAVAILABLE: 'the shared store is away; `Retry-After` says when to try again',
};

const TAGS: Readonly<Record<RouteDef['tag'], string>> = {
  Vehicles: 'Used-vehicle adverts: search, details, delete.',
  'Real estate': 'Real-estate adverts.',
  Orders: 'Basket orders.',
  Conversion: 'Website ↔ API parameter names.',
  Catalogs:
    'Names for ids: `[{"name","value"}]`. An id that does not exist, however large, lists nothing (`[]`); a segment that is not digits is 400.',
  Server: 'This server’s own paths; no key.',
};

function describeMode(mode: ServerMode): string {
  const common = `The Marketplace API (the public RIA.com developer API as server/reference/CONTRACT.md reads it), as this server answers it, and this server's own paths.

**Query strings.** Parameter names are literal strings with brackets: \`marka_id[0]\` is one name, sent as \`marka_id[0]=79\` (or \`marka_id%5B0%5D=79\`). Families of such names are described as \`deepObject\` parameters whose keys are the bracketed parts (\`x-sent-as\` shows the names as sent); a second bracket nests (\`characteristic[209][from]=1\`). A plain name repeated is a list (\`district_id=1&district_id=2\`). Unknown names are ignored; a known one given twice or with a value of the wrong kind is 400 \`INVALID_PARAMETER\` naming it.

**Errors.** Every failure is the envelope \`{"error":{"code","message"}}\` (\`param\` added for \`INVALID_PARAMETER\`), JSON, never a stack trace. Each operation lists the codes it answers with, by status. Any path also answers another method with 405 \`METHOD_NOT_ALLOWED\` and \`Allow\`, and any request past the limits with 414 \`URI_TOO_LONG\` (over 8 KB), 400 \`TOO_MANY_PARAMETERS\` (over 1,000), 431 \`HEADERS_TOO_LARGE\` or 400 \`BAD_REQUEST\`.`;
  return mode === 'embedded'
    ? `${common}

**This server: the embedded reference service**, on generated data. Every Marketplace operation needs \`api_key\` in the query (403 \`API_KEY_MISSING\`, \`API_KEY_INVALID\`, \`API_KEY_DISABLED\`); each key has an hourly limit (429 \`OVER_RATE_LIMIT\` with \`Retry-After\`; refused calls do not count). \`GET /api/_meta\` names the demo key.`
    : `${common}

**This server: a proxy** in front of the Marketplace API. It holds the API key: send none (one sent is dropped). Operations marked with the \`session\` scheme need a signed-in account with a role (\`x-access\`: seller or operator; sign in with \`POST /api/_session\`); the others are open. Calls are counted against the key's hour and each visitor's share of it (429 \`OVER_RATE_LIMIT\` with \`Retry-After\`); answers are cached, and upstream failures are 502 \`UPSTREAM_UNAVAILABLE\` or 504 \`UPSTREAM_TIMEOUT\`.`;
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The component schemas: every answer and body, and the named parts, from zod's JSON Schema. */
function componentSchemas(operations: readonly Operation[]) {
  const registry = z.registry<{ id: string; description?: string }>();
  const names = new Map<z.ZodMiniType, string>();
  const add = (schema: z.ZodMiniType, name: string, description?: string) => {
    if (names.has(schema)) return;
    names.set(schema, name);
    registry.add(schema, description ? { id: name, description } : { id: name });
  };
  for (const [schema, name, description] of NAMED) add(schema, name, description);
  for (const { id, route } of operations) {
    add(route.answer, `${capitalize(id)}Answer`);
    if (route.body) add(route.body, `${capitalize(id)}Body`);
    if (route.refusal) add(route.refusal.body, `${capitalize(id)}Refusal`);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: 'input',
    uri: (name) => `#/components/schemas/${name}`,
  }) as unknown as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { schemas, nameOf: (schema: z.ZodMiniType) => names.get(schema) ?? '' };
}

const examples = (list: readonly ExampleDoc[] | undefined) =>
  list && list.length > 0
    ? {
        examples: Object.fromEntries(
          list.map(({ summary, value }, i) => [`example${i + 1}`, { summary, value }]),
        ),
      }
    : {};

/** The failures of an operation, one response per status, the codes as an enum. */
function errorResponses(route: RouteDef, mode: ServerMode) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOf(route, mode)) {
    const status = STATUS_OF_CODE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const documented = codes.flatMap((code) =>
      reference.errors[code]
        ? [{ summary: `${code} (documented)`, value: reference.errors[code] }]
        : [],
    );
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${CODE_MEANING[code]}.`).join(' '),
      ...(status === 429 || status === 503
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds to wait before trying again.',
                schema: { type: 'integer', minimum: 0 },
              },
            },
          }
        : {}),
      content: {
        'application/json': {
          schema: {
            allOf: [
              ref('ErrorEnvelope'),
              {
                type: 'object',
                properties: {
                  error: { type: 'object', properties: { code: { enum: codes } } },
                },
              },
            ],
          },
          ...examples(documented),
        },
      },
    };
  }
  responses.default = {
    description:
      'Any other failure, in the envelope: a request past the limits (414, 431, 400), a failure passed on from the upstream, or 500 `INTERNAL_ERROR`.',
    content: { 'application/json': { schema: ref('ErrorEnvelope') } },
  };
  return responses;
}

/**
 * An operation's own documented refusal (`/auto/average_price`: 400 `{"message":"Not Enough
 * Data"}`), beside the envelope its status may also carry.
 */
function withRefusal(
  responses: Record<string, unknown>,
  route: RouteDef,
  nameOf: (schema: z.ZodMiniType) => string,
): Record<string, unknown> {
  if (!route.refusal) return responses;
  const status = String(route.refusal.status);
  const refusal = ref(nameOf(route.refusal.body));
  const existing = responses[status] as
    | {
        description: string;
        content: { 'application/json': { schema: unknown; examples?: Record<string, unknown> } };
      }
    | undefined;
  const documented = {
    summary: 'Too few comparable adverts (documented)',
    value: { message: 'Not Enough Data' },
  };
  return {
    ...responses,
    [status]: existing
      ? {
          ...existing,
          description: `${existing.description} Or the operation's own refusal: \`{"message":"Not Enough Data"}\`.`,
          content: {
            'application/json': {
              ...existing.content['application/json'],
              schema: { oneOf: [existing.content['application/json'].schema, refusal] },
              examples: { ...existing.content['application/json'].examples, refusal: documented },
            },
          },
        }
      : {
          description: "The operation's own refusal.",
          content: { 'application/json': { schema: refusal, examples: { refusal: documented } } },
        },
  };
}

function security(route: RouteDef, mode: ServerMode) {
  if (mode === 'embedded') return route.access === 'anonymous' ? [] : [{ apiKey: [] }];
  return proxyAccess(route.access) === 'anonymous' || route.access === 'anonymous'
    ? []
    : [{ session: [] }];
}

/** `name[a][b]=v` pairs of a deepObject value, as a query string. */
function sentAs(name: string, value: unknown): string {
  if (value === null || typeof value !== 'object') return `${name}=${String(value)}`;
  return Object.entries(value)
    .map(([key, inner]) => sentAs(`${name}[${key}]`, inner))
    .join('&');
}

/**
 * A deepObject parameter's example as a named example whose summary is the query as sent
 * (`marka_id[0]=79&marka_id[1]=84`): renderers show an object `example` as an opaque map.
 */
function withSentExample(parameter: ParameterDoc) {
  if (parameter.style !== 'deepObject' || parameter.example === undefined) return parameter;
  const { example, ...rest } = parameter;
  return {
    ...rest,
    examples: { sent: { summary: sentAs(parameter.name, example), value: example } },
  };
}

export function buildOpenApiDocument(mode: ServerMode) {
  const operations = operationsIn(mode);
  const { schemas, nameOf } = componentSchemas(operations);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { id, route } of operations) {
    const doc: OperationDoc = OPERATION_DOCS[id] ?? { description: `${route.summary}.` };
    const pathIds = pathParamNames(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      description: `${doc.pathIds?.[name] ?? 'An id.'} Digits of any length${route.tag === 'Catalogs' ? '; an id that does not exist lists nothing' : ''}.`,
      schema: { type: 'integer', minimum: 0 },
      example: name === 'mark' ? 9 : name === 'city' ? 10 : 1,
    }));
    const requests = (doc.requests ?? [])
      .map(
        ({ summary, value }) =>
          `${summary}:\n\n\`\`\`\nGET /api${route.path}?${String(value)}\n\`\`\``,
      )
      .join('\n\n');
    const access =
      mode === 'proxy' && route.access !== 'anonymous' ? proxyAccess(route.access) : route.access;
    const item = paths[toOpenApiPath(route.path)] ?? {};
    item[route.method.toLowerCase()] = {
      operationId: id,
      summary: route.summary,
      description: [doc.description, requests].filter(Boolean).join('\n\n'),
      tags: [route.tag],
      'x-access': access,
      security: security(route, mode),
      parameters: [...pathIds, ...(doc.parameters ?? []).map(withSentExample)],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: ref(nameOf(route.body)) } },
            },
          }
        : {}),
      responses: {
        '200': {
          description: route.summary,
          content: {
            'application/json': { schema: ref(nameOf(route.answer)), ...examples(doc.answers) },
          },
        },
        ...withRefusal(errorResponses(route, mode), route, nameOf),
      },
    };
    paths[toOpenApiPath(route.path)] = item;
  }
  const usedTags = new Set(operations.map(({ route }) => route.tag));
  return {
    openapi: '3.1.0',
    info: {
      title: `Marketplace API (${mode === 'embedded' ? 'embedded reference service' : 'proxy'})`,
      version: VERSION,
      description: describeMode(mode),
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/api', description: 'This server' }],
    tags: Object.entries(TAGS)
      .filter(([name]) => usedTags.has(name as RouteDef['tag']))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas,
      securitySchemes:
        mode === 'embedded'
          ? {
              apiKey: {
                type: 'apiKey',
                in: 'query',
                name: 'api_key',
                description: 'The API key. `GET /api/_meta` names the demo key.',
              },
            }
          : {
              session: {
                type: 'apiKey',
                in: 'cookie',
                name: SESSION_COOKIE,
                description: 'The session cookie that `POST /api/_session` sets (HttpOnly).',
              },
            },
    },
  };
}

/** The table's `openApi` operation: the document of the mode, made once. */
export function openApiHandlers(mode: ServerMode) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return {
    openApi: () => (document ??= buildOpenApiDocument(mode)),
  } satisfies Handlers;
}
