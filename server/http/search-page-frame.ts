/**
 * The frame of a search page's layout (page-shell.ts), as src/components/search-page.tsx
 * (`SearchPage`, `StatusLine`) renders it, for the frames of the pages that paint their results'
 * top from the HTML (realty-results-frame.ts, vehicle-results-frame.ts, orders-summary-frame.ts),
 * with the chips and first cards the two searches share. The filter column holds what takes
 * room where the panel is folded (its hidden heading and the panel's button) and, for a form the
 * frame can draw (the orders'), the panel itself; a search's form is the app's.
 */
import {
  BEFORE_APP_ATTRIBUTE,
  CLEAR_ALL_PRESS,
  chipPress,
  FILTERS_PRESS,
} from '../../src/lib/before-app';
import { CARD_PHOTO_SIZES, type PhotoSources } from '../../src/lib/photo-sources';
import { appMessage, appNumber } from './app-i18n';
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
  /**
   * The filter panel with its form (HTML), where the frame can draw it (orders-summary-frame.ts):
   * shown beside or above the results where the panel is open, folded away as the app's is.
   */
  readonly panel?: { readonly id: string; readonly html: string };
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
    `<button type="button" class="button button--secondary filters-toggle" aria-expanded="false"${frame.panel ? ` aria-controls="${frame.panel.id}"` : ''} ${BEFORE_APP_ATTRIBUTE}="${FILTERS_PRESS}">${toggle}</button>`,
    frame.panel
      ? `<div id="${frame.panel.id}" class="filters-panel">${frame.panel.html}</div>`
      : '',
    `</${column}>`,
    '<section class="search-layout__results" aria-labelledby="frame-results">',
    `<h2 id="frame-results" tabindex="-1" class="${heading}">${results}</h2>`,
    frame.results,
    '</section></div>',
  ].join('');
}

/** How many adverts a search found, as src/lib/format.ts `formatAdverts` says it; null: no message. */
export function advertsCount(language: PageLanguage, count: number): string | null {
  return appMessage(language, '{value, plural, one {{count} advert} other {{count} adverts}}', {
    value: count,
    count: appNumber(language, count),
  });
}

/** `StatusLine`: how many results, as the app announces it. */
export function statusLineHtml(text: string): string {
  return `<p class="results__count" role="status" aria-live="polite" aria-atomic="true">${escapeHtml(text)}</p>`;
}

/**
 * `Chips` (src/components/ui/chips.tsx) for `labels` in `language`: '' for none, null where a
 * message is missing from the catalog.
 */
export function chipsHtml(language: PageLanguage, labels: readonly string[]): string | null {
  if (labels.length === 0) return '';
  const words = [appMessage(language, 'Active filters'), appMessage(language, 'Clear filters')];
  const removes = labels.map((label) => appMessage(language, 'Remove filter: {0}', { 0: label }));
  if (words.includes(null) || removes.includes(null)) return null;
  const [activeFilters, clearAll] = words.map((word) => escapeHtml(word ?? ''));
  return [
    `<div class="chips"><ul aria-label="${activeFilters}">`,
    ...labels.map(
      (label, index) =>
        // Marked, as Clear filters is, so that a press before the app runs is done once it does.
        `<li class="chip"><span>${escapeHtml(label)}</span><button type="button" class="chip__remove" aria-label="${escapeHtml(removes[index] ?? '')}" ${BEFORE_APP_ATTRIBUTE}="${chipPress(index)}">×</button></li>`,
    ),
    `</ul><button type="button" class="button button--quiet" ${BEFORE_APP_ATTRIBUTE}="${CLEAR_ALL_PRESS}">${clearAll}</button></div>`,
  ].join('');
}

/** A first card: the advert's title as the app forms it, its main photo (null: it has none). */
export interface FrameCard {
  readonly id: number;
  readonly title: string;
  readonly photo: PhotoSources | null;
}

/** The card's photo as src/components/ui/photo.tsx offers it; the first loads at once. */
function cardPhoto(photo: PhotoSources | null, first: boolean, noPhoto: string): string {
  if (!photo) {
    return `<div class="photo photo--empty"><span class="photo__missing">${escapeHtml(noPhoto)}</span></div>`;
  }
  const sizes = escapeHtml(CARD_PHOTO_SIZES);
  return [
    '<picture class="photo">',
    `<source type="image/webp" srcset="${escapeHtml(photo.webp)}" sizes="${sizes}">`,
    `<img src="${escapeHtml(photo.src)}" srcset="${escapeHtml(photo.jpeg)}" sizes="${sizes}"`,
    // As the app's cards: the first photo at once (the page's largest paint), the rest lazily.
    ` alt="" width="640" height="480"${first ? '' : ' loading="lazy"'} decoding="async">`,
    '</picture>',
  ].join('');
}

/**
 * The first cards of a search (`results__body`) as its cards show while their details load,
 * each with its title, its photo (the sources the page preloads: fetched once) and the line its
 * details show meanwhile, all of the card's fixed heights; null where a message is missing.
 * `route`: the adverts' pages (`/vehicles/:id`); `idPrefix`: the card's title id's.
 */
export function frameCardsHtml(
  language: PageLanguage,
  cards: readonly FrameCard[],
  route: 'vehicles' | 'realty',
  idPrefix: 'advert' | 'realty',
): string | null {
  const noPhoto = appMessage(language, 'No photo');
  const loading = appMessage(language, 'Loading details…');
  if (noPhoto === null || loading === null) return null;
  const items = cards.map(({ id, title, photo }, index) =>
    [
      `<li><article class="card" aria-labelledby="${idPrefix}-${id}">`,
      cardPhoto(photo, index === 0, noPhoto),
      `<h3 class="card__title" id="${idPrefix}-${id}"><a href="/${language}/${route}/${id}">${escapeHtml(title)}</a></h3>`,
      `<div class="card__details"><p class="card__note" aria-hidden="true">${escapeHtml(loading)}</p></div>`,
      '</article></li>',
    ].join(''),
  );
  return `<div class="results__body"><ul class="results__list">${items.join('')}</ul></div>`;
}
