/**
 * The fixed mix of realistic vehicle searches the benchmark measures, each in three forms: our
 * API's query, the nearest json-server query (equality, _gte/_lte, repeated = any of, _page,
 * _sort), and a plain typed-array scan (the floor).
 */
import { submittedSince } from '../server/domain/periods';
import { DATASET_NOW, formatDateTime } from '../server/seed/vehicles';
import type { Columns } from './floor';

/** `top=5` (the last month) as a time: the service counts from the dataset's clock. */
const MONTH_AGO = submittedSince(5, DATASET_NOW)!;

export interface BenchQuery {
  readonly name: string;
  readonly api: string;
  readonly jsonServer: string;
  /** Plain scan: the matches' positions in newest-first order (sorting done by the caller). */
  readonly scan: (c: Columns) => { count: number; page: number[] };
}

const page = (size: number, number = 0) => ({ from: number * size, to: (number + 1) * size });

/** A scan with the test inlined by the caller, collecting one page. */
function scanWith(c: Columns, size: number, pageNumber: number, test: (p: number) => boolean) {
  const { from, to } = page(size, pageNumber);
  const found: number[] = [];
  let count = 0;
  for (let p = 0; p < c.size; p++) {
    if (c.deleted[p] || !test(p)) continue;
    if (count >= from && count < to) found.push(c.ids[p]!);
    count++;
  }
  return { count, page: found };
}

export const QUERIES: readonly BenchQuery[] = [
  {
    name: 'all cars',
    api: 'category_id=1',
    jsonServer: 'category_id=1&_page=1&_limit=10',
    scan: (c) => scanWith(c, 10, 0, (p) => c.category[p] === 1),
  },
  {
    name: 'one make',
    api: 'marka_id[0]=79',
    jsonServer: 'marka_id=79&_page=1&_limit=10',
    scan: (c) => scanWith(c, 10, 0, (p) => c.make[p] === 79),
  },
  {
    name: 'three make rows, years, price',
    api: 'marka_id[0]=79&s_yers[0]=2010&po_yers[0]=2018&marka_id[1]=84&s_yers[1]=2012&marka_id[2]=9&price_ot=5000&price_do=30000',
    jsonServer:
      'marka_id=79&marka_id=84&marka_id=9&year_gte=2010&year_lte=2018&price_usd_gte=5000&price_usd_lte=30000&_page=1&_limit=10',
    scan: (c) =>
      scanWith(c, 10, 0, (p) => {
        const make = c.make[p]!;
        const year = c.year[p]!;
        const price = c.price[p]!;
        return (
          price >= 5000 &&
          price <= 30000 &&
          ((make === 79 && year >= 2010 && year <= 2018) ||
            (make === 84 && year >= 2012) ||
            make === 9)
        );
      }),
  },
  {
    name: 'every filter at once',
    api: 'category_id=1&bodystyle[0]=3&bodystyle[1]=5&marka_id[0]=79&model_id[0]=0&s_yers[0]=2008&po_yers[0]=2020&brandOrigin[0]=392&price_ot=1000&price_do=60000&currency=1&auctionPossible=1&state[0]=10&city[0]=0&abroad=2&custom=1&auto_options[217]=217&type[0]=1&type[1]=2&gearbox[0]=1&gearbox[1]=2&engineVolumeFrom=1.4&engineVolumeTo=3.2&powerFrom=90&powerTo=250&power_name=1&with_photo=1',
    jsonServer:
      'category_id=1&bodystyle_id=3&bodystyle_id=5&marka_id=79&origin_country_id=392&year_gte=2008&year_lte=2020&price_usd_gte=1000&price_usd_lte=60000&auction_possible=1&state_id=10&abroad=0&customs_cleared=1&fuel_id=1&fuel_id=2&gearbox_id=1&gearbox_id=2&engine_cc_gte=1400&engine_cc_lte=3200&power_hp_gte=90&power_hp_lte=250&photo_count_gte=1&_page=1&_limit=10',
    scan: (c) =>
      scanWith(c, 10, 0, (p) => {
        const body = c.body[p];
        const fuel = c.fuel[p];
        const gearbox = c.gearbox[p];
        const year = c.year[p]!;
        const price = c.price[p]!;
        return (
          c.category[p] === 1 &&
          (body === 3 || body === 5) &&
          c.make[p] === 79 &&
          c.origin[p] === 392 &&
          year >= 2008 &&
          year <= 2020 &&
          price >= 1000 &&
          price <= 60000 &&
          c.auction[p] === 1 &&
          c.state[p] === 10 &&
          c.abroad[p] === 0 &&
          c.cleared[p] === 1 &&
          c.hasOption217[p] === 1 &&
          (fuel === 1 || fuel === 2) &&
          (gearbox === 1 || gearbox === 2) &&
          c.engineCc[p]! >= 1400 &&
          c.engineCc[p]! <= 3200 &&
          c.power[p]! >= 90 &&
          c.power[p]! <= 250 &&
          c.photos[p]! > 0
        );
      }),
  },
  {
    name: 'a deep page',
    api: 'category_id=1&page=150&countpage=100',
    jsonServer: 'category_id=1&_page=151&_limit=100',
    scan: (c) => scanWith(c, 100, 150, (p) => c.category[p] === 1),
  },
  {
    // What buyers reach for first (issue 15): mileage, colour, drive, no accident, VIN
    // checked, a dealer, posted in the last month.
    name: "a buyer's filters",
    api: 'category_id=1&raceTo=150&color_id[0]=2&color_id[1]=8&drive_id[0]=1&damage=0&verified.VIN=1&sellerType=2&top=5',
    jsonServer: `category_id=1&mileage_kkm_lte=150&color_id=2&color_id=8&drive_id=1&damaged=0&vin_checked=1&seller_type=2&add_date_gte=${encodeURIComponent(formatDateTime(MONTH_AGO))}&_page=1&_limit=10`,
    scan: (c) =>
      scanWith(c, 10, 0, (p) => {
        const color = c.color[p];
        return (
          c.category[p] === 1 &&
          c.mileage[p]! <= 150 &&
          (color === 2 || color === 8) &&
          c.drive[p] === 1 &&
          c.damaged[p] === 0 &&
          c.vinChecked[p] === 1 &&
          c.sellerType[p] === 2 &&
          c.added[p]! * 1000 >= MONTH_AGO
        );
      }),
  },
  {
    name: 'one make by mileage',
    api: 'marka_id[0]=84&order_by=13&countpage=20',
    jsonServer: 'marka_id=84&_sort=mileage_kkm&_order=asc&_page=1&_limit=20',
    scan: (c) => {
      // The plain way: collect the matches, sort them by mileage (ties: newest first).
      const matches: number[] = [];
      for (let p = 0; p < c.size; p++) if (!c.deleted[p] && c.make[p] === 84) matches.push(p);
      matches.sort((a, b) => c.mileage[a]! - c.mileage[b]! || a - b);
      return { count: matches.length, page: matches.slice(0, 20).map((p) => c.ids[p]!) };
    },
  },
  {
    name: 'sorted by price',
    api: 'category_id=1&order_by=2&countpage=20',
    jsonServer: 'category_id=1&_sort=price_usd&_order=asc&_page=1&_limit=20',
    scan: (c) => {
      // The plain way: collect the matches, sort them by price (ties: newest first).
      const matches: number[] = [];
      for (let p = 0; p < c.size; p++) if (!c.deleted[p] && c.category[p] === 1) matches.push(p);
      matches.sort((a, b) => c.price[a]! - c.price[b]! || a - b);
      return { count: matches.length, page: matches.slice(0, 20).map((p) => c.ids[p]!) };
    },
  },
];

