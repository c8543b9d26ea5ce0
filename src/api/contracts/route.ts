/**
 * What a row of the route table (route-table.ts) is, and the helpers every side reads it with:
 * the app builds URLs from a row, the server registers and types its handlers by it, the proxy
 * takes its allow-list and access from it, the OpenAPI document is generated from it.
 */
import type * as z from 'zod/mini';
import type { ErrorCode } from './errors';
import type { QueryPair } from './query-codec';
import { issue, parseId, type QueryIssue } from './query-values';
import type { Access, Role } from './session';

export type Method = 'GET' | 'POST' | 'DELETE';
export type ServerMode = 'embedded' | 'proxy';

/**
 * Who may call an operation:
 * - `anonymous`: our own paths (`/_meta`, `/_session`, `/openapi.json`): anyone, no key;
 * - `key`: a Marketplace API operation. It needs `api_key` (the embedded service, the live
 *   API); in proxy mode the server adds its own key, so any visitor may call it;
 * - a role (`seller`, `operator`): a Marketplace API operation that needs the key too, and in
 *   proxy mode a signed-in account with that role (CONTRACT.md "Proxy mode: who may do what").
 */
export type RouteAccess = 'anonymous' | 'key' | Role;

/** How the OpenAPI document groups operations (and the proxy tells catalogs from data). */
export type RouteTag = 'Vehicles' | 'Real estate' | 'Orders' | 'Conversion' | 'Catalogs' | 'Server';

/** A query decoded: the typed query, and the parameters refused (400 names the first). */
export interface DecodedQuery<Q> {
  readonly query: Q;
  readonly issues: readonly QueryIssue[];
}

/**
 * How an operation's query string reads and writes (the server decodes, the app encodes).
 * Method syntax on purpose: a row of any query type fits `RouteDef`.
 */
export interface QueryCodec<Q> {
  decode(pairs: readonly QueryPair[]): DecodedQuery<Q>;
  encode(query: Q): QueryPair[];
  /**
   * Values older clients send that the live service no longer knows, by parameter: the proxy
   * sends the live value in their place (`order_by` 1 → 2).
   */
  readonly legacy?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface RouteDef {
  readonly method: Method;
  /** A fastify pattern; every `:name` segment is a numeric id. */
  readonly path: string;
  /** The query parameters, when the operation reads any (unknown names are ignored). */
  readonly query?: QueryCodec<unknown>;
  /** A JSON request body (Content-Type: application/json), when the operation takes one. */
  readonly body?: z.ZodMiniType;
  /** The 2xx answer, as sent (its input side: what a client's parse reads). */
  readonly answer: z.ZodMiniType;
  /**
   * The codes the operation itself answers with. Those its access and the server add (a key's
   * 403s and 429, a proxy's upstream and sign-in failures) come from `errorsOf`.
   */
  readonly errors: readonly ErrorCode[];
  /**
   * A refusal the operation answers in its own documented form instead of the envelope (the
   * live `/auto/average_price` answers 400 `{"message":"Not Enough Data"}`): its status and
   * body. The proxy passes it through as it passes the envelope.
   */
  readonly refusal?: { readonly status: number; readonly body: z.ZodMiniType };
  /**
   * How long the proxy may reuse an answer: `catalog` (long) or `data` (short, dropped after a
   * delete). Default: `catalog` for the Catalogs tag, `data` for the rest.
   */
  readonly cacheAs?: 'catalog' | 'data';
  readonly access: RouteAccess;
  /** One line: what the operation does. */
  readonly summary: string;
  readonly tag: RouteTag;
  /** The modes that serve it; default both. */
  readonly modes?: readonly ServerMode[];
}

/** Declares a row, keeping its literal path and access (for typed params and handlers). */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}

/** The `:name` segments of a path pattern, as a union of names. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathArgs<P extends string> = [PathParams<P>] extends [never]
  ? []
  : [params: Readonly<Record<PathParams<P>, number | string>>];

/** The names of a pattern's `:name` segments, in order. */
export function pathParamNames(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}

