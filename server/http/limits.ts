/**
 * What the server reads at most, and the envelope answers past it:
 *
 * - a request target (path and query, as sent) over MAX_URL_BYTES: 414 URI_TOO_LONG;
 * - more than MAX_QUERY_PARAMETERS query parameters: 400 TOO_MANY_PARAMETERS;
 * - a request Node's HTTP parser refuses (header block over Node's 16 KB, a malformed request
 *   line, an unknown method, a missing Host): 414 / 431 / 400 in the same envelope, written on
 *   the socket by `answerClientError`, since no route ever sees such a request.
 *
 * The limits are far above any legitimate call (the documented example URLs are under 1 KB;
 * the app's longest search has a few hundred parameters) and far below what would cost the
 * service real work.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { MAX_URL_LENGTH } from '../../src/api/contracts/query-codec';
import { ApiFailure } from './api-error';

/** The request target (`/api/auto/search?…`), in characters as sent (percent-encoded). */
export const MAX_URL_BYTES = MAX_URL_LENGTH;
/** Query parameters (non-empty `&`-separated segments) of one request. */
export const MAX_QUERY_PARAMETERS = 1000;

export const limitFailures = {
  uriTooLong: (length: number) =>
    new ApiFailure(
      414,
      'URI_TOO_LONG',
      `The request URL is ${length > MAX_URL_BYTES * 2 ? 'far ' : ''}longer than ${MAX_URL_BYTES.toLocaleString('en')} characters. Send fewer or shorter parameters.`,
    ),
  tooManyParameters: (count: number) =>
    new ApiFailure(
      400,
      'TOO_MANY_PARAMETERS',
      `The query has ${count.toLocaleString('en')} parameters; at most ${MAX_QUERY_PARAMETERS.toLocaleString('en')} are read. Send fewer parameters.`,
    ),
  headersTooLarge: () =>
    new ApiFailure(
      431,
      'HEADERS_TOO_LARGE',
      'The request headers are too large. Send fewer or shorter headers (cookies included).',
    ),
  badRequest: (message: string) => new ApiFailure(400, 'BAD_REQUEST', message),
  timeout: () =>
    new ApiFailure(
      408,
      'REQUEST_TIMEOUT',
      'The request did not arrive in time. Send it again in one go.',
    ),
} as const;

/** The number of query parameters of a request target, counted as the query codec splits it. */
export function countQueryParameters(url: string): number {
  const start = url.indexOf('?');
  if (start === -1) return 0;
  let count = 0;
  let segmentStart = start + 1;
  for (let i = segmentStart; i <= url.length; i++) {
    if (i === url.length || url.charCodeAt(i) === 38 /* & */) {
      if (i > segmentStart) count++;
      segmentStart = i + 1;
    }
  }
  return count;
}

/** The failure for a request target past the limits, or undefined when it is within them. */
export function checkRequestTarget(url: string): ApiFailure | undefined {
  if (url.length > MAX_URL_BYTES) return limitFailures.uriTooLong(url.length);
  const parameters = countQueryParameters(url);
  if (parameters > MAX_QUERY_PARAMETERS) return limitFailures.tooManyParameters(parameters);
  return undefined;
}

/** A full HTTP/1.1 answer in the envelope, for a socket no route will answer. */
export function rawAnswer(
  failure: ApiFailure,
  extraHeaders: Readonly<Record<string, string>> = {},
  head = false,
): string {
  const body = JSON.stringify(failure.body);
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...failure.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  // An answer to HEAD has the headers of the answer to GET, and no body.
  return `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`;
}

interface ParserError extends Error {
  code?: string;
  /** The bytes Node's parser was reading when it failed: a Buffer (Node sets it on parse errors). */
  rawPacket?: unknown;
}

/** The start of what the parser was reading when it failed (the request line, usually). */
function firstLineOf(error: ParserError): string {
  const raw = error.rawPacket;
  const head = Buffer.isBuffer(raw) ? raw.subarray(0, MAX_URL_BYTES + 64).toString('latin1') : '';
  const lineEnd = head.indexOf('\n');
  return lineEnd === -1 ? head : head.slice(0, lineEnd);
}

/** What a parser failure means for the client. */
export function clientFailure(error: ParserError): ApiFailure {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // Node counts the request line into its header limit: tell a huge URL from huge headers
      // by the first line of what the parser was reading.
      const firstLine = firstLineOf(error);
      return /^[A-Z-]+ /.test(firstLine) && firstLine.length > MAX_URL_BYTES
        ? limitFailures.uriTooLong(firstLine.length)
        : limitFailures.headersTooLarge();
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return limitFailures.timeout();
    case 'HPE_INVALID_METHOD':
      return limitFailures.badRequest(
        'The request method is not an HTTP method. The API answers GET (and DELETE for deletes).',
      );
    default:
      return limitFailures.badRequest(
        'The request is not valid HTTP/1.1 (for example, a space or control character in the URL). Percent-encode the URL and send it again.',
      );
  }
}

const answered = new WeakSet<Duplex>();

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request, so answer in the envelope
 * on the raw socket. The socket is half-closed after the answer and left to drain, so that a
 * client still sending a 100 KB URL reads the answer rather than a connection reset; it is
 * destroyed a second later whatever happens. Node may report the same socket again while it
 * drains: it is answered once.
 */
export function answerClientError(
  error: ParserError,
  socket: Duplex,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  // An answer is already under way on this connection (keep-alive): ours would corrupt it.
  const inFlight = (socket as unknown as { _httpMessage?: unknown })._httpMessage;
  if (!socket.writable || inFlight) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(clientFailure(error), headers, firstLineOf(error).startsWith('HEAD ')));
  socket.on('error', () => {});
  setTimeout(() => socket.destroy(), 1000).unref();
}
