/** The arithmetic of the market-price charts: bins and positions. Pure, tested on its own. */

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= raw) ?? 10;
  return step * magnitude;
}

export interface Bin {
  readonly from: number;
  /** Exclusive, but for the last bin, which holds the highest price too. */
  readonly to: number;
  readonly count: number;
}

/**
 * A histogram of prices in round bins (about √n of them, 5 to 15), from the bin that holds the
 * lowest price to the one that holds the highest.
 */
export function histogram(prices: readonly number[]): Bin[] {
  if (prices.length === 0) return [];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const wanted = Math.min(15, Math.max(5, Math.ceil(Math.sqrt(prices.length))));
  const step = niceStep((high - low) / wanted);
  const start = Math.floor(low / step) * step;
  const count = Math.max(1, Math.floor((high - start) / step) + 1);
  const bins = Array.from({ length: count }, (_, i) => ({
    from: start + i * step,
    to: start + (i + 1) * step,
    count: 0,
  }));
  for (const price of prices) {
    const index = Math.min(count - 1, Math.floor((price - start) / step));
    bins[index]!.count += 1;
  }
  return bins;
}

/** A value's place between `from` and `to`, as a percentage (0 to 100, clamped). */
export function percentOf(value: number, from: number, to: number): number {
  if (to <= from) return 50;
  return Math.min(100, Math.max(0, ((value - from) / (to - from)) * 100));
}
