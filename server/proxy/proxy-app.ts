/**
 * Proxy mode: the same server shell as the embedded service (security headers, error envelope,
 * the app and its history fallback), with the proxy's API under /api instead of the dataset's:
 * sessions (server/http/sessions.ts), `/_meta` and the allow-listed paths.
 */
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type ShellOptions } from '../app';
import {
  DEFAULT_ACCOUNT_RESERVE_PERCENT,
  DEFAULT_ACCOUNT_SHARE_PERCENT,
  DEFAULT_VISITOR_SHARE_PERCENT,
  type UpstreamConfig,
} from '../config';
import { AccountBook } from '../http/accounts';
import { RateLimiter } from '../http/rate-limiter';
import {
  DEFAULT_ABSOLUTE_SECONDS,
  DEFAULT_IDLE_SECONDS,
  keepSessionSecretShared,
  registerSessions,
  SessionSecrets,
  sharedSessionSecret,
} from '../http/sessions';
import { ResponseCache } from './cache';
import type { ProxyDb } from './proxy-database';
import { proxyFrames } from './page-frames';
import { proxyRoutes, type PageReader } from './proxy-routes';
import { LocalState, type ProxyState } from './proxy-state';
import { UpstreamQuota } from './quota';
import { redactor } from './redact';
import { RedisState } from './redis-state';

export interface ProxyAppOptions extends ShellOptions {
  readonly upstream: Pick<
    UpstreamConfig,
    | 'url'
    | 'key'
    | 'userId'
    | 'timeoutMs'
    | 'hourlyLimit'
    | 'catalogTtlSeconds'
    | 'searchTtlSeconds'
  > &
    Partial<
      Pick<UpstreamConfig, 'visitorSharePercent' | 'accountSharePercent' | 'accountReservePercent'>
    >;
  /** The proxy's database (openProxyDatabase); the caller closes it after the app. */
  readonly db: ProxyDb;
  /** With Redis, the cache, counts, sessions and throttles live there (the caller closes it). */
  readonly redis?: Redis | null;
  /** Who can sign in; default: nobody. */
  readonly accounts?: AccountBook;
  readonly trustProxy?: boolean | string;
  readonly sessions?: {
    readonly secret?: string | null;
    readonly idleSeconds?: number;
    readonly absoluteSeconds?: number;
    /** Milliseconds, for tests that watch a session expire. */
    readonly idleMs?: number;
    readonly absoluteMs?: number;
    readonly attemptsPerAddress?: number;
    readonly failuresPerAccount?: number;
  };
  /** One line per upstream call, never with the key; default: nothing. */
  readonly log?: (line: string) => void;
  readonly now?: () => number;
  readonly maxCacheEntries?: number;
}

/**
 * Answers and counts belong to one upstream and key. The scope names them by a short hash, so
 * the file never holds the key itself.
 */
export function upstreamScope(url: string, key: string): string {
  return createHash('sha256').update(`${url}\n${key}`).digest('hex').slice(0, 16);
}

/** A share of the key's hour in calls: at least one. */
export const shareOf = (hourlyLimit: number, percent: number): number =>
  Math.max(1, Math.floor((hourlyLimit * percent) / 100));

export async function createProxyApp(options: ProxyAppOptions): Promise<FastifyInstance> {
  const { upstream } = options;
  const now = options.now ?? Date.now;
  const scope = upstreamScope(upstream.url, upstream.key);
  const redact = redactor(upstream.key);
  const log = options.log ?? (() => {});
  const logErrors = options.logErrors ?? ((error: unknown) => console.error(error));
  const redis = options.redis ?? null;
  const ttlSeconds = { catalog: upstream.catalogTtlSeconds, data: upstream.searchTtlSeconds };
  const state: ProxyState = redis
    ? new RedisState(redis, { scope, hourlyLimit: upstream.hourlyLimit, ttlSeconds, now })
    : new LocalState(
        new ResponseCache(options.db, {
          scope,
          ttlSeconds,
          maxEntries: options.maxCacheEntries,
          now,
        }),
        new UpstreamQuota(options.db, scope, upstream.hourlyLimit, now),
        new RateLimiter(now),
        now,
      );
  const sessions = options.sessions ?? {};
  const secret = new SessionSecrets(
    sessions.secret ??
      (redis ? await sharedSessionSecret(redis) : randomBytes(32).toString('base64url')),
  );
  const stopSharingSecret =
    redis && !sessions.secret ? keepSessionSecretShared(redis, secret, log) : () => {};
  // What the pages' frames read of the proxy: set once the API is mounted.
  let reader: PageReader | undefined;
  return createServer({
    staticDir: options.staticDir,
    pageData: proxyFrames(() => reader),
    trustProxy: options.trustProxy,
    imgSources: options.imgSources,
    ...(options.https ? { https: options.https } : {}),
    // Unexpected errors are logged scrubbed, in case one quotes an upstream URL.
    logErrors: (error) =>
      logErrors(
        redact.text(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      ),
    mountApi: async (api) => {
      api.addHook('onClose', (_instance, done) => {
        stopSharingSecret();
        done();
      });
      const signIns = await registerSessions(api, {
        accounts: options.accounts ?? new AccountBook(null),
        secret,
        idleMs: sessions.idleMs ?? (sessions.idleSeconds ?? DEFAULT_IDLE_SECONDS) * 1000,
        absoluteMs:
          sessions.absoluteMs ?? (sessions.absoluteSeconds ?? DEFAULT_ABSOLUTE_SECONDS) * 1000,
        redis,
        sellerUserId: upstream.userId,
        attemptsPerAddress: sessions.attemptsPerAddress,
        failuresPerAccount: sessions.failuresPerAccount,
      });
      reader = proxyRoutes(api, {
        upstreamUrl: upstream.url,
        upstreamKey: upstream.key,
        userId: upstream.userId,
        timeoutMs: upstream.timeoutMs,
        hourlyLimit: upstream.hourlyLimit,
        catalogTtlSeconds: upstream.catalogTtlSeconds,
        shares: {
          anonymous: shareOf(
            upstream.hourlyLimit,
            upstream.visitorSharePercent ?? DEFAULT_VISITOR_SHARE_PERCENT,
          ),
          account: shareOf(
            upstream.hourlyLimit,
            upstream.accountSharePercent ?? DEFAULT_ACCOUNT_SHARE_PERCENT,
          ),
          accountReserve: Math.floor(
            (upstream.hourlyLimit *
              (upstream.accountReservePercent ?? DEFAULT_ACCOUNT_RESERVE_PERCENT)) /
              100,
          ),
        },
        state,
        sessions: signIns,
        redact,
        log: (line) => log(redact.text(line)),
        now,
      });
    },
  });
}
