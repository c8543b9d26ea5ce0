/**
 * The page the server sends for each of the app's routes: the built index.html with, in its
 * head, what that route will ask for first, so that the browser fetches it while the entry
 * script downloads instead of after it has run (issue 21):
 *
 * - the stylesheets, the app's and the route's, inline (`inlineStylesheets`);
 * - `modulepreload` for the app (src/app/start.tsx, which the entry imports after the first
 *   paint) and for the route's lazy chunks (its loader, its page and what they import,
 *   from Vite's manifest);
 * - `preload as=fetch` for its first API requests, formed as the app forms them (the same
 *   contract codecs): `/api/_meta` on every route, and the search of `/vehicles` or `/realty`
 *   for the page's address. The app's own fetch of the same URL is then answered from the
 *   preload. In embedded mode the orders too, but from a script first in the head
 *   (./early-requests.ts), since a preload's body is read on the main thread and copied for
 *   the app, which for megabytes of orders costs more than it saves. Requests that come next
 *   (the catalogs the orders' table or a search's chips name things from) wait in a
 *   `<template>` that the entry moves into the head once the frame has painted;
 * - in `#root`, the page's frame in the address's language (server/http/page-shell.ts), which
 *   paints from the HTML alone; the scripts are fetched at low priority, so that they do not
 *   hold back the photo it paints. An address that is none of the app's pages gets the frame
 *   of its "not found" (`NOT_FOUND_ROUTE`), and one without a language the page of the address
 *   the app moves it to (server/http/page-address.ts).
 *
 * The key those requests carry: in embedded mode the demo key, which `/api/_meta` hands to
 * every visitor and which the app calls with unless the user saved their own (then the app's
 * URL differs and the preload goes unused); in proxy mode none, the server adds its own.
 * That inline script is the same on every page that has it: the CSP allows it by its hash, as it
 * allows the inline stylesheets.
 */
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  messageModules,
  PROXY_MODULES,
  PROXY_ROUTE_MODULES,
  ROUTE_MODULES,
  START_MODULE,
} from '../../scripts/bundle-budget.mjs';
import { categories, cities, states } from '../../src/api/contracts/catalog-routes';
import { LANG_IDS } from '../../src/api/contracts/language-query';
import { listOrders } from '../../src/api/contracts/order-routes';
import {
  formatQueryString,
  isTrackingParam,
  parseQueryString,
  type QueryPair,
} from '../../src/api/contracts/query-codec';
import {
  REALTY_FIRST_CARDS,
  type RealtySearchQuery,
} from '../../src/api/contracts/realty-search-query';
import { realtyInfo } from '../../src/api/contracts/realty-info-routes';
import { searchRealty } from '../../src/api/contracts/realty-routes';
import { vehiclePhotos } from '../../src/api/contracts/photo-routes';
import { routePath } from '../../src/api/contracts/route';
import {
  VEHICLE_FIRST_CARDS,
  type VehicleSearchQuery,
} from '../../src/api/contracts/vehicle-search-query';
import { searchVehicles, vehicleInfo } from '../../src/api/contracts/vehicle-routes';
import { CARD_PHOTO_SIZES, GALLERY_SIZES, type PhotoSources } from '../../src/lib/photo-sources';
import {
  APP_DESCRIPTION,
  escapeHtml,
  NOT_FOUND_ROUTE,
  PAGE_LANGUAGES,
  pageShells,
  type AdvertShell,
  type PageLanguage,
} from './page-shell';
import { placeCatalogPaths } from '../../src/features/realty/chip-catalogs';
import { decodeRealtyAddress } from '../../src/features/realty/realty-address';
import { chipCatalogPaths } from '../../src/features/vehicles/chip-catalogs';
import { decodeVehicleAddress } from '../../src/features/vehicles/vehicle-address';
import { AFTER_PAINT_PRELOADS } from '../../src/lib/before-app';
import { earlyRequestsHtml } from './early-requests';
import { appMessage } from './app-i18n';
import { converterFormHtml } from './converter-frame';
import { ordersSummaryHtml, type OrdersSummary } from './orders-summary-frame';
import { proxyHeaderHtml, type ProxyHeader } from './proxy-header-frame';
import { realtyResultsHtml } from './realty-results-frame';
import type { FrameCard } from './search-page-frame';
import { vehicleResultsHtml } from './vehicle-results-frame';

