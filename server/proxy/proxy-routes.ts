/**
 * Proxy mode's API: `/_meta` answered here, and the contract's paths (the allow-list) forwarded
 * to the upstream with the server's key in place of the browser's, through the response cache
 * and the hourly count. Paths and methods are declared with the same endpoint factory as the
 * embedded service, so 404 and 405 (with Allow) answer exactly as they do there.
 */
import type { FastifyInstance } from 'fastify';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import type { MetaResponse } from '../../src/api/contracts/meta';
import {
  formatQueryString,
  parseQueryString,
  type QueryPair,
} from '../../src/api/contracts/query-codec';
import { issue, parseId } from '../../src/api/contracts/query-values';
import { ApiFailure, failures } from '../http/api-error';
import { endpointFactory, type CallContext } from '../http/endpoint';
import { RateLimiter } from '../http/rate-limiter';
import { requiredId } from '../routes/vehicles';
import { ALLOW_LIST, fillPath, pathParams, type AllowedPath } from './allow-list';
import type { ResponseCache } from './cache';
import type { UpstreamQuota } from './quota';
import type { Redactor } from './redact';
import { callUpstream, type UpstreamResult } from './upstream';

export interface ProxyRouteOptions {
  /** Base URL without a trailing slash; contract paths are appended to it. */
  readonly upstreamUrl: string;
  readonly upstreamKey: string;
  /** The key owner's user id: the only seller this server deletes for (null = none). */
  readonly userId: number | null;
  readonly timeoutMs: number;
  readonly cache: ResponseCache;
  readonly quota: UpstreamQuota;
  readonly redact: Redactor;
  /** One line per upstream call (path without the key, status, time). */
  readonly log: (line: string) => void;
  readonly now: () => number;
}

