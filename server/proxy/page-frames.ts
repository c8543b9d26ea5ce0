/**
 * Proxy mode's frames: what embedded mode paints from its store (server/http/app-page.ts), here
 * from the upstream's answers that each page reads first anyway. An advert's page: its title
 * and first photo (its details, and a car's photos). A search: its count, chips and first cards
 * (the search, its first cards' details, the catalogs naming its chips). The orders page: the
 * catalogs its table names places from, after the paint. Every page: the header's proxy row
 * (proxy-header-frame.ts). Without them a page painted its heading alone,
 * and its largest paint waited for the app's code: an advert page on a phone over 4G, 4.4 s
 * against the embedded page's 1.8 s (issue 21).
 *
 * The answers are read as the browser's request for them is served (the cache, the call under
 * way, the visitor's share of the key: proxy-routes.ts `pageAnswer`), so the page's preloads of
 * the same addresses are cache hits, not second calls. The page waits for them a short while
 * only (`FRAME_WAIT_MS`): past it, the page goes out with its bare frame, and the answers still
 * arrive for the app. An answer the app's schema does not read, a title the server cannot form
 * exactly (realty-title.ts) or a refusal (a spent share, an unknown advert) leaves the frame bare
 * too: the app then says what it says of it.
 */
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import {
  domCities,
  domDistricts,
  domStates,
  marks,
  models,
  states,
} from '../../src/api/contracts/catalog-routes';
import { catalogSchema } from '../../src/api/contracts/catalogs';
import { LANG_IDS, languageQuery } from '../../src/api/contracts/language-query';
import { vehiclePhotos } from '../../src/api/contracts/photo-routes';
import { realtyInfo } from '../../src/api/contracts/realty-info-routes';
import { searchRealty } from '../../src/api/contracts/realty-routes';
import { REALTY_FIRST_CARDS } from '../../src/api/contracts/realty-search-query';
import { parseQueryString } from '../../src/api/contracts/query-codec';
import { VEHICLE_FIRST_CARDS } from '../../src/api/contracts/vehicle-search-query';
import { searchVehicles, vehicleInfo } from '../../src/api/contracts/vehicle-routes';
import { decodeRealtyAddress } from '../../src/features/realty/realty-address';
import { photoBase, realtyMainPhoto, realtyPhotos } from '../../src/features/realty/realty-photos';
import { decodeVehicleAddress } from '../../src/features/vehicles/vehicle-address';
import { galleryPhotos, mainPhoto } from '../../src/features/vehicles/vehicle-photos';
import type { PhotoSources } from '../../src/lib/photo-sources';
import { advertId, type PageData, type PagePreloads } from '../http/app-page';
import type { PageLanguage } from '../http/page-shell';
import { realtyTitle } from '../http/realty-title';
import { ORDERS_HINT_COOKIE } from '../http/sessions';
import type { PageAnswer, PageReader } from './proxy-routes';

/**
 * How long a page waits for the upstream's answers: a cached answer takes a millisecond, a live
 * one from a nearby upstream tens. Longer would hold back the page's first byte, and with it the
 * stylesheet and the code, for a frame that only saves the wait for the code.
 */
export const FRAME_WAIT_MS = 300;

type Known = Partial<PagePreloads>;

/** The frame's photo: the gallery's first, and how many the gallery holds. */
function firstOf(photos: readonly { sources: PhotoSources }[]) {
  const first = photos[0];
  return first ? { sources: first.sources, count: photos.length } : null;
}

async function vehicleAdvert(
  read: PageAnswer,
  request: FastifyRequest,
  id: number,
  language: PageLanguage,
): Promise<Known> {
  const query = vehicleInfo.query.encode({ auto_id: id, langId: LANG_IDS[language] });
  const [infoBody, fotosBody] = await Promise.all([
    read(request, vehicleInfo, {}, query),
    read(request, vehiclePhotos, { id: String(id) }, []),
  ]);
  const info = vehicleInfo.answer.safeParse(infoBody);
  // Without its photos' answer the app's gallery shows another photo first (photoData's).
  const fotos = vehiclePhotos.answer.safeParse(fotosBody);
  if (!info.success || !fotos.success) return {};
  // As the app heads the page (features/vehicles `advertTitle`), from the same answer.
  const title = `${info.data.title}, ${info.data.autoData.year}`;
  const photo = firstOf(galleryPhotos(String(id), info.data, fotos.data));
  return {
    vehicleTitle: (advert, asked) => (advert === id && asked === language ? title : null),
    advertPhoto: (kind, advert) => (kind === 'auto' && advert === id ? photo : null),
  };
}

async function realtyAdvert(
  read: PageAnswer,
  request: FastifyRequest,
  id: number,
  language: PageLanguage,
): Promise<Known> {
  const query = realtyInfo.query.encode({ langId: LANG_IDS[language] });
  const info = realtyInfo.answer.safeParse(
    await read(request, realtyInfo, { id: String(id) }, query),
  );
  if (!info.success) return {};
  const title = realtyTitle(info.data, language);
  if (title === null) return {};
  // The app's gallery in proxy mode (features/realty `realtyPhotos` on RIA's photo host).
  const photo = firstOf(realtyPhotos(info.data, photoBase('proxy')));
  return {
    realtyTitle: (advert, asked) => (advert === id && asked === language ? title : null),
    advertPhoto: (kind, advert) => (kind === 'dom' && advert === id ? photo : null),
  };
}

