/**
 * Proxy mode: the same server shell as the embedded service (security headers, error envelope,
 * the app and its history fallback), with the proxy's API under /api instead of the dataset's.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { createServer, type ShellOptions } from '../app';
import type { UpstreamConfig } from '../config';
import { ResponseCache } from './cache';
import type { ProxyDb } from './proxy-database';
import { proxyRoutes } from './proxy-routes';
import { UpstreamQuota } from './quota';
import { redactor } from './redact';

export interface ProxyAppOptions extends ShellOptions {
  readonly upstream: Omit<UpstreamConfig, 'cacheDb'>;
  /** The proxy's database (openProxyDatabase); the caller closes it after the app. */
  readonly db: ProxyDb;
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

export function createProxyApp(options: ProxyAppOptions): Promise<FastifyInstance> {
  const { upstream } = options;
  const now = options.now ?? Date.now;
  const scope = upstreamScope(upstream.url, upstream.key);
  const redact = redactor(upstream.key);
  const log = options.log ?? (() => {});
  const logErrors = options.logErrors ?? ((error: unknown) => console.error(error));
  return createServer({
    staticDir: options.staticDir,
    // Unexpected errors are logged scrubbed, in case one quotes an upstream URL.
    logErrors: (error) =>
      logErrors(
        redact.text(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      ),
    mountApi: (api) =>
      proxyRoutes(api, {
        upstreamUrl: upstream.url,
        upstreamKey: upstream.key,
        userId: upstream.userId,
        timeoutMs: upstream.timeoutMs,
        cache: new ResponseCache(options.db, {
          scope,
          ttlSeconds: { catalog: upstream.catalogTtlSeconds, data: upstream.searchTtlSeconds },
          maxEntries: options.maxCacheEntries,
          now,
        }),
        quota: new UpstreamQuota(options.db, scope, upstream.hourlyLimit, now),
        redact,
        log: (line) => log(redact.text(line)),
        now,
      }),
  });
}
