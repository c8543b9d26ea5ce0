// First-load JavaScript of each route, gzipped: the entry chunk, the route's lazy chunks (its
// loader and its page) and every chunk they import statically. `node scripts/bundle-budget.mjs` fails above the budget
// (npm test runs it after the build).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 160 * 1024;

/** Each route's lazy modules that src/app/router.tsx loads: its loader and its page. */
const ROUTES = {
  '/': ['src/app/routes/home-route.ts', 'src/app/routes/home.tsx'],
  '/vehicles': [
    'src/features/vehicles/vehicle-route.ts',
    'src/features/vehicles/components/vehicle-search-page.tsx',
  ],
  '/realty': [
    'src/features/realty/realty-route.ts',
    'src/features/realty/components/realty-search-page.tsx',
  ],
  '/vehicles/:id': [
    'src/features/vehicles/vehicle-advert-route.ts',
    'src/features/vehicles/components/vehicle-advert-page.tsx',
  ],
  '/realty/:id': [
    'src/features/realty/realty-advert-route.ts',
    'src/features/realty/components/realty-advert-page.tsx',
  ],
  '/orders': [
    'src/features/orders/orders-route.ts',
    'src/features/orders/components/orders-page.tsx',
  ],
  '/converter': [
    'src/features/converter/converter-route.ts',
    'src/features/converter/components/converter-page.tsx',
  ],
  // Loaded with the rest of proxy mode's code (src/app/proxy-mode.tsx).
  '/sign-in': ['src/app/proxy-mode.tsx'],
};

export function routeSizes(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The build manifest has no entry');
  const closure = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const gzipped = new Map();
  const size = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gzipped.get(file);
  };
  return Object.entries(ROUTES)
    .filter(([, sources]) => sources.every((source) => manifest[source]))
    .map(([route, sources]) => {
      const files = sources.reduce(
        (into, source) => closure(source, into),
        closure(entry, new Set()),
      );
      const bytes = [...files]
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + size(file), 0);
      return { route, bytes, files: [...files] };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = routeSizes(process.argv[2] ?? 'dist');
  let over = false;
  for (const { route, bytes } of sizes) {
    const ok = bytes <= BUDGET_BYTES;
    over ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${route.padEnd(12)} ${(bytes / 1024).toFixed(1)} KB of ${(BUDGET_BYTES / 1024).toFixed(0)} KB`,
    );
  }
  if (over) {
    console.error('First-load JavaScript is over budget: split the route or lighten it.');
    process.exit(1);
  }
}
