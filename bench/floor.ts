/**
 * The floor: the same adverts read from SQLite into plain typed arrays, searched by a plain scan
 * (no index, no planning). What "as fast as a loop over memory" costs, in this process.
 */
import type { Db } from '../server/store/database';

export interface Columns {
  readonly size: number;
  readonly ids: Int32Array;
  readonly deleted: Uint8Array;
  readonly category: Int32Array;
  readonly body: Int32Array;
  readonly make: Int32Array;
  readonly origin: Int32Array;
  readonly year: Int32Array;
  readonly price: Int32Array;
  readonly auction: Uint8Array;
  readonly state: Int32Array;
  readonly abroad: Uint8Array;
  readonly cleared: Uint8Array;
  readonly hasOption217: Uint8Array;
  readonly fuel: Int32Array;
  readonly gearbox: Int32Array;
  readonly engineCc: Int32Array;
  readonly power: Int32Array;
  readonly photos: Int32Array;
  readonly mileage: Int32Array;
  readonly color: Int32Array;
  readonly drive: Int32Array;
  readonly damaged: Uint8Array;
  readonly vinChecked: Uint8Array;
  readonly sellerType: Uint8Array;
  /** Unix seconds. */
  readonly added: Float64Array;
}

export function loadColumns(db: Db): Columns {
  const rows = db
    .prepare(
      `SELECT id, deleted_at IS NOT NULL, category_id, bodystyle_id, marka_id, origin_country_id, year,
         price_usd, auction_possible, state_id, abroad, customs_cleared,
         (' ' || option_ids || ' ') LIKE '% 217 %', fuel_id, gearbox_id, engine_cc, power_hp, photo_count,
         mileage_kkm, color_id, drive_id, damaged, vin_checked, seller_type, unixepoch(add_date)
       FROM vehicles ORDER BY add_date DESC, id DESC`,
    )
    .raw()
    .all() as number[][];
  const size = rows.length;
  const int = (i: number) => Int32Array.from(rows, (r) => r[i]!);
  const byte = (i: number) => Uint8Array.from(rows, (r) => r[i]!);
  return {
    size,
    ids: int(0),
    deleted: byte(1),
    category: int(2),
    body: int(3),
    make: int(4),
    origin: int(5),
    year: int(6),
    price: int(7),
    auction: byte(8),
    state: int(9),
    abroad: byte(10),
    cleared: byte(11),
    hasOption217: byte(12),
    fuel: int(13),
    gearbox: int(14),
    engineCc: int(15),
    power: int(16),
    photos: int(17),
    mileage: int(18),
    color: int(19),
    drive: int(20),
    damaged: byte(21),
    vinChecked: byte(22),
    sellerType: byte(23),
    added: Float64Array.from(rows, (r) => r[24]!),
  };
}
