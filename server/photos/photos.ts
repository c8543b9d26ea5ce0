/**
 * The photos of generated adverts: how many an advert has, their ids, and their addresses. Pure
 * functions of the advert, so every answer that names a photo (`/auto/info`, `/auto/fotos/:id`,
 * `/dom/info/:id`) and the search's `with_photo` agree (CONTRACT.md "Photos").
 *
 * Addresses mirror RIA's photo host (cdn.riastatic.com): `photos/<file>` with a size letter
 * before the extension, and vehicles' SEO links `photosnew/auto/photo/<make>_<model>__<id><size>`.
 */

/** At most this many pictures per advert (the generator states up to 40 for vehicles). */
export const MAX_PHOTOS = 12;

/** The sizes served, by the suffix RIA uses; `''` (a dom `file` as given) is the largest. */
export const PHOTO_SIZES = {
  sx: { width: 160, height: 120 },
  m: { width: 320, height: 240 },
  b: { width: 640, height: 480 },
  f: { width: 960, height: 720 },
  fx: { width: 1280, height: 960 },
  '': { width: 1280, height: 960 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
export const PHOTO_FORMATS = { jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;

export type PhotoKind = 'auto' | 'dom';

/** A photo id holds its advert and index: advert × 16 + index (below 2^31 for every advert). */
export const photoId = (advertId: number, index: number): number => advertId * 16 + index;

export function parsePhotoId(id: number): { advertId: number; index: number } {
  return { advertId: Math.floor(id / 16), index: id % 16 };
}

/** The pictures a vehicle advert has: its stated photos, at most MAX_PHOTOS. */
export const vehiclePhotoCount = (statedPhotos: number): number =>
  Math.max(0, Math.min(statedPhotos, MAX_PHOTOS));

/** A well-mixed 32-bit hash of an integer (the murmur3 finaliser). */
export function mix(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The pictures a real-estate advert has: none for about one advert in ten, else 1 to 12, from
 * its id (the dataset has no column for it, so no reseed is needed).
 */
export function realtyPhotoCount(realtyId: number): number {
  const h = mix(realtyId ^ 0x5bd1e995);
  if (h % 100 < 9) return 0;
  return 1 + (Math.floor(h / 100) % MAX_PHOTOS);
}

/** `auto/photo/18720/1872031/187203123/187203123.jpg`: RIA's layout of a photo's file. */
export function photoFile(kind: PhotoKind, id: number): string {
  return `${kind}/photo/${Math.floor(id / 10_000)}/${Math.floor(id / 100)}/${id}/${id}.jpg`;
}

/** The address of a file in one size and format on a photo host (`https://host`). */
export function photoUrl(
  origin: string,
  kind: PhotoKind,
  id: number,
  size: PhotoSize,
  format: PhotoFormat = 'jpg',
): string {
  return `${origin}/photos/${photoFile(kind, id).replace(/\.jpg$/, `${size}.${format}`)}`;
}

/** The SEO link of a vehicle photo: `photosnew/auto/photo/bmw_3-series__556104182m.jpg`. */
export function seoPhotoUrl(
  origin: string,
  makeSlug: string,
  modelSlug: string,
  id: number,
  size: PhotoSize,
): string {
  return `${origin}/photosnew/auto/photo/${makeSlug}_${modelSlug}__${id}${size}.jpg`;
}

/** The parts of a photo path this server serves, or undefined when it is no photo's. */
export interface PhotoRequest {
  readonly kind: PhotoKind;
  readonly id: number;
  readonly size: PhotoSize;
  readonly format: PhotoFormat;
}

const SIZE_AND_FORMAT = /^(sx|m|b|fx|f|)\.(jpg|webp)$/;

/** Reads `/photos/<kind>/photo/<a>/<b>/<id>/<id><size>.<ext>` (a and b must fit the id). */
export function readPhotoPath(path: string): PhotoRequest | undefined {
  const match =
    /^\/photos\/(auto|dom)\/photo\/(\d{1,9})\/(\d{1,11})\/(\d{1,13})\/(\d{1,13})([a-z]*\.[a-z]+)$/.exec(
      path,
    );
  if (!match) return undefined;
  const [, kind, a, b, id, again, rest] = match;
  const value = Number(id);
  if (again !== id || !Number.isSafeInteger(value)) return undefined;
  if (Number(a) !== Math.floor(value / 10_000) || Number(b) !== Math.floor(value / 100))
    return undefined;
  const sized = SIZE_AND_FORMAT.exec(rest ?? '');
  if (!sized) return undefined;
  return {
    kind: kind as PhotoKind,
    id: value,
    size: sized[1] as PhotoSize,
    format: sized[2] as PhotoFormat,
  };
}

/** Reads `/photosnew/auto/photo/<make>_<model>__<id><size>.<ext>`; the names are not checked. */
export function readSeoPhotoPath(path: string): PhotoRequest | undefined {
  const match =
    /^\/photosnew\/auto\/photo\/[a-z0-9_-]{0,200}__(\d{1,13})(sx|m|b|fx|f)\.(jpg|webp)$/.exec(path);
  if (!match) return undefined;
  return {
    kind: 'auto',
    id: Number(match[1]),
    size: match[2] as PhotoSize,
    format: match[3] as PhotoFormat,
  };
}
