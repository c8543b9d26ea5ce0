/** Numbers, prices and dates for the reader's locale (the browser's). */
const countFormat = new Intl.NumberFormat();

export function formatCount(value: number): string {
  return countFormat.format(value);
}
