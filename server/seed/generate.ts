/**
 * Fills an empty database with a deterministic dataset: the same seed and sizes give the same
 * rows on every machine.
 */
import type { Db } from '../store/database';
import {
  DEMO_SELLER,
  DISABLED_ACCOUNT,
  LIMITED_KEY,
  PUBLIC_HOURLY_LIMIT,
  SECOND_SELLER,
} from './accounts';
import { generateOrders } from './orders';
import { Random, Weighted } from './random';
import { generateRealty } from './realty';
import { generateVehicles, type VehicleRow } from './vehicles';

export interface SeedOptions {
  readonly seed: string;
  readonly vehicles: number;
  readonly realty: number;
  readonly orders: number;
  readonly demoKey: string;
  /** Hourly limit of the demo key; 0 = unlimited. */
  readonly demoHourlyLimit: number;
  readonly onProgress?: (stage: string, done: number, total: number) => void;
}

export const DEFAULT_SIZES = { vehicles: 20_000, realty: 10_000, orders: 300 } as const;
export const MAX_VEHICLES = 1_000_000;

const SELLER_POOL = 1500;
const BATCH = 10_000;

export function isEmpty(db: Db): boolean {
  const row = db.prepare('SELECT count(*) AS n FROM accounts').get() as { n: number };
  return row.n === 0;
}

export function seedDatabase(db: Db, options: SeedOptions): void {
  const root = new Random(options.seed);
  const progress = options.onProgress ?? (() => {});

  const people = root.fork('sellers');
  const pool: number[] = [];
  const taken = new Set<number>([
    DEMO_SELLER.userId,
    SECOND_SELLER.userId,
    DISABLED_ACCOUNT.userId,
  ]);
  while (pool.length < SELLER_POOL) {
    const id = people.int(1_000_000, 12_999_999);
    if (!taken.has(id)) {
      taken.add(id);
      pool.push(id);
    }
  }
  // A few dealers hold many adverts, most sellers one or two (Zipf-like).
  const poolWeights = pool.map((id, rank): [number, number] => [id, 1 / (rank + 1) ** 0.8]);
  const poolTotal = poolWeights.reduce((sum, [, weight]) => sum + weight, 0);
  const withShares = (demo: number, second: number) =>
    new Weighted<number>([
      [DEMO_SELLER.userId, poolTotal * demo],
      [SECOND_SELLER.userId, poolTotal * second],
      ...poolWeights,
    ]);

  db.transaction(() => {
    const account = db.prepare(
      'INSERT INTO accounts (user_id, name, email, phone) VALUES (?, ?, ?, ?)',
    );
    for (const who of [DEMO_SELLER, SECOND_SELLER, DISABLED_ACCOUNT]) {
      account.run(who.userId, who.name, who.email, who.phone);
    }
    for (const [index, id] of pool.entries()) {
      account.run(id, `Seller ${index + 1}`, `seller${index + 1}@example.com`, '');
    }
    const key = db.prepare(
      'INSERT INTO api_keys (api_key, user_id, status, hourly_limit, label) VALUES (?, ?, ?, ?, ?)',
    );
    key.run(options.demoKey, DEMO_SELLER.userId, 'active', options.demoHourlyLimit, 'demo seller');
    key.run(
      SECOND_SELLER.apiKey,
      SECOND_SELLER.userId,
      'active',
      PUBLIC_HOURLY_LIMIT,
      'second seller',
    );
    key.run(
      DISABLED_ACCOUNT.apiKey,
      DISABLED_ACCOUNT.userId,
      'disabled',
      PUBLIC_HOURLY_LIMIT,
      'disabled',
    );
    key.run(
      LIMITED_KEY.apiKey,
      DEMO_SELLER.userId,
      'active',
      LIMITED_KEY.hourlyLimit,
      'tiny limit',
    );
  })();

  insertVehicles(db, root.fork('vehicles'), options.vehicles, withShares(0.01, 0.005), progress);
  insertRealty(db, root.fork('realty'), options.realty, withShares(0.01, 0.005), progress);
  insertOrders(db, root.fork('orders'), options.orders, withShares(1.2, 0.65), progress);

  db.prepare('INSERT INTO dataset (key, value) VALUES (?, ?)').run(
    'generated',
    JSON.stringify({
      seed: options.seed,
      vehicles: options.vehicles,
      realty: options.realty,
      orders: options.orders,
    }),
  );
}

