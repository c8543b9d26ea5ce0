/**
 * Photos of the generated adverts: the JSON that lists them (`/auto/fotos/:id`, the photos of
 * `/dom/info/:id`) and the pictures themselves, at stable addresses that mirror RIA's photo host
 * (CONTRACT.md "Photos"). Pictures are drawn on first request and kept (server/photos).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AutoFoto } from '../../src/api/contracts/photos';
import { catalog, nameOf } from '../catalog/catalog';
import { failures } from '../http/api-error';
import type { Handlers } from '../http/endpoint';
import { realtyColour, VEHICLE_COLOURS, type Subject } from '../photos/drawing';
import { pictureKey, type PhotoStore } from '../photos/photo-store';
import {
  parsePhotoId,
  photoFile,
  photoId,
  photoUrl,
  readPhotoPath,
  readSeoPhotoPath,
  realtyPhotoCount,
  seoPhotoUrl,
  vehiclePhotoCount,
  type PhotoRequest,
} from '../photos/photos';
import type { RealtyRecord, Store, VehicleRecord } from '../store/store';
import { realtyInfo } from './realty-info';
import type { Routes } from './routes';

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * This server's origin as the caller reached it (behind a trusted proxy, as the proxy says), for
 * absolute photo links like the live service's; a Host that is no host name gives root-relative
 * links instead.
 */
export function originOf(request: FastifyRequest): string {
  const host = request.host;
  return HOST.test(host) ? `${request.protocol}://${host}` : '';
}

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** `photoData` of `/auto/info`: every photo id, and the main photo in four sizes. */
export function vehiclePhotoData(advert: VehicleRecord, origin: string) {
  const count = vehiclePhotoCount(advert.photo_count);
  const all = Array.from({ length: count }, (_, index) => photoId(advert.id, index));
  const main = all[0];
  if (main === undefined) return { all, count };
  const make = slug(nameOf(catalog.marks(advert.category_id), advert.marka_id));
  const model = slug(nameOf(catalog.models(advert.category_id, advert.marka_id), advert.model_id));
  const link = (size: 'm' | 'sx' | 'b' | 'f') => seoPhotoUrl(origin, make, model, main, size);
  return {
    all,
    count,
    seoLinkM: link('m'),
    seoLinkSX: link('sx'),
    seoLinkB: link('b'),
    seoLinkF: link('f'),
  };
}

/**
 * The file of an advert's first photo as `/auto/fotos/:id` and `/dom/info/:id` list it (the
 * first of the gallery) and how many they list, or null: no such advert, or no photo.
 */
export function firstPhoto(
  store: Store,
  kind: 'auto' | 'dom',
  id: number,
): { file: string; count: number } | null {
  let count = 0;
  if (kind === 'auto') {
    const advert = store.vehicle(id);
    if (advert) count = vehiclePhotoCount(advert.photo_count);
  } else if (store.realtyAdvert(id)) count = realtyPhotoCount(id);
  return count > 0 ? { file: photoFile(kind, photoId(id, 0)), count } : null;
}

const vehicleSubject = (advert: VehicleRecord): Subject => ({
  kind: 'vehicle',
  category: advert.category_id,
  body: advert.bodystyle_id,
  colour: VEHICLE_COLOURS[advert.color_id] ?? '#808890',
});

const realtySubject = (advert: RealtyRecord): Subject => ({
  kind: 'realty',
  category: advert.category,
  type: advert.realty_type,
  floors: advert.characteristics.get(228) ?? 0,
  floor: advert.characteristics.get(227) ?? 0,
  colour: realtyColour(advert.id),
});

/**
 * The advert id as the address gave it: one past any id reads as MAX_ID + 1 (endpoint.ts
 * `pathId`), which a message must not show in its place.
 */
const sentId = (request: FastifyRequest) => (request.params as { id?: string }).id ?? '';

export function photoHandlers({ store }: Routes) {
  return {
    vehiclePhotos: ({ params, request }) => {
      const advert = store.vehicle(params.id);
      if (!advert)
        throw failures.notFound(`/auto/fotos/${sentId(request)} (no live advert has this id)`);
      const origin = originOf(request);
      const photos: Record<string, AutoFoto> = {};
      for (let index = 0; index < vehiclePhotoCount(advert.photo_count); index++) {
        const pid = photoId(advert.id, index);
        photos[String(pid)] = {
          photo_id: pid,
          auto_id: advert.id,
          status: 0,
          checked: 1,
          standard: 0,
          date_add: advert.add_date,
          description: null,
          url: photoFile('auto', pid),
          formats: [photoUrl(origin, 'auto', pid, 'f'), photoUrl(origin, 'auto', pid, 'fx')],
        };
      }
      return { status: 1, data: { [String(advert.id)]: photos } };
    },

    realtyInfo: ({ params, query, request }) => {
      const advert = store.realtyAdvert(params.id);
      if (!advert)
        throw failures.notFound(`/dom/info/${sentId(request)} (no live advert has this id)`);
      return realtyInfo(advert, store.accountName(advert.user_id) ?? '', query.langId);
    },
  } satisfies Handlers;
}

/** What draws a photo, or undefined when the advert is gone or has no such photo. */
function subjectOf(
  store: Store,
  photo: PhotoRequest,
): { subject: Subject; advertId: number; index: number } | undefined {
  const { advertId, index } = parsePhotoId(photo.id);
  if (photo.kind === 'auto') {
    const advert = store.vehicle(advertId);
    if (!advert || index >= vehiclePhotoCount(advert.photo_count)) return undefined;
    return { subject: vehicleSubject(advert), advertId, index };
  }
  const advert = store.realtyAdvert(advertId);
  if (!advert || index >= realtyPhotoCount(advertId)) return undefined;
  return { subject: realtySubject(advert), advertId, index };
}

/**
 * The pictures, outside /api (no key: an <img> cannot send one, and RIA's photo host asks for
 * none): `/photos/<kind>/photo/…/<id><size>.<jpg|webp>` and `/photosnew/auto/photo/…`.
 */
export function servePhotos(app: FastifyInstance, store: Store, photos: PhotoStore): void {
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    read: (path: string) => PhotoRequest | undefined,
  ) => {
    const path = request.url.split('?')[0] ?? '';
    const photo = read(path);
    const found = photo && subjectOf(store, photo);
    if (!photo || !found) throw failures.notFound(path);
    const spec = {
      subject: found.subject,
      seed: found.advertId,
      index: found.index,
      size: photo.size,
      format: photo.format,
    };
    const etag = `"${pictureKey(spec)}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    // A revalidation costs no render: the tag names what draws the picture.
    const asked = request.headers['if-none-match'];
    if (
      asked !== undefined &&
      // `*`: any picture there is (RFC 9110 13.1.2), and this one is.
      asked.split(/\s*,\s*/).some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag)
    )
      return reply.status(304).send();
    const picture = await photos.picture(spec);
    return reply.type(picture.type).send(picture.body);
  };
  app.get('/photos/*', (request, reply) => answer(request, reply, readPhotoPath));
  app.get('/photosnew/*', (request, reply) => answer(request, reply, readSeoPhotoPath));
}
