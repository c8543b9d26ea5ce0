/**
 * How an API path is declared: its methods, whether it needs a key, and a handler that returns
 * the JSON body or throws an ApiFailure. Every path answers every method, so that a wrong one
 * gets 405 with `Allow` rather than a 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseQueryString, type QueryPair } from '../../src/api/contracts/query-codec';
import type { ApiKeyRecord } from '../store/store';
import { failures } from './api-error';
import type { RateLimiter } from './rate-limiter';

export type Method = 'GET' | 'POST' | 'DELETE';

export interface CallContext {
  readonly pairs: readonly QueryPair[];
  /** The key's record; only for endpoints declared with `auth: true`. */
  readonly key: ApiKeyRecord;
  readonly params: Readonly<Record<string, string>>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type Handler = (call: CallContext) => unknown;

export interface AuthSource {
  findKey(apiKey: string): ApiKeyRecord | undefined;
}

/** The query pairs of a raw URL, decoded by the contract codec (literal bracket keys). */
export function queryPairs(url: string): QueryPair[] {
  const start = url.indexOf('?');
  return start === -1 ? [] : parseQueryString(url.slice(start + 1));
}

export interface EndpointOptions {
  readonly auth: boolean;
  readonly handlers: Partial<Record<Method, Handler>>;
}

export function endpointFactory(app: FastifyInstance, keys: AuthSource, limiter: RateLimiter) {
  function authenticate(pairs: readonly QueryPair[]): ApiKeyRecord {
    let apiKey: string | undefined;
    for (const [key, value] of pairs) if (key === 'api_key') apiKey = value;
    if (!apiKey) throw failures.keyMissing();
    const record = keys.findKey(apiKey);
    if (!record) throw failures.keyInvalid();
    if (record.status !== 'active') throw failures.keyDisabled();
    const admission = limiter.admit(record.api_key, record.hourly_limit);
    if (!admission.allowed) throw failures.rateLimited(admission.retryAfterSeconds);
    return record;
  }

  return function endpoint(path: string, options: EndpointOptions): void {
    const allowed = Object.keys(options.handlers) as Method[];
    if (allowed.includes('GET')) allowed.push('HEAD' as Method);
    app.route({
      // Every method the server parses (createServer adds Node's whole list), so that any
      // method a path does not take is answered 405 with Allow.
      method: app.supportedMethods,
      url: path,
      handler: async (request, reply) => {
        const method = (request.method === 'HEAD' ? 'GET' : request.method) as Method;
        const handler = options.handlers[method];
        if (!handler) throw failures.methodNotAllowed(request.method, allowed);
        const pairs = queryPairs(request.url);
        const key = options.auth ? authenticate(pairs) : (undefined as unknown as ApiKeyRecord);
        const body = await handler({
          pairs,
          key,
          params: request.params as Record<string, string>,
          request,
          reply,
        });
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
      },
    });
  };
}