const VEHICLE_COLUMNS: readonly (keyof VehicleRow)[] = [
  'id',
  'user_id',
  'category_id',
  'bodystyle_id',
  'marka_id',
  'model_id',
  'origin_country_id',
  'year',
  'price_usd',
  'main_currency',
  'auction_possible',
  'real_exchange',
  'exchange',
  'exchange_marka_id',
  'exchange_model_id',
  'state_id',
  'city_id',
  'abroad',
  'customs_cleared',
  'fuel_id',
  'gearbox_id',
  'drive_id',
  'color_id',
  'engine_cc',
  'power_hp',
  'mileage_kkm',
  'photo_count',
  'option_ids',
  'description',
  'add_date',
];

function insertVehicles(
  db: Db,
  random: Random,
  count: number,
  owners: Weighted<number>,
  progress: (stage: string, done: number, total: number) => void,
): void {
  const insert = db.prepare(
    `INSERT INTO vehicles (${VEHICLE_COLUMNS.join(', ')}) VALUES (${VEHICLE_COLUMNS.map(() => '?').join(', ')})`,
  );
  const values = new Array<string | number>(VEHICLE_COLUMNS.length);
  const rows = generateVehicles(random, { count, firstId: 30_000_000, owners });
  let done = 0;
  const batch = db.transaction((size: number) => {
    for (let i = 0; i < size; i++) {
      const next = rows.next();
      if (next.done) return;
      const row = next.value;
      for (let c = 0; c < VEHICLE_COLUMNS.length; c++) values[c] = row[VEHICLE_COLUMNS[c]!];
      insert.run(values);
    }
  });
  while (done < count) {
    const size = Math.min(BATCH, count - done);
    batch(size);
    done += size;
    progress('vehicles', done, count);
  }
}

function insertRealty(
  db: Db,
  random: Random,
  count: number,
  owners: Weighted<number>,
  progress: (stage: string, done: number, total: number) => void,
): void {
  const advert = db.prepare(
    `INSERT INTO realty (id, user_id, category, realty_type, operation_type, state_id, city_id,
       district_id, add_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const characteristic = db.prepare(
    'INSERT INTO realty_characteristics (realty_id, characteristic_id, value) VALUES (?, ?, ?)',
  );
  db.transaction(() => {
    let done = 0;
    for (const row of generateRealty(random, { count, firstId: 14_100_000, owners })) {
      advert.run(
        row.id,
        row.user_id,
        row.category,
        row.realty_type,
        row.operation_type,
        row.state_id,
        row.city_id,
        row.district_id,
        row.add_date,
      );
      for (const [id, value] of row.characteristics) characteristic.run(row.id, id, value);
      if (++done % BATCH === 0) progress('realty', done, count);
    }
    progress('realty', done, count);
  })();
}

function insertOrders(
  db: Db,
  random: Random,
  count: number,
  owners: Weighted<number>,
  progress: (stage: string, done: number, total: number) => void,
): void {
  const order = db.prepare(
    `INSERT INTO orders (order_id, owner_user_id, status, total_order_sum, created_at,
       recipient_user_id, recipient_name, recipient_email, recipient_phone, delivery_state_id,
       delivery_city_id, delivery_address, delivery_service)
     VALUES (@order_id, @owner_user_id, @status, @total_order_sum, @created_at, @recipient_user_id,
       @recipient_name, @recipient_email, @recipient_phone, @delivery_state_id, @delivery_city_id,
       @delivery_address, @delivery_service)`,
  );
  const item = db.prepare(
    `INSERT INTO order_items (order_id, position, adv_id, name, price, count, note, vendor_code)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    const rows = generateOrders(random, { count, owners, demoUserId: DEMO_SELLER.userId });
    for (const { items, ...row } of rows) {
      order.run(row);
      items.forEach((it, position) =>
        item.run(
          row.order_id,
          position,
          it.adv_id,
          it.name,
          it.price,
          it.count,
          it.note,
          it.vendor_code,
        ),
      );
    }
    progress('orders', rows.length, count);
  })();
}
