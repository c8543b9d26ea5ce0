/**
 * The server's paths, registered from the route table (src/api/contracts/route-table.ts). Each
 * operation gets a handler typed by its row: its answer is the row's schema's, its query comes
 * decoded by the row's codec, its path ids read, and the key's record is there only when the row
 * needs a key. Every path answers every method, so that a wrong one gets 405 with `Allow`
 * rather than a 404.
 */
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type * as z from 'zod/mini';
import { ROUTE_TABLE } from '../../src/api/contracts/route-table';
import { parseQueryString, type QueryPair } from '../../src/api/contracts/query-codec';
import { issue, MAX_ID, parseId } from '../../src/api/contracts/query-values';
import {
  pathParamNames,
  servedIn,
  type Method,
  type PathParams,
  type QueryCodec,
  type RouteDef,
  type ServerMode,
} from '../../src/api/contracts/route';
import type { ApiKeyRecord } from '../store/store';
import { failures, OwnFormRefusal } from './api-error';
import type { RateLimiter } from './rate-limiter';

type Table = typeof ROUTE_TABLE;
export type OperationId = keyof Table;
export type RouteOf<Id extends OperationId> = Table[Id];

export interface Operation {
  readonly id: OperationId;
  readonly route: RouteDef;
}

/** Every operation of the table, by id. */
export const OPERATIONS: readonly Operation[] = Object.entries(ROUTE_TABLE).map(([id, route]) => ({
  id: id as OperationId,
  route,
}));

/** The operations a mode serves. */
export const operationsIn = (mode: ServerMode): Operation[] =>
  OPERATIONS.filter(({ route }) => servedIn(route, mode));

/** What every handler gets. */
export interface BaseCall {
  /** The query pairs as sent, decoded by the contract codec (literal bracket keys). */
  readonly pairs: readonly QueryPair[];
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

type Keyed<R extends RouteDef> = R['access'] extends 'anonymous'
  ? unknown
  : { /** The caller's key, checked and counted. */ readonly key: ApiKeyRecord };
type Queried<R extends RouteDef> = R extends { readonly query: QueryCodec<infer Q> }
  ? { readonly query: Q }
  : unknown;
type WithIds<R extends RouteDef> = [PathParams<R['path']>] extends [never]
  ? unknown
  : {
      /** Each `:name` segment as an id; one too large for any catalog is MAX_ID + 1 (unknown). */
      readonly params: Readonly<Record<PathParams<R['path']>, number>>;
    };

export type Call<R extends RouteDef> = BaseCall & Keyed<R> & Queried<R> & WithIds<R>;
/** The 2xx body as sent: the input side of the row's schema (what a client parses). */
export type Answer<R extends RouteDef> = z.input<R['answer']>;
/** Smaller answers go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * The brotli quality of what is compressed per request (pages, API answers). 5, not
 * @fastify/compress's 4: 9–10% fewer bytes (a vehicle search's page 5.8 KB against 6.4, the 300
 * orders 12.5 KB against 13.8) for 0.05–0.3 ms more of the server's time on each; 6 and up
 * save little more for twice the time or much more.
 */
export const BROTLI_QUALITY = 5;

/** The encodings a kept answer is sent in, best first (as @fastify/compress chooses them). */
const KEPT_ENCODINGS = ['br', 'gzip'] as const;
type KeptEncoding = (typeof KEPT_ENCODINGS)[number];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * An answer already written as JSON (a large answer that does not change, kept written once:
 * the orders), and compressed once per encoding when first asked for: compressing 3 MB took
 * @fastify/compress 60–100 ms of the event loop on every request. `T` is the answer it is the
 * text of, so that it stays checked against the route.
 */
export class SerializedAnswer<T> {
  declare private readonly answer: T;
  readonly #encoded = new Map<KeptEncoding, Promise<Buffer>>();
  constructor(readonly json: string) {}
  static of<T>(answer: T): SerializedAnswer<T> {
    return new SerializedAnswer<T>(JSON.stringify(answer));
  }
  encoded(encoding: KeptEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
              },
            })
          : gzip(this.json);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/** A kept answer in the best encoding the client takes (none: the JSON as it is). */
