/**
 * An in-memory column index of the vehicle adverts, for search.
 *
 * SQLite stays the source of truth: the index is read from it at start-up and every delete
 * updates both in one synchronous step, so no search can see one without the other. Columns
 * are typed arrays in "newest first" order, so a search is one pass that stops counting
 * nowhere and collects only the requested page; price order walks a precomputed permutation.
 */
import type { VehicleSearchQuery } from '../../src/api/contracts/vehicle-search-query';
import { effectivePageSize } from '../../src/api/contracts/vehicle-search-query';
import { hpToKw, priceIn } from '../domain/currency';
import type { Db } from './database';

const AUCTION = 1;
const REAL_EXCHANGE = 2;
const EXCHANGE = 4;
const ABROAD = 8;
const CLEARED = 16;
const PHOTO = 32;
const DELETED = 64;

export interface SearchPage {
  readonly count: number;
  readonly ids: number[];
}

type Predicate = (p: number) => boolean;

export class VehicleIndex {
  readonly size: number;
  private live: number;
  readonly ids: Int32Array;
  private readonly category: Int32Array;
  private readonly body: Int32Array;
  private readonly make: Int32Array;
  private readonly model: Int32Array;
  private readonly origin: Int32Array;
  private readonly year: Int32Array;
  private readonly state: Int32Array;
  private readonly city: Int32Array;
  private readonly fuel: Int32Array;
  private readonly gearbox: Int32Array;
  private readonly wantedMake: Int32Array;
  private readonly wantedModel: Int32Array;
  private readonly engineCc: Int32Array;
  private readonly powerHp: Int32Array;
  private readonly powerKw: Int32Array;
  private readonly prices: Record<1 | 2 | 3, Float64Array>;
  private readonly flags: Uint8Array;
  /** Option sets as bitsets, `words` 32-bit words per advert. */
  private readonly options: Uint32Array;
  private readonly words: number;
  private readonly optionBit = new Map<number, number>();
  private readonly byPrice: Int32Array;
  private readonly positionOf = new Map<number, number>();

  constructor(db: Db) {
    const total = (db.prepare('SELECT count(*) FROM vehicles').pluck().get() as number) ?? 0;
    this.size = total;
    const int = () => new Int32Array(total);
    this.ids = int();
    this.category = int();
    this.body = int();
    this.make = int();
    this.model = int();
    this.origin = int();
    this.year = int();
    this.state = int();
    this.city = int();
    this.fuel = int();
    this.gearbox = int();
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
    this.flags = new Uint8Array(total);

    const rows = db
      .prepare(
        `SELECT id, category_id, bodystyle_id, marka_id, model_id, origin_country_id, year,
           state_id, city_id, fuel_id, gearbox_id, exchange_marka_id, exchange_model_id,
           engine_cc, power_hp, price_usd, auction_possible, real_exchange, exchange, abroad,
           customs_cleared, photo_count, deleted_at IS NOT NULL, option_ids
         FROM vehicles ORDER BY add_date DESC, id DESC`,
      )
      .raw();
    const optionLists = new Array<string>(total);
    let p = 0;
    let live = 0;
    for (const row of rows.iterate() as Iterable<unknown[]>) {
      if (p >= total) break;
      const n = row as number[];
      this.ids[p] = n[0]!;
      this.category[p] = n[1]!;
      this.body[p] = n[2]!;
      this.make[p] = n[3]!;
      this.model[p] = n[4]!;
      this.origin[p] = n[5]!;
      this.year[p] = n[6]!;
      this.state[p] = n[7]!;
      this.city[p] = n[8]!;
      this.fuel[p] = n[9]!;
      this.gearbox[p] = n[10]!;
      this.wantedMake[p] = n[11]!;
      this.wantedModel[p] = n[12]!;
      this.engineCc[p] = n[13]!;
      this.powerHp[p] = n[14]!;
      this.powerKw[p] = hpToKw(n[14]!);
      this.prices[1][p] = n[15]!;
      this.prices[2][p] = priceIn(n[15]!, 'EUR');
      this.prices[3][p] = priceIn(n[15]!, 'UAH');
      this.flags[p] =
        (n[16] ? AUCTION : 0) |
        (n[17] ? REAL_EXCHANGE : 0) |
        (n[18] ? EXCHANGE : 0) |
        (n[19] ? ABROAD : 0) |
        (n[20] ? CLEARED : 0) |
        (n[21]! > 0 ? PHOTO : 0) |
        (n[22] ? DELETED : 0);
      if (!n[22]) live++;
      optionLists[p] = row[23] as string;
      this.positionOf.set(n[0]!, p);
      p++;
    }
    this.live = live;

    for (const list of optionLists) {
      if (!list) continue;
      for (const id of list.split(' ')) {
        const option = Number(id);
        if (!this.optionBit.has(option)) this.optionBit.set(option, this.optionBit.size);
      }
    }
    this.words = Math.max(1, Math.ceil(this.optionBit.size / 32));
    this.options = new Uint32Array(total * this.words);
    optionLists.forEach((list, position) => {
      if (!list) return;
      for (const id of list.split(' ')) {
        const bit = this.optionBit.get(Number(id))!;
        this.options[position * this.words + (bit >>> 5)]! |= 1 << (bit & 31);
      }
    });

    // Price order, cheapest first; equal prices keep "newest first".
    const order = Int32Array.from({ length: total }, (_, i) => i);
    const usd = this.prices[1];
    this.byPrice = order.sort((a, b) => usd[a]! - usd[b]! || a - b);
  }

