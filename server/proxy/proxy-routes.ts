/**
 * Proxy mode's API: `/_meta` answered here, and the contract's paths (the allow-list) forwarded
 * to the upstream with the server's key in place of the browser's, through the response cache
 * and the hourly count. Paths and methods are declared with the same endpoint factory as the
 * embedded service, so 404 and 405 (with Allow) answer exactly as they do there.
 *
 * What is checked, in order, before any upstream call: the method (405); for a delete, that it
 * comes from our own pages (403 CROSS_ORIGIN_REFUSED); the path's access (401
 * SIGN_IN_REQUIRED, 403 ROLE_REQUIRED); the parameters (400, read by the route table's own
 * codecs, as the embedded service reads them); then the cache, and only on a miss the visitor's
 * share of the key and the key's hour (429 OVER_RATE_LIMIT), all kept in the ProxyState (503
 * STORE_UNAVAILABLE when a shared store is away).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deleteVehicle } from '../../src/api/contracts/vehicle-routes';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import type { Access, Role } from '../../src/api/contracts/session';
import {
  formatQueryString,
  parseQueryString,
  type QueryPair,
} from '../../src/api/contracts/query-codec';
import { issue, type QueryIssue } from '../../src/api/contracts/query-values';
import { pathParamNames, type RouteDef } from '../../src/api/contracts/route';
import { ApiFailure, failures } from '../http/api-error';
import type { ProxyHeader } from '../http/proxy-header-frame';
import { serveRoutes, type BaseCall, type Forwarder, type Operation } from '../http/endpoint';
import { requireSameOrigin, visitorAddress } from '../http/same-origin';
import type { Sessions, Visitor } from '../http/sessions';
import { openApiHandlers } from '../openapi/document';
import { ALLOW_LIST, fillPath, type AllowedPath } from './allow-list';
import { inLanguageAsked } from './english-answers';
import type { KeyAdmission, ProxyState } from './proxy-state';
import { NestedTooDeeply, type Redactor } from './redact';
import { callUpstream, type UpstreamResult } from './upstream';

export interface ProxyRouteOptions {
  /** Base URL without a trailing slash; contract paths are appended to it. */
  readonly upstreamUrl: string;
  readonly upstreamKey: string;
  /** The key owner's user id: the only seller this server deletes for (null = none). */
  readonly userId: number | null;
  readonly timeoutMs: number;
  /** The key's hourly limit (the state counts against it). */
  readonly hourlyLimit: number;
  /** How long a catalog's answer is reused (a browser keeps it no longer). */
  readonly catalogTtlSeconds: number;
  /**
   * Upstream calls an hour one visitor may make: per address when anonymous, per account; and
   * the calls of the hour kept for signed-in accounts (when the server has any), which
   * anonymous visitors together never spend.
   */
  readonly shares: {
    readonly anonymous: number;
    readonly account: number;
    readonly accountReserve: number;
  };
  readonly state: ProxyState;
  /** Who is signed in, and the `/_session` operations' handlers. */
  readonly sessions: Sessions;
  readonly redact: Redactor;
  /** One line per upstream call (path without the key, status, time). */
  readonly log: (line: string) => void;
  readonly now: () => number;
}

/** Whose part of the key's hour an upstream call is counted in. */
interface Share {
  /** The address or account whose share it is. */
  readonly subject: string;
  /** Its calls an hour. */
  readonly limit: number;
  /** The key's calls this hour beyond which it makes none (less than the hour: a reserve). */
  readonly keyLimit: number;
}

