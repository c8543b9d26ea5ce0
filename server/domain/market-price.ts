/**
 * The market price of comparable adverts (CONTRACT.md "Market price"): which adverts compare,
 * read as the vehicle search reads the same filters, and the statistics of their prices.
 */
import {
  MIN_SAMPLE,
  PERCENTILES,
  percentileKey,
  type AveragePrice,
  type AveragePriceQuery,
} from '../../src/api/contracts/market-price';
import type { VehicleSearchQuery } from '../../src/api/contracts/vehicle-search-query';

const listed = (values: readonly number[]) => values.map((value, index) => ({ index, value }));

/**
 * The search that finds the comparable adverts: one make row (make, model, years), one region
 * row, lists for the repeated ids, and the search's own reading of every other filter.
 */
export function comparableAdverts(q: AveragePriceQuery): VehicleSearchQuery {
  const makeRow =
    q.marka_id !== undefined || q.model_id !== undefined || q.yers !== undefined
      ? [
          {
            index: 0,
            ...(q.marka_id !== undefined ? { marka_id: q.marka_id } : {}),
            ...(q.model_id !== undefined ? { model_id: q.model_id } : {}),
            ...(q.yers ? { s_yers: q.yers.from, po_yers: q.yers.to } : {}),
          },
        ]
      : [];
  const regionRow =
    q.state_id !== undefined || q.city_id !== undefined
      ? [
          {
            index: 0,
            ...(q.state_id !== undefined ? { state: q.state_id } : {}),
            ...(q.city_id !== undefined ? { city: q.city_id } : {}),
          },
        ]
      : [];
  const optional = <K extends keyof VehicleSearchQuery>(key: K, value: VehicleSearchQuery[K]) =>
    value === undefined ? {} : { [key]: value };
  return {
    ...optional('category_id', q.main_category),
    bodystyle: listed(q.body_id),
    makes: makeRow,
    regions: regionRow,
    auto_options: [...q.options].sort((a, b) => a - b),
    fuels: listed(q.fuel_id),
    gearboxes: listed(q.gear_id),
    ...(q.drive_id.length ? { drives: listed(q.drive_id) } : {}),
    ...(q.color_id.length ? { colors: listed(q.color_id) } : {}),
    ...optional('engineVolumeFrom', q.engineVolume),
    ...optional('engineVolumeTo', q.engineVolume),
    ...optional('raceFrom', q.raceInt?.from),
    ...optional('raceTo', q.raceInt?.to),
    ...optional('door', q.door),
    ...optional('carrying', q.carrying),
    ...optional('seats', q.seats),
    ...optional('custom', q.custom),
    ...optional('damage', q.damage),
    ...optional('under_credit', q.under_credit),
    ...optional('confiscated_car', q.confiscated_car),
    ...optional('auto_repairs', q.onRepairParts),
  };
}

/**
 * The p-th percentile of ascending values by linear interpolation between closest ranks
 * (numpy's default, Excel's PERCENTILE.INC): rank (n − 1)·p/100.
 */
export function percentile(sorted: readonly number[], p: number): number {
  const rank = ((sorted.length - 1) * p) / 100;
  const low = Math.floor(rank);
  const high = Math.min(low + 1, sorted.length - 1);
  const lower = sorted[low]!;
  return lower + (rank - low) * (sorted[high]! - lower);
}

/**
 * The statistics of a sample (prices ascending, `ids[i]` priced `prices[i]`), or null when it
 * has fewer than MIN_SAMPLE adverts. The inter-quartile mean is the mean of the prices from the
 * 25th to the 75th percentile, both included.
 */
export function priceStatistics(prices: readonly number[], ids: readonly number[]) {
  if (prices.length < MIN_SAMPLE) return null;
  let sum = 0;
  for (const price of prices) sum += price;
  const q1 = percentile(prices, 25);
  const q3 = percentile(prices, 75);
  let middleSum = 0;
  let middle = 0;
  for (const price of prices) {
    if (price >= q1 && price <= q3) {
      middleSum += price;
      middle++;
    }
  }
  const answer: AveragePrice = {
    total: prices.length,
    arithmeticMean: sum / prices.length,
    interQuartileMean: middleSum / middle,
    percentiles: Object.fromEntries(
      PERCENTILES.map((p) => [percentileKey(p), percentile(prices, p)]),
    ),
    prices: [...prices],
    classifieds: [...ids],
  };
  return answer;
}
