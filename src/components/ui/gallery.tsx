import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type KeyboardEvent } from 'react';
import { GALLERY_SIZES, type PhotoSources } from '../../lib/photo-sources';
import { Photo } from './photo';
import './gallery.css';

export interface GalleryPhoto {
  readonly key: string;
  readonly sources: PhotoSources;
}

interface GalleryProps {
  /** What the photos show ("BMW 3 Series, 2015"): the gallery's name and the photos' alt. */
  readonly label: string;
  readonly photos: readonly GalleryPhoto[];
  readonly sizes?: string;
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where the gallery is ("Photo 3 of 8"), for the status line and each slide's name. */
const photoOf = (number: number, count: number) => translate`Photo ${number} of ${count}`;

/**
 * The photos of an advert, one at a time. Swiping is the platform's: a scroll container that
 * snaps to each photo (touch, trackpad, a mouse wheel). The keyboard moves through it with the
 * arrows, Home and End once focused, and the buttons do the same; where it is is announced
 * ("Photo 3 of 8"). Photos past the first load as they come near.
 */
export function Gallery({ label, photos, sizes = GALLERY_SIZES }: GalleryProps) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  // Where a key or button sent the scroller: the photos it passes on the way are not announced.
  const heading = useRef<number | null>(null);
  const count = photos.length;

  const show = (next: number) => {
    const element = viewport.current;
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    heading.current = target;
    element?.scrollTo({
      left: target * element.clientWidth,
      behavior: reducedMotion() ? 'instant' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  if (count === 0) {
    return (
      <section className="gallery" aria-label={label}>
        <Photo sources={null} alt="" sizes={sizes} missing={t`No photos`} />
      </section>
    );
  }

  // One photo: nothing to move between, so no carousel to announce and no stop for the keys
  // (in the same boxes, so nothing moves once the app replaces the server's frame).
  const [first] = photos;
  if (count === 1 && first) {
    return (
      <section className="gallery" aria-label={label}>
        <div className="gallery__viewport">
          <div className="gallery__slide">
            <Photo sources={first.sources} alt={label} sizes={sizes} eager />
          </div>
        </div>
      </section>
    );
  }

  return (
    // Role descriptions are read out as they are: in the page's language (ARIA's carousel pattern).
    <section className="gallery" aria-roledescription={t`carousel`} aria-label={label}>
      <div
        ref={viewport}
        className="gallery__viewport"
        tabIndex={0}
        role="group"
        aria-label={plural(count, {
          one: 'Photos, #: use the arrow keys to move between them',
          other: 'Photos, #: use the arrow keys to move between them',
        })}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth === 0) return;
          const at = element.scrollLeft / element.clientWidth;
          if (heading.current !== null) {
            if (Math.abs(at - heading.current) > 0.01) return;
            heading.current = null;
          }
          setIndex(Math.round(at));
        }}
        // A scroll that stopped short of where it was sent (a swipe took over) reads as it is.
        onScrollEnd={(event) => {
          const element = event.currentTarget;
          heading.current = null;
          if (element.clientWidth > 0) {
            setIndex(Math.round(element.scrollLeft / element.clientWidth));
          }
        }}
      >
        {photos.map((photo, i) => (
          <div
            key={photo.key}
            className="gallery__slide"
            role="group"
            aria-roledescription={t`slide`}
            aria-label={photoOf(i + 1, count)}
            aria-hidden={i !== index || undefined}
          >
            <Photo
              sources={photo.sources}
              alt={t`${label}, photo ${i + 1} of ${count}`}
              sizes={sizes}
              eager={i === 0}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        // aria-disabled, not disabled, at either end: a disabled button drops the focus of the
        // one who just pressed it to the page's start (show() stays within the photos anyway).
        <div className="gallery__controls">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => show(index - 1)}
            aria-disabled={index === 0}
          >
            <Trans>Previous photo</Trans>
          </button>
          <p className="gallery__status" aria-live="polite" aria-atomic="true">
            {photoOf(index + 1, count)}
          </p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => show(index + 1)}
            aria-disabled={index === count - 1}
          >
            <Trans>Next photo</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
