import type { PhotoSources } from '../../lib/photo-sources';

interface PhotoProps {
  /** Null: the advert has no photo (a placeholder of the same size shows). */
  readonly sources: PhotoSources | null | undefined;
  readonly alt: string;
  /** The `sizes` of the picture: how wide it shows at each viewport width. */
  readonly sizes: string;
  /**
   * The first photo of a page or of a list of cards: fetched at once, not lazily. The browser
   * waits for layout before fetching a lazy one, and on a wide screen the first card's photo is
   * the page's largest paint (Lighthouse's "LCP image was lazily loaded").
   */
  readonly eager?: boolean;
  /** Shown in the box when there is no photo; undefined: the photo is not known yet. */
  readonly missing?: string;
}

/**
 * A 4:3 picture in a box of its own size (so nothing moves when it arrives): WebP where the
 * browser takes it, JPEG otherwise, the file for the width it is shown at, loaded when near.
 */
export function Photo({ sources, alt, sizes, eager = false, missing }: PhotoProps) {
  if (!sources) {
    return (
      <div className="photo photo--empty">
        {sources === null && missing && <span className="photo__missing">{missing}</span>}
      </div>
    );
  }
  return (
    <picture className="photo">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.jpeg}
        sizes={sizes}
        alt={alt}
        width={640}
        height={480}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
