/**
 * A photo's addresses in every size, for `srcset`. RIA's photo host (and the reference service,
 * CONTRACT.md "Photos") serves each picture at `<stem><size>.<jpg|webp>`, 4:3, with these sizes.
 */
export const PHOTO_WIDTHS = { sx: 160, m: 320, b: 640, f: 960, fx: 1280 } as const;
export type PhotoSizeName = keyof typeof PHOTO_WIDTHS;

/**
 * An advert page's gallery: as wide as the phone, else its column. The server preloads the
 * gallery's first photo with these `sizes` (server/http/app-page.ts), so they must match.
 */
export const GALLERY_SIZES = '(max-width: 48rem) 100vw, 48rem';

/**
 * A result card's photo: a card is a column of the results grid, the whole width on a phone,
 * about 18rem beside. The server preloads a search's first card photo with these.
 */
export const CARD_PHOTO_SIZES = '(max-width: 40rem) calc(100vw - 3rem), 20rem';

/**
 * The sizes a vehicle's `photoData` links (`seoLinkSX`, `M`, `B`, `F`): its card offers these,
 * and the server preloads a vehicle search's first card photo with them (app-page.ts).
 */
export const SEO_LINK_SIZES: readonly PhotoSizeName[] = ['sx', 'm', 'b', 'f'];

export interface PhotoSources {
  /** `srcset` of the JPEG files (every browser). */
  readonly jpeg: string;
  /** `srcset` of the WebP files of the same sizes. */
  readonly webp: string;
  /** The fallback `src`: the middle size. */
  readonly src: string;
}

const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSizeName[];

function sources(stem: string, sizes: readonly PhotoSizeName[], fallback: PhotoSizeName) {
  const set = (format: string) =>
    sizes.map((size) => `${stem}${size}.${format} ${PHOTO_WIDTHS[size]}w`).join(', ');
  return { jpeg: set('jpg'), webp: set('webp'), src: `${stem}${fallback}.jpg` };
}

/**
 * From one sized link (`…/bmw_3-series__556104182m.jpg`, `…/556104182fx.webp`): the stem
 * ends in the photo id's last digit, so `…2m` and `…2fx` read unambiguously. Null for a link of
 * another shape (not ours to guess).
 */
export function sourcesFromSizedLink(
  link: string,
  sizes: readonly PhotoSizeName[] = SIZES,
): PhotoSources | null {
  const match = /^(.*\d)(sx|fx|m|b|f)\.(?:jpg|webp)$/.exec(link);
  if (!match?.[1]) return null;
  return sources(match[1], sizes, sizes.includes('m') ? 'm' : (sizes[0] ?? 'm'));
}

/**
 * From a file relative to a photo host's `photos/` path (`dom/photo/…/123.jpg`, as `/dom/info`
 * and `/auto/fotos` give them) and that path's address (`/photos/` here).
 */
export function sourcesFromFile(base: string, file: string): PhotoSources | null {
  const match = /^([\w/.-]*\d)\.jpg$/.exec(file);
  if (!match?.[1] || file.includes('..')) return null;
  return sources(`${base}${match[1]}`, SIZES, 'b');
}
