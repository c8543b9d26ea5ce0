/**
 * Proxy mode, end to end: `npx playwright test -c e2e/playwright.proxy.config.ts` (after a
 * build). A real reference service is the upstream; the app is browsed through proxies in
 * front of it. Every server starts fresh (new database, empty proxy cache).
 */
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import baseConfig from '../playwright.config';
import {
  ACCOUNTS,
  LIMITED_KEY,
  ORIGINS,
  PORTS,
  SELLER_ID,
  SERVER_KEY,
  UPSTREAM_DB,
  USERS_FILE,
} from './proxy-servers';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

const server = (command: string, ready: string, env: Record<string, string> = {}) => ({
  command,
  url: `${ready}/api/_meta`,
  cwd: ROOT,
  env,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

const proxy = (port: number, upstream: string, key: string, flags = '') =>
  server(
    `npx tsx server/main.ts --port ${port} --upstream ${upstream}/api --upstream-user-id ${SELLER_ID} --cache-db data/e2e/proxy-cache-${port}.db --reseed --quiet --static-dir ${STATIC_DIR} ${flags}`,
    `http://127.0.0.1:${port}`,
    // The key goes in the environment, as the README advises (flags show in `ps`).
    { MARKETPLACE_UPSTREAM_KEY: key },
  );

/**
 * The accounts file of the proxy the tests browse, written the documented way: `npm run users`
 * with the password on standard input.
 */
const writeUsers = [`mkdir -p data/e2e`, `rm -f ${USERS_FILE}`]
  .concat(
    Object.values(ACCOUNTS).map(
      ({ name, password, roles }) =>
        `printf '%s\\n' '${password}' | npx tsx scripts/users.ts add ${name} --role ${roles} --users ${USERS_FILE}`,
    ),
  )
  .join(' && ');
// The upstream links photos on its own origin (RIA's live answers, on its photo host).
const browsed = proxy(
  PORTS.proxy,
  ORIGINS.upstream,
  SERVER_KEY,
  `--users ${USERS_FILE} --photo-hosts https://*.riastatic.com,${ORIGINS.upstream}`,
);

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  testMatch: 'proxy.spec.ts',
  testIgnore: [],
  outputDir: '../test-results/proxy',
  use: { ...baseConfig.use, baseURL: ORIGINS.proxy },
  webServer: [
    server(
      `npx tsx server/main.ts --port ${PORTS.upstream} --db ${UPSTREAM_DB} --reseed --quiet --vehicles 5000 --realty 2000 --orders 50 --demo-key ${SERVER_KEY}`,
      ORIGINS.upstream,
    ),
    { ...browsed, command: `${writeUsers} && ${browsed.command}` },
    proxy(PORTS.limitedProxy, ORIGINS.upstream, LIMITED_KEY),
    {
      command: `node scripts/hanging-upstream.mjs ${PORTS.hangingUpstream}`,
      port: PORTS.hangingUpstream,
      cwd: ROOT,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    proxy(
      PORTS.hangingProxy,
      `http://127.0.0.1:${PORTS.hangingUpstream}`,
      SERVER_KEY,
      '--upstream-timeout 1000',
    ),
  ],
});
