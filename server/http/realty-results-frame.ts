/**
 * The top of a real-estate search's page in its frame (page-shell.ts), down to its first cards,
 * so that a phone's largest paint, the first card's photo, comes from the HTML (issue 21). It is
 * the markup src/components/search-page.tsx (`SearchPage`, `StatusLine`, `ResultStates`),
 * src/components/ui/chips.tsx and src/features/realty/components/realty-card.tsx render for the
 * same search once its answer is in, with the words of the app's catalogs (app-i18n.ts):
 *
 * - the filter column holds only what takes room: on a phone the folded panel's button (the
 *   panel itself is hidden there); beside the results the column is the grid's fixed width
 *   whatever it holds, so the form is left to the app;
 * - the results' heading, the count line and the page hint, the active filters' chips;
 * - each first card with its title, its photo (the sources the page preloads: fetched once) and
 *   the line its details show while they load, all of the card's fixed heights.
 *
 * What the server cannot form exactly (a filter whose chip it cannot name, a notice about the
 * address, no results) gives null: the page keeps the bare frame.
 */
import type { RealtySearchQuery } from '../../src/api/contracts/realty-search-query';
import { REALTY_PAGE_SIZE } from '../../src/api/contracts/realty-search-query';
import { BEFORE_APP_ATTRIBUTE, CLEAR_ALL_PRESS, chipPress } from '../../src/lib/before-app';
import { CARD_PHOTO_SIZES, type PhotoSources } from '../../src/lib/photo-sources';
import { appMessage, appNumber } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';
import { searchPageHtml, statusLineHtml } from './search-page-frame';

/** A first card: the advert's title as the app forms it, its main photo (null: it has none). */
export interface FrameCard {
  readonly id: number;
  readonly title: string;
  readonly photo: PhotoSources | null;
}

export interface RealtyResultsFrame {
  readonly query: RealtySearchQuery;
  /** The search's answer: how many adverts, and the first cards of the page asked for. */
  readonly count: number;
  readonly cards: readonly FrameCard[];
  /** The chips' place names, from the catalogs the app reads them from; null: not known. */
  readonly place: (
    catalog: 'states' | 'cities' | 'districts',
    parent: number,
    id: number,
  ) => string | null;
}

/**
 * The active filters' chips (src/features/realty/realty-filter-chips.ts), for the filters the
 * frame names: the region, the city and the districts, each from the catalog the page loads it
 * from (the cities of the region asked, the districts of the city asked). Null for any other
 * filter, or a place the catalog does not name (the app shows "#id" there).
 */
function chipLabels(frame: RealtyResultsFrame): string[] | null {
  const { query, place } = frame;
  const others = [query.category, query.realty_type, query.operation_type];
  if (others.some((value) => value !== undefined) || query.characteristics.length > 0) return null;
  const labels: (string | null)[] = [];
  if (query.state_id !== undefined) labels.push(place('states', 0, query.state_id));
  if (query.city_id !== undefined) {
    labels.push(
      query.state_id === undefined ? null : place('cities', query.state_id, query.city_id),
    );
  }
  for (const district of query.district_id) {
    labels.push(query.city_id === undefined ? null : place('districts', query.city_id, district));
  }
  return labels.every((label) => label !== null) ? labels : null;
}

/** The card's photo as src/components/ui/photo.tsx offers it; the first loads at once. */
export function cardPhoto(photo: PhotoSources | null, first: boolean, noPhoto: string): string {
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
 * The search's part of the page (inside `<main>`, after the `<h1>`) in `language`, or null when
 * the server cannot form it exactly.
 */
export function realtyResultsHtml(
  frame: RealtyResultsFrame,
  language: PageLanguage,
): string | null {
  const chips = chipLabels(frame);
  if (!chips || frame.cards.length === 0) return null;
  const page = frame.query.page ?? 0;
  const pageCount = Math.ceil(frame.count / REALTY_PAGE_SIZE);
  const words = {
    // src/lib/format.ts `formatAdverts`.
    count: appMessage(language, '{value, plural, one {{count} advert} other {{count} adverts}}', {
      value: frame.count,
      count: appNumber(language, frame.count),
    }),
    pages:
      pageCount > 1
        ? appMessage(language, 'Page {0} of {1}, {REALTY_PAGE_SIZE} a page, newest first', {
            0: appNumber(language, page + 1),
            1: appNumber(language, pageCount),
            REALTY_PAGE_SIZE,
          })
        : '',
    activeFilters: appMessage(language, 'Active filters'),
    clearAll: appMessage(language, 'Clear all'),
    noPhoto: appMessage(language, 'No photo'),
    loading: appMessage(language, 'Loading details…'),
  };
  const removes = chips.map((label) => appMessage(language, 'Remove filter: {0}', { 0: label }));
  const t = (word: string | null): string => escapeHtml(word ?? '');
  if (Object.values(words).includes(null) || removes.includes(null)) return null;

  const chipList = chips.length
    ? [
        `<div class="chips"><ul aria-label="${t(words.activeFilters)}">`,
        ...chips.map(
          (label, index) =>
            // Marked, as Clear all is, so that a press before the app runs is done once it does.
            `<li class="chip"><span>${t(label)}</span><button type="button" class="chip__remove" aria-label="${t(removes[index] ?? null)}" ${BEFORE_APP_ATTRIBUTE}="${chipPress(index)}">×</button></li>`,
        ),
        `</ul><button type="button" class="button button--quiet" ${BEFORE_APP_ATTRIBUTE}="${CLEAR_ALL_PRESS}">${t(words.clearAll)}</button></div>`,
      ].join('')
    : '';
  const cards = frame.cards.map(({ id, title, photo }, index) =>
    [
      `<li><article class="card" aria-labelledby="realty-${id}">`,
      cardPhoto(photo, index === 0, words.noPhoto ?? ''),
      `<h3 class="card__title" id="realty-${id}"><a href="/${language}/realty/${id}">${escapeHtml(title)}</a></h3>`,
      `<div class="card__details"><p class="card__note" aria-hidden="true">${t(words.loading)}</p></div>`,
      '</article></li>',
    ].join(''),
  );
  return searchPageHtml(language, {
    layout: 'sidebar',
    activeCount: chips.length,
    results: [
      '<div class="results__toolbar">',
      statusLineHtml(words.count ?? ''),
      words.pages ? `<p class="field__hint">${t(words.pages)}</p>` : '',
      '</div>',
      chipList,
      `<div class="results__body"><ul class="results__list">${cards.join('')}</ul></div>`,
    ].join(''),
  });
}
