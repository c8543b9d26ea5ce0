import type { CatalogItem } from '../../src/api/contracts/catalogs';
import { issue, parseId } from '../../src/api/contracts/query-values';
import { catalog } from '../catalog/catalog';
import { failures } from '../http/api-error';
import type { CallContext } from '../http/endpoint';
import type { Routes } from './routes';

/** A numeric path segment; anything else names the segment in a 400. */
function segment(call: CallContext, name: string): number {
  const raw = call.params[name] ?? '';
  const value = parseId(raw);
  if (value === undefined) {
    throw failures.invalid(name, issue.notInteger(name).message);
  }
  return value;
}

export function catalogRoutes({ endpoint }: Routes): void {
  const list = (path: string, answer: (call: CallContext) => readonly CatalogItem[]) =>
    endpoint(path, { auth: true, handlers: { GET: answer } });

  list('/auto/categories', () => catalog.categories);
  list('/auto/categories/:category/bodystyles', (c) => catalog.bodystyles(segment(c, 'category')));
  list('/auto/categories/:category/marks', (c) => catalog.marks(segment(c, 'category')));
  list('/auto/categories/:category/marks/:mark/models', (c) =>
    catalog.models(segment(c, 'category'), segment(c, 'mark')),
  );
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
