import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteAdvertResponseSchema,
  vehicleSearchArrayFormSchema,
} from '../../src/api/contracts/vehicles';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { DEMO_SELLER, SECOND_SELLER } from '../seed/accounts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { openDatabase } from '../store/database';
import { Store } from '../store/store';

const dir = mkdtempSync(join(tmpdir(), 'marketplace-delete-'));
const file = join(dir, 'test.db');
let server: TestServer;

const ownAdverts = () =>
  server.db
    .prepare(
      'SELECT id, marka_id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL ORDER BY id',
    )
    .all(DEMO_SELLER.userId) as { id: number; marka_id: number }[];

async function searchIds(query: string) {
  const { body } = await server.call(`/auto/search?${query}`);
  return vehicleSearchArrayFormSchema.parse(body)[0].result.search_result;
}

beforeAll(async () => {
  server = await startTestServer({ file, seed: { vehicles: 5000, realty: 100, orders: 10 } });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('DELETE /auto/new/autos', () => {
  it('deletes the owner’s advert once (1 row), then answers 0 rows', async () => {
    const [advert] = ownAdverts();
    if (!advert) throw new Error('the demo seller owns no advert');
    const path = `/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert.id}`;
    const first = await server.call(path, { method: 'DELETE' });
    expect(first.status).toBe(200);
    expect(deleteAdvertResponseSchema.parse(first.body)).toEqual({
      num_rows: 1,
      last_insert_id: 0,
    });
    const again = await server.call(path, { method: 'DELETE' });
    expect(deleteAdvertResponseSchema.parse(again.body)).toEqual({
      num_rows: 0,
      last_insert_id: 0,
    });
  });

  it('takes a deleted advert out of every search, count and info at once', async () => {
    const [advert] = ownAdverts();
    if (!advert) throw new Error('the demo seller owns no advert');
    const query = `marka_id[0]=${advert.marka_id}&countpage=100`;
    const before = await searchIds(query);
    const total = (await searchIds('countpage=1')).count;
    expect((await server.call(`/auto/info?auto_id=${advert.id}`)).status).toBe(200);

    await server.call(`/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert.id}`, {
      method: 'DELETE',
    });

    const after = await searchIds(query);
    expect(after.count).toBe(before.count - 1);
    expect(after.ids).not.toContain(String(advert.id));
    expect((await searchIds('countpage=1')).count).toBe(total - 1);
    expect((await server.call(`/auto/info?auto_id=${advert.id}`)).status).toBe(404);
    const meta = await server.call('/_meta', { key: null });
    expect((meta.body as { dataset: { vehicles: number } }).dataset.vehicles).toBe(total - 1);
  });

  it("leaves another seller's advert untouched (0 rows) when asked with the owner's own user id", async () => {
    const theirs = server.db
      .prepare('SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL LIMIT 1')
      .pluck()
      .get(SECOND_SELLER.userId) as number;
    const { status, body } = await server.call(
      `/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${theirs}`,
      { method: 'DELETE' },
    );
    expect(status).toBe(200);
    expect(deleteAdvertResponseSchema.parse(body).num_rows).toBe(0);
    expect(server.store.vehicle(theirs)).toBeDefined();
  });

  it('refuses a user_id that is not the key owner with 403 API_KEY_UNAUTHORIZED and changes nothing', async () => {
    const theirs = server.db
      .prepare('SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL LIMIT 1')
      .pluck()
      .get(SECOND_SELLER.userId) as number;
    const { status, body } = await server.call(
      `/auto/new/autos?user_id=${SECOND_SELLER.userId}&auto_id=${theirs}`,
      { method: 'DELETE' },
    );
    expect(status).toBe(403);
    expect(errorEnvelopeSchema.parse(body).error.code).toBe('API_KEY_UNAUTHORIZED');
    expect(server.store.vehicle(theirs)).toBeDefined();
  });

  it.each([
    ['auto_id=1', 'user_id'],
    [`user_id=${DEMO_SELLER.userId}`, 'auto_id'],
    [`user_id=${DEMO_SELLER.userId}&auto_id=`, 'auto_id'],
    [`user_id=me&auto_id=1`, 'user_id'],
  ])('refuses %s with 400 naming %s', async (query, param) => {
    const { status, body } = await server.call(`/auto/new/autos?${query}`, { method: 'DELETE' });
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error.param).toBe(param);
  });

  // CONTRACT.md "Every endpoint" and §6: an id given twice is refused as the searches refuse a
  // repeated page, and neither advert is deleted (the audit's delete took the last one).
  it('refuses auto_id given twice with 400 naming it, and deletes neither advert', async () => {
    const [first, second] = ownAdverts();
    if (!first || !second) throw new Error('the demo seller owns fewer than two adverts');
    const { status, body } = await server.call(
      `/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${first.id}&auto_id=${second.id}`,
      { method: 'DELETE' },
    );
    expect(status).toBe(400);
    expect(deleteAdvertResponseSchema.safeParse(body).success).toBe(false);
    expect(errorEnvelopeSchema.parse(body)).toEqual({
      error: {
        code: 'INVALID_PARAMETER',
        message: 'auto_id is given more than once; give it once.',
        param: 'auto_id',
      },
    });
    for (const { id } of [first, second]) {
      expect(server.store.vehicle(id)).toBeDefined();
      expect((await server.call(`/auto/info?auto_id=${id}`)).status).toBe(200);
    }
  });

  it.each([
    [
      'the same auto_id twice',
      (id: number) => `user_id=${DEMO_SELLER.userId}&auto_id=${id}&auto_id=${id}`,
      'auto_id',
    ],
    [
      'user_id twice',
      (id: number) => `user_id=${DEMO_SELLER.userId}&auto_id=${id}&user_id=${DEMO_SELLER.userId}`,
      'user_id',
    ],
  ])('refuses %s with 400 naming it, and deletes nothing', async (_, query, param) => {
    const [advert] = ownAdverts();
    if (!advert) throw new Error('the demo seller owns no advert');
    const { status, body } = await server.call(`/auto/new/autos?${query(advert.id)}`, {
      method: 'DELETE',
    });
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(body).error).toEqual({
      code: 'INVALID_PARAMETER',
      message: `${param} is given more than once; give it once.`,
      param,
    });
    expect(server.store.vehicle(advert.id)).toBeDefined();
  });

  it('keeps deletes after the database is closed and opened again', async () => {
    const [advert] = ownAdverts();
    if (!advert) throw new Error('the demo seller owns no advert');
    await server.call(`/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert.id}`, {
      method: 'DELETE',
    });
    const liveBefore = server.store.vehicles.liveCount;
    await server.close();

    const db = openDatabase(file);
    try {
      const reopened = new Store(db);
      expect(reopened.vehicle(advert.id)).toBeUndefined();
      expect(reopened.vehicles.liveCount).toBe(liveBefore);
      expect(reopened.vehicles.search({ ...emptyQuery, countpage: 100 }).count).toBe(liveBefore);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
    // Reopen for afterAll's close.
    server = await startTestServer({
      file: join(dir, 'second.db'),
      seed: { vehicles: 10, realty: 1, orders: 1 },
    });
  });
});

const emptyQuery = {
  bodystyle: [],
  makes: [],
  regions: [],
  auto_options: [],
  fuels: [],
  gearboxes: [],
};
