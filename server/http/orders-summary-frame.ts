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
import { appMessage } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';

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
  // src/lib/format.ts `formatCount` and `formatAmount`.
  const count = new Intl.NumberFormat(language).format(summary.count);
  const total = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(summary.total);
  const words = [
    appMessage(language, 'Filters'),
    appMessage(language, 'Show filters'),
    appMessage(language, 'Orders shown'),
    // src/features/orders/components/orders-summary.tsx `summaryText`, every order shown.
    appMessage(
      language,
      '{all, plural, one {{count} order shown, total {total}} other {{count} orders shown, total {total}}}',
      { all: summary.count, count, total },
    ),
    appMessage(language, 'Download CSV'),
  ];
  if (words.includes(null)) return null;
  const [filters, toggle, results, line, csv] = words.map((word) => escapeHtml(word ?? ''));
  return [
    '<div class="search-layout--stacked frame-folded-only">',
    // The ids the app's useId gives are its own; the frame's are replaced with it.
    '<section class="search-layout__filters" aria-labelledby="frame-filters">',
    `<h2 id="frame-filters" class="visually-hidden">${filters}</h2>`,
    `<button type="button" class="button button--secondary filters-toggle" aria-expanded="false">${toggle}</button>`,
    '</section>',
    '<section class="search-layout__results" aria-labelledby="frame-results">',
    `<h2 id="frame-results" tabindex="-1" class="visually-hidden">${results}</h2>`,
    '<div class="orders-summary"><div class="orders-summary__main">',
    `<p class="results__count" role="status" aria-live="polite" aria-atomic="true">${line}</p>`,
    // As the app's until the place names are in, which the file holds.
    `<button type="button" class="button button--secondary" disabled>${csv}</button>`,
    '</div></div>',
    '</section></div>',
  ].join('');
}
