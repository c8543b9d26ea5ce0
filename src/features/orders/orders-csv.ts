/**
 * CSV export of the orders shown (filtered and sorted), one line per order.
 *
 * - RFC 4180: lines end with CRLF; a field holding the separator, a double quote, CR or LF is
 *   wrapped in double quotes, and its quotes are doubled.
 * - The separator and decimal mark are those a spreadsheet reads in the page's language: Excel
 *   takes them from the system's regional settings, where Ukrainian has a decimal comma and
 *   separates a list with `;` (a comma-separated file opened all in one column); English
 *   separates with `,` and writes a decimal dot.
 * - A UTF-8 byte-order mark leads the file, so that Excel reads Cyrillic as such.
 * - Spreadsheet formulas are neutralized (OWASP "CSV injection"): a text field that starts with
 *   `=`, `+`, `-`, `@`, a tab or a CR gets a leading apostrophe, so `=HYPERLINK(…)` stays text.
 *   Phones such as "+38 (050) …" therefore read "'+38 (050) …". Numbers we write ourselves
 *   (id, total, item count) are never prefixed.
 * - One line per order: its item count and its item names joined by "; " (the expanded row in
 *   the app has the full items). Dates stay in the API's "YYYY-MM-DD HH:MM:SS" (the service's
 *   time), which spreadsheets read as a date; totals are plain numbers with a dot.
 */
import { t } from '@lingui/core/macro';
import { currentLanguage, type Language } from '../../lib/language';
import type { OrderRow } from './orders-table';

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';
const FORMULA_START = /^[=+\-@\t\r]/;

/** How a spreadsheet in a language reads a CSV file: its list separator and decimal mark. */
export interface CsvDialect {
  readonly separator: ',' | ';';
  readonly decimal: '.' | ',';
}

export const CSV_DIALECTS: Readonly<Record<Language, CsvDialect>> = {
  en: { separator: ',', decimal: '.' },
  uk: { separator: ';', decimal: ',' },
};

/** One field: numbers as written by JavaScript, text neutralized and quoted when needed. */
export function csvField(value: string | number, dialect = CSV_DIALECTS.en): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? String(value).replace('.', dialect.decimal) : '';
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  const quoted = /["\r\n]/.test(text) || text.includes(dialect.separator);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(fields: readonly (string | number)[], dialect = CSV_DIALECTS.en): string {
  return fields.map((field) => csvField(field, dialect)).join(dialect.separator);
}

/** The column names, in the page's language. */
export function csvHeader(): string[] {
  return [
    t`Order`,
    t`Created`,
    t`Status`,
    t`Total`,
    t`Recipient`,
    t`E-mail`,
    t`Phone`,
    t`Region`,
    t`City`,
    t`Address`,
    t`Delivery service`,
    t`Items`,
    t`Item names`,
  ];
}

export function csvFieldsOf(row: OrderRow): (string | number)[] {
  const { order } = row;
  return [
    order.order_id,
    order.created_at,
    row.statusName,
    order.total_order_sum,
    order.recipient.name,
    order.recipient.email,
    order.recipient.phone,
    row.regionName,
    row.cityName,
    order.delivery.address,
    order.delivery.service,
    row.itemCount,
    order.items.map((item) => item.name).join('; '),
  ];
}

/**
 * The CSV text (header and one line per row, each ended by CRLF), without the BOM, in the
 * page's language's dialect unless told another.
 */
export function toCsv(
  rows: readonly OrderRow[],
  dialect = CSV_DIALECTS[currentLanguage()],
): string {
  return [csvHeader(), ...rows.map(csvFieldsOf)]
    .map((line) => `${csvLine(line, dialect)}\r\n`)
    .join('');
}

/** The file as downloaded: the BOM, then the CSV. */
export function toCsvFile(rows: readonly OrderRow[]): string {
  return CSV_BOM + toCsv(rows);
}

/** "orders-2026-01-31.csv", from the reader's calendar day. */
export function csvFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `orders-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
