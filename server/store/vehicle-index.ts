/**
 * An in-memory column index of the vehicle adverts, for search.
 *
 * SQLite stays the source of truth: the index is read from it at start-up and every delete
 * updates both in one synchronous step, so no search can see one without the other.
 *
 * Columns are typed arrays in "newest first" order (position 0 is the newest advert). Selective
 * attributes (category, make, model, origin, region, city, body, fuel, gearbox, drive, colour,
 * import country) also have posting lists: the positions holding each value, ascending. A
 * search walks the smallest candidate list its filters allow (or every position, or only the
 * newest positions a submission period allows) and tests each candidate against the whole
 * query; a query that is exactly one list is answered from the list alone. Date order is the
 * position order (or its reverse); price, year and mileage orders use precomputed permutations
 * and ranks, ties newest first (CONTRACT.md "Order").
 */
import type { VehicleSearchQuery } from '../../src/api/contracts/vehicle-search-query';
import { effectivePageSize } from '../../src/api/contracts/vehicle-search-query';
import { carMakeOfModel } from '../catalog/catalog';
import { hpToKw, priceIn } from '../domain/currency';
import { submittedSince } from '../domain/periods';
import { DATASET_NOW } from '../seed/vehicles';
import type { Db } from './database';
import {
  compilePredicate,
  FLAG,
  requiredFlags,
  zeroMeansAny,
  type PredicateColumns,
} from './vehicle-predicate';

const { DELETED } = FLAG;

/** Each advert's flags, computed by SQL as one integer with FLAG's bits. */
const FLAGS_SQL = [
  `(auction_possible != 0) * ${FLAG.AUCTION}`,
  `(real_exchange != 0) * ${FLAG.REAL_EXCHANGE}`,
  `(exchange != 0) * ${FLAG.EXCHANGE}`,
  `(abroad != 0) * ${FLAG.ABROAD}`,
  `(customs_cleared != 0) * ${FLAG.CLEARED}`,
  `(photo_count > 0) * ${FLAG.PHOTO}`,
  `(deleted_at IS NOT NULL) * ${FLAG.DELETED}`,
  `(damaged != 0) * ${FLAG.DAMAGED}`,
  `(under_credit != 0) * ${FLAG.CREDIT}`,
  `(confiscated != 0) * ${FLAG.CONFISCATED}`,
  `(not_running != 0) * ${FLAG.NOT_RUNNING}`,
  `(seller_type = 2) * ${FLAG.DEALER}`,
  `(with_video != 0) * ${FLAG.VIDEO}`,
  `(vin_checked != 0) * ${FLAG.VIN}`,
  `(sold != 0) * ${FLAG.SOLD}`,
].join(' + ');

/** `order_by` values walked through a permutation (the others follow position order). */
type SortedOrder = 2 | 3 | 5 | 6 | 12 | 13;
const SORTED_ORDERS = new Set<number>([2, 3, 5, 6, 12, 13]);

/** Positions in one order, and each position's place in it. */
interface Permutation {
  readonly byKey: Int32Array;
  readonly rank: Int32Array;
}

/** Above this many matches, price order walks the permutation instead of sorting matches. */
const SORT_LIMIT = 150_000;

export interface SearchPage {
  readonly count: number;
  readonly ids: number[];
}

/** A stretch [start, end) of the scratch `matches` buffer. */
interface Run {
  readonly start: number;
  readonly end: number;
}

/** Whether the advert at a position matches (deleted ones never do). */
type Predicate = (p: number) => boolean;

/** The positions holding one value of one column, ascending, and how many are not deleted. */
interface Posting {
  readonly positions: Int32Array;
  live: number;
}

const POSTED = [
  'category',
  'body',
  'make',
  'model',
  'origin',
  'state',
  'city',
  'fuel',
  'gearbox',
  'drive',
  'color',
  'imported',
] as const;
type Posted = (typeof POSTED)[number];

/** Where to look: the union of some posting lists, and whether that union is the whole query. */
interface Candidates {
  readonly lists: readonly Posting[];
  readonly exact: boolean;
  /** No position is in two of the lists (distinct values of one column). */
  readonly disjoint: boolean;
}

