import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress.ts';
import { reactDomSentinels } from './scripts/vite-react-dom-sentinels.ts';
import { linguiMacros } from './scripts/vite-lingui-macro.ts';
import { linguiScopes } from './scripts/vite-lingui-scopes.ts';

const apiTarget = process.env.MARKETPLACE_API_TARGET ?? 'http://127.0.0.1:8080';

/** Debian's Chromium when the machine has it; else Playwright's own (npx playwright install). */
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path): path is string => !!path && existsSync(path),
);

/**
 * React Router 7 points every export condition at its development build (remix-run/react-router
 * #12532, #14753): dev warnings and checks, about 30% more code. Production builds take the
 * production files the package ships beside it.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({
  find,
  replacement: fileURLToPath(new URL(`node_modules/${replacement}`, import.meta.url)),
}));

export default defineConfig(({ command }) => ({
  // Lingui: macros compiled before React's transform; .po catalogs imported as compiled messages.
  // A catalog part (`messages.po?scope=vehicles`) holds one page's messages.
  // React DOM's load-time sentinels made without a stack (scripts/vite-react-dom-sentinels.ts).
  // precompress writes .br/.gz copies of the output last.
  plugins: [linguiMacros(), react(), linguiScopes(), lingui(), reactDomSentinels(), precompress()],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  server: {
    // `npm run dev`: the app from Vite with hot reload, the API and the advert photos (links
    // built from the Host, so Vite's own) from the reference service.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/photos/': { target: apiTarget, changeOrigin: false },
      '/photosnew/': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/bundle-budget.mjs reads it to weigh each route's first load.
    manifest: true,
    // The CSP forbids inline script; keep the module-preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    // Two chunks instead of dozens of small ones that Rolldown's automatic splitting makes (each
    // compressed alone, so each costs bytes): the libraries every page runs, which change
    // rarely and stay cached across releases, and the app's shared code that three or more
    // pages' chunks use. Measured by scripts/bundle-budget.mjs: the search pages' first load
    // 3-4 KB lighter, the start page a few KB heavier.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Vite's helper for dynamic imports, alone: the entry uses it to start the app
              // after the first paint (src/main.tsx) and must not evaluate the rest first.
              name: 'preload-helper',
              test: /vite[\\/]preload-helper/,
              priority: 2,
            },
            {
              // What the entry shares with the app (the frame's kept presses, src/lib/before-app.ts;
              // the Intl data worker's answer, src/lib/intl-data.ts), alone for the same reason:
              // in the shared chunk they would evaluate the libraries and the app's shared code
              // before the frame paints (a 100 ms task at 4x CPU).
              name: 'before-app',
              test: /[\\/]src[\\/]lib[\\/](before-app|intl-data)\.ts$/,
              priority: 2,
            },
            {
              // Less React Query's useQueries and useMutation (with their observers): only code
              // loaded later uses them (the market-price panel; the delete dialog, sign-in and
              // sign-out), which Rolldown gives them to: 1.1 KB off every page's first load. And
              // less zod's `withParser` (compile.js, memoizer.js): only the orders install a compiled parser
              // (src/api/contracts/order-parser.ts), 0.6 KB the other pages need not load.
              name: 'vendor',
              test: /node_modules[\\/](?!@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](queriesObserver|useQueries|mutationObserver|useMutation|mutationOptions)\.js|zod[\\/]v4[\\/]core[\\/](compile|memoizer)\.js)(@tanstack[\\/](query-core|react-query)|@lingui[\\/](core|react|message-utils)|zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
            },
            // React and the router apart from the rest of the libraries: src/main.tsx evaluates
            // each of the three in a task of its own, some 35-55 ms at 4x CPU each, where the one
            // chunk they made was a 90-110 ms task on a phone as the app started. Compressed
            // apart they cost 2.4 KB more (brotli).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            {
              // The realty and vehicle contracts stay out: only their feature's chunks import
              // them, which share them as Rolldown splits them. The other pages' first load is
              // lighter, and does not build their schemas (~140 for vehicles and photos, a
              // long task on a phone as the app starts).
              name: 'shared',
              test: /[\\/]src[\\/](api|lib|components)[\\/](?!contracts[\\/](realty|vehicles\.|photos\.|vehicle-routes\.|photo-routes\.))/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Pure code, contracts and the server: Node.
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.browser.test.ts'],
          environment: 'node',
        },
      },
      {
        // Components and hooks: rendered in a real Chromium (a native <dialog>, layout, focus).
        extends: true,
        // Bundled before the first test: found later, they would reload the page mid-run (and
        // load React twice).
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom/client',
            'react-router-dom',
            '@lingui/core',
            '@lingui/react',
            '@tanstack/react-query',
            '@tanstack/react-table',
            '@tanstack/react-virtual',
            'react-hook-form',
            '@hookform/resolvers/zod',
            'zod/mini',
            'vitest-browser-react',
          ],
        },
        test: {
          name: 'browser',
          // And code that needs a browser's own APIs (a worker): *.browser.test.ts.
          include: ['src/**/*.test.tsx', 'src/**/*.browser.test.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                ...(chromium ? { executablePath: chromium } : {}),
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Its own port (another run may hold the default); the next free one if taken.
            api: { port: Number(process.env.VITEST_BROWSER_PORT ?? 63315) },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
}));
