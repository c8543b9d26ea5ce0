import { plural, t } from '@lingui/core/macro';
import { intlDataLoaded } from './intl-data';
import { currentLanguage } from './language';

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator;

/**
 * Numbers, prices, dates and text order in the language of the page (`Intl`, kept per
 * language, each made when first used).
 */
const formats = new Map<string, Format>();
function cached<F extends Format>(name: string, make: (locale: string) => F): F {
  const key = `${currentLanguage()} ${name}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make(currentLanguage())));
  return format as F;
}

/**
 * Loads the locale data the page's number (and date) formats need ahead, while its data is on
 * the way: a loader calls it, so that the render that shows the results does not. Mostly the
 * worker the entry starts has done it (./intl-data.ts), and then each format is made in a
 * moment as the page first uses it. Else the first format costs about 30 ms (four times that
 * on a mid-range phone), and the formats are made here, each in a task of its own: no one of
 * them is a long task. `text`: collation too, only for a page that sorts text
 * (`compareText`): a collator the page does not use is work for nothing.
 */
export function prepareFormats({
  dates = false,
  text = false,
}: { dates?: boolean; text?: boolean } = {}): void {
  const language = currentLanguage();
  void intlDataLoaded().then((loaded) => {
    if (loaded === language) return;
    const steps = [
      () => new Intl.Locale(language).maximize(),
      ...(text ? [() => new Intl.Collator(language)] : []),
      () => formatCount(0),
      ...(dates ? [() => formatDate('2000-01-01')] : []),
    ];
    const next = () => {
      steps.shift()?.();
      if (steps.length) setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}

/**
 * Text in the page language's alphabetical order (Ukrainian puts Cyrillic first, English
 * Latin), case and accents aside, numbers by value. Its collator is made on the first
 * comparison, not as a page's code loads: a collator's locale data is a long task on a phone.
 */
export function compareText(a: string, b: string): number {
  return cached(
    'text',
    (locale) => new Intl.Collator(locale, { sensitivity: 'base', numeric: true }),
  ).compare(a, b);
}

export function formatCount(value: number): string {
  return cached('count', (locale) => new Intl.NumberFormat(locale)).format(value);
}

/** The currencies the marketplace prices in. */
export type MoneyCurrency = 'USD' | 'EUR' | 'UAH';

export function formatMoney(value: number, currency: MoneyCurrency): string {
  return cached(
    currency,
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
  ).format(value);
}

/** "1 оголошення", "2 оголошення", "5 оголошень"; "1 advert", "1,578 adverts". */
export function formatAdverts(value: number): string {
  const count = formatCount(value);
  return plural(value, { one: `${count} advert`, other: `${count} adverts` });
}

/** "1 сторінка", "3 сторінки", "12 сторінок"; "1 page", "12 pages". */
export function formatPages(value: number): string {
  const count = formatCount(value);
  return plural(value, { one: `${count} page`, other: `${count} pages` });
}

/*
 * The API's times ("YYYY-MM-DD HH:MM:SS") are the service's wall-clock time. They are read as
 * if UTC and formatted in UTC, so the reader sees the time the service recorded, in their
 * locale's style, whatever their own time zone (an order at 23:30 stays on its day).
 */

export function parseApiDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** An API time, or a "YYYY-MM-DD" day, for the reader's locale. */
export function formatDate(text: string, withTime = false): string {
  const date = parseApiDate(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text} 00:00:00` : text);
  if (!date) return text;
  return cached(
    withTime ? 'date-time' : 'date',
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
        timeZone: 'UTC',
      }),
  ).format(date);
}

/**
 * A figure of a filter said back to the reader (a chip's "Price 9,000–12,500 USD"), in the
 * page's digits and decimal sign ("1,6 л"), grouped from five digits only: a year stays 2010.
 */
export function formatFigure(value: number, grouping: 'min2' | 'always' = 'min2'): string {
  return cached(
    `figure ${grouping}`,
    (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 6, useGrouping: grouping }),
  ).format(value);
}

/**
 * A range of a filter said back to the reader, its figures as `formatFigure` writes them:
 * "9,000–12,500 USD", "from 2010", "up to 150 thousand km"; empty when neither end is set.
 */
export function formatRange(low: number | undefined, high: number | undefined, unit = ''): string {
  const suffix = unit ? ` ${unit}` : '';
  // Both ends alike: "3,000–20,000 USD", never "3000–20,000 USD" (a year range stays ungrouped).
  const grouping =
    low !== undefined && high !== undefined && Math.max(Math.abs(low), Math.abs(high)) >= 10_000
      ? 'always'
      : 'min2';
  const from = low === undefined ? undefined : formatFigure(low, grouping);
  const upTo = high === undefined ? undefined : formatFigure(high, grouping);
  if (from !== undefined && upTo !== undefined) return `${from}–${upTo}${suffix}`;
  if (from !== undefined) return t`from ${from}${suffix}`;
  return upTo === undefined ? '' : t`up to ${upTo}${suffix}`;
}

/** An amount with no currency (order totals): grouped for the locale, at most two decimals. */
export function formatAmount(value: number): string {
  return cached(
    'amount',
    (locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  ).format(value);
}

/** A wait in words, for "Try again in …": "45 seconds", "12 minutes", "2 hours". */
export function formatWait(seconds: number): string {
  if (seconds < 90) return plural(seconds, { one: '# second', other: '# seconds' });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return plural(minutes, { one: '# minute', other: '# minutes' });
  return plural(Math.ceil(minutes / 60), { one: '# hour', other: '# hours' });
}
