/**
 * Proxy mode's frame of an advert's page: its title and first photo, which embedded mode paints
 * from its store (server/http/app-page.ts `advertShell`), here from the upstream's answers that
 * the page reads first anyway (its details, and a vehicle's photos). Without them the page
 * painted its heading alone, and its largest paint, the photo, waited for the app's code: on a
 * phone over 4G, 4.4 s against the embedded page's 1.8 s (issue 21).
 *
 * The answers are read as the browser's request for them is served (the cache, the call under
 * way, the visitor's share of the key: proxy-routes.ts `pageAnswer`), so the page's preloads of
 * the same addresses are cache hits, not second calls. The page waits for them a short while
 * only (`FRAME_WAIT_MS`): past it, the page goes out with its bare frame, and the answers still
 * arrive for the app. An answer the app's schema does not read, a title the server cannot form
 * exactly (realty-title.ts) or a refusal (a spent share, an unknown advert) leaves the frame bare
 * too: the app then says what it says of it.
 */
import type { FastifyRequest } from 'fastify';
import { LANG_IDS } from '../../src/api/contracts/language-query';
import { vehiclePhotos } from '../../src/api/contracts/photo-routes';
import { realtyInfo } from '../../src/api/contracts/realty-info-routes';
import { vehicleInfo } from '../../src/api/contracts/vehicle-routes';
import { photoBase, realtyPhotos } from '../../src/features/realty/realty-photos';
import { galleryPhotos } from '../../src/features/vehicles/vehicle-photos';
import type { PhotoSources } from '../../src/lib/photo-sources';
import type { PageData, PagePreloads } from '../http/app-page';
import type { PageLanguage } from '../http/page-shell';
import { realtyTitle } from '../http/realty-title';
import type { PageAnswer } from './proxy-routes';

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

/**
 * The advert pages' frames; `answers` gives the proxy's reader once its API is mounted. Every
 * other page, and an advert page it cannot frame in time, gets nothing to add.
 */
export function advertFrames(
  answers: () => PageAnswer | undefined,
  waitMs: number = FRAME_WAIT_MS,
): PageData {
  return async ({ route, pathname, language, request }) => {
    const read = answers();
    const digits = /\/(\d{1,12})$/.exec(pathname)?.[1];
    if (!read || digits === undefined) return {};
    const id = Number(digits);
    const reading =
      route === '/vehicles/:id'
        ? vehicleAdvert(read, request, id, language)
        : route === '/realty/:id'
          ? realtyAdvert(read, request, id, language)
          : undefined;
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
  };
}