export interface MarketQuery {
  readonly name: string;
  readonly api: string;
  /** Plain scan: the comparable adverts, newest first (the sample is the caller's). */
  readonly test: (c: Columns, p: number) => boolean;
}

/**
 * Market-price comparisons (`/auto/average_price`, issue 20), as a price panel or a badge asks
 * them, and the documented mileage-range example; the floor scans every advert for each.
 */
export const MARKET_QUERIES: readonly MarketQuery[] = [
  {
    name: 'one make, two gearboxes, years',
    api: 'marka_id=79&gear_id=1&gear_id=2&yers=2010&yers=2018',
    test: (c, p) => {
      const gearbox = c.gearbox[p];
      const year = c.year[p]!;
      return c.make[p] === 79 && (gearbox === 1 || gearbox === 2) && year >= 2010 && year <= 2018;
    },
  },
  {
    name: 'a make, two fuels, mileage range',
    api: 'marka_id=84&fuel_id=1&fuel_id=2&raceInt=50&raceInt=200',
    test: (c, p) => {
      const fuel = c.fuel[p];
      const mileage = c.mileage[p]!;
      return c.make[p] === 84 && (fuel === 1 || fuel === 2) && mileage >= 50 && mileage <= 200;
    },
  },
  {
    name: 'mileage range alone (documented)',
    api: 'raceInt=10&raceInt=100',
    test: (c, p) => c.mileage[p]! >= 10 && c.mileage[p]! <= 100,
  },
  {
    name: 'the whole market',
    api: '',
    test: () => true,
  },
];

/**
 * The plain way: scan every advert, keep the newest `size` that compare, sort them by price
 * (ties newest first), and sum. What the service's answer is checked against.
 */
export function marketScan(c: Columns, query: MarketQuery, size: number) {
  const sample: number[] = [];
  for (let p = 0; p < c.size; p++) {
    if (!c.deleted[p] && query.test(c, p) && sample.length < size) sample.push(p);
  }
  sample.sort((a, b) => c.price[a]! - c.price[b]! || a - b);
  let sum = 0;
  for (const p of sample) sum += c.price[p]!;
  return {
    total: sample.length,
    classifieds: sample.map((p) => c.ids[p]!),
    arithmeticMean: sum / sample.length,
  };
}
