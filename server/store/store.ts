/**
 * The service's data: SQLite (the truth) plus the search indexes built from it. Every write
 * goes through here, so the database and the indexes change together.
 */
import type { Order } from '../../src/api/contracts/orders';
import type { Db } from './database';
import { RealtyIndex } from './realty-index';
import { VehicleIndex } from './vehicle-index';

export interface ApiKeyRecord {
  readonly api_key: string;
  readonly user_id: number;
  readonly status: 'active' | 'disabled';
  readonly hourly_limit: number;
}

export interface VehicleRecord {
  readonly id: number;
  readonly user_id: number;
  readonly category_id: number;
  readonly bodystyle_id: number;
  readonly marka_id: number;
  readonly model_id: number;
  readonly year: number;
  readonly price_usd: number;
  readonly main_currency: number;
  readonly auction_possible: number;
  readonly real_exchange: number;
  readonly exchange: number;
  readonly state_id: number;
  readonly city_id: number;
  readonly abroad: number;
  readonly customs_cleared: number;
  readonly fuel_id: number;
  readonly gearbox_id: number;
  readonly drive_id: number;
  readonly color_id: number;
  readonly engine_cc: number;
  readonly power_hp: number;
  readonly mileage_kkm: number;
  readonly photo_count: number;
  readonly description: string;
  readonly add_date: string;
  readonly seller_type: number;
  readonly doors: number;
  readonly seats: number;
  readonly payload_kg: number;
  readonly wheel_formula_id: number;
  readonly axles: number;
  readonly fuel_city_x10: number;
  readonly fuel_route_x10: number;
  readonly fuel_combine_x10: number;
  readonly imported_from: number;
  readonly damaged: number;
  readonly under_credit: number;
  readonly confiscated: number;
  readonly not_running: number;
  readonly with_video: number;
  readonly vin_checked: number;
  readonly sold: number;
}

export interface RealtyRecord {
  readonly id: number;
  readonly user_id: number;
  readonly category: number;
  readonly realty_type: number;
  readonly operation_type: number;
  readonly state_id: number;
  readonly city_id: number;
  readonly district_id: number;
  readonly add_date: string;
  /** Characteristic id → value (an option id, a checkbox's own id, or a number). */
  readonly characteristics: ReadonlyMap<number, number>;
}

/** An order as the owner's orders are read: its table's columns but the owner. */
export interface OrderRecord {
  order_id: number;
  status: number;
  total_order_sum: number;
  created_at: string;
  recipient_user_id: number;
  recipient_name: string;
  recipient_email: string;
  recipient_phone: string;
  delivery_state_id: number;
  delivery_city_id: number;
  delivery_address: string;
  delivery_service: string;
}

/** An order's item as read, with its order's id. */
export interface OrderItemRecord {
  order_id: number;
  adv_id: number;
  name: string;
  price: number;
  count: number;
  note: string;
  vendor_code: string;
}

export class Store {
  readonly vehicles: VehicleIndex;
  readonly realty: RealtyIndex;
  private readonly statements;

