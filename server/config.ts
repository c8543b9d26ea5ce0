/**
 * Start-up configuration: flags override environment variables, which override defaults.
 */
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_ABSOLUTE_SECONDS, DEFAULT_IDLE_SECONDS } from './http/session-defaults';
import { DEFAULT_DEMO_KEY } from './seed/accounts';
import { DEFAULT_SIZES, MAX_VEHICLES } from './seed/generate';

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly db: string;
  readonly seed: string;
  readonly demoKey: string;
  readonly demoHourlyLimit: number;
  readonly vehicles: number;
  readonly realty: number;
  readonly orders: number;
  readonly searchForm: 'array' | 'live';
  readonly reseed: boolean;
  readonly seedOnly: boolean;
  readonly staticDir: string;
  readonly keyLimits: ReadonlyMap<string, number>;
  readonly quiet: boolean;
  /** Embedded mode: a directory where drawn advert photos are kept; null = memory only. */
  readonly photoCache: string | null;
  /** Proxy mode: set when an upstream is configured; null = embedded mode. */
  readonly upstream: UpstreamConfig | null;
}

/** Proxy mode: the public API this server stands in front of, and how it is spent. */
export interface UpstreamConfig {
  /** Base URL without a trailing slash, e.g. https://developers.ria.com */
  readonly url: string;
  /** The key the server adds to every call. Never printed, logged or sent to a browser. */
  readonly key: string;
  /** The owner of the key: the only user id this server deletes adverts for; null = no deletes. */
  readonly userId: number | null;
  readonly timeoutMs: number;
  readonly hourlyLimit: number;
  /** SQLite file of the response cache and the call count. */
  readonly cacheDb: string;
  readonly catalogTtlSeconds: number;
  readonly searchTtlSeconds: number;
  /** Upstream calls an hour one anonymous address may make, in percent of hourlyLimit. */
  readonly visitorSharePercent: number;
  /** The same for one signed-in account. */
  readonly accountSharePercent: number;
  /**
   * The part of the hour, in percent, that anonymous visitors together never spend, kept for
   * signed-in accounts (when the server has any).
   */
  readonly accountReservePercent: number;
  /** The accounts file (server/http/accounts.ts); null = nobody can sign in. */
  readonly usersFile: string | null;
  /** Redis for the cache, counts, sessions and throttles of all replicas; null = this process. */
  readonly redisUrl: string | null;
  /** fastify's trustProxy: which proxies' X-Forwarded-* headers to believe. */
  readonly trustProxy: boolean | string;
  readonly sessionIdleSeconds: number;
  readonly sessionMaxAgeSeconds: number;
  /** Signs session cookies; null = made at start (or, with Redis, shared through it). */
  readonly sessionSecret: string | null;
  /** Serve https directly: PEM files of the certificate (chain) and its key; null = http. */
  readonly tls: { readonly certFile: string; readonly keyFile: string } | null;
  /** Where the upstream's answers link photos: the CSP's img-src allows them. */
  readonly photoHosts: readonly string[];
}

/**
 * RIA's photo host: the reference answers link cdn.riastatic.com and cdn2.riastatic.com
 * (auto-info-example.json, live/info.json); the wildcard covers its numbered hosts.
 */
export const DEFAULT_PHOTO_HOSTS = ['https://*.riastatic.com'] as const;

export const DEFAULT_VISITOR_SHARE_PERCENT = 10;
export const DEFAULT_ACCOUNT_SHARE_PERCENT = 25;
export const DEFAULT_ACCOUNT_RESERVE_PERCENT = 20;

export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;
export const DEFAULT_UPSTREAM_HOURLY_LIMIT = 1000;
export const DEFAULT_CATALOG_TTL_SECONDS = 24 * 60 * 60;
export const DEFAULT_SEARCH_TTL_SECONDS = 5 * 60;

