import { describe, expect, it } from 'vitest';
import {
  emptyAveragePriceQuery,
  encodeAveragePrice,
  type AveragePrice,
} from '../../api/contracts/market-price';
import { formatQueryString, parseQueryString } from '../../api/contracts/query-codec';
import { decodeVehicleSearch } from '../../api/contracts/vehicle-search-query';
import {
  advertComparison,
  atAdvertRate,
  badgeMoney,
  ratePrice,
  searchComparison,
  yearBucket,
  yearBuckets,
} from './market-price';

const search = (text: string) => decodeVehicleSearch(parseQueryString(text)).query;
const asked = (text: string) => {
  const comparison = searchComparison(search(text));
  return comparison && formatQueryString(encodeAveragePrice(comparison));
};

describe('year buckets', () => {
  it('are fixed spans of three years ending 2026, so neighbouring cards share one', () => {
    expect(yearBucket(2024)).toEqual({ from: 2024, to: 2026 });
    expect(yearBucket(2026)).toEqual({ from: 2024, to: 2026 });
    expect(yearBucket(2023)).toEqual({ from: 2021, to: 2023 });
    expect(yearBucket(2021)).toEqual({ from: 2021, to: 2023 });
    expect(yearBucket(1999)).toEqual({ from: 1997, to: 1999 });
    expect(yearBucket(2000)).toEqual({ from: 2000, to: 2002 });
  });

  it('cover the search years, or the last ten buckets, oldest first', () => {
    expect(yearBuckets({ from: 2016, to: 2022 }, 2026)).toEqual([
      { from: 2015, to: 2017 },
      { from: 2018, to: 2020 },
      { from: 2021, to: 2023 },
    ]);
    const recent = yearBuckets(undefined, 2026);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toEqual({ from: 1997, to: 1999 });
    expect(recent.at(-1)).toEqual({ from: 2024, to: 2026 });
    // An open "from 1950" still asks for ten at most.
    expect(yearBuckets({ from: 1950, to: 9999 }, 2026)).toHaveLength(10);
  });
});

describe('what a comparison asks', () => {
  it('is nothing until exactly one make is chosen', () => {
    expect(asked('')).toBeNull();
    expect(asked('marka_id[0]=0&model_id[0]=5')).toBeNull();
    expect(asked('marka_id[0]=9&marka_id[1]=10')).toBeNull();
    expect(asked('marka_id[0]=9')).toBe('marka_id=9');
  });

  it('takes the search filters average_price has parameters for, and only those', () => {
    expect(
      asked(
        'category_id=1&bodystyle[0]=3&marka_id[0]=9&model_id[0]=31612&s_yers[0]=2010&po_yers[0]=2014' +
          '&price_ot=1000&price_do=9000&currency=1&state[0]=10&city[0]=0&type[0]=1&type[1]=2' +
          '&gearbox[0]=1&engineVolumeFrom=1.6&engineVolumeTo=1.6&auto_options[217]=217' +
          '&raceFrom=10&raceTo=100&color_id[0]=2&damage=0&auto_repairs=2&sellerType=1&top=4',
      ),
    ).toBe(
      'main_category=1&body_id=3&marka_id=9&model_id=31612&yers=2010&yers=2014&gear_id=1' +
        '&fuel_id=1&fuel_id=2&engineVolume=1.6&options=217&raceInt=10&raceInt=100&state_id=10' +
        '&color_id=2&damage=0&onRepairParts=0',
    );
    // One-sided ranges stay open on the other side; a volume range is not one volume.
    expect(
      asked('marka_id[0]=9&s_yers[0]=2015&raceTo=80&engineVolumeFrom=1.4&engineVolumeTo=2'),
    ).toBe('marka_id=9&yers=2015&yers=9999&raceInt=0&raceInt=80');
  });

  it('of an advert is its make, model and year bucket', () => {
    expect(advertComparison({ markId: 9, modelId: 31612, autoData: { year: 2019 } })).toEqual({
      ...emptyAveragePriceQuery,
      marka_id: 9,
      model_id: 31612,
      yers: { from: 2018, to: 2020 },
    });
    expect(advertComparison({ markId: 9, autoData: { year: 2019 } })).toBeNull();
  });
});

