import type { ErrorCode, ErrorEnvelope } from '../../src/api/contracts/errors';

/** The status each code is answered with (CONTRACT.md, server/http/limits.ts). */
export const STATUS_OF_CODE: Readonly<Record<ErrorCode, number>> = {
  API_KEY_MISSING: 403,
  API_KEY_INVALID: 403,
  API_KEY_DISABLED: 403,
  API_KEY_UNAUTHORIZED: 403,
  API_KEY_UNVERIFIED: 403,
  HTTPS_REQUIRED: 403,
  OVER_RATE_LIMIT: 429,
  NOT_FOUND: 404,
  INVALID_PARAMETER: 400,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TOO_LARGE: 413,
  UPSTREAM_TIMEOUT: 504,
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL_ERROR: 500,
  URI_TOO_LONG: 414,
  TOO_MANY_PARAMETERS: 400,
  HEADERS_TOO_LARGE: 431,
  BAD_REQUEST: 400,
  REQUEST_TIMEOUT: 408,
  SIGN_IN_REQUIRED: 401,
  ROLE_REQUIRED: 403,
  SIGN_IN_FAILED: 401,
  CROSS_ORIGIN_REFUSED: 403,
  STORE_UNAVAILABLE: 503,
};

/**
 * A failure the service answers in the documented envelope. Handlers throw it; the error
 * handler turns it into `{"error":{code,message,param?}}` with its status and headers.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly param?: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  get body(): ErrorEnvelope {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.param === undefined ? {} : { param: this.param }),
      },
    };
  }
}

/** Messages follow the documented ones (errors.json), saying what to do next. */
export const failures = {
  keyMissing: () =>
    new ApiFailure(
      403,
      'API_KEY_MISSING',
      'No api_key was supplied. Add api_key=YOUR_KEY to the query.',
    ),
  keyInvalid: () =>
    new ApiFailure(
      403,
      'API_KEY_INVALID',
      'An invalid api_key was supplied. Check the key or get a new one.',
    ),
  keyDisabled: () =>
    new ApiFailure(
      403,
      'API_KEY_DISABLED',
      'The api_key has been disabled by an administrator. Contact support for help.',
    ),
  keyUnauthorized: (message: string) => new ApiFailure(403, 'API_KEY_UNAUTHORIZED', message),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiFailure(
      429,
      'OVER_RATE_LIMIT',
      `Rate limit exceeded for this api_key. Retry in ${retryAfterSeconds} seconds.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),
  notFound: (path: string) =>
    new ApiFailure(404, 'NOT_FOUND', `No API could be found at ${path}. Check the URL.`),
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    new ApiFailure(
      405,
      'METHOD_NOT_ALLOWED',
      `${method} is not allowed here; use ${allowed.join(' or ')}.`,
      undefined,
      { allow: allowed.join(', ') },
    ),
  invalid: (param: string, message: string) =>
    new ApiFailure(400, 'INVALID_PARAMETER', message, param),
  internal: () =>
    new ApiFailure(
      500,
      'INTERNAL_ERROR',
      'The service failed to answer. Try again; nothing was changed.',
    ),
} as const;

/**
 * A refusal an operation answers in its own documented form rather than the envelope (its
 * route row's `refusal`: `/auto/average_price`'s 400 `{"message":"Not Enough Data"}`).
 */
export class OwnFormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`refused with ${status}`);
    this.name = 'OwnFormRefusal';
  }
}
