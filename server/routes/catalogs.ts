import type { BodystyleGroups, ModelGroups } from '../../src/api/contracts/catalog-groups';
import type { CatalogItem } from '../../src/api/contracts/catalogs';
import { issue, MAX_ID, parseId } from '../../src/api/contracts/query-values';
import { catalog } from '../catalog/catalog';
import { failures } from '../http/api-error';
import type { CallContext } from '../http/endpoint';
import type { Routes } from './routes';

/**
 * A numeric path segment; anything else names the segment in a 400. Digits of any length are an
 * id: one too large for any catalog is simply unknown, and an unknown id lists nothing
 * (LIVE-2026.md: `/auto/categories/1/marks/99999999999/models` answers `[]`).
 */
function segment(call: CallContext, name: string): number {
  const raw = call.params[name] ?? '';
  if (/^\d+$/.test(raw)) return parseId(raw.replace(/^0+(?=\d)/, '')) ?? MAX_ID + 1;
  throw failures.invalid(name, issue.notInteger(name).message);
}

export function catalogRoutes({ endpoint }: Routes): void {
  const list = (
    path: string,
    answer: (call: CallContext) => readonly CatalogItem[] | BodystyleGroups | ModelGroups,
  ) => endpoint(path, { auth: true, handlers: { GET: answer } });

  list('/auto/categories', () => catalog.categories);
  list('/auto/categories/:category/bodystyles', (c) => catalog.bodystyles(segment(c, 'category')));
  list('/auto/categories/:category/bodystyles/_group', (c) =>
    catalog.bodystyleGroups(segment(c, 'category')),
  );
  list('/auto/bodystyles', () => catalog.allBodystyles);
  list('/auto/categories/:category/marks', (c) => catalog.marks(segment(c, 'category')));
  list('/auto/categories/:category/marks/:mark/models', (c) =>
    catalog.models(segment(c, 'category'), segment(c, 'mark')),
  );
  list('/auto/categories/:category/marks/:mark/models/_group', (c) =>
    catalog.modelGroups(segment(c, 'category'), segment(c, 'mark')),
  );
  list('/auto/models', () => catalog.allModels);
  list('/auto/categories/:category/gearboxes', (c) => catalog.gearboxes(segment(c, 'category')));
  // Newer docs say `options`, the older README `auto_options`: answer both.
  list('/auto/categories/:category/options', (c) => catalog.options(segment(c, 'category')));
  list('/auto/categories/:category/auto_options', (c) => catalog.options(segment(c, 'category')));
  list('/auto/categories/:category/driverTypes', (c) =>
    catalog.driverTypes(segment(c, 'category')),
  );
  list('/auto/states', () => catalog.states);
  list('/auto/states/:state/cities', (c) => catalog.cities(segment(c, 'state')));
  list('/auto/type', () => catalog.fuels);
  list('/auto/colors', () => catalog.colors);
  list('/auto/countries', () => catalog.countries);
  list('/dom/states', () => catalog.domStates);
  list('/dom/cities/:state', (c) => catalog.domCities(segment(c, 'state')));
  list('/dom/cities_districts/:city', (c) => catalog.domDistricts(segment(c, 'city')));
}
