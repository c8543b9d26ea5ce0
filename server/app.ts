/**
 * The HTTP server: the Marketplace API under /api and the built app beside it, on one port.
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { existsSync } from 'node:fs';
import { METHODS } from 'node:http';
import { join } from 'node:path';
import zlib from 'node:zlib';
import type { Duplex } from 'node:stream';
import { LANG_IDS } from '../src/api/contracts/language-query';
import type { Order } from '../src/api/contracts/orders';
import { SEO_LINK_SIZES, sourcesFromFile, sourcesFromSizedLink } from '../src/lib/photo-sources';
import { catalog } from './catalog/catalog';
import { localizedName, NAME_SOURCES } from './catalog/localize';
import { ApiFailure, failures } from './http/api-error';
import { tooLongPage } from './http/too-long-page';
import {
  appPages,
  NOT_FOUND_ROUTE,
  PAGE_LANGUAGES,
  type PageData,
  type PagePreloads,
} from './http/app-page';
import {
  acceptedLanguage,
  pageAddressInLanguage,
  canonicalPagePath,
  routeOf,
} from './http/page-address';
import { pageLanguageOf, type PageLanguage } from './http/page-shell';
import type { OrdersSummary } from './http/orders-summary-frame';
import { realtyTitle } from './http/realty-title';
import {
  BROTLI_QUALITY,
  COMPRESS_THRESHOLD,
  serveRoutes,
  type Handlers,
  type OperationId,
  type RouteOf,
} from './http/endpoint';
import {
  answerClientError,
  checkRequestTarget,
  limitFailures,
  MAX_URL_BYTES,
  rawAnswer,
} from './http/limits';
import { RateLimiter } from './http/rate-limiter';
import { openApiHandlers } from './openapi/document';
import { registerDocsPage } from './openapi/docs-page';
import { EARLY_REQUESTS_HASH } from './http/early-requests';
import { catalogHandlers } from './routes/catalogs';
import { converterHandlers } from './routes/converter';
import { marketPriceHandlers } from './routes/market-price';
import { metaHandlers } from './routes/meta';
import { orderHandlers } from './routes/orders';
import { PhotoStore } from './photos/photo-store';
import { firstPhoto, photoHandlers, servePhotos, vehiclePhotoData } from './routes/photos';
import { realtyHandlers } from './routes/realty';
import { realtyInfo } from './routes/realty-info';
import type { Routes } from './routes/routes';
import { autoInfo, vehicleHandlers, type SearchForm } from './routes/vehicles';
import type { Store } from './store/store';

/** What every mode shares: the built app, and where unexpected errors are reported. */
export interface ShellOptions {
  /** The built app (vite build output); omitted or missing = API only. */
  readonly staticDir?: string;
  readonly logErrors?: (error: unknown) => void;
  /**
   * Which proxies in front of this server to believe about the client's address and protocol
   * (X-Forwarded-For / -Proto / -Host): fastify's `trustProxy`. Default: none.
   */
  readonly trustProxy?: boolean | string;
  /** Serve https directly with this certificate and key (PEM); default: plain http. */
  readonly https?: { readonly cert: string | Buffer; readonly key: string | Buffer };
  /**
   * Where pictures may come from besides this origin (the CSP's img-src): in proxy mode the
   * upstream's photo hosts (`--photo-hosts`), e.g. `https://*.riastatic.com`.
   */
  readonly imgSources?: readonly string[];
  /** What each route's page preloads of the API (server/http/app-page.ts). */
  readonly pagePreloads?: PagePreloads;
  /** What a page learns per request before it is sent (proxy mode: server/proxy/page-frames.ts). */
  readonly pageData?: PageData;
}

export interface AppOptions extends ShellOptions {
  readonly store: Store;
  readonly demo: { readonly apiKey: string; readonly userId: number };
  readonly searchForm?: SearchForm;
  readonly now?: () => number;
  /** Where drawn advert photos are kept across restarts; null or absent = memory only. */
  readonly photoCacheDir?: string | null;
}

export interface ServerOptions extends ShellOptions {
  /**
   * Declares the API paths on `api` (mounted under /api): the embedded routes, or the proxy's.
   * Whatever it declares gets the same security headers, error envelope, 404 and app fallback.
   */
  readonly mountApi: (api: FastifyInstance) => void | Promise<void>;
  /** Declares paths outside /api (the embedded service's photos), before the app's fallback. */
  readonly mountRoot?: (app: FastifyInstance) => void | Promise<void>;
}

