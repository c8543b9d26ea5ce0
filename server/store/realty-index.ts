/**
 * An in-memory column index of the real-estate adverts, read from SQLite at start-up (see
 * vehicle-index.ts for why). Characteristics are one column per id, NaN where an advert lacks
 * it, so a range or an option test never matches an advert that does not state the value.
 */
import {
  REALTY_PAGE_SIZE,
  type RealtySearchQuery,
} from '../../src/api/contracts/realty-search-query';
import { realtyPhotoCount } from '../photos/photos';
import type { Db } from './database';

export class RealtyIndex {
  readonly size: number;
  private live = 0;
  private readonly ids: Int32Array;
  private readonly deleted: Uint8Array;
  /** 1 when the advert has a photo (server/photos/photos.ts decides from its id). */
  private readonly withPhoto: Uint8Array;
  private readonly columns: Record<
    'category' | 'realty_type' | 'operation_type' | 'state_id' | 'city_id' | 'district_id',
    Int32Array
  >;
  private readonly characteristics = new Map<number, Float64Array>();
  private readonly positionOf = new Map<number, number>();

  constructor(db: Db) {
    const total = db.prepare('SELECT count(*) FROM realty').pluck().get() as number;
    this.size = total;
    this.ids = new Int32Array(total);
    this.deleted = new Uint8Array(total);
    this.withPhoto = new Uint8Array(total);
    this.columns = {
      category: new Int32Array(total),
      realty_type: new Int32Array(total),
      operation_type: new Int32Array(total),
      state_id: new Int32Array(total),
      city_id: new Int32Array(total),
      district_id: new Int32Array(total),
    };
    const rows = db
      .prepare(
        `SELECT id, category, realty_type, operation_type, state_id, city_id, district_id,
           deleted_at IS NOT NULL FROM realty ORDER BY add_date DESC, id DESC`,
      )
      .raw();
    let p = 0;
    for (const row of rows.iterate() as Iterable<number[]>) {
      if (p >= total) break;
      this.ids[p] = row[0]!;
      this.columns.category[p] = row[1]!;
      this.columns.realty_type[p] = row[2]!;
      this.columns.operation_type[p] = row[3]!;
      this.columns.state_id[p] = row[4]!;
      this.columns.city_id[p] = row[5]!;
      this.columns.district_id[p] = row[6]!;
      this.deleted[p] = row[7] ? 1 : 0;
      this.withPhoto[p] = realtyPhotoCount(row[0]!) > 0 ? 1 : 0;
      if (!row[7]) this.live++;
      this.positionOf.set(row[0]!, p);
      p++;
    }
    const values = db
      .prepare('SELECT realty_id, characteristic_id, value FROM realty_characteristics')
      .raw();
    for (const [realtyId, id, value] of values.iterate() as Iterable<number[]>) {
      const position = this.positionOf.get(realtyId!);
      if (position === undefined) continue;
      let column = this.characteristics.get(id!);
      if (!column) {
        column = new Float64Array(total).fill(Number.NaN);
        this.characteristics.set(id!, column);
      }
      column[position] = value!;
    }
  }

  get liveCount(): number {
    return this.live;
  }

  search(query: RealtySearchQuery): { count: number; items: number[] } {
    const tests: ((p: number) => boolean)[] = [];
    for (const name of [
      'category',
      'realty_type',
      'operation_type',
      'state_id',
      'city_id',
    ] as const) {
      const value = query[name];
      if (value === undefined) continue;
      const col = this.columns[name];
      tests.push((p) => col[p] === value);
    }
    if (query.with_photo === 1) {
      const col = this.withPhoto;
      tests.push((p) => col[p] === 1);
    }
    if (query.district_id.length > 0) {
      const wanted = new Set(query.district_id);
      const col = this.columns.district_id;
      tests.push((p) => wanted.has(col[p]!));
    }
    for (const filter of query.characteristics) {
      const col = this.characteristics.get(filter.id);
      if (!col) return { count: 0, items: [] }; // no advert states it
      if (filter.value !== undefined) {
        const v = filter.value;
        tests.push((p) => col[p] === v);
      }
      if (filter.from !== undefined || filter.to !== undefined) {
        const lo = filter.from ?? -Infinity;
        const hi = filter.to ?? Infinity;
        tests.push((p) => col[p]! >= lo && col[p]! <= hi); // NaN fails both
      }
    }
    const from = (query.page ?? 0) * REALTY_PAGE_SIZE;
    const to = from + REALTY_PAGE_SIZE;
    const items: number[] = [];
    let count = 0;
    outer: for (let p = 0; p < this.size; p++) {
      if (this.deleted[p]) continue;
      for (const test of tests) if (!test(p)) continue outer;
      if (count >= from && count < to) items.push(this.ids[p]!);
      count++;
    }
    return { count, items };
  }
}