  get liveCount(): number {
    return this.live;
  }

  /** Marks an advert deleted; returns false if it was unknown or already deleted. */
  markDeleted(id: number): boolean {
    const p = this.positionOf.get(id);
    if (p === undefined || this.flags[p]! & DELETED) return false;
    this.flags[p]! |= DELETED;
    this.live--;
    return true;
  }

  search(query: VehicleSearchQuery): SearchPage {
    const size = effectivePageSize(query.countpage);
    const from = (query.page ?? 0) * size;
    const to = from + size;
    const test = this.compile(query);
    const ids: number[] = [];
    let count = 0;
    const visit = (p: number) => {
      if (this.flags[p]! & DELETED || (test !== null && !test(p))) return;
      if (count >= from && count < to) ids.push(this.ids[p]!);
      count++;
    };
    const order = query.order_by ?? 0;
    if (order === 0) {
      for (let p = 0; p < this.size; p++) visit(p);
    } else if (order === 1) {
      for (let i = 0; i < this.size; i++) visit(this.byPrice[i]!);
    } else {
      // Dearest first; equal prices still newest first.
      let end = this.size;
      while (end > 0) {
        const price = this.prices[1][this.byPrice[end - 1]!]!;
        let start = end - 1;
        while (start > 0 && this.prices[1][this.byPrice[start - 1]!] === price) start--;
        for (let i = start; i < end; i++) visit(this.byPrice[i]!);
        end = start;
      }
    }
    return { count, ids };
  }

