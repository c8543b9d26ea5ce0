/**
 * A vehicle advert's photos, from its `/auto/fotos` and `/auto/info` answers: a card's and the
 * advert page's gallery, for the app and for the server's frames in proxy mode
 * (server/proxy/page-frames.ts), so that a frame shows the very file the app then shows. No
 * messages here: the server imports it as it is.
 */
import type { AutoFoto, AutoFotos } from '../../api/contracts/photos';
import type { AutoInfo } from '../../api/contracts/vehicles';
import {
  SEO_LINK_SIZES,
  sourcesFromFile,
  sourcesFromSizedLink,
  type PhotoSources,
} from '../../lib/photo-sources';

/**
 * A card's photo: the main photo's sizes from the SEO links of `photoData`; null for an advert
 * without photos, undefined while its details load.
 */
export function mainPhoto(info: AutoInfo | undefined): PhotoSources | null | undefined {
  if (!info) return undefined;
  const link = info.photoData?.seoLinkM;
  if (!link || info.photoData?.count === 0) return null;
  // The four sizes photoData links: a card never shows wider than f.
  return sourcesFromSizedLink(link, SEO_LINK_SIZES);
}

/** A photo of `/auto/fotos`: its sizes from its file and the host its `formats` links name. */
function fotoSources(foto: AutoFoto) {
  const stem = foto.url.replace(/\.jpg$/, '');
  const link = foto.formats.find((format) => format.includes(stem));
  const base = link?.slice(0, link.indexOf(stem));
  return base && /^(https?:\/\/[^/]+)?\//.test(base) ? sourcesFromFile(base, foto.url) : null;
}

/** The gallery's photos: the list of `/auto/fotos`, else the main photo of `photoData`. */
export function galleryPhotos(
  id: string,
  info: AutoInfo,
  fotos: AutoFotos | undefined,
): { key: string; sources: PhotoSources }[] {
  const listed = fotos?.data[id];
  const list = listed ? (Array.isArray(listed) ? listed : Object.values(listed)) : [];
  const photos = list.flatMap((foto) => {
    const sources = fotoSources(foto);
    return sources ? [{ key: String(foto.photo_id), sources }] : [];
  });
  if (photos.length > 0) return photos;
  const main = info.photoData?.seoLinkM && sourcesFromSizedLink(info.photoData.seoLinkM);
  return main ? [{ key: 'main', sources: main }] : [];
}