describe('a price against the middle half', () => {
  const stats: AveragePrice = {
    total: 38,
    arithmeticMean: 10_500,
    interQuartileMean: 10_200,
    percentiles: { '25.0': 9_000, '50.0': 10_000, '75.0': 12_000 },
    prices: [],
    classifieds: [],
  };

  it('is below, fair or above, by how much, with both quartiles counting as fair', () => {
    expect(ratePrice(7_800, stats)).toEqual({
      verdict: 'below',
      difference: 1_200,
      low: 9_000,
      high: 12_000,
      total: 38,
    });
    expect(ratePrice(9_000, stats)?.verdict).toBe('fair');
    expect(ratePrice(12_000, stats)?.verdict).toBe('fair');
    expect(ratePrice(12_500, stats)).toMatchObject({ verdict: 'above', difference: 500 });
    expect(ratePrice(1, { ...stats, percentiles: {} })).toBeNull();
  });

  it('is no verdict for an advert without a dollar price', () => {
    expect(ratePrice(0, stats)).toBeNull();
    expect(ratePrice(Number.NaN, stats)).toBeNull();
    expect(ratePrice(undefined as unknown as number, stats)).toBeNull();
  });
});

describe('a badge’s money', () => {
  // Hryvnias are "грн" in a browser, "₴" in some builds of Node's ICU.
  it('is whole units as on the card, the currency where the language puts it', () => {
    expect(badgeMoney(49_800.4, 'UAH', 'uk')).toMatch(/^49\s800\s(грн|₴)$/);
    expect(badgeMoney(1_200, 'USD', 'en')).toBe('$1,200');
  });

  it('gives a range with its currency once', () => {
    expect(badgeMoney(373_500, 'UAH', 'uk', 498_000)).toMatch(/^373\s500\s?–\s?498\s000\s(грн|₴)$/);
    expect(badgeMoney(9_000, 'USD', 'en', 12_000)).toMatch(/^\$9,000\s?–\s?12,000$/);
  });

  it('shortens millions, and ends that read the same are one amount', () => {
    expect(badgeMoney(1_603_975, 'UAH', 'uk', 2_193_275)).toMatch(
      /^1,6(\sмлн)?\s?–\s?2,19\sмлн\s(грн|₴)$/,
    );
    expect(badgeMoney(1_234_567, 'USD', 'en')).toBe('$1.23M');
    expect(badgeMoney(1_600_000, 'USD', 'en', 1_600_400)).toBe('$1.6M');
  });
});

describe('a dollar amount at the advert’s own rate', () => {
  const advert = { USD: 7_800, UAH: 323_700, EUR: 7_176 };
  const at = (currency: 'USD' | 'EUR' | 'UAH', usd: number, of = advert) => {
    const shown = atAdvertRate(of, currency);
    return { currency: shown.currency, amount: usd * shown.rate };
  };

  it('is in the currency of the price beside it, at the rate of its own prices', () => {
    expect(at('UAH', 1_200).amount).toBeCloseTo(49_800);
    expect(at('EUR', 1_200).amount).toBeCloseTo(1_104);
    expect(at('USD', 1_200)).toEqual({ currency: 'USD', amount: 1_200 });
  });

  it('stays in dollars where the advert gives no rate', () => {
    expect(at('UAH', 1_200, { ...advert, USD: 0 })).toEqual({ currency: 'USD', amount: 1_200 });
    expect(at('UAH', 1_200, { ...advert, UAH: 0 })).toEqual({ currency: 'USD', amount: 1_200 });
  });
});