async function sendKept(
  reply: FastifyReply,
  answer: SerializedAnswer<unknown>,
): Promise<FastifyReply> {
  const header = reply.request.headers['accept-encoding'];
  const encoding = header ? negotiate(header, [...KEPT_ENCODINGS]) : null;
  reply.header('vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  if (!encoding || answer.json.length < COMPRESS_THRESHOLD) return reply.send(answer.json);
  // Sent with its Content-Encoding, which @fastify/compress leaves as it is.
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}
type Answered<R extends RouteDef> = Answer<R> | SerializedAnswer<Answer<R>>;
export type Handler<R extends RouteDef> = (call: Call<R>) => Answered<R> | Promise<Answered<R>>;
export type Handlers = { readonly [Id in OperationId]?: Handler<RouteOf<Id>> };

/**
 * A handler that answers whatever it was given (the proxy passes the upstream's body on): it
 * reads the path's segments as sent and checks them itself.
 */
export type Forwarder = (call: BaseCall & { readonly segments: Record<string, string> }) => unknown;

export interface AuthSource {
  findKey(apiKey: string): ApiKeyRecord | undefined;
}

export interface ServeOptions {
  readonly mode: ServerMode;
  readonly handlers: Handlers;
  /** Embedded mode: the keys and their hourly budgets, for every operation that needs a key. */
  readonly keys?: { readonly source: AuthSource; readonly limiter: RateLimiter };
  /** Proxy mode: how each operation without a handler here is answered (sent upstream). */
  readonly forward?: (operation: Operation) => Forwarder | undefined;
  /**
   * Proxy mode: how long the server itself reuses a catalog (`--cache-catalog-ttl`). A browser
   * keeps one no longer than that: 0, never cached here, is never kept there either.
   */
  readonly catalogTtlSeconds?: number;
}

/** The query pairs of a raw URL, decoded by the contract codec (literal bracket keys). */
export function queryPairs(url: string): QueryPair[] {
  const start = url.indexOf('?');
  return start === -1 ? [] : parseQueryString(url.slice(start + 1));
}

/**
 * A path id: digits of any length. One too large for any catalog is simply unknown, and an
 * unknown id lists nothing (LIVE-2026.md: `/auto/categories/1/marks/99999999999/models`
 * answers `[]`); anything else names the segment in a 400.
 */
export function pathId(name: string, raw: string): number {
  if (/^\d+$/.test(raw)) return parseId(raw.replace(/^0+(?=\d)/, '')) ?? MAX_ID + 1;
  throw failures.invalid(name, issue.notInteger(name).message);
}

function authenticator(keys: NonNullable<ServeOptions['keys']>) {
  return (pairs: readonly QueryPair[]): ApiKeyRecord => {
    // Given twice, even the same key: refused before either is looked up or counted, so that
    // no intermediary and this service can disagree on whose call it is (CONTRACT.md).
    const given = pairs.filter(([key]) => key === 'api_key');
    if (given.length > 1) throw failures.invalid('api_key', issue.repeated('api_key').message);
    const apiKey = given[0]?.[1];
    if (!apiKey) throw failures.keyMissing();
    const record = keys.source.findKey(apiKey);
    if (!record) throw failures.keyInvalid();
    if (record.status !== 'active') throw failures.keyDisabled();
    const admission = keys.limiter.admit(record.api_key, record.hourly_limit);
    if (!admission.allowed) throw failures.rateLimited(admission.retryAfterSeconds);
    return record;
  };
}

type Answerer = (request: FastifyRequest, reply: FastifyReply, pairs: QueryPair[]) => unknown;

/** The handler of one operation, with the checks its row asks for before it runs. */
function answerer(operation: Operation, options: ServeOptions): Answerer {
  const { id, route } = operation;
  const handler = options.handlers[id] as
    ((call: BaseCall & Record<string, unknown>) => unknown) | undefined;
  const forwarder = handler ? undefined : options.forward?.(operation);
  if (forwarder) {
    return (request, reply, pairs) =>
      forwarder({ pairs, request, reply, segments: request.params as Record<string, string> });
  }
  if (!handler) throw new Error(`No handler for ${id} (${route.method} ${route.path})`);
  const needsKey = route.access !== 'anonymous';
  if (needsKey && !options.keys) throw new Error(`${id} needs a key, and no keys were given`);
  const authenticate = options.keys && needsKey ? authenticator(options.keys) : undefined;
  const names = pathParamNames(route.path);
  return (request, reply, pairs) => {
    const call: BaseCall & Record<string, unknown> = { pairs, request, reply };
    if (authenticate) call.key = authenticate(pairs);
    if (names.length > 0) {
      const segments = request.params as Record<string, string>;
      call.params = Object.fromEntries(
        names.map((name) => [name, pathId(name, segments[name] ?? '')]),
      );
    }
    if (route.query) {
      const { query, issues } = route.query.decode(pairs);
      const problem = issues[0];
      if (problem) throw failures.invalid(problem.param, problem.message);
      call.query = query;
    }
    return handler(call);
  };
}

/**
 * How long a browser keeps a catalog's answer (regions, cities, makes, models, …): reference
 * data, which changes rarely, and which every page asks for again after a reload (the orders
 * page two dozen catalogs). An hour as it is, then a day more while it is checked again in the
 * background; never longer than the server keeps it (`ttlSeconds`, proxy mode). Private: a
 * shared cache has no business with addresses that carry an API key.
 */
export function catalogCacheControl(ttlSeconds = Infinity): string | null {
  const fresh = Math.min(3600, ttlSeconds);
  const stale = Math.min(86_400, ttlSeconds);
  return fresh > 0 ? `private, max-age=${fresh}, stale-while-revalidate=${stale}` : null;
}

/** A path's method as served: its answerer, and whether a browser may keep its answer. */
interface Served {
  readonly answer: Answerer;
  /** A catalog's (the route table's `Catalogs` tag, which market prices are not). */
  readonly catalog: boolean;
}

/** Registers every operation of the mode, each path once with all its methods. */
export function serveRoutes(app: FastifyInstance, options: ServeOptions): void {
  const catalogCache = catalogCacheControl(options.catalogTtlSeconds);
  const byPath = new Map<string, Map<Method, Served>>();
  for (const operation of operationsIn(options.mode)) {
    const { path, method, tag } = operation.route;
    const methods = byPath.get(path) ?? new Map<Method, Served>();
    methods.set(method, {
      answer: answerer(operation, options),
      catalog: method === 'GET' && tag === 'Catalogs',
    });
    byPath.set(path, methods);
  }
  for (const [path, methods] of byPath) {
    const allowed: string[] = [...methods.keys()];
    if (methods.has('GET')) allowed.push('HEAD');
    app.route({
      // Every method the server parses (createServer adds Node's whole list), so that any
      // method a path does not take is answered 405 with Allow.
      method: app.supportedMethods,
      url: path,
      handler: async (request, reply) => {
        const method = (request.method === 'HEAD' ? 'GET' : request.method) as Method;
        const served = methods.get(method);
        if (!served) throw failures.methodNotAllowed(request.method, allowed);
        let body: unknown;
        try {
          body = await served.answer(request, reply, queryPairs(request.url));
        } catch (error) {
          if (!(error instanceof OwnFormRefusal)) throw error;
          reply.status(error.status);
          body = error.body;
        }
        // A catalog's answer only: a refusal or a failure is asked again next time.
        if (
          served.catalog &&
          catalogCache &&
          reply.statusCode === 200 &&
          !reply.hasHeader('cache-control')
        )
          reply.header('cache-control', catalogCache);
        if (body instanceof SerializedAnswer) return sendKept(reply, body);
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
      },
    });
  }
}
