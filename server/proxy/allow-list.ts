/**
 * The paths the proxy forwards: the route table's Marketplace operations (every row whose
 * access is not `anonymous`, src/api/contracts/route-table.ts), so that they are exactly the
 * embedded service's. Anything else is answered here, 404 or 405, and never reaches the
 * upstream with the server's key.
 *
 * Who may call each path is the table's `access` column: a `key` operation is open to anyone
 * here (the server holds the key), a role needs a signed-in account with it. The proxy refuses
 * the rest before any upstream call.
 */
import { proxyAccess, type RouteDef } from '../../src/api/contracts/route';
import type { Access } from '../../src/api/contracts/session';
import { OPERATIONS, type Operation } from '../http/endpoint';

/** How long an answer may be reused: catalogs change rarely, adverts and counts do. */
export type PathKind = 'catalog' | 'data' | 'delete';

export interface AllowedPath {
  /** A fastify route pattern; `:name` segments are numeric ids. */
  readonly path: string;
  readonly method: 'GET' | 'DELETE';
  readonly kind: PathKind;
  readonly access: Access;
  readonly operation: Operation;
}

export function kindOf(route: RouteDef): PathKind {
  if (route.method === 'DELETE') return 'delete';
  return route.cacheAs ?? (route.tag === 'Catalogs' ? 'catalog' : 'data');
}

export const ALLOW_LIST: readonly AllowedPath[] = OPERATIONS.flatMap((operation) => {
  const { route } = operation;
  if (route.access === 'anonymous') return [];
  if (route.method === 'POST') throw new Error(`${operation.id}: the proxy forwards no POST`);
  return [
    {
      path: route.path,
      method: route.method,
      kind: kindOf(route),
      access: proxyAccess(route.access),
      operation,
    },
  ];
});

/** The upstream path for a pattern and its (already validated) parameters. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}
