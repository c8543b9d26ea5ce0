/**
 * A real-estate advert's photos, from its `/dom/info` answer: the app's gallery and cards, and
 * the server's frame of the page in proxy mode (server/proxy/page-frames.ts), so that the frame
 * shows the very file the app then shows. No messages here: the server imports it as it is.
 */
import type { RealtyInfo } from '../../api/contracts/realty-info';
import { sourcesFromFile, type PhotoSources } from '../../lib/photo-sources';

/** The photos of the answer, in their order; `base` is the photo host's `photos/` address. */
export function realtyPhotos(
  info: RealtyInfo,
  base: string,
): { key: string; sources: PhotoSources }[] {
  const photos = Array.isArray(info.photos) ? info.photos : Object.values(info.photos);
  return photos.flatMap((photo) => {
    const sources = sourcesFromFile(base, photo.file);
    return sources ? [{ key: String(photo.id), sources }] : [];
  });
}

/** The main photo: null without photos. */
export function realtyMainPhoto(info: RealtyInfo, base: string): PhotoSources | null {
  return info.main_photo
    ? sourcesFromFile(base, info.main_photo)
    : (realtyPhotos(info, base)[0]?.sources ?? null);
}

/**
 * Where photo files live: this server in embedded mode (it draws them, CONTRACT.md "Photos");
 * RIA's photo host in proxy mode, which `/dom/info` files are relative to.
 */
export const photoBase = (mode: 'embedded' | 'proxy' | undefined) =>
  mode === 'proxy' ? 'https://cdn.riastatic.com/photos/' : '/photos/';
