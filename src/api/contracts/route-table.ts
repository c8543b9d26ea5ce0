/**
 * The route table: every operation of the API, once. A row is an export of one of the
 * `*-routes.ts` modules beside this one (one per area); its export name is the operation id
 * (OpenAPI `operationId`, the key of the server's handlers and of the docs).
 *
 * - The server registers its paths from it (server/http/endpoint.ts): a handler is typed by its
 *   row (answer, decoded query, path ids; the key's record only where a key is needed).
 * - The proxy's allow-list and access are its rows whose access is not `anonymous`
 *   (server/proxy/allow-list.ts).
 * - The app's query factories import the rows they call, build the URL with
 *   `routePath(row, ids)`, encode with `row.query` and parse with `row.answer`.
 * - `GET /api/openapi.json` is generated from it (server/openapi/document.ts), with the long
 *   descriptions, parameter docs and documented examples kept server-side
 *   (server/openapi/operations.ts, same ids), so none of that reaches the app's bundle.
 *
 * Why a module per area: the bundler places a whole module in one chunk. One module holding
 * every row would put each row's codec and schema (the real-estate codec, the orders schema)
 * into the app's first load on every page; per area, a page loads only the rows it calls.
 * Rows are plain literals (`defineRoute` is marked side-effect free), so a page keeps only the
 * rows it imports.
 *
 * Adding an operation (say `GET /dom/info/:id`):
 * 1. its answer schema in a contracts module, and a row in its area's module:
 *    `export const realtyInfo = defineRoute({ method: 'GET', path: '/dom/info/:id',
 *    answer: realtyInfoSchema, errors: ['NOT_FOUND'], access: 'key', summary: '…',
 *    tag: 'Real estate' })`; a query, if it reads one, as a `QueryCodec` (`requiredIds(…)`, or
 *    the operation's own codec beside its decoder); a new area's module is added below;
 * 2. its handler in the embedded service (TypeScript asks for it in server/app.ts); the proxy
 *    forwards it with no change;
 * 3. its entry in server/openapi/operations.ts: a description, each query parameter as sent
 *    with its schema and meaning, and the documented example from server/reference, if there
 *    is one. Without one the row is still in the document (summary, path ids, answer, errors).
 * The tests then validate the document, and call the operation in both modes with requests
 * built from the document's own parameter schemas.
 */
import * as catalogs from './catalog-routes';
import * as conversion from './conversion-routes';
import * as marketPrice from './market-price-routes';
import * as orders from './order-routes';
import * as photos from './photo-routes';
import * as realtyInfo from './realty-info-routes';
import * as realty from './realty-routes';
import * as server from './server-routes';
import * as vehicles from './vehicle-routes';

export const ROUTE_TABLE = {
  ...vehicles,
  ...marketPrice,
  ...realty,
  ...realtyInfo,
  ...photos,
  ...orders,
  ...conversion,
  ...catalogs,
  ...server,
};
