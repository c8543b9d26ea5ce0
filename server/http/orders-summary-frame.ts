/**
 * The top of the orders page in its frame (page-shell.ts), down to its count line, so that a
 * phone's largest paint, that line, comes from the HTML instead of after the app's code, the
 * orders' check and the first render (issue 21). It is the markup src/components/search-page.tsx
 * (`SearchPage`, stacked, `StatusLine`) and src/features/orders/components/orders-results.tsx
 * render for the orders before their place names are in (the chart and the table come with the
 * app, below it), with the words of the app's catalogs (app-i18n.ts).
 *
 * Only where the filter panel is folded away (a phone): beside it the panel's form stands above
 * the results, which the frame does not draw, so there the whole part is hidden
 * (`frame-folded-only` in src/styles.css) and the page shows the bare frame.
 */
import { appMessage, appNumber } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';
import { searchPageHtml, statusLineHtml } from './search-page-frame';

/** What the count line says of every order of the account: how many, and their total. */
export interface OrdersSummary {
  readonly count: number;
  readonly total: number;
}

/**
 * The orders page's part (inside `<main>`, after the `<h1>`) in `language` for an address with
 * no filter, or null when the server cannot form it exactly (no orders: the app says so
 * instead; a message the catalog lacks).
 */
export function ordersSummaryHtml(summary: OrdersSummary, language: PageLanguage): string | null {
  if (summary.count === 0) return null;
  // src/features/orders/components/orders-summary.tsx `summaryText`, every order shown.
  const line = appMessage(
    language,
    '{all, plural, one {{count} order shown, total {total}} other {{count} orders shown, total {total}}}',
    {
      all: summary.count,
      count: appNumber(language, summary.count),
      total: appNumber(language, summary.total, 'amount'),
    },
  );
  const csv = appMessage(language, 'Download CSV');
  if (line === null || csv === null) return null;
  return searchPageHtml(language, {
    layout: 'stacked',
    className: 'frame-folded-only',
    activeCount: 0,
    resultsTitle: 'Orders shown',
    resultsTitleHidden: true,
    results: [
      '<div class="orders-summary"><div class="orders-summary__main">',
      statusLineHtml(line),
      // As the app's until the place names are in, which the file holds.
      `<button type="button" class="button button--secondary" disabled>${escapeHtml(csv)}</button>`,
      '</div></div>',
    ].join(''),
  });
}
