/**
 * The frame of a search page's layout (page-shell.ts), as src/components/search-page.tsx
 * (`SearchPage`, `StatusLine`) renders it, for the frames of the pages that paint their results'
 * top from the HTML (realty-results-frame.ts, orders-summary-frame.ts). The filter column holds
 * only what takes room where the panel is folded: its hidden heading and the panel's button;
 * the form is the app's.
 */
import { BEFORE_APP_ATTRIBUTE, FILTERS_PRESS } from '../../src/lib/before-app';
import { appMessage } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';

export interface SearchPageFrame {
  /** `SearchPage`'s `layout`: the filters beside the results, or above them. */
  readonly layout: 'sidebar' | 'stacked';
  /** A class more on the layout's box. */
  readonly className?: string;
  /** The filters the address sets, which the panel's button counts. */
  readonly activeCount: number;
  /** The results' heading (its message id; `Results` unless the page names it) and whether it is shown. */
  readonly resultsTitle?: string;
  readonly resultsTitleHidden?: boolean;
  /** The results' part (HTML) under their heading. */
  readonly results: string;
}

/** The page's layout in `language`, or null where a message is missing from the catalog. */
export function searchPageHtml(language: PageLanguage, frame: SearchPageFrame): string | null {
  const words = [
    appMessage(language, 'Filters'),
    frame.activeCount
      ? appMessage(language, 'Show filters ({0})', { 0: frame.activeCount })
      : appMessage(language, 'Show filters'),
    appMessage(language, frame.resultsTitle ?? 'Results'),
  ];
  if (words.includes(null)) return null;
  const [filters, toggle, results] = words.map((word) => escapeHtml(word ?? ''));
  const [layout, column] =
    frame.layout === 'sidebar' ? ['search-layout', 'aside'] : ['search-layout--stacked', 'section'];
  const heading = frame.resultsTitleHidden ? 'visually-hidden' : 'results__heading';
  return [
    `<div class="${layout}${frame.className ? ` ${frame.className}` : ''}">`,
    // The ids the app's useId gives are its own; the frame's are replaced with it.
    `<${column} class="search-layout__filters" aria-labelledby="frame-filters">`,
    `<h2 id="frame-filters" class="visually-hidden">${filters}</h2>`,
    // Marked so that a press before the app runs is kept, and the app opens the filters then.
    `<button type="button" class="button button--secondary filters-toggle" aria-expanded="false" ${BEFORE_APP_ATTRIBUTE}="${FILTERS_PRESS}">${toggle}</button>`,
    `</${column}>`,
    '<section class="search-layout__results" aria-labelledby="frame-results">',
    `<h2 id="frame-results" tabindex="-1" class="${heading}">${results}</h2>`,
    frame.results,
    '</section></div>',
  ].join('');
}

/** `StatusLine`: how many results, as the app announces it. */
export function statusLineHtml(text: string): string {
  return `<p class="results__count" role="status" aria-live="polite" aria-atomic="true">${escapeHtml(text)}</p>`;
}
