/**
 * The top of the orders page in its frame (page-shell.ts), down to its count line, so that the
 * page's largest paint comes from the HTML instead of after the app's code, the orders' check
 * and the first render (issue 21): on a phone that line, beside the open filter panel (a wide
 * screen) the form's hint. It is the markup src/components/search-page.tsx (`SearchPage`,
 * stacked, `StatusLine`), src/features/orders/components/orders-filters.tsx (the form, empty:
 * the frame is only for the address without filters) and
 * src/features/orders/components/orders-results.tsx render for the orders before their place
 * names are in (the chart and the table come with the app, below it), with the words of the
 * app's catalogs (app-i18n.ts).
 *
 * The form takes no input, as the converter's frame does (converter-frame.ts): the app replaces
 * it and what was entered would be lost. Its groups and buttons are `inert`, its text field
 * `readonly` and out of the tab order; a press or a key starts the app at once (src/main.tsx),
 * and a tap on the text field or its label is kept (src/lib/before-app.ts): the app's form
 * focuses its own field. None of this changes how it looks.
 */
import { ORDER_STATUSES } from '../../src/api/contracts/orders';
import { BEFORE_APP_ATTRIBUTE, ORDERS_SEARCH_PRESS } from '../../src/lib/before-app';
import { appMessage, appNumber } from './app-i18n';
import { escapeHtml, type PageLanguage } from './page-shell';
import { searchPageHtml, statusLineHtml } from './search-page-frame';

/**
 * What the count line says of every order of the account: how many, how many of them are
 * deleted, and the total of the others.
 */
export interface OrdersSummary {
  readonly count: number;
  readonly total: number;
  readonly deleted: number;
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
    summary.deleted > 0
      ? '{all, plural, one {{count} order shown, total {total} excluding {deleted} deleted} other {{count} orders shown, total {total} excluding {deleted} deleted}}'
      : '{all, plural, one {{count} order shown, total {total}} other {{count} orders shown, total {total}}}',
    {
      all: summary.count,
      count: appNumber(language, summary.count),
      total: appNumber(language, summary.total, 'amount'),
      deleted: appNumber(language, summary.deleted),
    },
  );
  const csv = appMessage(language, 'Download CSV');
  const form = ordersFormHtml(language);
  if (line === null || csv === null || form === null) return null;
  return searchPageHtml(language, {
    layout: 'stacked',
    panel: { id: 'orders-filters', html: form },
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

/** src/features/orders/orders-table.ts `STATUS_NAMES`, in ORDER_STATUSES' order. */
const STATUS_MESSAGES: Readonly<Record<(typeof ORDER_STATUSES)[number], string>> = {
  0: 'New',
  1: 'Completed',
  2: 'Not completed',
  6: 'Deleted',
};

/** The frame's ids: the app's come from useId, and the frame's are replaced with it. */
const SEARCH_ID = 'frame-orders-q';
const PRESS = `${BEFORE_APP_ATTRIBUTE}="${ORDERS_SEARCH_PRESS}"`;

/** The orders' empty filter form (`OrdersFilters`), or null where the catalog lacks a word. */
function ordersFormHtml(language: PageLanguage): string | null {
  const word = (id: string, values?: Record<string, string>) => {
    const text = appMessage(language, id, values);
    return text === null ? null : escapeHtml(text);
  };
  const statuses = ORDER_STATUSES.map((status) => [status, word(STATUS_MESSAGES[status])] as const);
  const words = [
    word('Order filters'),
    word('Status'),
    word('Search'),
    word(
      'Order number, recipient, e-mail, phone, city, address, delivery service or item. Every word must match.',
    ),
    word('Apply filters'),
    word('Clear filters'),
  ];
  const created = rangeHtml(language, 'Created', 'orders-filters__dates', 'date', ['from', 'to']);
  const total = rangeHtml(language, 'Total', '', 'decimal', ['min', 'max']);
  if (words.includes(null) || statuses.some(([, name]) => name === null) || !created || !total)
    return null;
  const [label, status, search, hint, apply, reset] = words;
  return [
    `<form class="orders-filters" aria-label="${label}" novalidate>`,
    // `CheckboxGroup`, two columns.
    `<fieldset class="checkbox-group" inert><legend class="field__label">${status}</legend>`,
    '<div class="checkbox-group__list checkbox-group__list--2">',
    ...statuses.map(
      ([value, name]) =>
        `<label class="checkbox"><input type="checkbox" value="${value}" name="statuses"><span>${name}</span></label>`,
    ),
    '</div></fieldset>',
    created,
    total,
    // `TextField` with its hint.
    `<div class="field"><label class="field__label" for="${SEARCH_ID}" ${PRESS}>${search}</label>`,
    `<input type="search" name="q" id="${SEARCH_ID}" class="input" aria-describedby="${SEARCH_ID}-hint" readonly tabindex="-1" ${PRESS}>`,
    `<p class="field__hint" id="${SEARCH_ID}-hint">${hint}</p></div>`,
    `<div class="orders-filters__actions" inert><button type="submit" class="button">${apply}</button>`,
    `<button type="button" class="button button--secondary">${reset}</button></div>`,
    '</form>',
  ].join('');
}

/** src/components/ui/range-field.tsx `RangeField`, empty; null where the catalog lacks a word. */
function rangeHtml(
  language: PageLanguage,
  legendId: string,
  className: string,
  kind: 'date' | 'decimal',
  [fromName, toName]: readonly [string, string],
): string | null {
  const legend = appMessage(language, legendId);
  if (legend === null) return null;
  const words = [
    appMessage(language, '{legend} from', { legend }),
    appMessage(language, '{legend} to', { legend }),
    appMessage(language, 'from'),
    appMessage(language, 'to'),
  ];
  if (words.includes(null)) return null;
  const [fromLabel, toLabel, from, to] = words.map((text) => escapeHtml(text ?? ''));
  // Dates in text fields, which take the date fields' room: a date field's first creation (its
  // locale's format) held a phone's first paint back by about 110 ms at 4x, where the panel is
  // not even shown. Without a placeholder, as a date field shows none; the app's show the
  // date's format once it has run.
  const field = (name: string, ariaLabel: string, placeholder: string) =>
    kind === 'date'
      ? `<input type="text" name="${name}" class="input" aria-label="${ariaLabel}">`
      : `<input inputmode="decimal" name="${name}" class="input" aria-label="${ariaLabel}" placeholder="${placeholder}">`;
  return [
    `<fieldset class="range${className ? ` ${className}` : ''}" inert>`,
    `<legend class="field__label">${escapeHtml(legend)}</legend><div class="range__inputs">`,
    // The words as `RangeField` has them for dates, shown where the pair stacks.
    kind === 'date' ? `<span class="range__word" aria-hidden="true">${from ?? ''}</span>` : '',
    field(fromName, fromLabel ?? '', from ?? ''),
    '<span class="range__dash" aria-hidden="true">–</span>',
    kind === 'date' ? `<span class="range__word" aria-hidden="true">${to ?? ''}</span>` : '',
    field(toName, toLabel ?? '', to ?? ''),
    '</div></fieldset>',
  ].join('');
}
