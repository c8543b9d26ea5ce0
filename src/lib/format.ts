/** Numbers, prices and dates for the reader's locale (the browser's). */
const countFormat = new Intl.NumberFormat();

export function formatCount(value: number): string {
  return countFormat.format(value);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
export function formatMoney(value: number, currency: 'USD' | 'EUR' | 'UAH'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

/** "1 advert", "1,578 adverts". */
export function formatQuantity(value: number, one: string, many: string): string {
  return `${formatCount(value)} ${value === 1 ? one : many}`;
}

/*
 * The API's times ("YYYY-MM-DD HH:MM:SS") are the service's wall-clock time. They are read as
 * if UTC and formatted in UTC, so the reader sees the time the service recorded, in their
 * locale's style, whatever their own time zone (an order at 23:30 stays on its day).
 */
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

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
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

const amountFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** An amount with no currency (order totals): grouped for the locale, at most two decimals. */
export function formatAmount(value: number): string {
  return amountFormat.format(value);
}

/** A wait in words, for "Try again in …": "45 seconds", "12 minutes", "2 hours". */
export function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}
