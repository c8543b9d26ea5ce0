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

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The API's "YYYY-MM-DD HH:MM:SS" (Kyiv time, as the service runs there), for the reader's locale. */
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

export function formatDate(text: string, withTime = false): string {
  const date = parseApiDate(text);
  if (!date) return text;
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}