/**
 * Chunks a route loads on demand right after its page, preloaded with it so that they do not
 * wait for the page's code to ask (not part of the first load the budget weighs).
 */
const LOADED_NEXT: Readonly<Record<string, readonly string[]>> = {
  '/orders': [
    'src/features/orders/components/orders-results.tsx',
    'src/features/orders/components/virtual-rows.tsx',
  ],
};

export interface PagePreloads {
  /** The key the app calls with when the user saved none: the demo key, or '' (proxy mode). */
  readonly apiKey: string;
  /**
   * Whether this visitor reads the orders, as far as the page can tell: in embedded mode
   * everyone (the key is all they need); in proxy mode a browser whose account does, which the
   * page learns per request (proxy/page-frames.ts `readsOrders`). The header's menu then lists
   * them, and the orders page starts them from its head.
   */
  readonly orders: boolean;
  /**
   * The regions whose city catalogs the orders page is given after the paint, with the region
   * catalog: it names the orders' places from those, and waits for them. Embedded mode: the
   * regions the orders deliver to. Proxy mode with accounts: every region, since the page
   * cannot know who will read it (proxy/page-frames.ts). Preloaded, they no longer wait for the
   * orders to arrive and be read first.
   */
  readonly orderRegions?: () => readonly number[];
  /**
   * How many orders the account has and their total (embedded mode): the orders page's frame
   * paints its count line with them (orders-summary-frame.ts).
   */
  readonly ordersSummary?: () => OrdersSummary;
  /**
   * The first photo of an advert's gallery, as the sources its `<picture>` offers, and how many
   * the gallery holds; null when the advert has none or does not exist. An advert page's largest
   * paint is that photo: preloaded, it no longer waits for the app and the details.
   */
  readonly advertPhoto?: (
    kind: 'auto' | 'dom',
    id: number,
  ) => { readonly sources: PhotoSources; readonly count: number } | null;
  /**
   * A vehicle advert's title in `language`, as its page heads it; null when the advert does
   * not exist (embedded mode). With it, the page's frame paints the title and the first photo
   * before the app runs (server/http/page-shell.ts `AdvertShell`).
   */
  readonly vehicleTitle?: (id: number, language: PageLanguage) => string | null;
  /**
   * Whether an advert is on the marketplace (embedded mode, which holds them all): the page of
   * one that is not goes out as 404, as the app says it is not there.
   */
  readonly advertExists?: (kind: 'auto' | 'dom', id: number) => boolean;
  /** The same for a real-estate advert (server/http/realty-title.ts forms it). */
  readonly realtyTitle?: (id: number, language: PageLanguage) => string | null;
  /**
   * A real-estate search's answer (embedded mode): how many adverts, and the ids of the page
   * asked for. Its first cards' details and photo are then preloaded (a card asks for its
   * details only once the app has laid it out), and the page's frame paints its results' top.
   */
  readonly realtyResults?: (query: RealtySearchQuery) => {
    readonly count: number;
    readonly items: readonly number[];
  };
  /**
   * The ids of the page a vehicle search asks for (embedded mode): its first cards' details are
   * then preloaded, which the route's loader waits for (a card asks for its details only once
   * the app has laid it out).
   */
  readonly vehicleResults?: (query: VehicleSearchQuery) => {
    readonly count: number;
    readonly ids: readonly number[];
  };
  /**
   * A make's name in `language` (or with `model`, a model's) as the catalogs the search's chips
   * read name it, null when the catalog lacks it (embedded mode): the frame's chips.
   */
  readonly vehicleName?: (
    category: number,
    mark: number,
    model: number | undefined,
    language: PageLanguage,
  ) => string | null;
  /**
   * The sources a vehicle card's photo offers (features/vehicles/vehicle-photos.ts `mainPhoto`:
   * its details' `photoData`, root-relative), null for an advert without photos (embedded mode).
   * The first card's photo is preloaded: it is a wide screen's largest paint, and a card knew it
   * only once the app had rendered it.
   */
  readonly vehicleCardPhoto?: (id: number) => PhotoSources | null;
  /**
   * A place's name in `language` as the real-estate catalogs the page loads name it: a region
   * (`parent` 0), a city of the region `parent`, a district of the city `parent`; null when the
   * catalog lacks it (embedded mode).
   */
  readonly realtyPlace?: (
    catalog: 'states' | 'cities' | 'districts',
    parent: number,
    id: number,
    language: PageLanguage,
  ) => string | null;
  /** Proxy mode: the header's own row, with the key's hour (proxy-header-frame.ts). */
  readonly proxyHeader?: ProxyHeader;
}

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** A `modulepreload` link for a file of the build. */
const modulepreload = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`;

/** `/api<path>?…` as src/api/client.ts builds it: the key first, then the route's parameters. */
function apiUrl(path: string, params: readonly QueryPair[], apiKey: string): string {
  const query = formatQueryString(apiKey ? [['api_key', apiKey], ...params] : params);
  return `/api${path}${query ? `?${query}` : ''}`;
}

/**
 * The advert id an advert page's address ends in, with a slash after it or not (as the routes
 * read it), or undefined.
 */
export function advertId(pathname: string): number | undefined {
  const id = /\/(\d{1,12})\/?$/.exec(pathname)?.[1];
  return id === undefined ? undefined : Number(id);
}

/** Which adverts `route` is the page of, if it is an advert's. */
const advertKind = (route: string) =>
  route === '/vehicles/:id' ? 'auto' : route === '/realty/:id' ? 'dom' : undefined;

/**
 * The first API requests of `route` at `pathname` with the address query `search` that go out
 * as preload links, beyond /api/_meta (the orders go by `earlyRequests`); `cards`: a search's
 * first cards (`realtyAnswer`, `vehicleCards`), whose details come next.
 */
function dataRequests(
  route: string,
  pathname: string,
  search: string,
  preloads: PagePreloads,
  language: PageLanguage,
  cards: readonly number[],
): string[] {
  const pairs = parseQueryString(search);
  switch (route) {
    case '/vehicles/:id': {
      const id = advertId(pathname);
      if (id === undefined) return [];
      return [
        apiUrl(
          routePath(vehicleInfo),
          vehicleInfo.query.encode({ auto_id: id, langId: LANG_IDS[language] }),
          preloads.apiKey,
        ),
        apiUrl(routePath(vehiclePhotos, { id: String(id) }), [], preloads.apiKey),
      ];
    }
    case '/realty/:id': {
      const id = advertId(pathname);
      if (id === undefined) return [];
      const langId = realtyInfo.query.encode({ langId: LANG_IDS[language] });
      return [apiUrl(routePath(realtyInfo, { id }), langId, preloads.apiKey)];
    }
    case '/vehicles': {
      const query = decodeVehicleAddress(pairs).query;
      const search = apiUrl(
        routePath(searchVehicles),
        searchVehicles.query.encode(query),
        preloads.apiKey,
      );
      // As the cards ask (features/vehicles `vehicleQueries.info`): in the page's language.
      return [
        search,
        ...cards.map((id) =>
          apiUrl(
            routePath(vehicleInfo),
            vehicleInfo.query.encode({ auto_id: id, langId: LANG_IDS[language] }),
            preloads.apiKey,
          ),
        ),
      ];
    }
    case '/realty': {
      const query = decodeRealtyAddress(pairs).query;
      const search = apiUrl(
        routePath(searchRealty),
        searchRealty.query.encode(query),
        preloads.apiKey,
      );
      const langId = realtyInfo.query.encode({ langId: LANG_IDS[language] });
      return [
        search,
        ...cards.map((id) => apiUrl(routePath(realtyInfo, { id }), langId, preloads.apiKey)),
      ];
    }
    default:
      return [];
  }
}

/**
 * The first API requests of `route` that the page's early script makes rather than a preload
 * link (./early-requests.ts): the orders, a long list whose body a preload would read on the
 * main thread and copy again for the app.
 */
function earlyRequests(route: string, preloads: PagePreloads): string[] {
  if (route !== '/orders' || !preloads.orders) return [];
  return [apiUrl(routePath(listOrders), [], preloads.apiKey)];
}

/**
 * The requests `route` makes next, which the entry preloads once the frame has painted
 * (src/main.tsx): the orders page's region catalog and the city catalog of each region its
 * orders deliver to, which it waits for before its table; the catalogs a search's chips are
 * named from, which its route waits for. Listed with the first requests, the orders' two dozen
 * fetches cost the browser a few milliseconds each before it could paint the frame (about
 * 200 ms on a phone, issue 21); after the paint they still arrive long before the app asks for
 * them.
 */
function afterPaintRequests(
  route: string,
  search: string,
  preloads: PagePreloads,
  language: PageLanguage,
): string[] {
  // The catalogs as src/api/catalog-queries.ts asks for them: names in the page's language.
  const langId = categories.query.encode({ langId: LANG_IDS[language] });
  const catalog = (path: string) => apiUrl(path, langId, preloads.apiKey);
  if (route === '/vehicles') {
    return chipCatalogPaths(decodeVehicleAddress(parseQueryString(search)).query).map(catalog);
  }
  if (route === '/realty') {
    const places = placeCatalogPaths(decodeRealtyAddress(parseQueryString(search)).query);
    return Object.values(places).flatMap((path) => (path ? [catalog(path)] : []));
  }
  if (route !== '/orders' || !preloads.orderRegions) return [];
  return [
    apiUrl(routePath(states), langId, preloads.apiKey),
    ...preloads
      .orderRegions()
      .map((state) => apiUrl(routePath(cities, { state }), langId, preloads.apiKey)),
  ];
}

/** A realty search the server ran for a page: its query, whether the address was clean, its answer. */
interface RealtyAnswer {
  readonly query: RealtySearchQuery;
  /** No parameter the app would put a notice above the results for. */
  readonly clean: boolean;
  readonly count: number;
  readonly items: readonly number[];
}

/**
 * The realty search at the address query `search`, when the server can run it (see
 * `realtyResults`); none on another route.
 */
function realtyAnswer(
  route: string,
  search: string,
  preloads: PagePreloads,
): RealtyAnswer | undefined {
  if (route !== '/realty' || !preloads.realtyResults) return undefined;
  try {
    const { query, issues, unknown } = decodeRealtyAddress(parseQueryString(search));
    const clean = issues.length === 0 && unknown.length === 0;
    return { query, clean, ...preloads.realtyResults(query) };
  } catch {
    // A preload only saves time: a search the store cannot run is the API's to answer.
    return undefined;
  }
}

/** A vehicle search the server ran for a page: its query, whether the address was clean, its answer. */
interface VehicleAnswer {
  readonly query: VehicleSearchQuery;
  /** No parameter the app would put a notice above the results for. */
  readonly clean: boolean;
  readonly count: number;
  readonly ids: readonly number[];
}

/** The vehicle search at the address query `search`, when the server can run it. */
function vehicleAnswer(
  route: string,
  search: string,
  preloads: PagePreloads,
): VehicleAnswer | undefined {
  if (route !== '/vehicles' || !preloads.vehicleResults) return undefined;
  try {
    const { query, issues, unknown } = decodeVehicleAddress(parseQueryString(search));
    const clean = issues.length === 0 && unknown.length === 0;
    return { query, clean, ...preloads.vehicleResults(query) };
  } catch {
    // A preload only saves time: a search the store cannot run is the API's to answer.
    return undefined;
  }
}

/**
 * The results' part of a vehicle search's frame (vehicle-results-frame.ts), when the server can
 * form it exactly: every first card's title and photo known, nothing the app would add above.
 */
function vehicleResults(
  answer: VehicleAnswer | undefined,
  cards: readonly number[],
  language: PageLanguage,
  preloads: PagePreloads,
): string | undefined {
  const { vehicleTitle, vehicleCardPhoto, vehicleName } = preloads;
  if (!answer?.clean || !vehicleTitle || !vehicleCardPhoto || !vehicleName) return undefined;
  const frameCards: FrameCard[] = [];
  for (const id of cards) {
    const title = vehicleTitle(id, language);
    if (title === null) return undefined;
    frameCards.push({ id, title, photo: vehicleCardPhoto(id) });
  }
  const category = answer.query.category_id || 1;
  const html = vehicleResultsHtml(
    {
      query: answer.query,
      count: answer.count,
      cards: frameCards,
      name: (mark, model) => vehicleName(category, mark, model, language),
    },
    language,
  );
  return html ?? undefined;
}

/**
 * The results' part of a realty search's frame (realty-results-frame.ts), when the server can
 * form it exactly: every first card's title and photo known, nothing the app would add above.
 */
function realtyResults(
  answer: RealtyAnswer | undefined,
  cards: readonly number[],
  language: PageLanguage,
  preloads: PagePreloads,
): string | undefined {
  const { realtyTitle, advertPhoto, realtyPlace } = preloads;
  if (!answer?.clean || !realtyTitle || !advertPhoto || !realtyPlace) return undefined;
  const frameCards: FrameCard[] = [];
  for (const id of cards) {
    const title = realtyTitle(id, language);
    if (title === null) return undefined;
    // As the card's photo (realty-photos.ts `realtyMainPhoto`): null when it has none.
    frameCards.push({ id, title, photo: advertPhoto('dom', id)?.sources ?? null });
  }
  const html = realtyResultsHtml(
    {
      query: answer.query,
      count: answer.count,
      cards: frameCards,
      place: (catalog, parent, id) => realtyPlace(catalog, parent, id, language),
    },
    language,
  );
  return html ?? undefined;
}

/**
 * The orders page's frame below its heading (orders-summary-frame.ts): for the address without
 * parameters (any filter, sort or notice is the app's to show), where the orders may be read.
 */
function ordersResults(
  search: string,
  language: PageLanguage,
  preloads: PagePreloads,
): string | undefined {
  // A link's tracking parameters change nothing the page shows (isTrackingParam).
  const filtered = parseQueryString(search).some(([key]) => !isTrackingParam(key));
  if (filtered || !preloads.orders || !preloads.ordersSummary) return undefined;
  return ordersSummaryHtml(preloads.ordersSummary(), language) ?? undefined;
}

/**
 * The converter's empty form in its frame (converter-frame.ts), in either mode: for the address
 * without parameters but a link's tracking ones (any other fills the form, or puts a notice
 * above it, which is the app's to show).
 */
function converterResults(search: string, language: PageLanguage): string | undefined {
  // A link's tracking parameters are no input (decodeConverter): the form stays empty.
  if (parseQueryString(search).some(([key]) => !isTrackingParam(key))) return undefined;
  return converterFormHtml(language) ?? undefined;
}

/**
 * The photo a page paints largest: an advert's first, or the first realty card's (a vehicle
 * card's is its details', largestPhotoSources).
 */
function largestPhoto(
  route: string,
  pathname: string,
  cards: readonly number[],
): { kind: 'auto' | 'dom'; id: number | undefined; sizes: string } | undefined {
  switch (route) {
    case '/vehicles/:id':
      return { kind: 'auto', id: advertId(pathname), sizes: GALLERY_SIZES };
    case '/realty/:id':
      return { kind: 'dom', id: advertId(pathname), sizes: GALLERY_SIZES };
    case '/realty':
      return { kind: 'dom', id: cards[0], sizes: CARD_PHOTO_SIZES };
    default:
      return undefined;
  }
}

interface LargestPhoto {
  readonly sources: PhotoSources;
  readonly sizes: string;
  /** How many photos its advert's gallery holds. */
  readonly count: number;
}

/**
 * The photo a page paints largest, as the sources its `<picture>` offers, and their sizes; and
 * how many photos its advert's gallery holds.
 */
function largestPhotoSources(
  route: string,
  pathname: string,
  cards: readonly number[],
  preloads: PagePreloads,
): LargestPhoto | null | undefined {
  if (route === '/vehicles') {
    const first = cards[0];
    if (first === undefined || !preloads.vehicleCardPhoto) return undefined;
    // In the first view on every screen: one make's market price folds on a phone (styles.css).
    const sources = preloads.vehicleCardPhoto(first);
    return sources && { sources, sizes: CARD_PHOTO_SIZES, count: 1 };
  }
  const photo = largestPhoto(route, pathname, cards);
  if (!photo || photo.id === undefined || !preloads.advertPhoto) return undefined;
  const first = preloads.advertPhoto(photo.kind, photo.id);
  return first && { sources: first.sources, sizes: photo.sizes, count: first.count };
}

/**
 * The preload of the photo a page paints largest, in the format and sizes its `<picture>`
 * offers first (src/components/ui/photo.tsx), so that the browser picks the same file.
 */
function photoLink(photo: LargestPhoto | null | undefined): string {
  if (!photo) return '';
  return [
    '<link rel="preload" as="image" type="image/webp" fetchpriority="high"',
    `imagesrcset="${escapeHtml(photo.sources.webp)}" imagesizes="${escapeHtml(photo.sizes)}">`,
  ].join(' ');
}

/** What the frame of an advert's page shows of it, when the server knows the advert. */
function advertShell(
  route: string,
  pathname: string,
  language: PageLanguage,
  photo: { sources: PhotoSources; count: number } | null | undefined,
  preloads: PagePreloads,
): AdvertShell | undefined {
  const id = advertId(pathname);
  const titleOf =
    route === '/vehicles/:id'
      ? preloads.vehicleTitle
      : route === '/realty/:id'
        ? preloads.realtyTitle
        : undefined;
  if (id === undefined || !titleOf) return undefined;
  const title = titleOf(id, language);
  // Where the photo is not known (no photo store), the app's gallery is not either.
  if (title === null || photo === undefined) return undefined;
  if (photo === null) return { title, photo: null };
  const { count } = photo;
  // The only photo: its alt is the title, and it is no carousel (src/components/ui/gallery.tsx).
  if (count === 1) return { title, photo: { sources: photo.sources, alt: title, labels: null } };
  // The gallery's words for its first photo.
  const alt = appMessage(language, '{label}, photo {0} of {count}', { label: title, 0: 1, count });
  const slide = appMessage(language, 'Photo {number} of {count}', { number: 1, count });
  const photos = appMessage(
    language,
    '{count, plural, one {Photos, #: use the arrow keys to move between them} other {Photos, #: use the arrow keys to move between them}}',
    { count },
  );
  if (alt === null || slide === null || photos === null) return undefined;
  return { title, photo: { sources: photo.sources, alt, labels: { slide, photos } } };
}

export { NOT_FOUND_ROUTE, PAGE_LANGUAGES, type PageLanguage };

export interface AppPages {
  /** The client routes that get a page of their own (any other address is `NOT_FOUND_ROUTE`'s). */
  readonly routes: readonly string[];
  /**
   * The page for `route` (one of `routes`, or `NOT_FOUND_ROUTE`) at the address `pathname` +
   * `search` (the query with its `?`, or ''), in `language`, the address's first part: an
   * address without one is framed as the one the app moves it to (server/http/page-address.ts).
   */
  page(
    route: string,
    pathname: string,
    search: string,
    language: PageLanguage,
    known?: Partial<PagePreloads>,
  ): string;
  /**
   * The page's HTTP status: 404 for an address that is none of the app's pages, and for an
   * advert page whose address names no advert (an id that is not one, which the app reads as no
   * page of its, or, where the server knows, an advert that is not on the marketplace), so that
   * crawlers and monitors do not keep it; else 200.
   */
  status(route: string, pathname: string): 200 | 404;
  /**
   * The CSP sources (`'sha256-…'`) of the stylesheets the pages carry inline: the policy allows
   * them by their hash.
   */
  readonly styleHashes: readonly string[];
}

/**
 * What the server learns for one page before sending it, beside what `PagePreloads` always knows
 * (proxy mode: the upstream's answers the page reads first, server/proxy/page-frames.ts).
 */
export type PageData = (page: {
  readonly route: string;
  readonly pathname: string;
  /** The address's query, with its `?`, or ''. */
  readonly search: string;
  readonly language: PageLanguage;
  readonly request: FastifyRequest;
}) => Promise<Partial<PagePreloads>>;

/** A stylesheet link of index.html's head, to a file of the build's. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The build's stylesheets as the pages carry them: inline, in a `<style>` each, so that the
 * frame paints from the HTML alone. That request was the one thing a page's first paint waited
 * for: a round trip sooner on a phone (issue 21; Lighthouse's mobile preset with its throttling
 * applied, realty: first paint 1.19-1.28 s against 1.73-1.78), for about 3.5 KB more of
 * compressed HTML, well within the first round trip's window. With the hashes the CSP allows
 * them by.
 */
function inlineStylesheets(staticDir: string) {
  const hashes: string[] = [];
  /** `file`'s rules in a `<style>`, or null where they stay a link. */
  const inline = (file: string): string | null => {
    const path = join(staticDir, file);
    if (!existsSync(path)) return null;
    const css = readFileSync(path, 'utf8');
    // Text that would end the element early stays in its file.
    if (/<\/style/i.test(css)) return null;
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
    return `<style>${css}</style>`;
  };
  return {
    hashes,
    /** index.html's head with the app's stylesheet (styles.css) inline. */
    head: (head: string) =>
      head.replace(STYLESHEET_LINK, (link, file: string) => inline(file) ?? link),
    /**
     * A route's own stylesheet, inline, and a link to it that is never fetched (`disabled`):
     * the app's code loads a route's stylesheet with its chunk unless a stylesheet link to it
     * is in the document already (Vite's preload helper), and would fetch it again.
     */
    route: (file: string) => {
      const link = `crossorigin href="/${escapeHtml(file)}">`;
      const style = inline(file);
      return style
        ? `${style}<link rel="stylesheet" disabled ${link}`
        : `<link rel="stylesheet" ${link}`;
    },
  };
}

/** Reads the build's index.html and manifest once; null when the build has no manifest. */
export function appPages(staticDir: string, always: PagePreloads): AppPages | null {
  const manifestFile = join(staticDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const html = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, into: Set<string>, css: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) closure(imported, into, css);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryCss = new Set<string>();
  // index.html loads these already (the entry and its modulepreloads).
  const loaded = entry ? closure(entry, new Set(), entryCss) : new Set<string>();
  // The app the entry imports after the first paint, preloaded on every page meanwhile.
  const start = closure(START_MODULE, new Set(), entryCss);
  for (const file of loaded) start.delete(file);
  for (const file of start) loaded.add(file);
  const startLinks = [...start].map(modulepreload);

  const sheets = inlineStylesheets(staticDir);
  const codeLinks = new Map<string, { styles: string[]; scripts: string[]; proxy: string[] }>();
  for (const [route, sources] of Object.entries(ROUTE_MODULES)) {
    const files = new Set<string>();
    const css = new Set<string>();
    for (const source of [...sources, ...(LOADED_NEXT[route] ?? [])]) closure(source, files, css);
    // A proxy with accounts: the header's account menu, and a page's sign-in check, start
    // with the page's code (scripts/bundle-budget.mjs counts them in its first load).
    const proxy = new Set<string>();
    for (const source of [...PROXY_MODULES, ...(PROXY_ROUTE_MODULES[route] ?? [])])
      closure(source, proxy, new Set()); // (no stylesheet of their own: styles.css)
    codeLinks.set(route, {
      styles: [...css].filter((sheet) => !entryCss.has(sheet)).map(sheets.route),
      scripts: [...files].filter((file) => !loaded.has(file)).map(modulepreload),
      proxy: [...proxy].filter((file) => !loaded.has(file) && !files.has(file)).map(modulepreload),
    });
  }

  const shells = pageShells();
  // The head of index.html as Vite writes it; the language and the frame go in per page.
  const [linked, after] = html.split('<div id="root"></div>');
  const before = sheets.head(linked ?? '');
  if (after === undefined) throw new Error(`${staticDir}/index.html has no empty #root to fill`);

  return {
    routes: [...codeLinks.keys()],
    styleHashes: sheets.hashes,
    status(route, pathname) {
      if (route === NOT_FOUND_ROUTE) return 404;
      const kind = advertKind(route);
      if (!kind) return 200;
      const id = advertId(pathname);
      if (id === undefined) return 404;
      return always.advertExists?.(kind, id) === false ? 404 : 200;
    },
    page(route, pathname, search, language, known) {
      const preloads = known ? { ...always, ...known } : always;
      // A search runs once for its cards' details, the first card's photo and the frame.
      const realty = realtyAnswer(route, search, preloads);
      const vehicles = vehicleAnswer(route, search, preloads);
      const cards =
        realty?.items.slice(0, REALTY_FIRST_CARDS) ??
        vehicles?.ids.slice(0, VEHICLE_FIRST_CARDS) ??
        [];
      const fetchLink = (url: string, { low = false } = {}) =>
        `<link rel="preload" as="fetch"${low ? ' fetchpriority="low"' : ''} crossorigin href="${escapeHtml(url)}">`;
      // The orders come from the early script, which goes first in the head (a script after a
      // stylesheet waits for it); the other requests are preload links, listed after the
      // stylesheets and the photo so that they do not hold those back.
      const early = earlyRequests(route, preloads);
      const accounts = preloads.proxyHeader?.accounts === true;
      const data = [
        '/api/_meta',
        // Who is signed in, for the header's account menu (its code is preloaded below).
        ...(accounts ? ['/api/_session'] : []),
        ...dataRequests(route, pathname, search, preloads, language, cards),
      ].map((url) => fetchLink(url));
      // At low priority, as the route's code is: over HTTP/1.1's six connections the orders' two
      // dozen catalogs, at fetch's default (high), went ahead of the code still queued, which
      // the page needed first. A phone over 4G (applied throttling, 5 alternated loads each):
      // the orders' table 6.0 → 5.7 s, through a proxy 6.6 → 6.2 s; a realty search's app
      // 4.5 → 4.2 s, a vehicle search's 4.2 either way.
      const later = afterPaintRequests(route, search, preloads, language).map((url) =>
        fetchLink(url, { low: true }),
      );
      const photo = largestPhotoSources(route, pathname, cards, preloads);
      // The language's messages every page shows and the route's own (src/lib/language.ts).
      const messages = messageModules(route, language).flatMap(
        (source) => manifest[source]?.file ?? [],
      );
      const code = codeLinks.get(route);
      const head = [
        // The route's stylesheet first: the frame's paint waits for it (where it has a link:
        // inline unless its file could not be), and over HTTP/1.1 a stylesheet listed after the
        // data's preloads waited for one of the six connections they held (issue 21).
        ...(code?.styles ?? []),
        // Then the photo the page paints largest: listed after the data's preloads, it waited
        // for one of those six connections too, and came last of its page's paint (issue 21).
        photoLink(photo),
        ...startLinks,
        ...data,
        ...(code?.scripts ?? []),
        ...(accounts ? (code?.proxy ?? []) : []),
        ...messages.map(modulepreload),
        // Inert until the entry moves its links into the head (a template's are not fetched).
        later.length > 0
          ? `<template id="${AFTER_PAINT_PRELOADS}">${later.join('')}</template>`
          : '',
      ]
        .filter(Boolean)
        .join('\n    ');
      const top = before
        // First in the head: a script waits for the stylesheets above it.
        .replace(/<\/title>/, (title) =>
          early.length > 0 ? `${title}\n    ${earlyRequestsHtml(early)}` : title,
        )
        .replace('</head>', `  ${head}\n  </head>`);
      // An advert page whose address is no advert's is the app's "not found" (its loader says
      // so before asking for anything): the route's code still loads, its frame is that page's.
      const shown = advertKind(route) && advertId(pathname) === undefined ? NOT_FOUND_ROUTE : route;
      const advert = advertShell(route, pathname, language, photo, preloads);
      const results =
        route === '/orders'
          ? ordersResults(search, language, preloads)
          : route === '/converter'
            ? converterResults(search, language)
            : route === '/vehicles'
              ? vehicleResults(vehicles, cards, language, preloads)
              : realtyResults(realty, cards, language, preloads);
      const header = preloads.proxyHeader && proxyHeaderHtml(preloads.proxyHeader, language);
      const frame = shells.shell(shown, pathname, search, language, {
        advert,
        results,
        header,
        ordersOpen: preloads.orders,
      });
      const root = `<div id="root">${frame}</div>`;
      // The tab's name as the page names it (src/lib/use-document-title.ts): its heading, or
      // the advert's title where the frame has it, then the app's name.
      const named = advert?.title ?? shells.heading(shown, language);
      const titled =
        named && appMessage(language, '{title} · Marketplace Search', { title: named });
      const tabTitle = titled ? escapeHtml(titled) : shells.title(language);
      const localized = top
        // The frame paints from the HTML alone: the code comes after its photo.
        .replaceAll(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        )
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace(/<title>[^<]*<\/title>/, `<title>${tabTitle}</title>`)
        // What a search engine or a shared link's preview says of the app: in the page's language.
        .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (tag, start: string) => {
          const said = appMessage(language, APP_DESCRIPTION);
          return said ? `${start}${escapeHtml(said)}"` : tag;
        });
      return `${localized}${root}${after}`;
    },
  };
}
