import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * The results' cards, a list item each. Cards away from the screen skip their style, layout
 * and paint (`content-visibility: auto`, styles.css): a page of 100 cards was a long task on a
 * phone as it first showed (issue 21). They stay in the page, so find-in-page, Tab and screen
 * readers reach every one.
 *
 * A skipped card is as tall as `--card-block-size`: the cards' own size, measured on the first
 * one. Back puts the reader at the same offset before anything is measured (the router
 * restores the scroll as the page commits), so the size is remembered by window width, for the
 * tab: with it, the cards above that offset stand where they stood, and the reader sees the
 * same cards. The cards of a grid are all one size by design (styles.css `.card`).
 */
export function CardGrid({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  const [size, setSize] = useState(() => rememberedSize(window.innerWidth));

  useEffect(() => {
    const first = ref.current?.firstElementChild;
    const card = first?.firstElementChild;
    if (!first || !card || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // A skipped card is only as tall as the estimate: the size is read on a shown one.
      if (!card.checkVisibility({ contentVisibilityAuto: true })) return;
      const measured = entry?.borderBoxSize[0]?.blockSize;
      if (!measured) return;
      rememberSize(window.innerWidth, measured);
      setSize(measured);
    });
    observer.observe(first);
    return () => observer.disconnect();
  });

  const style =
    size === undefined ? undefined : ({ '--card-block-size': `${size}px` } as CSSProperties);
  return (
    <ul ref={ref} className="results__list" style={style}>
      {children}
    </ul>
  );
}

const STORAGE_KEY = 'card-grid-sizes';

/** The cards' size by window width, as last measured in this tab. */
function sizes(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    // Storage refused (a private window's quota) or edited by hand: measured anew.
    return {};
  }
}

function rememberedSize(width: number): number | undefined {
  const size = sizes()[width];
  return typeof size === 'number' && size > 0 ? size : undefined;
}

function rememberSize(width: number, size: number) {
  if (rememberedSize(width) === size) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...sizes(), [width]: size }));
  } catch {
    // Not kept: the next page measures again.
  }
}
