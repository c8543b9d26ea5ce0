import { describe, expect, it } from 'vitest';
import { histogram, niceStep, percentOf } from './chart-scale';

describe('chart arithmetic', () => {
  it('rounds steps up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(730)).toBe(1000);
    expect(niceStep(1_300)).toBe(2_000);
    expect(niceStep(2_100)).toBe(2_500);
    expect(niceStep(4_000)).toBe(5_000);
    expect(niceStep(0)).toBe(1);
  });

  it('counts every price once, the highest in the last bin', () => {
    const prices = [5_000, 5_200, 7_400, 8_000, 9_999, 10_000, 14_800, 21_000, 21_000];
    const bins = histogram(prices);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(prices.length);
    expect(bins[0]?.from).toBeLessThanOrEqual(5_000);
    expect(bins.at(-1)?.to).toBeGreaterThan(21_000);
    for (const bin of bins) {
      expect(bin.count).toBe(prices.filter((price) => price >= bin.from && price < bin.to).length);
    }
    // All equal: one bin holding them all.
    expect(histogram([3_000, 3_000, 3_000, 3_000, 3_000])).toEqual([
      { from: 3_000, to: 3_001, count: 5 },
    ]);
    expect(histogram([])).toEqual([]);
  });

  it('places values as percentages, clamped', () => {
    expect(percentOf(15, 10, 20)).toBe(50);
    expect(percentOf(30, 10, 20)).toBe(100);
    expect(percentOf(5, 10, 10)).toBe(50);
  });
});
