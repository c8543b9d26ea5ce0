import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Separate runs (another port) get their own database and, if given, their own build. */
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

/**
 * Debian's Chromium when the machine has it (this project's CI installs it); otherwise the
 * browser from `npx playwright install chromium`.
 */
const systemChromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path): path is string => !!path && existsSync(path));

export default defineConfig({
  testDir: 'e2e',
  testIgnore: 'proxy.spec.ts', // proxy mode has its own servers: e2e/playwright.proxy.config.ts
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'Europe/Kyiv',
    trace: 'on-first-retry',
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  // The real service on a fresh database (regenerated every run), serving the built app.
  webServer: {
    command: `npx tsx server/main.ts --port ${PORT} --db data/e2e/marketplace-${PORT}.db --reseed --quiet --static-dir ${STATIC_DIR}`,
    url: `http://127.0.0.1:${PORT}/api/_meta`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
