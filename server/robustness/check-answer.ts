/**
 * What every answer to a hostile request must be (the "never a 5xx, always a valid body
 * or the documented envelope"): below 500; JSON; a 2xx body that passes the endpoint's contract
 * schema (src/api/contracts); a 4xx body that is the error envelope with a known code, the status
 * that code means, `param` for INVALID_PARAMETER, Allow on 405, Retry-After on 429, and never a
 * stack trace. Throws an Error naming the case on any breach, so it serves vitest and the soak.
 */
import { ERROR_CODES, errorEnvelopeSchema, type ErrorCode } from '../../src/api/contracts/errors';
import { getLast } from '../../src/api/contracts/query-codec';
import { parseId } from '../../src/api/contracts/query-values';
import { deleteAdvertResponseSchema } from '../../src/api/contracts/vehicles';
import { STATUS_OF_CODE } from '../http/api-error';
import { operationsIn, queryPairs, type Operation } from '../http/endpoint';
import type { Answer } from './http-client';
import type { FuzzCase } from './hostile-query';

/** The route table's operations (what the fuzzed paths are made from), by path. */
const OPERATIONS = operationsIn('embedded');
const operationOf = (template: string, method: string): Operation | undefined =>
  OPERATIONS.find(
    ({ route }) => route.path === template && route.method === (method === 'HEAD' ? 'GET' : method),
  );

/** The methods a path answers 2xx to. */
function methodsOf(template: string): readonly string[] {
  return OPERATIONS.filter(({ route }) => route.path === template).flatMap(({ route }) =>
    route.method === 'GET' ? ['GET', 'HEAD'] : [route.method],
  );
}

/** A target Node's parser reads as it is (no raw spaces, control or non-ASCII characters). */
const PLAIN_TARGET = /^[\x21-\x7e]*$/;

export interface Verdict {
  /** The advert a DELETE acknowledged with num_rows 1. */
  readonly deleted?: number;
  /** The envelope's code of a 4xx answer (none for HEAD). */
  readonly code?: string;
}

function describe(fuzz: FuzzCase, answer: Answer): string {
  const target =
    fuzz.target.length > 300
      ? `${fuzz.target.slice(0, 300)}… (${fuzz.target.length} chars)`
      : fuzz.target;
  return `${fuzz.method} ${JSON.stringify(target)} -> ${answer.status} ${answer.text.slice(0, 300)}`;
}

export function checkAnswer(fuzz: FuzzCase, answer: Answer): Verdict {
  const fail = (what: string): never => {
    throw new Error(`${what}\n  ${describe(fuzz, answer)}`);
  };
  const { status, headers } = answer;
  if (status === 0) fail('no HTTP answer (connection closed)');
  if (status >= 500) fail('a 5xx answer');
  if (status < 200) fail('an informational answer');
  if (!headers['content-type']?.startsWith('application/json')) fail('not answered as JSON');
  if (headers['x-content-type-options'] !== 'nosniff') fail('security headers missing');

  const bodyless = fuzz.method === 'HEAD';
  let body: unknown;
  if (bodyless) {
    if (answer.text !== '') fail('a HEAD answer with a body');
  } else {
    try {
      body = JSON.parse(answer.text);
    } catch {
      fail('the body is not JSON');
    }
  }

  if (status < 300) {
    if (fuzz.template === null) fail('2xx on a path that is no endpoint');
    const template = fuzz.template!;
    if (!methodsOf(template).includes(fuzz.method)) fail(`2xx to ${fuzz.method}`);
    if (bodyless) return {};
    const parsed = operationOf(template, fuzz.method)!.route.answer.safeParse(body);
    if (!parsed.success) {
      fail(`a 2xx body outside the contract: ${JSON.stringify(parsed.error.issues[0])}`);
    }
    if (template === '/auto/new/autos') {
      const { num_rows } = deleteAdvertResponseSchema.parse(body);
      if (num_rows > 1) fail('a delete of more than one row');
      if (num_rows === 1) {
        const id = parseId(getLast(queryPairs(fuzz.target), 'auto_id') ?? '');
        if (id === undefined) fail('a delete acknowledged without a readable auto_id');
        return { deleted: id };
      }
    }
    return {};
  }

  if (status >= 300 && status < 400) fail('a redirect');
  // A known path answers a method it does not take with 405 (CONTRACT.md), unless the request
  // was refused before routing: past the limits, unreadable to Node, or a path that no longer
  // matches the pattern (an empty segment).
  if (fuzz.template !== null && !methodsOf(fuzz.template).includes(fuzz.method) && status !== 405) {
    const refusedEarly =
      status === 404 ||
      status === 414 ||
      status === 431 ||
      (status === 400 && (fuzz.method === 'HEAD' || !PLAIN_TARGET.test(fuzz.target)));
    if (!refusedEarly && !answer.text.includes('TOO_MANY_PARAMETERS')) {
      fail(`${fuzz.method} on a known path answered ${status}, not 405`);
    }
  }
  if (status === 405 && !headers.allow) fail('405 without Allow');
  if (status === 429 && !headers['retry-after']) fail('429 without Retry-After');
  if (bodyless) return {};
  // An operation's own documented refusal (average_price's Not Enough Data) is not the envelope.
  const own = fuzz.template === null ? undefined : operationOf(fuzz.template, fuzz.method);
  const refusal = own?.route.refusal;
  if (refusal && status === refusal.status && refusal.body.safeParse(body).success) return {};
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) fail('a 4xx body that is not the error envelope');
  const { code, message, param } = envelope.data!.error;
  if (!(ERROR_CODES as readonly string[]).includes(code)) fail(`an unknown error code ${code}`);
  if (STATUS_OF_CODE[code as ErrorCode] !== status) fail(`${code} with status ${status}`);
  if (code === 'INVALID_PARAMETER' && param === undefined) fail('INVALID_PARAMETER without param');
  if (/\n\s+at /.test(message) || message.length === 0) fail('an empty message or a stack trace');
  return { code };
}
