import { t } from '@lingui/core/macro';
import { useState } from 'react';
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
 *
 * A picture that fails to load (a 404) shows as the empty box does, saying "Photo unavailable",
 * never the browser's broken image. Its `<img>` stays, unseen (styles.css `.photo--empty`): its
 * alt still names the photo for a screen reader ("…, photo 3 of 8" in a gallery), and a file
 * the browser takes after all (another width of the `srcset`) shows again.
 */
export function Photo({ sources, alt, sizes, eager = false, missing }: PhotoProps) {
  // The file that failed, so that another photo in the same place is tried anew.
  const [failed, setFailed] = useState<string>();
  if (!sources) {
    return (
      <div className="photo photo--empty">
        {sources === null && missing && <span className="photo__missing">{missing}</span>}
      </div>
    );
  }
  const broken = failed === sources.src;
  return (
    <picture className={broken ? 'photo photo--empty' : 'photo'}>
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
        onError={() => setFailed(sources.src)}
        onLoad={() => setFailed(undefined)}
      />
      {broken && <span className="photo__missing">{t`Photo unavailable`}</span>}
    </picture>
  );
}