  /** One predicate for the whole query, or null when nothing filters. */
  private compile(q: VehicleSearchQuery): Predicate | null {
    const tests: Predicate[] = [];
    const { flags } = this;

    if (q.category_id !== undefined) {
      const v = q.category_id;
      const col = this.category;
      tests.push((p) => col[p] === v);
    }
    if (q.bodystyle.length > 0)
      tests.push(
        this.oneOf(
          this.body,
          q.bodystyle.map((b) => b.value),
        ),
      );
    if (q.fuels.length > 0)
      tests.push(
        this.oneOf(
          this.fuel,
          q.fuels.map((f) => f.value),
        ),
      );
    if (q.gearboxes.length > 0)
      tests.push(
        this.oneOf(
          this.gearbox,
          q.gearboxes.map((g) => g.value),
        ),
      );

    if (q.makes.length > 0) {
      const { origin, make, model, year } = this;
      // 0 means "any" for make, model and origin alike (no catalog id is 0).
      const rows = q.makes.map((row) => ({
        origin: row.brandOrigin || 0,
        make: row.marka_id || 0,
        model: row.model_id || 0,
        from: row.s_yers ?? -Infinity,
        to: row.po_yers ?? Infinity,
      }));
      tests.push((p) => {
        for (const row of rows) {
          if (
            (row.origin === 0 || origin[p] === row.origin) &&
            (row.make === 0 || make[p] === row.make) &&
            (row.model === 0 || model[p] === row.model) &&
            year[p]! >= row.from &&
            year[p]! <= row.to
          )
            return true;
        }
        return false;
      });
    }

    if (q.regions.length > 0) {
      const { state, city } = this;
      const rows = q.regions.map((row) => ({ state: row.state || 0, city: row.city || 0 }));
      tests.push((p) => {
        for (const row of rows) {
          if (
            (row.state === 0 || state[p] === row.state) &&
            (row.city === 0 || city[p] === row.city)
          )
            return true;
        }
        return false;
      });
    }

    if (q.price_ot !== undefined || q.price_do !== undefined) {
      const col = this.prices[q.currency ?? 1];
      const lo = q.price_ot ?? -Infinity;
      const hi = q.price_do ?? Infinity;
      tests.push((p) => col[p]! >= lo && col[p]! <= hi);
    }

    let required = 0;
    if (q.auctionPossible === 1) required |= AUCTION;
    if (q.with_real_exchange === 1) required |= REAL_EXCHANGE;
    if (q.with_exchange === 1) required |= EXCHANGE;
    if (q.custom === 1) required |= CLEARED;
    if (q.with_photo === 1) required |= PHOTO;
    if (q.abroad === 1) required |= ABROAD;
    if (required !== 0) tests.push((p) => (flags[p]! & required) === required);
    if (q.abroad === 2) tests.push((p) => (flags[p]! & ABROAD) === 0);

    if (q.with_exchange === 1) {
      // An advert that wants "any" make (0) in exchange accepts the one offered.
      const wantMake = q.exchange_marka_id ?? 0;
      const wantModel = q.exchange_model_id ?? 0;
      const { wantedMake, wantedModel } = this;
      if (wantMake !== 0) tests.push((p) => wantedMake[p] === 0 || wantedMake[p] === wantMake);
      if (wantModel !== 0) tests.push((p) => wantedModel[p] === 0 || wantedModel[p] === wantModel);
    }

    if (q.engineVolumeFrom !== undefined || q.engineVolumeTo !== undefined) {
      const col = this.engineCc;
      const lo =
        q.engineVolumeFrom === undefined ? -Infinity : Math.round(q.engineVolumeFrom * 1000);
      const hi = q.engineVolumeTo === undefined ? Infinity : Math.round(q.engineVolumeTo * 1000);
      tests.push((p) => col[p]! >= lo && col[p]! <= hi);
    }
    if (q.powerFrom !== undefined || q.powerTo !== undefined) {
      const col = q.power_name === 2 ? this.powerKw : this.powerHp;
      const lo = q.powerFrom ?? -Infinity;
      const hi = q.powerTo ?? Infinity;
      tests.push((p) => col[p]! >= lo && col[p]! <= hi);
    }

    if (q.auto_options.length > 0) {
      const mask = new Uint32Array(this.words);
      for (const option of q.auto_options) {
        const bit = this.optionBit.get(option);
        if (bit === undefined) return () => false; // no advert has it
        mask[bit >>> 5]! |= 1 << (bit & 31);
      }
      const { options, words } = this;
      tests.push((p) => {
        const base = p * words;
        for (let w = 0; w < words; w++) {
          const m = mask[w]!;
          if ((options[base + w]! & m) !== m) return false;
        }
        return true;
      });
    }

    if (tests.length === 0) return null;
    if (tests.length === 1) return tests[0]!;
    return (p) => {
      for (const t of tests) if (!t(p)) return false;
      return true;
    };
  }

  private oneOf(col: Int32Array, values: number[]): Predicate {
    if (values.length === 1) {
      const v = values[0];
      return (p) => col[p] === v;
    }
    const set = new Set(values);
    return (p) => set.has(col[p]!);
  }
}
