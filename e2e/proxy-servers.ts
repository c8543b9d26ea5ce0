/**
 * The servers of the proxy-mode run (e2e/playwright.proxy.config.ts): a reference service as
 * the upstream, proxies in front of it, and an upstream that never answers. Ports follow
 * E2E_PROXY_PORT so that a second run can sit beside the first.
 */
// Not 4190: fetch refuses it (a "bad port", sieve), as it does 6000, 6665-6669 and others.
const BASE = Number(process.env.E2E_PROXY_PORT ?? 4191);
const origin = (port: number) => `http://127.0.0.1:${port}`;

export const PORTS = {
  upstream: BASE,
  proxy: BASE + 1,
  hangingUpstream: BASE + 2,
  hangingProxy: BASE + 3,
  limitedProxy: BASE + 4,
} as const;

export const ORIGINS = {
  /** The reference service, standing in for the public API (its base is `/api`). */
  upstream: origin(PORTS.upstream),
  /** The proxy the tests browse: the built app and the allow-listed API. */
  proxy: origin(PORTS.proxy),
  /** A proxy whose upstream accepts connections and never answers (1 s timeout). */
  hangingProxy: origin(PORTS.hangingProxy),
  /** A proxy whose key is the upstream's `limited-key` (3 calls an hour). */
  limitedProxy: origin(PORTS.limitedProxy),
} as const;

/** The upstream key of the proxy: distinctive, so that any leak of it is found. */
export const SERVER_KEY = 'e2e-server-key-4c1f7a92d0b3';
export const LIMITED_KEY = 'limited-key';
/** The key owner (the demo seller of the generated data). */
export const SELLER_ID = 5820722;
/** The upstream's database, read only to pick fixtures. */
export const UPSTREAM_DB = `data/e2e/proxy-upstream-${PORTS.upstream}.db`;

/** The proxy's accounts file, written by `npm run users` before the proxy starts. */
export const USERS_FILE = `data/e2e/proxy-users-${PORTS.proxy}.json`;
/** Test accounts of the proxy the tests browse (passwords only ever here and in the config). */
export const ACCOUNTS = {
  seller: { name: 'e2e-seller', password: 'e2e-seller-password-7c1d', roles: 'seller' },
  operator: { name: 'e2e-operator', password: 'e2e-operator-password-93ab', roles: 'operator' },
} as const;
