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
import { appMessage, appNumber } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';
import {
  advertsCount,
  chipsHtml,
  frameCardsHtml,
  searchPageHtml,
  statusLineHtml,
  type FrameCard,
} from './search-page-frame';

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
  const others = [query.category, query.realty_type, query.operation_type, query.with_photo];
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
    count: advertsCount(language, frame.count),
    pages:
      pageCount > 1
        ? appMessage(language, 'Page {0} of {1}, {REALTY_PAGE_SIZE} a page, newest first', {
            0: appNumber(language, page + 1),
            1: appNumber(language, pageCount),
            REALTY_PAGE_SIZE,
          })
        : '',
  };
  const t = (word: string | null): string => escapeHtml(word ?? '');
  const chipList = chipsHtml(language, chips);
  const cards = frameCardsHtml(language, frame.cards, 'realty', 'realty');
  if (Object.values(words).includes(null) || chipList === null || cards === null) return null;

  return searchPageHtml(language, {
    layout: 'sidebar',
    activeCount: chips.length,
    results: [
      '<div class="results__toolbar">',
      statusLineHtml(words.count ?? ''),
      words.pages ? `<p class="field__hint">${t(words.pages)}</p>` : '',
      '</div>',
      chipList,
      cards,
    ].join(''),
  });
}