/** What the browser gets: a status, a JSON body and the few headers worth passing on. */
interface Outcome {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function fromFailure(failure: ApiFailure): Outcome {
  return { status: failure.status, body: failure.body, headers: failure.headers };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Seconds from a Retry-After header (seconds or an HTTP date); undefined when unreadable. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function formatWait(seconds: number): string {
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** The raw query of a request URL, split into its `&` segments, without any api_key. */
function forwardedSegments(url: string): string[] {
  const start = url.indexOf('?');
  if (start === -1) return [];
  return url
    .slice(start + 1)
    .split('&')
    .filter((segment) => segment !== '' && parseQueryString(segment)[0]?.[0] !== 'api_key')
    .map((segment) => segment.replaceAll('#', '%23'));
}

export function proxyRoutes(api: FastifyInstance, options: ProxyRouteOptions): void {
  const { cache, quota, redact, log, now } = options;
  // The proxy checks no browser key: the factory's key source and limiter stay unused.
  const endpoint = endpointFactory(api, { findKey: () => undefined }, new RateLimiter());
  const inFlight = new Map<string, Promise<Outcome>>();
  /** Bumped by every delete, so that an answer fetched before it is not cached after it. */
  let generation = 0;
  /** Until when the upstream asked us to wait (its 429): refused here, without calling it. */
  let blockedUntil = 0;

  endpoint('/_meta', {
    auth: false,
    handlers: {
      GET: (): MetaResponse => ({
        mode: 'proxy',
        demo: null,
        dataset: null,
        quota: quota.snapshot(),
        ...(options.userId === null ? {} : { seller: { user_id: options.userId } }),
      }),
    },
  });

  function interpret(result: UpstreamResult): Outcome {
    switch (result.kind) {
      case 'timeout':
        return fromFailure(
          new ApiFailure(
            504,
            'UPSTREAM_TIMEOUT',
            `The Marketplace API did not answer within ${formatSeconds(options.timeoutMs)}. Try again in a moment; if it keeps happening, the API may be down or overloaded.`,
          ),
        );
      case 'unreachable':
        return fromFailure(
          new ApiFailure(
            502,
            'UPSTREAM_UNAVAILABLE',
            `The Marketplace API cannot be reached: ${result.reason}. Try again in a few minutes; if it keeps failing, the server's upstream address may be wrong.`,
          ),
        );
      case 'too-large':
        return fromFailure(
          new ApiFailure(
            502,
            'UPSTREAM_UNAVAILABLE',
            'The Marketplace API sent an answer too large to pass on. Try a narrower request.',
          ),
        );
      case 'answer':
        break;
    }
    const { status } = result;
    const parsed = parseJson(result.text);
    if (status >= 200 && status < 300) {
      if (!parsed.ok) {
        return fromFailure(
          new ApiFailure(
            502,
            'UPSTREAM_UNAVAILABLE',
            'The Marketplace API sent an answer that is not JSON. Try again in a few minutes.',
          ),
        );
      }
      return { status, body: redact.json(parsed.value), headers: {} };
    }
    const wait = status === 429 ? retryAfterSeconds(result.retryAfter, now()) : undefined;
    if (wait !== undefined) blockedUntil = Math.max(blockedUntil, now() + wait * 1000);
    const headers: Record<string, string> = wait === undefined ? {} : { 'retry-after': `${wait}` };
    if (status >= 400 && status < 500) {
      if (parsed.ok && errorEnvelopeSchema.safeParse(parsed.value).success) {
        return { status, body: redact.json(parsed.value), headers };
      }
      if (status === 429) {
        return fromFailure(
          new ApiFailure(
            429,
            'OVER_RATE_LIMIT',
            `The Marketplace API refuses more calls with this server's key for now. Try again ${wait === undefined ? 'later' : `in ${formatWait(wait)}`}.`,
            undefined,
            headers,
          ),
        );
      }
      return fromFailure(
        new ApiFailure(
          502,
          'UPSTREAM_UNAVAILABLE',
          `The Marketplace API refused the request (HTTP ${status}) without saying why. Try again later.`,
        ),
      );
    }
    return fromFailure(
      new ApiFailure(
        502,
        'UPSTREAM_UNAVAILABLE',
        `The Marketplace API had a problem (HTTP ${status}). Try again in a few minutes.`,
      ),
    );
  }

  /** One upstream call, unless the hour's calls are spent or the upstream asked us to wait. */
  async function forward(method: 'GET' | 'DELETE', path: string, query: string, url: string) {
    const waitMs = blockedUntil - now();
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      return fromFailure(
        new ApiFailure(
          429,
          'OVER_RATE_LIMIT',
          `The Marketplace API asked this server to pause: its key's hourly limit is spent. Try again in ${formatWait(seconds)}.`,
          undefined,
          { 'retry-after': `${seconds}` },
        ),
      );
    }
    const admission = quota.admit();
    if (!admission.allowed) {
      const seconds = admission.retryAfterSeconds;
      return fromFailure(
        new ApiFailure(
          429,
          'OVER_RATE_LIMIT',
          `This server has made its ${quota.limit.toLocaleString('en')} calls to the Marketplace API for this hour. Try again in ${formatWait(seconds)}; pages seen recently still load.`,
          undefined,
          { 'retry-after': `${seconds}` },
        ),
      );
    }
    const started = performance.now();
    const result = await callUpstream(url, method, options.timeoutMs);
    const outcome = interpret(result);
    const what =
      result.kind === 'answer'
        ? `HTTP ${result.status}`
        : result.kind === 'unreachable'
          ? `unreachable (${result.reason})`
          : result.kind;
    log(
      redact.text(
        `upstream ${method} ${path}${query ? `?${query}` : ''} -> ${what}, ${outcome.status} to the app, ${Math.round(performance.now() - started)} ms`,
      ),
    );
    return outcome;
  }

  function validParams(allowed: AllowedPath, call: CallContext): Record<string, string> {
    const params: Record<string, string> = {};
    for (const name of pathParams(allowed.path)) {
      const raw = call.params[name] ?? '';
      if (parseId(raw) === undefined) throw failures.invalid(name, issue.notInteger(name).message);
      params[name] = raw;
    }
    return params;
  }

  function handler(allowed: AllowedPath) {
    return async (call: CallContext): Promise<unknown> => {
      const { request, reply } = call;
      const params = validParams(allowed, call);
      const pairs: QueryPair[] = call.pairs.filter(([key]) => key !== 'api_key');
      if (allowed.kind === 'delete') checkDelete(pairs);

      const path = fillPath(allowed.path, params);
      const trailingSlash = (request.url.split('?')[0] ?? '').endsWith('/') ? '/' : '';
      const query = formatQueryString(pairs);
      const upstreamUrl = [
        `${options.upstreamUrl}${path}${trailingSlash}?api_key=${encodeURIComponent(options.upstreamKey)}`,
        ...forwardedSegments(request.url),
      ].join('&');

      let outcome: Outcome;
      let cacheState = 'none';
      if (allowed.kind === 'delete') {
        outcome = await forward('DELETE', path, query, upstreamUrl);
        if (outcome.status >= 200 && outcome.status < 300) {
          generation++;
          cache.dropData();
        }
      } else {
        const kind = allowed.kind;
        const cacheKey = `GET ${path}?${query}`;
        const hit = cache.get(cacheKey, kind);
        if (hit) {
          cacheState = 'hit';
          outcome = { status: 200, body: JSON.parse(hit.body) as unknown, headers: {} };
        } else {
          cacheState = 'miss';
          let pending = inFlight.get(cacheKey);
          if (!pending) {
            const startedIn = generation;
            pending = forward('GET', path, query, upstreamUrl).then((answer) => {
              if (answer.status === 200 && startedIn === generation) {
                try {
                  cache.put(cacheKey, kind, JSON_TYPE, JSON.stringify(answer.body));
                } catch (error) {
                  // A full disk costs future calls, not this answer.
                  log(redact.text(`cache: could not store ${path}: ${String(error)}`));
                }
              }
              return answer;
            });
            inFlight.set(cacheKey, pending);
            const settled = () => inFlight.delete(cacheKey);
            pending.then(settled, settled);
          }
          outcome = await pending;
        }
      }
      reply.status(outcome.status).headers(outcome.headers).header('x-proxy-cache', cacheState);
      return outcome.body;
    };
  }

  /** Deletes go upstream only for the key's owner, whose id the server was given. */
  function checkDelete(pairs: readonly QueryPair[]): void {
    if (options.userId === null) {
      throw failures.keyUnauthorized(
        "Deleting adverts is switched off on this server: it does not know whose API key it uses. The server's operator can allow it by setting MARKETPLACE_UPSTREAM_USER_ID to the key owner's user id.",
      );
    }
    const userId = requiredId(pairs, 'user_id');
    if (userId !== options.userId) {
      throw failures.keyUnauthorized(
        `This server deletes only adverts of its API key's owner: user_id must be ${options.userId}.`,
      );
    }
  }

  for (const allowed of ALLOW_LIST) {
    endpoint(allowed.path, { auth: false, handlers: { [allowed.method]: handler(allowed) } });
  }
}
