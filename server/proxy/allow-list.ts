/**
 * The paths the proxy forwards: exactly the contract's (CONTRACT.md), the ones the embedded
 * service registers in server/routes (a test keeps the two lists equal). Anything else is
 * answered here, 404 or 405, and never reaches the upstream with the server's key.
 *
 * Who may call each path is data here (`access`), not code in the handlers: anyone, or a
 * signed-in account with the role. The proxy refuses the rest before any upstream call.
 */
import type { Access } from '../../src/api/contracts/session';

/** How long an answer may be reused: catalogs change rarely, adverts and counts do. */
export type PathKind = 'catalog' | 'data' | 'delete';

export interface AllowedPath {
  /** A fastify route pattern; `:name` segments are numeric ids. */
  readonly path: string;
  readonly method: 'GET' | 'DELETE';
  readonly kind: PathKind;
  readonly access: Access;
}

const data = (path: string, access: Access = 'anonymous'): AllowedPath => ({
  path,
  method: 'GET',
  kind: 'data',
  access,
});
const catalog = (path: string): AllowedPath => ({
  path,
  method: 'GET',
  kind: 'catalog',
  access: 'anonymous',
});

export const ALLOW_LIST: readonly AllowedPath[] = [
  data('/auto/search'),
  data('/auto/info'),
  { path: '/auto/new/autos', method: 'DELETE', kind: 'delete', access: 'seller' },
  data('/dom/search'),
  // Customers' names, e-mail addresses, phones and delivery addresses.
  data('/ria/basket/orders', 'operator'),
  data('/new_to_old'),
  data('/old_to_new'),
  catalog('/auto/categories'),
  catalog('/auto/categories/:category/bodystyles'),
  catalog('/auto/categories/:category/bodystyles/_group'),
  catalog('/auto/bodystyles'),
  catalog('/auto/categories/:category/marks'),
  catalog('/auto/categories/:category/marks/:mark/models'),
  catalog('/auto/categories/:category/marks/:mark/models/_group'),
  catalog('/auto/models'),
  catalog('/auto/categories/:category/gearboxes'),
  catalog('/auto/categories/:category/options'),
  catalog('/auto/categories/:category/auto_options'),
  catalog('/auto/categories/:category/driverTypes'),
  catalog('/auto/states'),
  catalog('/auto/states/:state/cities'),
  catalog('/auto/type'),
  catalog('/auto/colors'),
  catalog('/auto/countries'),
  catalog('/dom/states'),
  catalog('/dom/cities/:state'),
  catalog('/dom/cities_districts/:city'),
];

/** The upstream path for a pattern and its (already validated) parameters. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** The names of a pattern's `:name` segments. */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}