/** What the browser gets: a status, a JSON body and the few headers worth passing on. */
interface Outcome {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

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

/**
 * The longest the upstream may make us wait: the hour its quota counts over (and the hour the
 * count's key lives in Redis). Its Retry-After pauses every replica, so an HTTP date in 2099 or
 * a ten-digit number, by mistake or not, would otherwise stop the whole service for decades.
 */
export const MAX_PAUSE_SECONDS = 3600;

/**
 * Seconds from a Retry-After header (seconds or an HTTP date), at most MAX_PAUSE_SECONDS;
 * undefined when unreadable.
 */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  const seconds = /^\d+$/.test(trimmed)
    ? Number(trimmed)
    : Math.ceil((Date.parse(trimmed) - now) / 1000);
  return Number.isNaN(seconds) ? undefined : Math.min(MAX_PAUSE_SECONDS, Math.max(0, seconds));
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function formatWait(seconds: number): string {
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** What each role is for, in the refusals' words. */
const NEEDED_FOR: Readonly<Record<Role, string>> = {
  seller: "deleting the key owner's adverts",
  operator: 'reading the basket orders',
};

/** The paths that need a role, as /_meta tells the app. */
const ACCESS: Readonly<Record<string, Role>> = Object.fromEntries(
  ALLOW_LIST.flatMap(({ path, access }) => (access === 'anonymous' ? [] : [[path, access]])),
);

/** Refuses, before anything else happens, a visitor the path's access does not admit. */
function checkAccess(access: Access, visitor: Visitor): void {
  if (access === 'anonymous') return;
  const { account } = visitor;
  if (!account) {
    throw new ApiFailure(
      401,
      'SIGN_IN_REQUIRED',
      visitor.ended
        ? `Your session has ended (it expired, or you signed out). Sign in again to go on ${NEEDED_FOR[access]}.`
        : `Sign in with an account that has the ${access} role: ${NEEDED_FOR[access]} is not open to visitors.`,
    );
  }
  if (!account.roles.includes(access)) {
    throw new ApiFailure(
      403,
      'ROLE_REQUIRED',
      `Your account "${account.name}" does not have the ${access} role, which ${NEEDED_FOR[access]} needs. Ask this server's operator to add it.`,
    );
  }
}

/** A refusal an operation answers in its own form (its row's `refusal`). */
type OwnRefusal = NonNullable<Operation['route']['refusal']>;
type Legacy = NonNullable<NonNullable<Operation['route']['query']>['legacy']>;

/**
 * Whether a parameter's name is the key's in some server's reading: PHP, for one, reads
 * `api.key`, `api key` and `api_key[]` as `api_key`, and some frameworks ignore case. A visitor's
 * such parameter never goes upstream beside the server's key.
 */
function isKeyName(name: string): boolean {
  // As PHP reads a name: leading spaces dropped, spaces and dots as '_', a matched '[' starts an
  // array's key, and one with no ']' after it is read as '_' too (`api[key`).
  const base = name.trimStart().toLowerCase().replace(/[ .]/g, '_');
  const open = base.indexOf('[');
  if (open === -1) return base === 'api_key';
  const read = base.includes(']', open)
    ? base.slice(0, open)
    : `${base.slice(0, open)}_${base.slice(open + 1)}`;
  return read === 'api_key';
}

/**
 * The raw query of a request URL, split into its `&` segments, without any api_key. Each goes
 * upstream as it was written, except a legacy value the live service no longer knows, which
 * goes as its live equivalent (`order_by=1` as `order_by=2`).
 */
function forwardedSegments(url: string, legacy: Legacy = {}): string[] {
  const start = url.indexOf('?');
  if (start === -1) return [];
  return url
    .slice(start + 1)
    .split('&')
    .flatMap((segment) => {
      const [key, value] = parseQueryString(segment)[0] ?? [];
      if (segment === '' || (key !== undefined && isKeyName(key))) return [];
      const live = key !== undefined && value !== undefined ? legacy[key]?.[value] : undefined;
      if (live !== undefined) return [`${segment.slice(0, segment.indexOf('='))}=${live}`];
      return [segment.replaceAll('#', '%23')];
    });
}

/**
 * The query's first refusal, as the embedded service answers it (400 INVALID_PARAMETER): the
 * row's own codec reads the pairs, so that a request the contract refuses spends no upstream
 * call, no visitor's share and nothing signed with the server's key. The visitor's key
 * parameters are left out: the proxy drops them, so it never refuses one (CONTRACT.md).
 */
function queryProblem(route: RouteDef, pairs: readonly QueryPair[]): QueryIssue | undefined {
  return route.query?.decode(pairs.filter(([key]) => !isKeyName(key))).issues[0];
}

/** The query pairs as the upstream gets them: legacy values in their live form. */
function livePairs(pairs: readonly QueryPair[], legacy: Legacy = {}): QueryPair[] {
  return pairs.flatMap(([key, value]): QueryPair[] =>
    isKeyName(key) ? [] : [[key, legacy[key]?.[value] ?? value]],
  );
}

/**
 * A page's own read of an open GET operation for its frame (server/proxy/page-frames.ts): the
 * answer's body when it is a 200, else undefined.
 */
export type PageAnswer = (
  request: FastifyRequest,
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  pairs: readonly QueryPair[],
) => Promise<unknown>;

/** What a page reads of the proxy for its frame (server/proxy/page-frames.ts). */
export interface PageReader {
  readonly answer: PageAnswer;
  /** The header's proxy row: the key's hour as `/api/_meta` tells it, and whether accounts exist. */
  header(): Promise<ProxyHeader>;
  /** Whether the server has accounts (without them, nobody may read the orders). */
  hasAccounts(): boolean;
}

export function proxyRoutes(api: FastifyInstance, options: ProxyRouteOptions): PageReader {
  const { state, sessions, redact, log, now } = options;
  const { visitors } = sessions;
  /** Upstream calls under way, by data generation and request: one call serves them all. */
  const inFlight = new Map<string, Promise<{ outcome: Outcome; subject: string }>>();

  /**
   * An anonymous visitor's share: their address's, within the part of the hour that is not kept
   * for accounts. Without that reserve, ten addresses spending their tenth each locked every
   * operator and seller out for the rest of the hour.
   */
  function anonymousShare(request: BaseCall['request']): Share {
    return {
      subject: `address:${visitorAddress(request)}`,
      limit: options.shares.anonymous,
      keyLimit: options.hourlyLimit - (visitors.hasAccounts() ? options.shares.accountReserve : 0),
    };
  }

  /** Whose share an upstream call is counted in, and how large that share is. */
  function shareOf(visitor: Visitor, request: BaseCall['request']): Share {
    return visitor.account
      ? {
          subject: `account:${visitor.account.name}`,
          limit: options.shares.account,
          keyLimit: options.hourlyLimit,
        }
      : anonymousShare(request);
  }

  const meta = async ({ request, reply }: BaseCall) => {
    // The quota meter polls this every half minute: who is asking, without renewing the
    // session's idle time (an open tab would keep it alive for ever).
    const visitor = await visitors.identify(request, reply, { touch: false });
    const share = shareOf(visitor, request);
    // The counts are worth showing, not worth failing the page for: left out while the
    // shared store is away (every call that could spend the key is refused meanwhile).
    const counts = await Promise.all([state.quota(), state.share(share.subject, share.limit)])
      .then(([quota, mine]) => ({ quota, share: mine }))
      .catch(() => ({}));
    reply.header('cache-control', 'no-store');
    const seller = visitor.account?.roles.includes('seller') && options.userId !== null;
    return {
      mode: 'proxy' as const,
      demo: null,
      dataset: null,
      ...counts,
      // The key owner's id only to a signed-in seller: it is theirs to know, nobody else's.
      ...(seller ? { seller: { user_id: options.userId ?? 0 } } : {}),
      accounts: visitors.hasAccounts(),
      access: ACCESS,
    };
  };

  /** The value with the key scrubbed; undefined when it is nested too deeply to pass on. */
  function scrub(value: unknown): unknown {
    try {
      return redact.json(value);
    } catch (error) {
      if (error instanceof NestedTooDeeply) return undefined;
      throw error;
    }
  }

  const tooDeep = () =>
    fromFailure(
      new ApiFailure(
        502,
        'UPSTREAM_UNAVAILABLE',
        'The Marketplace API sent an answer nested too deeply to pass on. Try again in a few minutes.',
      ),
    );

  function interpret(result: UpstreamResult, own?: OwnRefusal): Outcome {
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
      const scrubbed = scrub(parsed.value);
      return scrubbed === undefined ? tooDeep() : { status, body: scrubbed, headers: {} };
    }
    const wait = status === 429 ? retryAfterSeconds(result.retryAfter, now()) : undefined;
    const headers: Record<string, string> = wait === undefined ? {} : { 'retry-after': `${wait}` };
    if (status >= 400 && status < 500) {
      // The envelope as checked, its documented members only: whatever else an upstream adds
      // to a refusal (a debug object, a part of the key) stays here.
      const envelope = parsed.ok ? errorEnvelopeSchema.safeParse(parsed.value) : undefined;
      if (envelope?.success) return { status, body: redact.json(envelope.data), headers };
      // The operation's own documented refusal (average_price's Not Enough Data) passes too.
      const refusal =
        parsed.ok && status === own?.status ? own.body.safeParse(parsed.value) : undefined;
      if (refusal?.success) return { status, body: redact.json(refusal.data), headers };
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

  function refusal(admission: Exclude<KeyAdmission, { allowed: true }>, share: Share): Outcome {
    const seconds = admission.retryAfterSeconds;
    const headers = { 'retry-after': `${seconds}` };
    const hour = options.hourlyLimit.toLocaleString('en');
    const message =
      admission.by === 'paused'
        ? `The Marketplace API asked this server to pause: its key's hourly limit is spent. Try again in ${formatWait(seconds)}.`
        : admission.by === 'share'
          ? `You have used your share of this server's calls to the Marketplace API for this hour (${share.limit.toLocaleString('en')} of ${hour}), so that other visitors keep theirs. Try again in ${formatWait(seconds)}; pages seen recently still load.`
          : share.keyLimit < options.hourlyLimit
            ? `Visitors who are not signed in have made the ${share.keyLimit.toLocaleString('en')} calls to the Marketplace API this server gives them this hour (the rest of its ${hour} is kept for signed-in accounts). Try again in ${formatWait(seconds)}, or sign in; pages seen recently still load.`
            : `This server has made its ${hour} calls to the Marketplace API for this hour. Try again in ${formatWait(seconds)}; pages seen recently still load.`;
    return fromFailure(new ApiFailure(429, 'OVER_RATE_LIMIT', message, undefined, headers));
  }

  /**
   * One upstream call, unless the key's hour or the visitor's share of it is spent, or the
   * upstream asked us to wait.
   */
  async function forward(
    method: 'GET' | 'DELETE',
    path: string,
    query: string,
    url: string,
    share: Share,
    own?: OwnRefusal,
  ): Promise<Outcome> {
    const admission = await state.admit(share.subject, share.limit, share.keyLimit);
    if (!admission.allowed) return refusal(admission, share);
    const started = performance.now();
    const result = await callUpstream(url, method, options.timeoutMs);
    const outcome = interpret(result, own);
    const wait = outcome.status === 429 ? Number(outcome.headers['retry-after']) : NaN;
    if (Number.isFinite(wait) && wait > 0) {
      // Every replica waits as long as the upstream asked, an hour at most (a lost store costs
      // only the pause).
      const seconds = Math.min(wait, MAX_PAUSE_SECONDS);
      await state.pauseUntil(now() + seconds * 1000).catch(() => {});
    }
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

  /** After a delete: retried briefly, since a stale cache would show the advert again. */
  async function invalidate(path: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await state.invalidateData();
        return;
      } catch {
        if (attempt >= 5) {
          log(`cache: could not mark cached data stale after DELETE ${path}; the store is away`);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
      }
    }
  }

  /**
   * Path ids as sent: digits of any length (the upstream answers `[]` for an id it does not
   * know, however large: LIVE-2026.md), else 400 naming the segment.
   */
  function validParams(allowed: AllowedPath, segments: Record<string, string>) {
    const params: Record<string, string> = {};
    for (const name of pathParamNames(allowed.path)) {
      const raw = segments[name] ?? '';
      if (!/^\d+$/.test(raw)) throw failures.invalid(name, issue.notInteger(name).message);
      params[name] = raw;
    }
    return params;
  }

  /**
   * A GET's answer: from the cache, else from the upstream call under way for the same request
   * (one call serves every asker), else from a call of its own, counted in `share`.
   */
  async function cachedGet(
    kind: Exclude<AllowedPath['kind'], 'delete'>,
    path: string,
    query: string,
    upstreamUrl: string,
    share: Share,
    own?: OwnRefusal,
  ): Promise<{ outcome: Outcome; cacheState: 'hit' | 'miss' }> {
    const cacheKey = `GET ${path}?${query}`;
    const { hit, generation } = await state.lookup(cacheKey, kind);
    if (hit) {
      const body = JSON.parse(hit.body) as unknown;
      // A kept refusal (Not Enough Data) goes out as it came: its body is never an answer.
      const refused = own !== undefined && own.body.safeParse(body).success;
      return {
        outcome: { status: refused ? own.status : 200, body, headers: {} },
        cacheState: 'hit',
      };
    }
    const flightKey = `${generation} ${cacheKey}`;
    const fetchNow = () => {
      const pending = forward('GET', path, query, upstreamUrl, share, own).then(async (answer) => {
        // The operation's own refusal is kept too: a price badge without comparable
        // adverts would otherwise cost a call on every page that shows it.
        const refusedHere =
          own !== undefined &&
          answer.status === own.status &&
          own.body.safeParse(answer.body).success;
        if (answer.status === 200 || refusedHere) {
          try {
            await state.store(cacheKey, kind, generation, JSON.stringify(answer.body));
          } catch (error) {
            // A full disk or a lost store costs future calls, not this answer.
            log(redact.text(`cache: could not store ${path}: ${String(error)}`));
          }
        }
        return { outcome: answer, subject: share.subject };
      });
      inFlight.set(flightKey, pending);
      const settled = () => inFlight.delete(flightKey);
      pending.then(settled, settled);
      return pending;
    };
    let joined = await (inFlight.get(flightKey) ?? fetchNow());
    // Another visitor's spent share is theirs: this visitor asks with its own.
    if (joined.subject !== share.subject && joined.outcome.status === 429) {
      joined = await fetchNow();
    }
    return { outcome: joined.outcome, cacheState: 'miss' };
  }

  function handler(allowed: AllowedPath): Forwarder {
    const legacy = allowed.operation.route.query?.legacy;
    const own = allowed.operation.route.refusal;
    return async (call) => {
      const { request, reply } = call;
      if (allowed.method === 'DELETE') requireSameOrigin(request);
      const visitor = await visitors.identify(request, reply);
      checkAccess(allowed.access, visitor);
      const params = validParams(allowed, call.segments);
      const pairs = livePairs(call.pairs, legacy);
      // Before the cache too: a refusal is cheap to answer again, and never worth a call.
      let checked: readonly QueryPair[] | undefined;
      if (allowed.kind === 'delete') checked = checkDelete(pairs);
      else {
        const problem = queryProblem(allowed.operation.route, call.pairs);
        if (problem) throw failures.invalid(problem.param, problem.message);
      }
      const share = shareOf(visitor, request);

      const path = fillPath(allowed.path, params);
      const trailingSlash = (request.url.split('?')[0] ?? '').endsWith('/') ? '/' : '';
      const query = formatQueryString(pairs);
      // A delete goes up with what was checked and nothing else: a name the proxy does not
      // read (`user.id`, `user_id[]`) may be the upstream's `user_id` all the same.
      const upstreamUrl = [
        `${options.upstreamUrl}${path}${trailingSlash}?api_key=${encodeURIComponent(options.upstreamKey)}`,
        ...(checked ? [formatQueryString(checked)] : forwardedSegments(request.url, legacy)),
      ].join('&');

      let outcome: Outcome;
      let cacheState = 'none';
      if (allowed.kind === 'delete') {
        outcome = await forward('DELETE', path, query, upstreamUrl, share);
        if (outcome.status >= 200 && outcome.status < 300) await invalidate(path);
      } else {
        ({ outcome, cacheState } = await cachedGet(
          allowed.kind,
          path,
          query,
          upstreamUrl,
          share,
          own,
        ));
      }
      if (allowed.access !== 'anonymous') reply.header('cache-control', 'private, no-store');
      reply.status(outcome.status).headers(outcome.headers).header('x-proxy-cache', cacheState);
      // English names on the way out: the cache holds the upstream's Ukrainian answer.
      return outcome.status === 200
        ? inLanguageAsked(allowed.operation.id, call.pairs, outcome.body)
        : outcome.body;
    };
  }

  /**
   * Deletes go upstream only for the key's owner, whose id the server was given: the pairs the
   * upstream gets, the owner's id and the advert's.
   */
  function checkDelete(pairs: readonly QueryPair[]): QueryPair[] {
    if (options.userId === null) {
      throw failures.keyUnauthorized(
        "Deleting adverts is switched off on this server: it does not know whose API key it uses. The server's operator can allow it by setting MARKETPLACE_UPSTREAM_USER_ID to the key owner's user id.",
      );
    }
    const { query, issues } = deleteVehicle.query.decode(pairs);
    const problem = issues[0];
    if (problem) throw failures.invalid(problem.param, problem.message);
    if (query.user_id !== options.userId) {
      throw failures.keyUnauthorized(
        `This server deletes only adverts of its API key's owner: user_id must be ${options.userId}.`,
      );
    }
    return deleteVehicle.query.encode(query);
  }

  const forwarders = new Map(ALLOW_LIST.map((allowed) => [allowed.operation.id, handler(allowed)]));
  serveRoutes(api, {
    mode: 'proxy',
    handlers: { meta, ...openApiHandlers('proxy'), ...sessions.handlers },
    forward: ({ id }) => forwarders.get(id),
    catalogTtlSeconds: options.catalogTtlSeconds,
  });

  /**
   * Served as the browser's request for the same address would be (the cache, the call under
   * way, the key's hour), so the page's preload of it that follows is a cache hit rather than a
   * second upstream call. Open operations only, counted in the share of the visitor's address:
   * sessions live under /api, and a page is no place to sign in.
   */
  const pageAnswer: PageAnswer = async (request, route, params, pairs) => {
    const allowed = ALLOW_LIST.find(
      (entry) => entry.operation.route === route && entry.access === 'anonymous',
    );
    if (!allowed || allowed.kind === 'delete') return undefined;
    if (Object.values(params).some((value) => !/^\d+$/.test(value))) return undefined;
    if (queryProblem(route, pairs)) return undefined;
    const legacy = allowed.operation.route.query?.legacy;
    const path = fillPath(allowed.path, params);
    const live = livePairs(pairs, legacy);
    const query = formatQueryString(live);
    const upstreamUrl = `${options.upstreamUrl}${path}?${formatQueryString([['api_key', options.upstreamKey], ...live])}`;
    const share = anonymousShare(request);
    const { outcome } = await cachedGet(
      allowed.kind,
      path,
      query,
      upstreamUrl,
      share,
      allowed.operation.route.refusal,
    );
    // In the language the page asked, as the app's own request for it is answered.
    return outcome.status === 200
      ? inLanguageAsked(allowed.operation.id, pairs, outcome.body)
      : undefined;
  };
  const header = async (): Promise<ProxyHeader> => {
    const accounts = visitors.hasAccounts();
    // As /_meta: the count is worth showing, not worth failing the page for.
    const quota = await state.quota().catch(() => undefined);
    return quota ? { quota: { used: quota.used, limit: quota.limit }, accounts } : { accounts };
  };
  return { answer: pageAnswer, header, hasAccounts: visitors.hasAccounts };
}
