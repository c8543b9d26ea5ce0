/**
 * The top of a vehicle search's page in its frame (page-shell.ts), down to its first cards, so
 * that a wide screen's largest paint, the first card's photo, comes from the HTML (issue 21), as
 * a real-estate search's does (realty-results-frame.ts). It is the markup
 * src/features/vehicles/components/vehicle-search-page.tsx renders as the page first shows (its
 * route waits for the results, the first cards' details and the chips' catalogs), with the words
 * of the app's catalogs (app-i18n.ts):
 *
 * - the filter column as realty's (searchPageHtml);
 * - the toolbar: the count line, and the sort order and page size as chosen (the frame's are
 *   `inert`: what was picked there would be lost as the app replaces them);
 * - the chips of the makes and models asked for, named as the chips' catalogs name them;
 * - the market price's box, which keeps its height while its code loads (one make asked);
 * - each first card with its title, its photo (the sources the page preloads: fetched once) and
 *   the line its details show while they load, all of the card's fixed heights.
 *
 * Any other filter (its chip is not formed on the server), a notice about the address, no
 * results: null, and the page keeps the bare frame.
 */
import {
  effectivePageSize,
  encodeVehicleSearch,
  ORDER_BY,
  PAGE_SIZES,
  singleMake,
  type VehicleSearchQuery,
} from '../../src/api/contracts/vehicle-search-query';
import { appMessage } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';
import {
  advertsCount,
  chipsHtml,
  frameCardsHtml,
  searchPageHtml,
  statusLineHtml,
  type FrameCard,
} from './search-page-frame';

export interface VehicleResultsFrame {
  readonly query: VehicleSearchQuery;
  /** The search's answer: how many adverts, and the first cards of the page asked for. */
  readonly count: number;
  readonly cards: readonly FrameCard[];
  /** A make's name, or with `model` a model's, as the chips' catalogs name it; null: unknown. */
  readonly name: (mark: number, model?: number) => string | null;
}

/** The parameters whose part of the page the frame forms: the makes, the order, the page. */
const FRAME_PARAMS = /^(?:(?:marka_id|model_id)\[\d+\]|order_by|countpage|page|currency)$/;

/** The page's sort orders (vehicle-search-page.tsx `SORTS`), as message ids. */
const SORTS: Readonly<Record<(typeof ORDER_BY)[number], string>> = {
  0: 'Relevance',
  2: 'Price: low to high',
  3: 'Price: high to low',
  5: 'Year: newest first',
  6: 'Year: oldest first',
  7: 'Date added: newest first',
  8: 'Date added: oldest first',
  12: 'Mileage: highest first',
  13: 'Mileage: lowest first',
};

/** The makes' chips (vehicle-filter-chips.ts: a make, then its model), or null. */
function chipLabels(frame: VehicleResultsFrame): string[] | null {
  const params = encodeVehicleSearch(frame.query).map(([name]) => name);
  if (!params.every((name) => FRAME_PARAMS.test(name))) return null;
  const labels = frame.query.makes.map((row) => {
    if (!row.marka_id) return null;
    const make = frame.name(row.marka_id);
    const model = row.model_id ? frame.name(row.marka_id, row.model_id) : '';
    return make === null || model === null ? null : [make, model].filter(Boolean).join(' ');
  });
  return labels.every((label) => label !== null) ? labels : null;
}

/** A select of the toolbar, as the app renders it, with the chosen value. */
function select(label: string, options: readonly (readonly [string, string])[], chosen: string) {
  const choices = options.map(
    ([value, text]) =>
      `<option value="${value}"${value === chosen ? ' selected' : ''}>${escapeHtml(text)}</option>`,
  );
  return `<label class="inline-field" inert>${escapeHtml(label)}<select class="input">${choices.join('')}</select></label>`;
}

/**
 * The search's part of the page (inside `<main>`, after the `<h1>`) in `language`, or null when
 * the server cannot form it exactly.
 */
export function vehicleResultsHtml(
  frame: VehicleResultsFrame,
  language: PageLanguage,
): string | null {
  const chips = chipLabels(frame);
  if (!chips || frame.cards.length === 0) return null;
  const size = effectivePageSize(frame.query.countpage);
  const sorts = ORDER_BY.map((value) => [String(value), appMessage(language, SORTS[value])]);
  const words = {
    count: advertsCount(language, frame.count),
    sort: appMessage(language, 'Sort'),
    perPage: appMessage(language, 'Per page'),
    marketPrice: appMessage(language, 'Market price'),
  };
  const chipList = chipsHtml(language, chips);
  const cards = frameCardsHtml(language, frame.cards, 'vehicles', 'advert');
  const missing = [...Object.values(words), ...sorts.map(([, text]) => text), chipList, cards];
  // An untranslated message would show English in a Ukrainian page: the bare frame instead.
  if (missing.includes(null)) return null;
  const t = (word: string | null): string => escapeHtml(word ?? '');

  const sizes = [...new Set([...PAGE_SIZES, size])].sort((a, b) => a - b);
  const toolbar = [
    '<div class="results__toolbar">',
    statusLineHtml(words.count ?? ''),
    select(
      words.sort ?? '',
      sorts.map(([value, text]) => [value ?? '', text ?? ''] as const),
      String(frame.query.order_by ?? 0),
    ),
    select(
      words.perPage ?? '',
      sizes.map((value) => [String(value), String(value)] as const),
      String(size),
    ),
    '</div>',
  ].join('');
  // The box keeps its height from the start, folded on a phone as the app's first is: the
  // cards below stand where the app's will.
  const marketPrice = singleMake(frame.query)
    ? `<section class="market-price" aria-labelledby="market-price-title"><div class="market-price__head"><h3 class="market-price__title" id="market-price-title">${t(words.marketPrice)}</h3></div></section>`
    : '';
  return searchPageHtml(language, {
    layout: 'sidebar',
    activeCount: chips.length,
    results: [toolbar, chipList, marketPrice, cards].join(''),
  });
}
