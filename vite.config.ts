import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = process.env.MARKETPLACE_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    // `npm run dev`: the app from Vite with hot reload, the API from the reference service.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // scripts/bundle-budget.mjs reads it to weigh each route's first load.
    manifest: true,
    // The CSP forbids inline script; keep the module-preload polyfill out of index.html.
    modulePreload: { polyfill: false },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