export const HELP = `Marketplace reference service: the Marketplace API on SQLite, and the app, on one port.

Usage: npm start -- [options]        (or: npx tsx server/main.ts [options])

Options (environment variable in brackets):
  --host <addr>            address to listen on [HOST] (default 127.0.0.1)
  --port <n>               port [PORT] (default 8080; 0 picks a free one)
  --db <file>              SQLite database file, or :memory: [MARKETPLACE_DB]
                           (default ./data/marketplace.db)
  --seed <text>            seed of the generated dataset [MARKETPLACE_SEED] (default marketplace)
  --demo-key <key>         API key of the demo seller [MARKETPLACE_DEMO_KEY] (default ${DEFAULT_DEMO_KEY})
  --demo-limit <n>         requests per rolling hour for the demo key, 0 = unlimited
                           [MARKETPLACE_DEMO_LIMIT] (default 0)
  --vehicles <n>           vehicle adverts to generate, up to ${MAX_VEHICLES.toLocaleString('en')}
                           [MARKETPLACE_VEHICLES] (default ${DEFAULT_SIZES.vehicles})
  --realty <n>             real-estate adverts to generate [MARKETPLACE_REALTY] (default ${DEFAULT_SIZES.realty})
  --orders <n>             basket orders to generate [MARKETPLACE_ORDERS] (default ${DEFAULT_SIZES.orders})
  --search-form <form>     vehicle search answers: "array" (documented) or "live" (the live
                           service's bare object) [MARKETPLACE_SEARCH_FORM] (default array)
  --key-limit <key>=<n>    set one key's hourly limit at start-up (repeatable)
  --reseed                 delete the database and generate it again (proxy mode: empty
                           the cache and its call count)
  --seed-only              generate the database if needed, then exit
  --static-dir <dir>       the built app to serve (default ./dist)
  --photo-cache <dir>      keep the drawn advert photos in this directory across restarts
                           [MARKETPLACE_PHOTO_CACHE] (default: in memory only)
  --quiet                  print nothing but errors
  -h, --help               show this help

Proxy mode (the app in front of the public API; no dataset is generated):
  --upstream <url>         base URL of the Marketplace API, e.g. https://developers.ria.com
                           [MARKETPLACE_UPSTREAM]; setting it switches to proxy mode
  --upstream-key <key>     the API key the server adds to every call [MARKETPLACE_UPSTREAM_KEY]
                           (prefer the variable: flags show in the process list). The key stays
                           on the server: browsers' api_key is replaced, answers are scrubbed.
  --upstream-user-id <n>   user id of the key's owner: deletes are allowed for this seller only
                           [MARKETPLACE_UPSTREAM_USER_ID] (default: none, deletes are refused)
  --upstream-timeout <ms>  give up on an upstream call after this long (504 UPSTREAM_TIMEOUT)
                           [MARKETPLACE_UPSTREAM_TIMEOUT] (default ${DEFAULT_UPSTREAM_TIMEOUT_MS})
  --upstream-hourly-limit <n>
                           upstream calls allowed per rolling hour; beyond it the server answers
                           429 itself [MARKETPLACE_UPSTREAM_HOURLY_LIMIT] (default ${DEFAULT_UPSTREAM_HOURLY_LIMIT})
  --cache-db <file>        SQLite file of the response cache and the call count
                           [MARKETPLACE_CACHE_DB] (default proxy-cache.db beside --db)
  --cache-catalog-ttl <s>  seconds a catalog answer is reused (by browsers too, an hour at
                           most), 0 = never cached
                           [MARKETPLACE_CACHE_CATALOG_TTL] (default ${DEFAULT_CATALOG_TTL_SECONDS}, a day)
  --cache-search-ttl <s>   seconds a search, advert, order list or conversion is reused,
                           0 = never cached [MARKETPLACE_CACHE_SEARCH_TTL] (default ${DEFAULT_SEARCH_TTL_SECONDS})

Proxy mode on the internet (README "Deploying proxy mode"):
  --users <file>           accounts that may sign in (npm run users) [MARKETPLACE_USERS_FILE]
                           (default: none; orders and deletes are then refused to everyone)
  --visitor-share <pct>    upstream calls an hour one anonymous address may make, in percent
                           of the hourly limit [MARKETPLACE_VISITOR_SHARE] (default ${DEFAULT_VISITOR_SHARE_PERCENT})
  --account-share <pct>    the same for one signed-in account [MARKETPLACE_ACCOUNT_SHARE]
                           (default ${DEFAULT_ACCOUNT_SHARE_PERCENT})
  --account-reserve <pct>  the part of the hour anonymous visitors together never spend, kept
                           for signed-in accounts when there are any, in percent
                           [MARKETPLACE_ACCOUNT_RESERVE] (default ${DEFAULT_ACCOUNT_RESERVE_PERCENT})
  --session-idle <s>       a session ends after this long without a request
                           [MARKETPLACE_SESSION_IDLE] (default ${DEFAULT_IDLE_SECONDS})
  --session-max-age <s>    and this long after sign-in, whatever happens
                           [MARKETPLACE_SESSION_MAX_AGE] (default ${DEFAULT_ABSOLUTE_SECONDS})
  --trust-proxy <list>     the load balancers in front of this server, whose X-Forwarded-For
                           and X-Forwarded-Proto to believe: addresses or CIDRs, comma-separated,
                           "loopback", or "true" for any [MARKETPLACE_TRUST_PROXY] (default: none)
  --redis <url>            keep the cache, the call count, sessions, sign-in throttles and
                           shares in Redis, so that any number of replicas act as one, e.g.
                           redis://127.0.0.1:6379 [MARKETPLACE_REDIS_URL] (default: this process)
  --tls-cert <file>        serve https directly with this PEM certificate (chain)
  --tls-key <file>         and its PEM key [MARKETPLACE_TLS_CERT, MARKETPLACE_TLS_KEY]
                           (default: http; the session cookie is Secure over https)
  --photo-hosts <list>     where the upstream's answers link advert photos: origins such as
                           https://cdn.riastatic.com (a *. wildcard allowed), comma-separated;
                           the page's Content-Security-Policy lets images load from them
                           [MARKETPLACE_PHOTO_HOSTS] (default ${DEFAULT_PHOTO_HOSTS.join(',')})
  MARKETPLACE_SESSION_SECRET  signs session cookies, 32 characters or more (environment only;
                           default: made at start, or shared through Redis)

A database that already has data is used as it is; sizes and seed apply when it is generated.`;