/** What a query compiles to: its test, where to look, and the positions a period allows. */
interface Compiled {
  readonly test: Predicate | null;
  readonly candidates: Candidates | null;
  /** Positions from here on are older than `top` allows (the size when there is no period). */
  readonly limit: number;
}

const EMPTY: Posting = { positions: new Int32Array(0), live: 0 };

function bitsFor(n: number): number {
  return Math.max(1, Math.ceil(Math.log2(n + 1)));
}

export class VehicleIndex {
  readonly size: number;
  private live = 0;
  readonly ids: Int32Array;
  private readonly columns: Record<Posted, Int32Array>;
  private readonly year: Int32Array;
  private readonly wantedMake: Int32Array;
  private readonly wantedModel: Int32Array;
  private readonly engineCc: Int32Array;
  private readonly powerHp: Int32Array;
  private readonly powerKw: Int32Array;
  private readonly prices: Record<1 | 2 | 3, Float64Array>;
  private readonly mileage: Int32Array;
  private readonly doors: Uint8Array;
  private readonly seats: Uint8Array;
  private readonly payload: Int32Array;
  private readonly wheel: Uint8Array;
  private readonly axles: Uint8Array;
  private readonly fuelCity: Uint16Array;
  private readonly fuelRoute: Uint16Array;
  private readonly fuelCombine: Uint16Array;
  /** Add time in unix seconds, descending with position (for `top`). */
  private readonly addSeconds: Float64Array;
  private readonly flags: Uint16Array;
  /** Option sets as bitsets, `words` 32-bit words per advert. */
  private readonly options: Uint32Array;
  private readonly words: number;
  private readonly optionBit = new Map<number, number>();
  private readonly postings: Record<Posted, Map<number, Posting>>;
  /** Price, year and mileage orders, each way; equal keys newest first. */
  private readonly orders: Record<SortedOrder, Permutation>;
  /** Ids ascending, with their positions, to find an advert to delete. */
  private readonly sortedIds: Int32Array;
  private readonly sortedPositions: Int32Array;
  /** Scratch space for one search at a time (the server is single-threaded). */
  private readonly matches: Int32Array;
  private readonly marks: Uint8Array;
  private readonly predicateColumns: PredicateColumns;