/** The first cards' details that the app's schema read, by card: undefined for the others. */
function cardDetails<T>(
  cards: readonly number[],
  parsed: readonly ({ success: true; data: T } | { success: false })[],
): (id: number) => T | undefined {
  const details = new Map<number, T>();
  cards.forEach((id, index) => {
    const result = parsed[index];
    if (result?.success) details.set(id, result.data);
  });
  return (id) => details.get(id);
}

/**
 * A vehicle search's answer, its first cards' details and the catalogs that name its makes and
 * models: what the frame of a search by make paints (vehicle-results-frame.ts), read as the
 * route reads them (features/vehicles `vehicleSearchLoader`). The frame forms no other filter's
 * part, so no other catalog is read; an address the app puts a notice up for is left alone.
 */
async function vehicleSearch(
  read: PageAnswer,
  request: FastifyRequest,
  search: string,
  language: PageLanguage,
): Promise<Known> {
  const { query, issues, unknown } = decodeVehicleAddress(parseQueryString(search));
  if (issues.length > 0 || unknown.length > 0) return {};
  const found = searchVehicles.answer.safeParse(
    await read(request, searchVehicles, {}, searchVehicles.query.encode(query)),
  );
  if (!found.success) return {};
  const { count, ids } = found.data.result.search_result;
  const cards = ids.slice(0, VEHICLE_FIRST_CARDS).map(Number);
  const langId = LANG_IDS[language];
  const names = languageQuery.encode({ langId });
  const category = query.category_id || 1;
  const withModels = [
    ...new Set(query.makes.flatMap((row) => (row.model_id ? [row.marka_id] : []))),
  ];
  const [infos, makeAnswer, modelAnswers] = await Promise.all([
    Promise.all(
      cards.map(async (id) =>
        vehicleInfo.answer.safeParse(
          await read(request, vehicleInfo, {}, vehicleInfo.query.encode({ auto_id: id, langId })),
        ),
      ),
    ),
    query.makes.length > 0
      ? read(request, marks, { category: String(category) }, names)
      : Promise.resolve(undefined),
    Promise.all(
      withModels.map(async (mark) => {
        const params = { category: String(category), mark: String(mark) };
        return [mark, catalogSchema.safeParse(await read(request, models, params, names))] as const;
      }),
    ),
  ]);
  const info = cardDetails(cards, infos);
  const makeNames = catalogSchema.safeParse(makeAnswer);
  const modelNames = new Map(modelAnswers);
  const nameIn = (parsed: ReturnType<typeof catalogSchema.safeParse> | undefined, id: number) =>
    (parsed?.success ? parsed.data.find((item) => item.value === id)?.name : undefined) ?? null;
  return {
    vehicleResults: () => ({ count, ids: ids.map(Number) }),
    // As the cards head themselves (features/vehicles `advertTitle`) and show their photo.
    vehicleTitle: (id, asked) => {
      const known = info(id);
      return known && asked === language ? `${known.title}, ${known.autoData.year}` : null;
    },
    vehicleCardPhoto: (id) => mainPhoto(info(id)) ?? null,
    vehicleName: (asked, mark, model, tongue) => {
      if (asked !== category || tongue !== language) return null;
      return model === undefined ? nameIn(makeNames, mark) : nameIn(modelNames.get(mark), model);
    },
  };
}

/**
 * A real-estate search's answer, its first cards' details and the catalogs that name its
 * places: what its frame paints (realty-results-frame.ts), read as the route reads them
 * (features/realty `realtySearchLoader`; the catalogs as `placeCatalogPaths` names them). A
 * card's photo is its main one (features/realty `realtyMainPhoto`), on RIA's photo host.
 */