  constructor(readonly db: Db) {
    this.vehicles = new VehicleIndex(db);
    this.realty = new RealtyIndex(db);
    this.statements = {
      key: db.prepare<[string], ApiKeyRecord>(
        'SELECT api_key, user_id, status, hourly_limit FROM api_keys WHERE api_key = ?',
      ),
      vehicle: db.prepare<[number], VehicleRecord>(
        'SELECT * FROM vehicles WHERE id = ? AND deleted_at IS NULL',
      ),
      realty: db.prepare<[number], Omit<RealtyRecord, 'characteristics'>>(
        `SELECT id, user_id, category, realty_type, operation_type, state_id, city_id,
           district_id, add_date FROM realty WHERE id = ? AND deleted_at IS NULL`,
      ),
      realtyCharacteristics: db
        .prepare<[number], [number, number]>(
          `SELECT characteristic_id, value FROM realty_characteristics WHERE realty_id = ?
           ORDER BY characteristic_id`,
        )
        .raw(),
      accountName: db
        .prepare<[number], string>('SELECT name FROM accounts WHERE user_id = ?')
        .pluck(),
      softDelete: db.prepare<[string, number, number]>(
        'UPDATE vehicles SET deleted_at = ? WHERE id = ? AND user_id = ? AND deleted_at IS NULL',
      ),
      orders: db.prepare<[number], OrderRecord>(
        `SELECT order_id, status, total_order_sum, created_at, recipient_user_id, recipient_name,
           recipient_email, recipient_phone, delivery_state_id, delivery_city_id,
           delivery_address, delivery_service
         FROM orders WHERE owner_user_id = ? ORDER BY created_at DESC, order_id DESC`,
      ),
      orderItems: db.prepare<[number], OrderItemRecord>(
        `SELECT i.order_id, adv_id, name, price, count, note, vendor_code
         FROM order_items i JOIN orders o ON o.order_id = i.order_id
         WHERE o.owner_user_id = ? ORDER BY i.order_id, i.position`,
      ),
      orderCount: db.prepare('SELECT count(*) FROM orders').pluck(),
      orderRegions: db
        .prepare<[number], number>(
          `SELECT DISTINCT delivery_state_id FROM orders WHERE owner_user_id = ?
           ORDER BY delivery_state_id`,
        )
        .pluck(),
    };
  }

  findKey(apiKey: string): ApiKeyRecord | undefined {
    return this.statements.key.get(apiKey);
  }

  /** A live advert, or undefined when it never existed or was deleted. */
  vehicle(id: number): VehicleRecord | undefined {
    return this.statements.vehicle.get(id);
  }

  /** A live real-estate advert with its characteristics, or undefined. */
  realtyAdvert(id: number): RealtyRecord | undefined {
    const row = this.statements.realty.get(id);
    if (!row) return undefined;
    return { ...row, characteristics: new Map(this.statements.realtyCharacteristics.all(id)) };
  }

  /** The display name of an account, or undefined. */
  accountName(userId: number): string | undefined {
    return this.statements.accountName.get(userId);
  }

  /**
   * Soft-deletes an advert of `userId` in one transaction and takes it out of the index in the
   * same synchronous step. Returns the number of adverts deleted (0 or 1).
   */
  deleteVehicle(userId: number, autoId: number, now = new Date()): number {
    const stamp = now.toISOString().slice(0, 19).replace('T', ' ');
    return this.db.transaction(() => {
      const { changes } = this.statements.softDelete.run(stamp, autoId, userId);
      if (changes === 1) this.vehicles.markDeleted(autoId);
      return changes;
    })();
  }

  /** The orders of one account, newest first, deleted ones included. */
  orders(userId: number): Order[] {
    const items = new Map<number, Order['items']>();
    for (const { order_id, ...item } of this.statements.orderItems.iterate(userId)) {
      let list = items.get(order_id);
      if (!list) items.set(order_id, (list = []));
      list.push(item);
    }
    return this.statements.orders.all(userId).map((row) => ({
      order_id: row.order_id,
      status: row.status,
      total_order_sum: row.total_order_sum,
      created_at: row.created_at,
      recipient: {
        user_id: row.recipient_user_id,
        name: row.recipient_name,
        email: row.recipient_email,
        phone: row.recipient_phone,
      },
      delivery: {
        state_id: row.delivery_state_id,
        city_id: row.delivery_city_id,
        address: row.delivery_address,
        service: row.delivery_service,
      },
      items: items.get(row.order_id) ?? [],
    }));
  }

  /** The regions an account's orders deliver to, each once (ascending). */
  orderRegions(userId: number): number[] {
    return this.statements.orderRegions.all(userId);
  }

  dataset(): { vehicles: number; realty: number; orders: number } {
    return {
      vehicles: this.vehicles.liveCount,
      realty: this.realty.liveCount,
      orders: this.statements.orderCount.get() as number,
    };
  }
}