export class ConfigError extends Error {}

function integer(
  name: string,
  raw: string | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) > max) {
    throw new ConfigError(
      `${name} must be a whole number from 0 to ${max.toLocaleString('en')}, not "${raw}".`,
    );
  }
  return Number(raw);
}

export function readConfig(argv: readonly string[], env: NodeJS.ProcessEnv): Config | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      db: { type: 'string' },
      seed: { type: 'string' },
      'demo-key': { type: 'string' },
      'demo-limit': { type: 'string' },
      vehicles: { type: 'string' },
      realty: { type: 'string' },
      orders: { type: 'string' },
      'search-form': { type: 'string' },
      'key-limit': { type: 'string', multiple: true },
      reseed: { type: 'boolean' },
      'seed-only': { type: 'boolean' },
      'static-dir': { type: 'string' },
      quiet: { type: 'boolean' },
      upstream: { type: 'string' },
      'upstream-key': { type: 'string' },
      'upstream-user-id': { type: 'string' },
      'upstream-timeout': { type: 'string' },
      'upstream-hourly-limit': { type: 'string' },
      'cache-db': { type: 'string' },
      'cache-catalog-ttl': { type: 'string' },
      'cache-search-ttl': { type: 'string' },
      users: { type: 'string' },
      'visitor-share': { type: 'string' },
      'account-share': { type: 'string' },
      'account-reserve': { type: 'string' },
      'session-idle': { type: 'string' },
      'session-max-age': { type: 'string' },
      'trust-proxy': { type: 'string' },
      redis: { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      'photo-cache': { type: 'string' },
      'photo-hosts': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';

  const searchForm = values['search-form'] ?? env.MARKETPLACE_SEARCH_FORM ?? 'array';
  if (searchForm !== 'array' && searchForm !== 'live') {
    throw new ConfigError(`--search-form must be "array" or "live", not "${searchForm}".`);
  }
  const demoKey = values['demo-key'] ?? env.MARKETPLACE_DEMO_KEY ?? DEFAULT_DEMO_KEY;
  if (demoKey.trim() === '') throw new ConfigError('The demo key must not be empty.');

  const keyLimits = new Map<string, number>();
  for (const entry of values['key-limit'] ?? []) {
    const at = entry.lastIndexOf('=');
    if (at <= 0) throw new ConfigError(`--key-limit takes <key>=<n>, not "${entry}".`);
    keyLimits.set(entry.slice(0, at), integer('--key-limit', entry.slice(at + 1), 0));
  }

  const db = values.db ?? env.MARKETPLACE_DB ?? 'data/marketplace.db';
  const upstreamUrl = values.upstream ?? env.MARKETPLACE_UPSTREAM;
  const upstreamKey = values['upstream-key'] ?? env.MARKETPLACE_UPSTREAM_KEY;
  let upstream: UpstreamConfig | null = null;
  if (upstreamUrl !== undefined && upstreamUrl !== '') {
    if (upstreamKey === undefined || upstreamKey.trim() === '') {
      throw new ConfigError(
        'Proxy mode needs the API key of the upstream: set MARKETPLACE_UPSTREAM_KEY (or --upstream-key).',
      );
    }
    const rawUserId = values['upstream-user-id'] ?? env.MARKETPLACE_UPSTREAM_USER_ID;
    upstream = {
      url: upstreamBase(upstreamUrl),
      key: upstreamKey.trim(),
      userId:
        rawUserId === undefined || rawUserId === ''
          ? null
          : integer('--upstream-user-id', rawUserId, 0, 2_147_483_647),
      timeoutMs: Math.max(
        1,
        integer(
          '--upstream-timeout',
          values['upstream-timeout'] ?? env.MARKETPLACE_UPSTREAM_TIMEOUT,
          DEFAULT_UPSTREAM_TIMEOUT_MS,
          600_000,
        ),
      ),
      hourlyLimit: Math.max(
        1,
        integer(
          '--upstream-hourly-limit',
          values['upstream-hourly-limit'] ?? env.MARKETPLACE_UPSTREAM_HOURLY_LIMIT,
          DEFAULT_UPSTREAM_HOURLY_LIMIT,
          10_000_000,
        ),
      ),
      cacheDb:
        values['cache-db'] ??
        env.MARKETPLACE_CACHE_DB ??
        (db === ':memory:' ? ':memory:' : join(dirname(db), 'proxy-cache.db')),
      catalogTtlSeconds: integer(
        '--cache-catalog-ttl',
        values['cache-catalog-ttl'] ?? env.MARKETPLACE_CACHE_CATALOG_TTL,
        DEFAULT_CATALOG_TTL_SECONDS,
        365 * 24 * 60 * 60,
      ),
      searchTtlSeconds: integer(
        '--cache-search-ttl',
        values['cache-search-ttl'] ?? env.MARKETPLACE_CACHE_SEARCH_TTL,
        DEFAULT_SEARCH_TTL_SECONDS,
        365 * 24 * 60 * 60,
      ),
      visitorSharePercent: Math.max(
        1,
        integer(
          '--visitor-share',
          values['visitor-share'] ?? env.MARKETPLACE_VISITOR_SHARE,
          DEFAULT_VISITOR_SHARE_PERCENT,
          100,
        ),
      ),
      accountSharePercent: Math.max(
        1,
        integer(
          '--account-share',
          values['account-share'] ?? env.MARKETPLACE_ACCOUNT_SHARE,
          DEFAULT_ACCOUNT_SHARE_PERCENT,
          100,
        ),
      ),
      accountReservePercent: integer(
        '--account-reserve',
        values['account-reserve'] ?? env.MARKETPLACE_ACCOUNT_RESERVE,
        DEFAULT_ACCOUNT_RESERVE_PERCENT,
        99,
      ),
      usersFile: nonEmpty(values.users ?? env.MARKETPLACE_USERS_FILE),
      redisUrl: redisUrl(values.redis ?? env.MARKETPLACE_REDIS_URL),
      trustProxy: trustProxy(values['trust-proxy'] ?? env.MARKETPLACE_TRUST_PROXY),
      sessionIdleSeconds: Math.max(
        1,
        integer(
          '--session-idle',
          values['session-idle'] ?? env.MARKETPLACE_SESSION_IDLE,
          DEFAULT_IDLE_SECONDS,
          7 * 24 * 60 * 60,
        ),
      ),
      sessionMaxAgeSeconds: Math.max(
        1,
        integer(
          '--session-max-age',
          values['session-max-age'] ?? env.MARKETPLACE_SESSION_MAX_AGE,
          DEFAULT_ABSOLUTE_SECONDS,
          30 * 24 * 60 * 60,
        ),
      ),
      sessionSecret: sessionSecret(env.MARKETPLACE_SESSION_SECRET),
      tls: tlsFiles(
        nonEmpty(values['tls-cert'] ?? env.MARKETPLACE_TLS_CERT),
        nonEmpty(values['tls-key'] ?? env.MARKETPLACE_TLS_KEY),
      ),
      photoHosts: photoHosts(values['photo-hosts'] ?? env.MARKETPLACE_PHOTO_HOSTS),
    };
  } else if (values['upstream-key'] !== undefined) {
    throw new ConfigError('--upstream-key is only used with --upstream (proxy mode).');
  }

  return {
    host: values.host ?? env.HOST ?? '127.0.0.1',
    port: integer('--port', values.port ?? env.PORT, 8080, 65535),
    db,
    seed: values.seed ?? env.MARKETPLACE_SEED ?? 'marketplace',
    demoKey,
    demoHourlyLimit: integer('--demo-limit', values['demo-limit'] ?? env.MARKETPLACE_DEMO_LIMIT, 0),
    vehicles: integer(
      '--vehicles',
      values.vehicles ?? env.MARKETPLACE_VEHICLES,
      DEFAULT_SIZES.vehicles,
      MAX_VEHICLES,
    ),
    realty: integer(
      '--realty',
      values.realty ?? env.MARKETPLACE_REALTY,
      DEFAULT_SIZES.realty,
      1_000_000,
    ),
    orders: integer(
      '--orders',
      values.orders ?? env.MARKETPLACE_ORDERS,
      DEFAULT_SIZES.orders,
      1_000_000,
    ),
    searchForm,
    reseed: values.reseed ?? false,
    seedOnly: values['seed-only'] ?? false,
    staticDir: values['static-dir'] ?? 'dist',
    keyLimits,
    quiet: values.quiet ?? false,
    photoCache: nonEmpty(values['photo-cache'] ?? env.MARKETPLACE_PHOTO_CACHE),
    upstream,
  };
}

