/**
 * Fixed exchange rates (units of the currency per US dollar). CONTRACT.md: prices are filtered
 * in the requested `currency` with rates the service holds and reports; `/api/_meta` reports
 * these, and `/auto/info` rounds with the same ones, so a card's price always agrees with the
 * filter that found it.
 */
export const RATES = { USD: 1, EUR: 0.92, UAH: 41.5 } as const;

/** `currency` parameter ids: 1 USD, 2 EUR, 3 UAH. */
export const CURRENCY_CODES = { 1: 'USD', 2: 'EUR', 3: 'UAH' } as const;

export function priceIn(priceUsd: number, code: keyof typeof RATES): number {
  return Math.round(priceUsd * RATES[code]);
}

/** Horsepower to kilowatts, rounded as the power filter with `power_name=2` compares them. */
export function hpToKw(hp: number): number {
  return Math.round(hp * 0.7355);
}