  constructor(db: Db) {
    // Two passes over the table in id order: the add times first, to know each row's position
    // (newest first), then every column straight into its typed array. Keeping a million rows
    // of values between the two would cost more in garbage collection than reading twice.
    // SQLite's ORDER BY on add_date would sort a million rows more slowly than a typed-array
    // sort, and small values are packed by SQL so that each row is fewer JavaScript values.
    const added = db
      .prepare('SELECT unixepoch(add_date) FROM vehicles ORDER BY id')
      .pluck()
      .all() as number[];
    const total = added.length;
    this.size = total;

    // Newest first: by add_date descending, then id descending.
    const shift = 2 ** bitsFor(total);
    const keys = new Float64Array(total);
    for (let r = 0; r < total; r++) keys[r] = added[r]! * shift + r;
    keys.sort();
    const positionOfRow = new Int32Array(total);
    for (let p = 0; p < total; p++) positionOfRow[keys[total - 1 - p]! % shift] = p;

    const int = () => new Int32Array(total);
    this.ids = int();
    this.columns = {
      category: int(),
      body: int(),
      make: int(),
      model: int(),
      origin: int(),
      state: int(),
      city: int(),
      fuel: int(),
      gearbox: int(),
      drive: int(),
      color: int(),
      imported: int(),
    };
    this.year = int();
    this.wantedMake = int();
    this.wantedModel = int();
    this.engineCc = int();
    this.powerHp = int();
    this.powerKw = int();
    this.prices = {
      1: new Float64Array(total),
      2: new Float64Array(total),
      3: new Float64Array(total),
    };
    this.mileage = int();
    this.doors = new Uint8Array(total);
    this.seats = new Uint8Array(total);
    this.payload = int();
    this.wheel = new Uint8Array(total);
    this.axles = new Uint8Array(total);
    this.fuelCity = new Uint16Array(total);
    this.fuelRoute = new Uint16Array(total);
    this.fuelCombine = new Uint16Array(total);
    this.addSeconds = new Float64Array(total);
    this.flags = new Uint16Array(total);
    const optionText = new Array<string>(total);
    const c = this.columns;

    const rows = db
      .prepare(
        `SELECT id, category_id, bodystyle_id, marka_id, model_id, origin_country_id, year,
           state_id, city_id, fuel_id, gearbox_id, exchange_marka_id, exchange_model_id,
           engine_cc, power_hp, price_usd, ${FLAGS_SQL}, option_ids, drive_id, color_id,
           imported_from, mileage_kkm, payload_kg,
           doors + seats * 256 + wheel_formula_id * 65536 + axles * 16777216,
           fuel_city_x10 + fuel_route_x10 * 65536 + fuel_combine_x10 * 4294967296
         FROM vehicles ORDER BY id`,
      )
      .raw();
    let r = 0;
    for (const row of rows.iterate() as Iterable<unknown[]>) {
      const n = row as number[];
      const p = positionOfRow[r]!;
      this.addSeconds[p] = added[r]!;
      r++;
      this.ids[p] = n[0]!;
      c.category[p] = n[1]!;
      c.body[p] = n[2]!;
      c.make[p] = n[3]!;
      c.model[p] = n[4]!;
      c.origin[p] = n[5]!;
      this.year[p] = n[6]!;
      c.state[p] = n[7]!;
      c.city[p] = n[8]!;
      c.fuel[p] = n[9]!;
      c.gearbox[p] = n[10]!;
      this.wantedMake[p] = n[11]!;
      this.wantedModel[p] = n[12]!;
      this.engineCc[p] = n[13]!;
      this.powerHp[p] = n[14]!;
      this.powerKw[p] = hpToKw(n[14]!);
      this.prices[1][p] = n[15]!;
      this.prices[2][p] = priceIn(n[15]!, 'EUR');
      this.prices[3][p] = priceIn(n[15]!, 'UAH');
      const flags = n[16]!;
      this.flags[p] = flags;
      if (!(flags & DELETED)) this.live++;
      optionText[p] = row[17] as string;
      c.drive[p] = n[18]!;
      c.color[p] = n[19]!;
      c.imported[p] = n[20]!;
      this.mileage[p] = n[21]!;
      this.payload[p] = n[22]!;
      const shape = n[23]!;
      this.doors[p] = shape & 0xff;
      this.seats[p] = (shape >>> 8) & 0xff;
      this.wheel[p] = (shape >>> 16) & 0xff;
      this.axles[p] = (shape >>> 24) & 0xff;
      const rates = n[24]!;
      this.fuelCity[p] = rates % 65536;
      this.fuelRoute[p] = Math.floor(rates / 65536) % 65536;
      this.fuelCombine[p] = Math.floor(rates / 4294967296);
    }
    added.length = 0;

    // Option bitsets: ids parsed digit by digit (a million splits would dominate start-up).
    const lists: number[][] = new Array<number[]>(total);
    for (let p = 0; p < total; p++) {
      const text = optionText[p] ?? '';
      const found: number[] = [];
      let value = -1;
      for (let i = 0; i <= text.length; i++) {
        const code = i < text.length ? text.charCodeAt(i) : 32;
        if (code >= 48 && code <= 57) value = (value < 0 ? 0 : value * 10) + (code - 48);
        else if (value >= 0) {
          found.push(value);
          if (!this.optionBit.has(value)) this.optionBit.set(value, this.optionBit.size);
          value = -1;
        }
      }
      lists[p] = found;
    }
    this.words = Math.max(1, Math.ceil(this.optionBit.size / 32));
    this.options = new Uint32Array(total * this.words);
    for (let p = 0; p < total; p++) {
      for (const option of lists[p]!) {
        const bit = this.optionBit.get(option)!;
        this.options[p * this.words + (bit >>> 5)]! |= 1 << (bit & 31);
      }
    }

    this.postings = Object.fromEntries(
      POSTED.map((name) => [name, this.buildPostings(c[name])]),
    ) as Record<Posted, Map<number, Posting>>;

    // Price orders from packed (key, position) keys: a native numeric sort, no comparator.
    const packedOrder = (key: ArrayLike<number>, descending: boolean): Permutation => {
      let max = 0;
      for (let p = 0; p < total; p++) max = Math.max(max, key[p]!);
      const packed = new Float64Array(total);
      for (let p = 0; p < total; p++)
        packed[p] = (descending ? max - key[p]! : key[p]!) * shift + p;
      packed.sort();
      const byKey = int();
      const rank = int();
      for (let i = 0; i < total; i++) {
        const p = packed[i]! % shift;
        byKey[i] = p;
        rank[p] = i;
      }
      return { byKey, rank };
    };
    // Year and mileage are small integers: a counting sort, stable, so ties stay newest first.
    const countedOrder = (key: Int32Array, descending: boolean): Permutation => {
      let low = Infinity;
      let high = -Infinity;
      for (let p = 0; p < total; p++) {
        low = Math.min(low, key[p]!);
        high = Math.max(high, key[p]!);
      }
      if (total === 0 || high - low > 1_000_000) return packedOrder(key, descending);
      const starts = new Int32Array(high - low + 2);
      const bucket = (value: number) => (descending ? high - value : value - low);
      for (let p = 0; p < total; p++) starts[bucket(key[p]!) + 1]!++;
      for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
      const byKey = int();
      const rank = int();
      for (let p = 0; p < total; p++) {
        const i = starts[bucket(key[p]!)]!++;
        byKey[i] = p;
        rank[p] = i;
      }
      return { byKey, rank };
    };
    const usd = this.prices[1];
    this.orders = {
      2: packedOrder(usd, false),
      3: packedOrder(usd, true),
      5: countedOrder(this.year, true),
      6: countedOrder(this.year, false),
      12: countedOrder(this.mileage, true),
      13: countedOrder(this.mileage, false),
    };

    const byId = new Float64Array(total);
    for (let p = 0; p < total; p++) byId[p] = this.ids[p]! * shift + p;
    byId.sort();
    this.sortedIds = int();
    this.sortedPositions = int();
    for (let i = 0; i < total; i++) {
      this.sortedIds[i] = Math.floor(byId[i]! / shift);
      this.sortedPositions[i] = byId[i]! % shift;
    }

    this.matches = int();
    this.marks = new Uint8Array(total);
    this.predicateColumns = {
      ...c,
      flags: this.flags,
      year: this.year,
      wantedMake: this.wantedMake,
      wantedModel: this.wantedModel,
      engineCc: this.engineCc,
      powerHp: this.powerHp,
      powerKw: this.powerKw,
      price1: this.prices[1],
      price2: this.prices[2],
      price3: this.prices[3],
      options: this.options,
      words: this.words,
      optionBit: this.optionBit,
      mileage: this.mileage,
      doors: this.doors,
      seats: this.seats,
      payload: this.payload,
      wheel: this.wheel,
      axles: this.axles,
      fuelCity: this.fuelCity,
      fuelRoute: this.fuelRoute,
      fuelCombine: this.fuelCombine,
    };
  }

