/**
 * "The data unchanged": a fingerprint of the whole database, to compare before and after a fuzz
 * run, a load test or a crash. Every vehicle row is kept (hashed) apart from its `deleted_at`,
 * so that the comparison can allow exactly the deletes the service acknowledged; every other
 * table is one hash.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../store/database';

export interface VehicleState {
  readonly userId: number;
  /** Hash of every column but deleted_at. */
  readonly row: string;
  readonly deletedAt: string | null;
}

export interface DataSnapshot {
  readonly vehicles: ReadonlyMap<number, VehicleState>;
  /** Table name -> hash of all its rows in key order. */
  readonly tables: Readonly<Record<string, string>>;
}

const OTHER_TABLES = {
  accounts: 'user_id',
  api_keys: 'api_key',
  realty: 'id',
  realty_characteristics: 'realty_id, characteristic_id',
  orders: 'order_id',
  order_items: 'order_id, position',
  dataset: 'key',
} as const;

export function takeSnapshot(db: Db): DataSnapshot {
  const vehicles = new Map<number, VehicleState>();
  const rows = db.prepare('SELECT * FROM vehicles ORDER BY id').iterate() as IterableIterator<
    Record<string, unknown> & { id: number; user_id: number }
  >;
  for (const { deleted_at, ...rest } of rows) {
    vehicles.set(rest.id, {
      userId: rest.user_id,
      row: createHash('sha1').update(JSON.stringify(rest)).digest('base64'),
      deletedAt: (deleted_at as string | null) ?? null,
    });
  }
  const tables: Record<string, string> = {};
  for (const [table, order] of Object.entries(OTHER_TABLES)) {
    const hash = createHash('sha256');
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).iterate()) {
      hash.update(JSON.stringify(row));
      hash.update('\n');
    }
    tables[table] = hash.digest('hex');
  }
  return { vehicles, tables };
}

export interface Allowed {
  /** Adverts whose delete was acknowledged (num_rows 1): they must be deleted now. */
  readonly acknowledged: ReadonlySet<number>;
  /** Adverts whose delete was sent without an answer (a crash): deleted or not, both are fine. */
  readonly unanswered?: ReadonlySet<number>;
  /** The only seller whose adverts may be deleted. */
  readonly ownerId: number;
}

export interface Comparison {
  /** Everything that changed and should not have, or should have and did not. */
  readonly problems: string[];
  /** Of the unanswered deletes, how many took effect. */
  readonly unansweredApplied: number;
}

/** Compares two snapshots, allowing only the deletes in `allowed`. */
export function compareSnapshots(
  before: DataSnapshot,
  after: DataSnapshot,
  allowed: Allowed,
): Comparison {
  const problems: string[] = [];
  const note = (problem: string) => {
    if (problems.length < 50) problems.push(problem);
  };
  let unansweredApplied = 0;
  for (const [table, hash] of Object.entries(before.tables)) {
    if (after.tables[table] !== hash) note(`table ${table} changed`);
  }
  if (after.vehicles.size !== before.vehicles.size) {
    note(`vehicles: ${before.vehicles.size} rows before, ${after.vehicles.size} after`);
  }
  for (const [id, was] of before.vehicles) {
    const now = after.vehicles.get(id);
    if (!now) {
      note(`advert ${id} is gone`);
      continue;
    }
    if (now.row !== was.row) note(`advert ${id} changed (not only deleted_at)`);
    const acknowledged = allowed.acknowledged.has(id);
    if (now.deletedAt === was.deletedAt) {
      if (acknowledged) note(`advert ${id}: the acknowledged delete is not in the database`);
      continue;
    }
    if (was.deletedAt !== null) {
      note(`advert ${id}: deleted_at changed from ${was.deletedAt} to ${now.deletedAt}`);
    } else if (now.deletedAt !== null) {
      if (was.userId !== allowed.ownerId) note(`advert ${id} of seller ${was.userId} was deleted`);
      if (acknowledged) continue;
      if (allowed.unanswered?.has(id)) unansweredApplied++;
      else note(`advert ${id} was deleted without an acknowledged delete`);
    }
  }
  for (const id of allowed.acknowledged) {
    if (!before.vehicles.has(id)) note(`acknowledged advert ${id} never existed`);
    else if (before.vehicles.get(id)?.deletedAt !== null) {
      note(`advert ${id} was acknowledged (num_rows 1) but had been deleted before`);
    }
  }
  return { problems, unansweredApplied };
}
