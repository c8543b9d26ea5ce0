/**
 * The one way the app talks to the Marketplace API. It builds `{base}/path?api_key=…&params`
 * with the contract codec, passes the abort signal, and parses every answer with its schema:
 * whatever goes wrong (network, HTTP status, an unexpected body) surfaces as one ApiError.
 */
import type * as z from 'zod/mini';
import { errorEnvelopeSchema } from './contracts/errors';
import { formatQueryString, type QueryPair } from './contracts/query-codec';

export const API_BASE = '/api';

export type ApiErrorKind =
  | 'missing-key'
  | 'invalid-key'
  | 'disabled-key'
  | 'unauthorized'
  | 'rate-limited'
  | 'invalid-parameter'
  // The request is past the service's limits (a URL over 8 KB, over 1,000 parameters).
  | 'too-long'
  | 'not-found'
  | 'upstream'
  | 'network'
  | 'unexpected-answer'
  | 'server'
  // Proxy mode's accounts (CONTRACT.md "Proxy mode: who may do what").
  | 'sign-in-required'
  | 'role-required'
  | 'sign-in-failed'
  | 'cross-origin'
  | 'store-unavailable';

export class ApiError extends Error {
  constructor(
    /** What kind of problem it is, for the message and the fix the app shows. */
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The documented error code, when the service sent one. */
    readonly code?: string,
    /** The parameter at fault, for INVALID_PARAMETER. */
    readonly param?: string,
    /** Seconds to wait, from Retry-After on a 429. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 4xx answers are the caller's to fix: retrying them only spends quota. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

const KIND_BY_CODE: Readonly<Record<string, ApiErrorKind>> = {
  API_KEY_MISSING: 'missing-key',
  API_KEY_INVALID: 'invalid-key',
  API_KEY_DISABLED: 'disabled-key',
  API_KEY_UNAUTHORIZED: 'unauthorized',
  API_KEY_UNVERIFIED: 'invalid-key',
  OVER_RATE_LIMIT: 'rate-limited',
  INVALID_PARAMETER: 'invalid-parameter',
  URI_TOO_LONG: 'too-long',
  TOO_MANY_PARAMETERS: 'too-long',
  NOT_FOUND: 'not-found',
  UPSTREAM_TIMEOUT: 'upstream',
  UPSTREAM_UNAVAILABLE: 'upstream',
  SIGN_IN_REQUIRED: 'sign-in-required',
  ROLE_REQUIRED: 'role-required',
  SIGN_IN_FAILED: 'sign-in-failed',
  CROSS_ORIGIN_REFUSED: 'cross-origin',
  STORE_UNAVAILABLE: 'store-unavailable',
};

export interface RequestOptions<S extends z.ZodMiniType> {
  readonly schema: S;
  readonly params?: readonly QueryPair[];
  /** Omitted for our own paths (`/_meta`) that need no key. */
  readonly apiKey?: string | undefined;
  readonly method?: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON (our own `/_session` sign-in only). */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  /**
   * How a successful answer's body is read, if not whole and then parsed: to JSON's value, or
   * undefined for a body that is not JSON (which the schema then refuses).
   */
  readonly readBody?: (response: Response) => Promise<unknown>;
  /**
   * The answer to the page's own request for the address, if the page made one before the app
   * ran (a GET without a body: early-responses.ts); the pages that have one pass it, so that the
   * others do not carry its code.
   */
  readonly early?: (url: string, signal?: AbortSignal) => Promise<Response> | undefined;
}

/** An empty key is left out: in proxy mode the server adds its own. */
export function buildUrl(path: string, params: readonly QueryPair[] = [], apiKey?: string): string {
  const pairs: QueryPair[] = apiKey ? [['api_key', apiKey], ...params] : [...params];
  const query = formatQueryString(pairs);
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A refusal an operation answers in its own documented form instead of the envelope (the live
 * `/auto/average_price`'s 400 `{"message":"Not Enough Data"}`, the route table's `refusal`).
 */
export interface Refusal<R extends z.ZodMiniType> {
  readonly status: number;
  readonly body: R;
}

/** What an operation with a documented refusal answers: its answer, or that refusal. */
export type Outcome<A, R> =
  { readonly refused: false; readonly answer: A } | { readonly refused: true; readonly refusal: R };

/** An answer outside its schema, named by the place of its first problem (`orders.12.id`). */
export function unexpectedAnswer(where: string, status: number): ApiError {
  return new ApiError(
    'unexpected-answer',
    `The service sent an answer the app does not understand (at ${where}).`,
    status,
  );
}

export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const outcome = await exchange(path, options);
  if (outcome.refused) throw new Error('unreachable: no refusal was expected');
  return outcome.answer;
}

/**
 * Like apiRequest, for an operation that may refuse in its own form: that refusal is an
 * expected outcome (the caller says "not enough comparable adverts"), not an ApiError.
 */
export function apiOutcome<S extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<S> & { readonly refusal: Refusal<R> },
): Promise<Outcome<z.output<S>, z.output<R>>> {
  return exchange(path, options, options.refusal);
}

async function exchange<S extends z.ZodMiniType, R extends z.ZodMiniType>(
  path: string,
  options: RequestOptions<S>,
  refusal?: Refusal<R>,
): Promise<Outcome<z.output<S>, z.output<R>>> {
  const url = buildUrl(path, options.params, options.apiKey);
  let response: Response;
  try {
    const early =
      (options.method ?? 'GET') === 'GET' && options.body === undefined
        ? options.early?.(url, options.signal)
        : undefined;
    response = await (early ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers:
          options.body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    if (options.signal?.aborted) throw error; // a cancelled query is not an error to show
    throw new ApiError('network', 'The service could not be reached. Check that it is running.', 0);
  }
  let body: unknown;
  try {
    body = await (response.ok && options.readBody
      ? options.readBody(response)
      : readJson(response));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // The connection broke while the body came (a long list on a phone's network).
    throw new ApiError(
      'network',
      'The connection broke while the answer arrived. Check the connection and try again.',
      0,
    );
  }

  if (!response.ok) {
    if (refusal && response.status === refusal.status) {
      const refused = refusal.body.safeParse(body);
      if (refused.success) return { refused: true, refusal: refused.data };
    }
    const envelope = errorEnvelopeSchema.safeParse(body);
    if (envelope.success) {
      const { code, message, param } = envelope.data.error;
      const kind = KIND_BY_CODE[code] ?? (response.status >= 500 ? 'server' : 'invalid-parameter');
      throw new ApiError(kind, message, response.status, code, param, retryAfterSeconds(response));
    }
    throw new ApiError(
      response.status >= 500 ? 'server' : 'unexpected-answer',
      `The service answered ${response.status} ${response.statusText}.`.replace(/ \.$/, '.'),
      response.status,
      undefined,
      undefined,
      retryAfterSeconds(response),
    );
  }

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw unexpectedAnswer(parsed.error.issues[0]?.path.join('.') || 'the body', response.status);
  }
  return { refused: false, answer: parsed.data };
}