export const API_PREFIX = '/api';

export { COMPRESS_THRESHOLD };

/** A CSP source list entry: a scheme and host (a `*.` wildcard allowed), no quotes or spaces. */
const IMG_SOURCE = /^https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The app loads only its own scripts and styles and talks only to its own origin; nothing may
 * frame it. No inline script runs but the one that starts a page's first requests, allowed by
 * its hash (server/http/early-requests.ts), and no inline style but the app's stylesheet that
 * the pages carry (server/http/app-page.ts), allowed by its hash too. Pictures may also come from
 * the configured photo hosts (proxy mode: the live answers link RIA's photo host).
 */
export function securityHeaders(
  imgSources: readonly string[] = [],
  styleHashes: readonly string[] = [],
): Record<string, string> {
  for (const source of imgSources) {
    if (!IMG_SOURCE.test(source)) throw new Error(`Not a photo host: ${source}`);
  }
  return {
    'content-security-policy': [
      "default-src 'self'",
      `script-src 'self' ${EARLY_REQUESTS_HASH}`,
      ["style-src 'self'", ...styleHashes].join(' '),
      ["img-src 'self' data:", ...imgSources].join(' '),
      "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** The operations the embedded service serves: every one not kept for another mode. */
type EmbeddedId = {
  [Id in OperationId]: RouteOf<Id> extends { readonly modes: readonly (infer M)[] }
    ? 'embedded' extends M
      ? Id
      : never
    : Id;
}[OperationId];

/**
 * How many orders, how many of them deleted (status 6), and the others' total, summed in cents
 * as the orders page sums them (src/features/orders/orders-table.ts `summarize`).
 */
function summarizeOrders(orders: readonly Order[]): OrdersSummary {
  const kept = orders.filter((order) => order.status !== 6);
  const cents = kept.reduce((sum, order) => sum + Math.round(order.total_order_sum * 100), 0);
  return { count: orders.length, total: cents / 100, deleted: orders.length - kept.length };
}

/** Embedded mode: the reference service on its own database. */
export function createApp(options: AppOptions): Promise<FastifyInstance> {
  const limiter = new RateLimiter(options.now);
  const routes: Routes = {
    store: options.store,
    limiter,
    searchForm: options.searchForm ?? 'array',
    demo: options.demo,
  };
  // Every operation of the table that this mode serves has its handler (TypeScript checks).
  const handlers: Required<Pick<Handlers, EmbeddedId>> = {
    ...metaHandlers(routes),
    ...openApiHandlers('embedded'),
    ...vehicleHandlers(routes),
    ...marketPriceHandlers(routes),
    ...realtyHandlers(routes),
    ...photoHandlers(routes),
    ...orderHandlers(routes),
    ...converterHandlers(),
    ...catalogHandlers(),
  };
  const photos = new PhotoStore({ dir: options.photoCacheDir ?? null });
  let orderRegions: readonly number[] | undefined;
  let ordersSummary: OrdersSummary | undefined;
  return createServer({
    staticDir: options.staticDir,
    logErrors: options.logErrors,
    pagePreloads: {
      apiKey: options.demo.apiKey,
      orders: true,
      // Orders never change once seeded: read once, when a page first asks (these two).
      orderRegions: () => (orderRegions ??= options.store.orderRegions(options.demo.userId)),
      ordersSummary: () =>
        (ordersSummary ??= summarizeOrders(options.store.orders(options.demo.userId))),
      advertPhoto: (kind, id) => {
        const first = firstPhoto(options.store, kind, id);
        const sources = first && sourcesFromFile('/photos/', first.file);
        return first && sources ? { sources, count: first.count } : null;
      },
      advertExists: (kind, id) =>
        (kind === 'auto' ? options.store.vehicle(id) : options.store.realtyAdvert(id)) !==
        undefined,
      vehicleTitle: (id, language) => {
        const advert = options.store.vehicle(id);
        if (!advert) return null;
        // As the app heads the page (features/vehicles `advertTitle`), from the same answer.
        const info = autoInfo(advert, '', LANG_IDS[language]);
        return `${info.title}, ${info.autoData.year}`;
      },
      realtyTitle: (id, language) => {
        const advert = options.store.realtyAdvert(id);
        // As the app heads the page (features/realty `realtyTitle`), from the same answer.
        return advert ? realtyTitle(realtyInfo(advert, '', LANG_IDS[language]), language) : null;
      },
      realtyResults: (query) => options.store.realty.search(query),
      vehicleResults: (query) => options.store.vehicles.search(query),
      // As the chips' catalogs name them (routes/catalogs.ts: makes and models).
      vehicleName: (category, mark, model, language) => {
        if (model !== undefined) {
          return catalog.models(category, mark).find((item) => item.value === model)?.name ?? null;
        }
        const marks = catalog.marks(category);
        if (!marks.some((item) => item.value === mark)) return null;
        return localizedName(marks, NAME_SOURCES.brands, LANG_IDS[language], mark);
      },
      vehicleCardPhoto: (id) => {
        const advert = options.store.vehicle(id);
        // As the card forms them from its details (features/vehicles/vehicle-photos.ts
        // `mainPhoto`).
        const link = advert && vehiclePhotoData(advert, '').seoLinkM;
        return link ? sourcesFromSizedLink(link, SEO_LINK_SIZES) : null;
      },
      // As the catalog routes name them (routes/catalogs.ts), which the page's chips read.
      realtyPlace: (kind, parent, id, language) => {
        const [list, source] =
          kind === 'states'
            ? [catalog.domStates, NAME_SOURCES.domStates]
            : kind === 'cities'
              ? [catalog.domCities(parent), NAME_SOURCES.domCities]
              : [catalog.domDistricts(parent), NAME_SOURCES.domDistricts];
        if (!list.some((item) => item.value === id)) return null;
        return localizedName(list, source, LANG_IDS[language], id);
      },
    },
    mountRoot: (app) => servePhotos(app, options.store, photos),
    mountApi: (api) =>
      serveRoutes(api, {
        mode: 'embedded',
        handlers,
        keys: { source: options.store, limiter },
      }),
  });
}

/** Types @fastify/compress compresses here: JSON, HTML, CSV, scripts, stylesheets, SVG. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|problem\+json)|image\/svg\+xml)/i;

/** `Vary: <header>` added once (lower case: as @fastify/compress looks for accept-encoding). */
function varyOn(reply: FastifyReply, header: 'accept-encoding' | 'accept-language'): void {
  const vary = reply.getHeader('vary');
  const values = vary === undefined ? [] : Array.isArray(vary) ? vary : [String(vary)];
  if (values.some((value) => value.toLowerCase().includes(header) || value.includes('*'))) return;
  reply.header('vary', [...values, header].join(', '));
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';
/** A path with a %-escape that does not decode (`/uk/%ZZ`), which the router refuses. */
const badlyEscaped = (path: string) => {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
};
const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
/** A GET or HEAD of one of the app's pages: outside the API, and no file's name. */
const asksForPage = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);

/** The HTTP shell of every mode, with the API that `mountApi` declares under /api. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const staticDir = options.staticDir;
  const hasApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  // Each client route's page, with what the route loads first preloaded (server/http/app-page.ts).
  const pages = hasApp
    ? appPages(staticDir, options.pagePreloads ?? { apiKey: '', orders: false })
    : null;
  const SECURITY_HEADERS = securityHeaders(options.imgSources, pages?.styleHashes);
  // With a certificate fastify makes an https server; the instance is used the same way.
  const tls = options.https ? { https: { cert: options.https.cert, key: options.https.key } } : {};
  const app = Fastify({
    ...(tls as object),
    logger: false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 16 * 1024,
    // A request Node's parser refuses (a 100 KB URL, huge headers, bytes that are not HTTP)
    // still gets the envelope, with a 414, 431 or 400 (server/http/limits.ts).
    clientErrorHandler: (error, socket) => answerClientError(error, socket, SECURITY_HEADERS),
    // Node would answer a request without Host itself, with an empty 400: the onRequest hook
    // below answers it in the envelope instead.
    http: { requireHostHeader: false },
    // A page's address with a broken %-escape (`/uk/%ZZ`, a link mangled on the way) would
    // never reach a route (onBadUrl below): its `%`s escaped, it reaches the app's "not found"
    // as any address the app has no page at. `request.originalUrl` keeps it as sent.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      const path = pathOf(url);
      return hasApp && asksForPage(request.method ?? '', path) && badlyEscaped(path)
        ? `${path.replaceAll('%', '%25')}${url.slice(path.length)}`
        : url;
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      // Path segments are checked by the routes (400 naming the segment), not cut at fastify's
      // default of 100 characters with a non-envelope 414; the URL limit bounds them anyway.
      maxParamLength: MAX_URL_BYTES,
      // Queries are parsed by the contract codec from the raw URL (literal bracket keys).
      querystringParser: () => ({}),
      // An API path with broken %-escapes never reaches a route: answer it here, in the
      // envelope (a page's is rewritten above).
      onBadUrl: (path, _request, response) => {
        const failure = failures.notFound(path.split('?')[0] ?? '');
        response.writeHead(404, {
          ...SECURITY_HEADERS,
          'content-type': 'application/json; charset=utf-8',
        });
        response.end(JSON.stringify(failure.body));
      },
    },
  });
  const logErrors = options.logErrors ?? ((error) => console.error(error));

  // Every HTTP method Node parses reaches the routes, so that a known path answers any method
  // it does not take with 405 and Allow (CONTRACT.md), not 404. CONNECT never reaches a route.
  for (const method of METHODS) {
    if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  }
  // fastify refuses a QUERY without Content-Type before routing (a bare 400): no operation reads
  // a body, so QUERY is routed like GET and answered 405.
  app.addHttpMethod('QUERY', { hasBody: false, overrideExisting: true });
  app.server.on('connect', (_request, socket: Duplex) => {
    socket.end(
      rawAnswer(
        limitFailures.badRequest('CONNECT is not supported: this server is not a proxy.'),
        SECURITY_HEADERS,
      ),
    );
    socket.on('error', () => {});
  });

  // Request limits, before anything else reads the request (server/http/limits.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      done(limitFailures.badRequest('An HTTP/1.1 request needs a Host header.'));
      return;
    }
    done(checkRequestTarget(request.url));
  });

  // An address of a page that the app reads as another is sent on to that one, its one
  // spelling (server/http/page-address.ts): `//uk/vehicles`, which the app's router reads as
  // the host `uk` (the page stayed blank), `/uk/vehicles//`, `/en/Vehicles`. Always a path on
  // this origin, the query kept; permanent, as the spelling is.
  if (hasApp) {
    const routes = pages?.routes ?? [];
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const location = canonicalPagePath(request.originalUrl, routes);
      if (location === undefined || !asksForPage(request.method, pathOf(location))) return;
      return reply.status(301).header('location', location).send();
    });
  }

  // No operation takes a body: accept and ignore any, so a POST gets its 405, not a parse error.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
    payload.on('error', () => done(null, undefined));
  });

  // Answers above 1 KB go out compressed (brotli, else gzip) when the client takes it; before
  // any route, since it hooks each route as it is declared. Whatever already has a
  // Content-Encoding (the build's .br/.gz files, an encoded upstream body) is left alone, and
  // pictures are not a compressible type. Request bodies are never read, so never inflated.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });

  // The server's own time for each answer, so the app's overhead can be told apart (bench).
  const started = new WeakMap<object, bigint>();
  app.addHook('onRequest', (request, _reply, done) => {
    started.set(request.raw, process.hrtime.bigint());
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    // An API answer that says nothing of caching (all but catalogs and photos) changes with the
    // data: no browser keeps it. Without this, Back or Forward to a page loaded as a document
    // took its search from the browser's cache unasked, a deleted advert and all.
    if (isApiPath(pathOf(request.url)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    // An answer big enough to be compressed is chosen by Accept-Encoding even when it goes out
    // plain (the client took neither br nor gzip): a shared cache must keep one per encoding.
    // @fastify/compress says so only when it compresses (it adds nothing after this).
    if (
      (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
      Buffer.byteLength(payload) >= COMPRESS_THRESHOLD &&
      !reply.hasHeader('content-encoding') &&
      COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))
    ) {
      varyOn(reply, 'accept-encoding');
    }
    // Over https (served so, or so a trusted proxy says), the browser keeps to https from then
    // on: a network that strips it on a later first request gets nowhere. Subdomains are the
    // domain owner's to decide.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    const start = started.get(request.raw);
    if (start !== undefined) {
      reply.header(
        'server-timing',
        `app;dur=${(Number(process.hrtime.bigint() - start) / 1e6).toFixed(2)}`,
      );
    }
    return payload;
  });

  app.setErrorHandler((error: FastifyError | ApiFailure, request, reply) => {
    let failure: ApiFailure;
    if (error instanceof ApiFailure) failure = error;
    else if (error.code === 'FST_ERR_BAD_URL') failure = failures.notFound(pathOf(request.url));
    // A path no file has the form of (`//`, `/../`, `%00`), which the static files' handler
    // refuses: unknown, as any other path the server has nothing at (404 under /api).
    else if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    else if (error.statusCode === 413) {
      failure = new ApiFailure(
        413,
        'REQUEST_TOO_LARGE',
        // Proxy mode's sign-in takes a body (a name and a password); nothing else does.
        'The request body is too large: only the sign-in takes one, a name and a password.',
      );
    } else if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // No parameter is at fault (INVALID_PARAMETER always names one): the request as a whole.
      failure = limitFailures.badRequest('The request could not be read.');
    } else {
      logErrors(error);
      failure = failures.internal();
    }
    // A link to a page, too long to open: a page that says so, not the API's envelope.
    if (
      hasApp &&
      (failure.code === 'URI_TOO_LONG' || failure.code === 'TOO_MANY_PARAMETERS') &&
      asksForPage(request.method, pathOf(request.url))
    ) {
      return reply
        .status(failure.status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(tooLongPage(request.url));
    }
    return reply
      .status(failure.status)
      .headers(failure.headers)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(failure.body));
  });

  await app.register(
    async (api) => {
      await options.mountApi(api);
      // The API reference page (/api/docs), in every mode.
      registerDocsPage(api);
    },
    { prefix: API_PREFIX },
  );

  await options.mountRoot?.(app);

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.ts): sent as
      // they are, with Vary: Accept-Encoding.
      preCompressed: true,
      // A directory (`/`, `/assets/`) is no file to send: the history fallback answers it.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      setHeaders: (res, path) => {
        // Hashed build assets never change; the page itself is always revalidated.
        res.header(
          'cache-control',
          path.includes(`${join(staticDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  /**
   * The app's page at the request's address: `route`'s where a route declares it (under
   * `language`), else what the app shows there. Every page lives under its language
   * (`/uk/vehicles`): under one of them an address that is none of its pages is its "not
   * found", 404. An address without one (`/`, `/vehicles`, `/fr/vehicles`) is the page of the
   * address the app moves it to, in the reader's language as the browser states it: painted
   * before the app runs, as any page is.
   */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    declared?: { readonly route: string; readonly language: PageLanguage },
  ) => {
    if (!pages) throw new Error('Pages are sent only from a build with its manifest');
    // As sent: a broken %-escape was escaped for the router (`rewriteUrl`), not by the reader.
    const url = request.originalUrl;
    const query = url.indexOf('?');
    const [path, search] = query === -1 ? [url, ''] : [url.slice(0, query), url.slice(query)];
    const own = declared?.language ?? pageLanguageOf(path);
    // The reader's choice stored by the app (in the browser only) may take it to the other
    // language: the app moves there, replacing this frame, as it moved from a blank page.
    const { language, pathname } = own
      ? { language: own, pathname: path }
      : pageAddressInLanguage(path, acceptedLanguage(request.headers['accept-language']));
    const route = own ? (declared?.route ?? NOT_FOUND_ROUTE) : routeOf(pathname, pages.routes);
    if (route === undefined) {
      // None of the app's pages either (`/nope`, a mistyped link): the app as built, which
      // moves it and says "not found" there, as before; nothing a frame would paint for long.
      return reply.status(200).header('cache-control', 'no-cache').sendFile('index.html');
    }
    const known = options.pageData
      ? await options.pageData({ route, pathname, search, language, request })
      : undefined;
    // Proxy mode's pages are framed per request, the orders page by a cookie (its orders
    // start early for a browser whose account reads them): no cache may share one.
    if (options.pageData) reply.header('vary', 'cookie');
    if (!own) varyOn(reply, 'accept-language');
    return reply
      .status(pages.status(route, pathname))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pages.page(route, pathname, search, language, known));
  };

  // The pages are declared as routes so that they go out compressed; the app's "not found"
  // goes out from the handler below.
  for (const route of pages?.routes ?? []) {
    app.get(route, (request, reply) => sendPage(request, reply));
    for (const language of PAGE_LANGUAGES) {
      const path = `/${language}${route === '/' ? '' : route}`;
      app.get(path, (request, reply) => sendPage(request, reply, { route, language }));
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      const failure = failures.notFound(path.slice(API_PREFIX.length) || '/');
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(failure.body));
    }
    const wantsPage = asksForPage(request.method, path);
    // Under one of the app's languages every page it has is declared above: this is its "not
    // found", which says so with a 404 (crawlers and monitors then do not keep it).
    if (pages && wantsPage) return sendPage(request, reply);
    if (hasApp && wantsPage) {
      // A build without Vite's manifest: its index.html as it is, and the app routes itself.
      return reply
        .status(pageLanguageOf(path) ? 404 : 200)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    if (!hasApp && wantsPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
