/**
 * Compiles a vehicle query into one JavaScript function with every condition written inline,
 * so that testing a candidate is a few array reads and comparisons rather than a chain of
 * closures (about 5x faster on a million candidates). Only numbers the query codec has
 * validated are written into the source; compiled functions are kept per source text.
 */
import type { VehicleSearchQuery } from '../../src/api/contracts/vehicle-search-query';

export interface PredicateColumns {
  readonly flags: Uint8Array;
  readonly category: Int32Array;
  readonly body: Int32Array;
  readonly make: Int32Array;
  readonly model: Int32Array;
  readonly origin: Int32Array;
  readonly year: Int32Array;
  readonly state: Int32Array;
  readonly city: Int32Array;
  readonly fuel: Int32Array;
  readonly gearbox: Int32Array;
  readonly wantedMake: Int32Array;
  readonly wantedModel: Int32Array;
  readonly engineCc: Int32Array;
  readonly powerHp: Int32Array;
  readonly powerKw: Int32Array;
  readonly price1: Float64Array;
  readonly price2: Float64Array;
  readonly price3: Float64Array;
  readonly options: Uint32Array;
  readonly words: number;
  readonly optionBit: ReadonlyMap<number, number>;
}

export const FLAG = {
  AUCTION: 1,
  REAL_EXCHANGE: 2,
  EXCHANGE: 4,
  ABROAD: 8,
  CLEARED: 16,
  PHOTO: 32,
  DELETED: 64,
} as const;

const NAMES = [
  'flags',
  'category',
  'body',
  'make',
  'model',
  'origin',
  'year',
  'state',
  'city',
  'fuel',
  'gearbox',
  'wantedMake',
  'wantedModel',
  'engineCc',
  'powerHp',
  'powerKw',
  'price1',
  'price2',
  'price3',
  'options',
] as const;

/** A number for the generated source; anything else is a bug upstream, so refuse it loudly. */
function n(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

function range(column: string, from: number | undefined, to: number | undefined): string[] {
  const parts: string[] = [];
  if (from !== undefined) parts.push(`${column} >= ${n(from)}`);
  if (to !== undefined) parts.push(`${column} <= ${n(to)}`);
  return parts;
}

const anyOf = (read: string, values: readonly number[]) =>
  `(${values.map((v) => `${read} === ${n(v)}`).join(' || ')})`;

type Test = (p: number) => boolean;
type Factory = (...columns: unknown[]) => Test;

const cache = new Map<string, Factory>();
const CACHE_LIMIT = 500;

/**
 * The test for a query (deleted adverts always fail), or `'none'` when a listed option exists
 * in no advert (nothing can match).
 */
export function compilePredicate(q: VehicleSearchQuery, c: PredicateColumns): Test | 'none' {
  const lines: string[] = ['const fl = flags[p];', `if (fl & ${FLAG.DELETED}) return false;`];
  const check = (condition: string) => lines.push(`if (!(${condition})) return false;`);

  if (q.category_id !== undefined) check(`category[p] === ${n(q.category_id)}`);
  if (q.bodystyle.length > 0)
    check(
      anyOf(
        'body[p]',
        q.bodystyle.map((b) => b.value),
      ),
    );
  if (q.fuels.length > 0)
    check(
      anyOf(
        'fuel[p]',
        q.fuels.map((f) => f.value),
      ),
    );
  if (q.gearboxes.length > 0)
    check(
      anyOf(
        'gearbox[p]',
        q.gearboxes.map((g) => g.value),
      ),
    );

  if (q.makes.length > 0) {
    // 0 means "any" for make, model and origin alike (no catalog id is 0).
    const rows = q.makes.map((row) => {
      const parts = [
        ...(row.brandOrigin ? [`origin[p] === ${n(row.brandOrigin)}`] : []),
        ...(row.marka_id ? [`make[p] === ${n(row.marka_id)}`] : []),
        ...(row.model_id ? [`model[p] === ${n(row.model_id)}`] : []),
        ...range('year[p]', row.s_yers, row.po_yers),
      ];
      return parts.length ? `(${parts.join(' && ')})` : 'true';
    });
    check(rows.join(' || '));
  }

  if (q.regions.length > 0) {
    const rows = q.regions.map((row) => {
      const parts = [
        ...(row.state ? [`state[p] === ${n(row.state)}`] : []),
        ...(row.city ? [`city[p] === ${n(row.city)}`] : []),
      ];
      return parts.length ? `(${parts.join(' && ')})` : 'true';
    });
    check(rows.join(' || '));
  }

  if (q.price_ot !== undefined || q.price_do !== undefined) {
    lines.push(`const price = price${q.currency ?? 1}[p];`);
    check(range('price', q.price_ot, q.price_do).join(' && '));
  }

  let required = 0;
  if (q.auctionPossible === 1) required |= FLAG.AUCTION;
  if (q.with_real_exchange === 1) required |= FLAG.REAL_EXCHANGE;
  if (q.with_exchange === 1) required |= FLAG.EXCHANGE;
  if (q.custom === 1) required |= FLAG.CLEARED;
  if (q.with_photo === 1) required |= FLAG.PHOTO;
  if (q.abroad === 1) required |= FLAG.ABROAD;
  if (required !== 0) check(`(fl & ${required}) === ${required}`);
  if (q.abroad === 2) check(`(fl & ${FLAG.ABROAD}) === 0`);

  if (q.with_exchange === 1) {
    // An advert that wants "any" make (0) in exchange accepts the one offered.
    if (q.exchange_marka_id)
      check(`wantedMake[p] === 0 || wantedMake[p] === ${n(q.exchange_marka_id)}`);
    if (q.exchange_model_id)
      check(`wantedModel[p] === 0 || wantedModel[p] === ${n(q.exchange_model_id)}`);
  }

  if (q.engineVolumeFrom !== undefined || q.engineVolumeTo !== undefined) {
    const from =
      q.engineVolumeFrom === undefined ? undefined : Math.round(q.engineVolumeFrom * 1000);
    const to = q.engineVolumeTo === undefined ? undefined : Math.round(q.engineVolumeTo * 1000);
    check(range('engineCc[p]', from, to).join(' && '));
  }
  if (q.powerFrom !== undefined || q.powerTo !== undefined) {
    check(
      range(q.power_name === 2 ? 'powerKw[p]' : 'powerHp[p]', q.powerFrom, q.powerTo).join(' && '),
    );
  }

  if (q.auto_options.length > 0) {
    const mask = new Uint32Array(c.words);
    for (const option of q.auto_options) {
      const bit = c.optionBit.get(option);
      if (bit === undefined) return 'none';
      mask[bit >>> 5]! |= 1 << (bit & 31);
    }
    lines.push(`const base = p * ${n(c.words)};`);
    mask.forEach((m, w) => {
      if (m !== 0) check(`(options[base + ${w}] & ${m | 0}) === ${m | 0}`);
    });
  }

  lines.push('return true;');
  const source = lines.join('\n');
  let factory = cache.get(source);
  if (!factory) {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source holds only validated numbers
    factory = new Function(...NAMES, `return function test(p) {\n${source}\n};`) as Factory;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(source, factory);
  }
  return factory(...NAMES.map((name) => c[name]));
}