  private buildPostings(column: Int32Array): Map<number, Posting> {
    const counts = new Map<number, number>();
    for (let p = 0; p < column.length; p++)
      counts.set(column[p]!, (counts.get(column[p]!) ?? 0) + 1);
    const lists = new Map<number, Posting>();
    const fill = new Map<number, number>();
    for (const [value, count] of counts) {
      lists.set(value, { positions: new Int32Array(count), live: 0 });
      fill.set(value, 0);
    }
    for (let p = 0; p < column.length; p++) {
      const value = column[p]!;
      const posting = lists.get(value)!;
      const at = fill.get(value)!;
      posting.positions[at] = p;
      fill.set(value, at + 1);
      if (!(this.flags[p]! & DELETED)) posting.live++;
    }
    return lists;
  }

  get liveCount(): number {
    return this.live;
  }

  private positionOf(id: number): number | undefined {
    let low = 0;
    let high = this.sortedIds.length - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const value = this.sortedIds[mid]!;
      if (value === id) return this.sortedPositions[mid];
      if (value < id) low = mid + 1;
      else high = mid - 1;
    }
    return undefined;
  }

  /** Marks an advert deleted; returns false if it was unknown or already deleted. */
  markDeleted(id: number): boolean {
    const p = this.positionOf(id);
    if (p === undefined || this.flags[p]! & DELETED) return false;
    this.flags[p]! |= DELETED;
    this.live--;
    for (const name of POSTED) {
      const posting = this.postings[name].get(this.columns[name][p]!);
      if (posting) posting.live--;
    }
    return true;
  }

  search(query: VehicleSearchQuery): SearchPage {
    const size = effectivePageSize(query.countpage);
    const from = (query.page ?? 0) * size;
    const to = from + size;
    const { test, candidates, limit } = this.compile(query);
    const order = query.order_by ?? 0;
    const sorted = SORTED_ORDERS.has(order) ? this.orders[order as SortedOrder] : null;
    // 0 (the default) and 7 are newest first, 8 oldest first: position order either way.
    const oldestFirst = order === 8;
    const single = candidates?.exact && candidates.lists.length === 1 ? candidates.lists[0]! : null;
    if (single?.live === 0) return { count: 0, ids: [] };

    if (!sorted) {
      // Exactly one list (category_id=1, one make…): the answer is in the list.
      if (single) {
        const ids = oldestFirst
          ? this.sliceFromEnd(single.positions, single.live, from, to)
          : this.slice(single.positions, from, to);
        return { count: single.live, ids };
      }
      if (test === null) {
        const ids = oldestFirst
          ? this.sliceFromEnd(null, this.live, from, to)
          : this.slice(null, from, to);
        return { count: this.live, ids };
      }
    }

    // Sorted over exactly one list: the count is known, walk the order to fill the page.
    if (sorted && single && test !== null) {
      return { count: single.live, ids: this.walkSorted(sorted, test, from, to) };
    }

    // One pass over the candidates collects every match, list by list (each run ascending).
    const runs = candidates
      ? this.collect(candidates.lists, test, limit)
      : [this.collectAll(test, limit)];
    const matches = this.matches;
    if (candidates && !candidates.disjoint && runs.length > 1) {
      // Lists that may share positions (a region row and a city row): merge to drop repeats.
      const merged = this.mergeRuns(runs, Infinity);
      matches.set(merged);
      runs.length = 0;
      runs.push({ start: 0, end: merged.length });
    }
    const count = runs.reduce((sum, run) => sum + run.end - run.start, 0);

    if (sorted) return { count, ids: this.pageSorted(sorted, count, from, to) };
    if (oldestFirst) {
      // Oldest first: every match in position order, read from the end.
      const all =
        runs.length === 1
          ? matches.subarray(runs[0]!.start, runs[0]!.end)
          : this.mergeRuns(runs, Infinity);
      const ids: number[] = [];
      for (let i = from; i < Math.min(to, count); i++) ids.push(this.ids[all[count - 1 - i]!]!);
      return { count, ids };
    }
    // Newest first: merge the runs only as far as the page goes.
    const page =
      runs.length === 1
        ? matches.subarray(runs[0]!.start + from, runs[0]!.start + Math.min(to, count))
        : this.mergeRuns(runs, to).subarray(from);
    return { count, ids: Array.from(page, (p) => this.ids[p]!) };
  }

  /**
   * The newest `size` live adverts a query matches (the market-price sample), cheapest first
   * with ties newest first, as `order_by=2` lists them: their ids and USD prices. It walks the
   * same candidate lists as `search`, each only until it holds `size` matches, so a broad query
   * costs no more than a narrow one.
   */
  sample(query: VehicleSearchQuery, size: number): { ids: number[]; prices: number[] } {
    const { test, candidates, limit } = this.compile(query);
    let positions: Int32Array;
    if (candidates) {
      const runs = this.collect(candidates.lists, test, limit, size);
      const only = runs.length === 1 ? runs[0]! : null;
      // Several lists: their union's first `size` positions (each list's first `size` matches
      // hold them all, repeats dropped).
      positions = only
        ? this.matches.slice(only.start, Math.min(only.end, only.start + size))
        : this.mergeRuns(runs, size);
    } else {
      const run = this.collectAll(test, limit, size);
      positions = this.matches.slice(run.start, run.end);
    }
    // Cheapest first, ties by position (newest first): whole-dollar prices sort packed with their
    // position as one number, natively; any other price by a comparator.
    const usd = this.prices[1];
    const shift = 2 ** bitsFor(this.size);
    const packed = new Float64Array(positions.length);
    let whole = true;
    for (let i = 0; i < positions.length; i++) {
      const price = usd[positions[i]!]!;
      whole &&= Number.isInteger(price) && price >= 0 && price * shift < 2 ** 52;
      packed[i] = price * shift + positions[i]!;
    }
    const order = whole
      ? Array.from(packed.sort(), (key) => key % shift)
      : Array.from(positions).sort((a, b) => usd[a]! - usd[b]! || a - b);
    return { ids: order.map((p) => this.ids[p]!), prices: order.map((p) => usd[p]!) };
  }

  /** Live positions [from, to) of a list (or of all positions), skipping deleted ones. */
  private slice(positions: Int32Array | null, from: number, to: number): number[] {
    const ids: number[] = [];
    const length = positions ? positions.length : this.size;
    let seen = 0;
    for (let i = 0; i < length && seen < to; i++) {
      const p = positions ? positions[i]! : i;
      if (this.flags[p]! & DELETED) continue;
      if (seen >= from) ids.push(this.ids[p]!);
      seen++;
    }
    return ids;
  }

  /** Like `slice`, counting from the oldest end: the page [from, to) of the oldest first. */
  private sliceFromEnd(
    positions: Int32Array | null,
    live: number,
    from: number,
    to: number,
  ): number[] {
    const ids: number[] = [];
    const length = positions ? positions.length : this.size;
    let seen = 0;
    for (let i = length - 1; i >= 0 && seen < Math.min(to, live); i--) {
      const p = positions ? positions[i]! : i;
      if (this.flags[p]! & DELETED) continue;
      if (seen >= from) ids.push(this.ids[p]!);
      seen++;
    }
    return ids;
  }

  /**
   * Every live position below `limit` passing `test`, ascending, as one run of `matches`; only
   * the first `cap` of them when a cap is given.
   */
  private collectAll(test: Predicate | null, limit: number, cap = Infinity): Run {
    const { matches, flags } = this;
    let count = 0;
    for (let p = 0; p < limit && count < cap; p++) {
      if (test === null ? !(flags[p]! & DELETED) : test(p)) matches[count++] = p;
    }
    return { start: 0, end: count };
  }

  /**
   * The positions of each list that pass `test`: one ascending run of `matches` per list, each
   * of at most `cap` positions.
   */
  private collect(
    lists: readonly Posting[],
    test: Predicate | null,
    limit: number,
    cap = Infinity,
  ): Run[] {
    const { matches, flags } = this;
    const runs: Run[] = [];
    let count = 0;
    for (const list of lists) {
      const start = count;
      for (const p of list.positions) {
        // Positions ascend: past the period's limit, the rest of the list is older still.
        if (p >= limit || count - start >= cap) break;
        if (test === null ? !(flags[p]! & DELETED) : test(p)) matches[count++] = p;
      }
      runs.push({ start, end: count });
    }
    return runs;
  }

  /** The first `limit` positions of the union of ascending runs, ascending, without repeats. */
  private mergeRuns(runs: readonly Run[], limit: number): Int32Array {
    const { matches } = this;
    const heads = runs.map((run) => run.start);
    const total = runs.reduce((sum, run) => sum + run.end - run.start, 0);
    const out = new Int32Array(Math.min(limit, total));
    let count = 0;
    let last = -1;
    while (count < out.length) {
      let best = -1;
      let bestValue = Infinity;
      for (let k = 0; k < runs.length; k++) {
        if (heads[k]! < runs[k]!.end && matches[heads[k]!]! < bestValue) {
          bestValue = matches[heads[k]!]!;
          best = k;
        }
      }
      if (best === -1) break;
      heads[best]!++;
      if (bestValue !== last) out[count++] = bestValue;
      last = bestValue;
    }
    return out.subarray(0, count);
  }

  /** The page [from, to) of the live adverts passing `test`, in a sorted order. */
  private walkSorted(order: Permutation, test: Predicate, from: number, to: number): number[] {
    const { byKey } = order;
    const ids: number[] = [];
    let seen = 0;
    for (let i = 0; i < byKey.length && seen < to; i++) {
      const p = byKey[i]!;
      if (this.flags[p]! & DELETED || !test(p)) continue;
      if (seen >= from) ids.push(this.ids[p]!);
      seen++;
    }
    return ids;
  }

  /** The page [from, to) of the first `count` matches in a sorted order. */
  private pageSorted(order: Permutation, count: number, from: number, to: number): number[] {
    const matches = this.matches;
    const { byKey, rank } = order;
    const ids: number[] = [];
    if (count <= SORT_LIMIT) {
      // Few matches: sort their ranks (a native sort of integers).
      const ranks = new Int32Array(count);
      for (let i = 0; i < count; i++) ranks[i] = rank[matches[i]!]!;
      ranks.sort();
      for (let i = from; i < Math.min(to, count); i++) ids.push(this.ids[byKey[ranks[i]!]!]!);
      return ids;
    }
    // Many matches: mark them, walk the order until the page is full.
    const marks = this.marks;
    for (let i = 0; i < count; i++) marks[matches[i]!] = 1;
    let seen = 0;
    for (let i = 0; i < byKey.length && seen < to; i++) {
      const p = byKey[i]!;
      if (!marks[p]) continue;
      if (seen >= from) ids.push(this.ids[p]!);
      seen++;
    }
    for (let i = 0; i < count; i++) marks[matches[i]!] = 0;
    return ids;
  }

  /** How many positions are recent enough for `top` (positions are newest first). */
  private periodLimit(top: number | undefined): number {
    const since = submittedSince(top, DATASET_NOW);
    if (since === null) return this.size;
    const seconds = since / 1000;
    let low = 0;
    let high = this.size;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.addSeconds[mid]! >= seconds) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private posting(name: Posted, value: number): Posting {
    return this.postings[name].get(value) ?? EMPTY;
  }

  /**
   * One predicate for the whole query (null when nothing filters), and the smallest candidate
   * lists a filter allows (null: every position is a candidate).
   */
  private compile(query: VehicleSearchQuery): Compiled {
    // Read 0 as "any" first, so that a list of 0 neither narrows the candidates nor counts.
    const q = zeroMeansAny(query);
    // Each filter may offer candidate lists; `simple` = the lists are exactly that filter.
    const options: { lists: Posting[]; simple: boolean; disjoint: boolean }[] = [];
    let filters = 0;
    const anyOf = (name: Posted, values: readonly number[]) => {
      filters++;
      const lists = values.map((v) => this.posting(name, v));
      options.push({
        lists,
        simple: values.length === 1,
        disjoint: new Set(lists).size === lists.length,
      });
    };

    if (q.category_id !== undefined) anyOf('category', [q.category_id]);
    if (q.bodystyle.length > 0)
      anyOf(
        'body',
        q.bodystyle.map((b) => b.value),
      );
    if (q.fuels.length > 0)
      anyOf(
        'fuel',
        q.fuels.map((f) => f.value),
      );
    if (q.gearboxes.length > 0)
      anyOf(
        'gearbox',
        q.gearboxes.map((g) => g.value),
      );
    if (q.drives?.length)
      anyOf(
        'drive',
        q.drives.map((d) => d.value),
      );
    if (q.colors?.length)
      anyOf(
        'color',
        q.colors.map((c) => c.value),
      );
    if (q.matched_country) anyOf('imported', [q.matched_country]);

    if (q.makes.length > 0) {
      filters++;
      // Each row narrows to its model, make or origin list; a row with none of them cannot.
      const columns = q.makes.map((row): Posted | null =>
        row.model_id && row.marka_id
          ? 'model'
          : row.marka_id
            ? 'make'
            : row.brandOrigin
              ? 'origin'
              : null,
      );
      const lists = q.makes.map((row, i) =>
        columns[i] === 'model'
          ? this.posting('model', row.model_id!)
          : columns[i] === 'make'
            ? this.posting('make', row.marka_id!)
            : columns[i] === 'origin'
              ? this.posting('origin', row.brandOrigin!)
              : null,
      );
      const oneColumn = new Set(columns).size === 1;
      if (lists.every((list) => list !== null)) {
        // Exactly its list: one row that is only a make, or only an origin.
        const only = q.makes.length === 1 ? q.makes[0]! : null;
        const simple =
          only !== null &&
          only.s_yers === undefined &&
          only.po_yers === undefined &&
          !only.model_id &&
          !only.marka_id !== !only.brandOrigin;
        options.push({
          lists,
          simple,
          disjoint: oneColumn && new Set(lists).size === lists.length,
        });
      }
    }

    if (q.regions.length > 0) {
      filters++;
      const lists = q.regions.map((row) =>
        row.city
          ? this.posting('city', row.city)
          : row.state
            ? this.posting('state', row.state)
            : null,
      );
      if (lists.every((list) => list !== null)) {
        const oneColumn = new Set(q.regions.map((row) => !!row.city)).size === 1;
        options.push({
          lists,
          simple: q.regions.length === 1 && !q.regions[0]!.city,
          disjoint: oneColumn && new Set(lists).size === lists.length,
        });
      }
    }

    // The remaining filters have no lists; they only count towards "is the query one list".
    const { required, forbidden } = requiredFlags(q);
    const limit = this.periodLimit(q.top);
    if (q.price_ot !== undefined || q.price_do !== undefined) filters++;
    if (required !== 0 || forbidden !== 0) filters++;
    if (q.engineVolumeFrom !== undefined || q.engineVolumeTo !== undefined) filters++;
    if (q.powerFrom !== undefined || q.powerTo !== undefined) filters++;
    if (q.auto_options.length > 0) filters++;
    if (q.raceFrom !== undefined || q.raceTo !== undefined) filters++;
    if (q.door || q.seats || q.carrying || q.wheelFormulaId || q.axleId) filters++;
    if (q.fuelRateFrom !== undefined || q.fuelRateTo !== undefined) filters++;
    if (limit < this.size) filters++;

    if (filters === 0) return { test: null, candidates: null, limit };
    const compiled = compilePredicate(q, this.predicateColumns, limit, carMakeOfModel);
    if (compiled === 'none')
      return {
        test: () => false,
        candidates: { lists: [EMPTY], exact: true, disjoint: true },
        limit,
      };

    // The narrowest list wins; a union larger than half the adverts is no better than a scan.
    let best: { lists: Posting[]; simple: boolean; disjoint: boolean; total: number } | null = null;
    for (const option of options) {
      const total = option.lists.reduce((sum, list) => sum + list.positions.length, 0);
      if (!best || total < best.total) best = { ...option, total };
    }
    if (!best || best.total > this.size / 2) {
      // A whole-query list is exact even when large: count and page come from it directly.
      const exactLarge = filters === 1 && options.length === 1 && options[0]!.simple;
      return {
        test: compiled,
        candidates: exactLarge ? { lists: options[0]!.lists, exact: true, disjoint: true } : null,
        limit,
      };
    }
    return {
      test: compiled,
      candidates: {
        lists: best.lists,
        exact: filters === 1 && best.simple,
        disjoint: best.disjoint,
      },
      limit,
    };
  }
}