function nonEmpty(raw: string | undefined): string | null {
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

function redisUrl(raw: string | undefined): string | null {
  const value = nonEmpty(raw);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('--redis must be a URL such as redis://127.0.0.1:6379.');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError('--redis must be a redis:// or rediss:// URL.');
  }
  return value;
}

function trustProxy(raw: string | undefined): boolean | string {
  const value = nonEmpty(raw);
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

function tlsFiles(certFile: string | null, keyFile: string | null): UpstreamConfig['tls'] {
  if (certFile === null && keyFile === null) return null;
  if (certFile === null || keyFile === null) {
    throw new ConfigError('https needs both --tls-cert and --tls-key.');
  }
  return { certFile, keyFile };
}

/** `--photo-hosts`: origins (scheme and host, optionally `*.` and a port), comma-separated. */
export function photoHosts(raw: string | undefined): readonly string[] {
  const value = nonEmpty(raw);
  if (value === null) return DEFAULT_PHOTO_HOSTS;
  const hosts = value
    .split(',')
    .map((host) => host.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(host)) {
      throw new ConfigError(
        `--photo-hosts: "${host}" is not an origin such as https://cdn.riastatic.com or https://*.riastatic.com.`,
      );
    }
  }
  return hosts;
}

function sessionSecret(raw: string | undefined): string | null {
  const value = nonEmpty(raw);
  if (value !== null && value.length < 32) {
    throw new ConfigError('MARKETPLACE_SESSION_SECRET must be 32 characters or more.');
  }
  return value;
}

/**
 * A warning for an upstream reached over plain http beyond this machine: every call carries the
 * key, readable on the way. Allowed (a test upstream, a private network), never silently.
 */
export function plainUpstreamWarning(base: string): string | null {
  const url = new URL(base);
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return url.protocol === 'http:' && !loopback
    ? `Warning: --upstream ${url.origin} is plain http: the API key goes over the network unencrypted in every call. Use https.`
    : null;
}

/** The upstream's base URL, checked: http(s), no credentials, query or fragment, no final `/`. */
function upstreamBase(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('--upstream must be a URL such as https://developers.ria.com.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`--upstream must be an http or https URL, not "${url.protocol}".`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new ConfigError(
      '--upstream must be a bare base URL (no user, password, query or fragment); the key goes in MARKETPLACE_UPSTREAM_KEY.',
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