/** A row's path with its segments filled: `routePath(models, { category: 1, mark: 79 })`. */
export function routePath<P extends string>(route: { readonly path: P }, ...args: PathArgs<P>) {
  const params = (args[0] ?? {}) as Readonly<Record<string, number | string>>;
  return route.path.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** The query type a row decodes to. */
export type QueryOf<R extends RouteDef> = R['query'] extends QueryCodec<infer Q> ? Q : never;

/** The access a proxied operation has there: Marketplace operations are open, roles stay. */
export function proxyAccess(access: RouteAccess): Access {
  return access === 'key' ? 'anonymous' : access;
}

export const servedIn = (route: RouteDef, mode: ServerMode): boolean =>
  route.modes?.includes(mode) ?? true;

/** Every code an operation can answer with in a mode, its own first. */
export function errorsOf(route: RouteDef, mode: ServerMode): ErrorCode[] {
  const codes: ErrorCode[] = [...route.errors];
  const add = (...more: ErrorCode[]) => {
    for (const code of more) if (!codes.includes(code)) codes.push(code);
  };
  if (route.query || route.path.includes(':')) add('INVALID_PARAMETER');
  if (mode === 'embedded' && route.access !== 'anonymous') {
    // INVALID_PARAMETER: api_key given twice (CONTRACT.md "Every endpoint").
    add('INVALID_PARAMETER', 'API_KEY_MISSING', 'API_KEY_INVALID', 'API_KEY_DISABLED');
    add('OVER_RATE_LIMIT');
  }
  if (mode === 'proxy' && route.access !== 'anonymous') {
    if (route.method === 'DELETE') add('CROSS_ORIGIN_REFUSED');
    if (route.access !== 'key') add('SIGN_IN_REQUIRED', 'ROLE_REQUIRED');
    // The upstream's own refusals pass through in its envelope (a key it does not know, a
    // parameter it refuses); the proxy adds its share, the key's hour and the upstream's state.
    add(
      'OVER_RATE_LIMIT',
      'UPSTREAM_TIMEOUT',
      'UPSTREAM_UNAVAILABLE',
      'STORE_UNAVAILABLE',
      'API_KEY_INVALID',
      'API_KEY_DISABLED',
      'API_KEY_UNAUTHORIZED',
    );
  }
  return codes;
}

// ---------------------------------------------------------------------------------------------
// Small query codecs

/**
 * Required id parameters (`auto_id`, `user_id`), read in the order given. Each is given once:
 * a second value, even the same one, is refused as the searches refuse a repeated scalar
 * (CONTRACT.md "Every endpoint"), rather than one of them acted on.
 */
/* @__NO_SIDE_EFFECTS__ */
export function requiredIds<const N extends string>(
  ...names: readonly N[]
): QueryCodec<Readonly<Record<N, number>>> {
  return {
    decode: (pairs) => {
      const query: Partial<Record<N, number>> = {};
      const issues: QueryIssue[] = [];
      for (const name of names) {
        const given = pairs.filter(([key]) => key === name);
        if (given.length > 1) {
          issues.push(issue.repeated(name));
          continue;
        }
        const raw = given[0]?.[1];
        if (raw === undefined || raw === '') {
          issues.push({ param: name, message: `${name} is required.`, rule: { kind: 'required' } });
          continue;
        }
        const value = parseId(raw);
        if (value === undefined) issues.push(issue.notInteger(name));
        else query[name] = value;
      }
      return { query: query as Record<N, number>, issues };
    },
    encode: (query) => names.map((name): QueryPair => [name, String(query[name])]),
  };
}

/** Any parameters, kept as sent (the converters read every name); `api_key` is not one. */
export const anyParams: QueryCodec<readonly QueryPair[]> = {
  decode: (pairs) => ({ query: pairs.filter(([key]) => key !== 'api_key'), issues: [] }),
  encode: (query) => [...query],
};