async function realtySearch(
  read: PageAnswer,
  request: FastifyRequest,
  search: string,
  language: PageLanguage,
): Promise<Known> {
  const { query, issues, unknown } = decodeRealtyAddress(parseQueryString(search));
  if (issues.length > 0 || unknown.length > 0) return {};
  const found = searchRealty.answer.safeParse(
    await read(request, searchRealty, {}, searchRealty.query.encode(query)),
  );
  if (!found.success) return {};
  const { count, items } = found.data;
  const cards = items.slice(0, REALTY_FIRST_CARDS);
  const langId = LANG_IDS[language];
  const names = languageQuery.encode({ langId });
  const { state_id: state, city_id: city } = query;
  const catalog = async (
    route: typeof domStates | typeof domCities | typeof domDistricts,
    params: Readonly<Record<string, string>>,
  ) => catalogSchema.safeParse(await read(request, route, params, names));
  const none = Promise.resolve(undefined);
  const [infos, states, cities, districts] = await Promise.all([
    Promise.all(
      cards.map(async (id) =>
        realtyInfo.answer.safeParse(
          await read(request, realtyInfo, { id: String(id) }, realtyInfo.query.encode({ langId })),
        ),
      ),
    ),
    state === undefined ? none : catalog(domStates, {}),
    state === undefined ? none : catalog(domCities, { state: String(state) }),
    // Also with no district chosen: the page preloads it for its panel's list, from the cache.
    city === undefined ? none : catalog(domDistricts, { city: String(city) }),
  ]);
  const info = cardDetails(cards, infos);
  const places = {
    states: { parent: 0, names: states },
    cities: { parent: state, names: cities },
    districts: { parent: city, names: districts },
  };
  return {
    realtyResults: () => ({ count, items }),
    realtyTitle: (id, asked) => {
      const known = info(id);
      return known && asked === language ? realtyTitle(known, language) : null;
    },
    advertPhoto: (kind, id) => {
      const known = info(id);
      const sources = kind === 'dom' && known && realtyMainPhoto(known, photoBase('proxy'));
      return sources ? { sources, count: 1 } : null;
    },
    realtyPlace: (kind, parent, id, asked) => {
      const { parent: expected, names: list } = places[kind];
      if (parent !== expected || asked !== language || !list?.success) return null;
      return list.data.find((item) => item.value === id)?.name ?? null;
    },
  };
}

/**
 * The orders page, on a server with accounts (without them nobody may read the orders): the
 * catalogs its table names places from follow the frame's paint, as in embedded mode. The
 * session cookie is the API's alone, so the page cannot tell whose orders it will show, nor
 * which regions they deliver to: it is given every region's city catalog (public, cached here
 * and by the browser; for a visitor the app sends on to sign in, two dozen small answers that
 * go unread). Without them, through a proxy on a phone over 4G (Lighthouse's applied
 * throttling), they were asked for only once the orders were read: the table showed at 6.8 s
 * against 6.4 (7 alternated loads each). The orders themselves start with the page where the
 * browser says its account reads them (`readsOrders`).
 */
async function ordersPage(
  read: PageAnswer,
  request: FastifyRequest,
  language: PageLanguage,
): Promise<Known> {
  const names = languageQuery.encode({ langId: LANG_IDS[language] });
  const regions = catalogSchema.safeParse(await read(request, states, {}, names));
  if (!regions.success) return {};
  const ids = regions.data.map((region) => region.value);
  return { orderRegions: () => ids };
}

/**
 * Whether this browser's account reads the orders, as its hint cookie says
 * (http/sessions.ts `ORDERS_HINT_COOKIE`): every page's menu then lists them as the app will,
 * instead of the link coming in with the app and moving the links after it; and the orders
 * page starts them from its head (server/http/early-requests.ts) rather than once the app's
 * code has loaded and asked who is signed in: through a proxy on a phone over 4G (applied
 * throttling) they went out at 3.6 s, after a chain of the app's chunks, now at 0.8 s. Read
 * apart from the frame, which may be late: the hint needs no upstream.
 */
function readsOrders(proxy: PageReader, request: FastifyRequest): Known {
  if (!proxy.hasAccounts()) return {};
  const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
  return cookies[ORDERS_HINT_COOKIE] === undefined ? {} : { orders: true };
}

/**
 * Every page's frame in proxy mode: the header's proxy row, and the frames of the advert pages
 * and of the searches; `reader` gives the proxy's reader once its API is mounted. A page it
 * cannot frame in time gets the header alone.
 */
export function proxyFrames(
  reader: () => PageReader | undefined,
  waitMs: number = FRAME_WAIT_MS,
): PageData {
  return async (page) => {
    const proxy = reader();
    if (!proxy) return {};
    const known = await pageFrame(proxy, waitMs, page);
    // Read after the page's answers: the count then includes the calls they made, as the
    // page's own `/api/_meta` will.
    return { ...known, ...readsOrders(proxy, page.request), proxyHeader: await proxy.header() };
  };
}

/** What a route's frame reads of the upstream, or undefined for a route without one. */
function frameReading(
  proxy: PageReader,
  { route, pathname, search, language, request }: Parameters<PageData>[0],
): Promise<Known> | undefined {
  const read = proxy.answer;
  const id = advertId(pathname);
  switch (route) {
    case '/orders':
      return proxy.hasAccounts() ? ordersPage(read, request, language) : undefined;
    case '/vehicles':
      return vehicleSearch(read, request, search, language);
    case '/realty':
      return realtySearch(read, request, search, language);
    case '/vehicles/:id':
      return id === undefined ? undefined : vehicleAdvert(read, request, id, language);
    case '/realty/:id':
      return id === undefined ? undefined : realtyAdvert(read, request, id, language);
    default:
      return undefined;
  }
}

async function pageFrame(
  proxy: PageReader,
  waitMs: number,
  page: Parameters<PageData>[0],
): Promise<Known> {
  const reading = frameReading(proxy, page);
  if (!reading) return {};
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Known>((resolve) => {
    timer = setTimeout(() => resolve({}), waitMs);
  });
  try {
    // A failed read (a shared store away) costs the frame, never the page.
    return await Promise.race([reading.catch((): Known => ({})), late]);
  } finally {
    clearTimeout(timer);
  }
}
