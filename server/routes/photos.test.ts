/**
 * Photos of the generated adverts (CONTRACT.md "Photos"): the links in `/auto/info`,
 * `/auto/fotos/:id` and `/dom/info/:id` lead to pictures of the advert, in the documented shapes,
 * with immutable caching; `with_photo=1` keeps exactly the adverts that have some.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoFotosSchema } from '../../src/api/contracts/photos';
import { realtyInfoSchema } from '../../src/api/contracts/realty-info';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import { autoInfoSchema, vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { PhotoStore } from '../photos/photo-store';
import { DEFAULT_DEMO_KEY } from '../seed/accounts';
import { MAX_PHOTOS, PHOTO_SIZES } from '../photos/photos';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const HOST = 'photos.example.test:8443';

beforeAll(async () => {
  server = await startTestServer({ seed: { vehicles: 3000, realty: 600, orders: 10 } });
});
afterAll(() => server.close());

/** GET with the Host a browser would send; the answer's links are built from it. */
async function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
}
const api = async (path: string) => {
  const key = encodeURIComponent(DEFAULT_DEMO_KEY);
  const answer = await get(`/api${path}${path.includes('?') ? '&' : '?'}api_key=${key}`);
  return { status: answer.statusCode, body: JSON.parse(answer.body) as unknown };
};
/** The path of an absolute link on this server. */
const pathOf = (link: string) => {
  const url = new URL(link);
  expect(url.host).toBe(HOST);
  return url.pathname;
};

const vehicleIds = (sql: string, ...values: string[]) =>
  (server.db.prepare(sql).all(...values) as { id: number }[]).map((row) => row.id);

describe('vehicle photos', () => {
  it('photoData in /auto/info lists the photos and links the main one in four sizes that load', async () => {
    const [id] = vehicleIds('SELECT id FROM vehicles WHERE photo_count > 0 ORDER BY id LIMIT 1');
    const { status, body } = await api(`/auto/info?auto_id=${id}`);
    expect(status).toBe(200);
    const info = autoInfoSchema.parse(body);
    const data = info.photoData!;
    expect(data.count).toBeGreaterThanOrEqual(1);
    expect(data.count).toBeLessThanOrEqual(MAX_PHOTOS);
    expect(data.all).toHaveLength(data.count);
    // The live form: /photosnew/auto/photo/<make>_<model>__<photo id><size>.jpg
    expect(pathOf(data.seoLinkM!)).toMatch(
      new RegExp(`^/photosnew/auto/photo/[a-z0-9-]+_[a-z0-9-]+__${data.all![0]}m\\.jpg$`),
    );
    for (const [link, size] of [
      [data.seoLinkSX, 'sx'],
      [data.seoLinkM, 'm'],
      [data.seoLinkB, 'b'],
      [data.seoLinkF, 'f'],
    ] as const) {
      const picture = await get(pathOf(link!));
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
      expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(picture.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'jpeg',
        PHOTO_SIZES[size].width,
        PHOTO_SIZES[size].height,
      ]);
    }
  });

  it('/auto/fotos/:id lists the same photos in the documented shape, each loading as jpeg and webp', async () => {
    const [id] = vehicleIds('SELECT id FROM vehicles WHERE photo_count > 3 ORDER BY id LIMIT 1');
    const info = autoInfoSchema.parse((await api(`/auto/info?auto_id=${id}`)).body);
    const { status, body } = await api(`/auto/fotos/${id}`);
    expect(status).toBe(200);
    const fotos = autoFotosSchema.parse(body);
    expect(fotos.status).toBe(1);
    const list = Object.values(fotos.data[String(id)] ?? {});
    expect(list.map((photo) => photo.photo_id)).toEqual(info.photoData!.all);
    for (const photo of list) {
      expect(photo.auto_id).toBe(id);
      // RIA's layout: auto/photo/<id / 10 000>/<id / 100>/<id>/<id>.jpg
      const pid = photo.photo_id;
      expect(photo.url).toBe(
        `auto/photo/${Math.floor(pid / 1e4)}/${Math.floor(pid / 100)}/${pid}/${pid}.jpg`,
      );
      expect(photo.formats.map(pathOf)).toEqual([
        `/photos/${photo.url.replace('.jpg', 'f.jpg')}`,
        `/photos/${photo.url.replace('.jpg', 'fx.jpg')}`,
      ]);
    }
    const first = list[0]!;
    const webp = await get(`/photos/${first.url.replace('.jpg', 'm.webp')}`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(PHOTO_SIZES.m.width);
  });

  it('pictures are the same on every request and differ between adverts and between photos', async () => {
    const [a, b] = vehicleIds(
      `SELECT min(id) AS id FROM vehicles WHERE photo_count > 1 GROUP BY bodystyle_id, color_id
       ORDER BY id LIMIT 2`,
    );
    const files = async (id: number | undefined) =>
      Object.values(
        autoFotosSchema.parse((await api(`/auto/fotos/${id}`)).body).data[String(id)] ?? {},
      ).map((photo) => `/photos/${photo.url.replace('.jpg', 'sx.jpg')}`);
    const [a0, a1] = await files(a);
    const [b0] = await files(b);
    const first = await get(a0!);
    const again = await get(a0!);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(a1!)).rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await get(b0!)).rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('a revalidation with the ETag answers 304 with no body', async () => {
    const [id] = vehicleIds('SELECT id FROM vehicles WHERE photo_count > 0 ORDER BY id LIMIT 1');
    const info = autoInfoSchema.parse((await api(`/auto/info?auto_id=${id}`)).body);
    const path = pathOf(info.photoData!.seoLinkB!);
    const etag = String((await get(path)).headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(path, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // Weak, among others, or `*` (any picture there is): the same.
    for (const asked of [`W/${etag}`, `"other", ${etag}`, '*']) {
      expect((await get(path, { 'if-none-match': asked })).statusCode, asked).toBe(304);
    }
    expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('an advert without photos has count 0, an empty list, and is left out by with_photo=1', async () => {
    const [id] = vehicleIds('SELECT id FROM vehicles WHERE photo_count = 0 ORDER BY id LIMIT 1');
    const info = autoInfoSchema.parse((await api(`/auto/info?auto_id=${id}`)).body);
    expect(info.photoData).toEqual({ all: [], count: 0 });
    const fotos = autoFotosSchema.parse((await api(`/auto/fotos/${id}`)).body);
    expect(fotos.data[String(id)]).toEqual({});

    const search = async (query: string) =>
      vehicleSearchArrayFormSchema.parse((await api(`/auto/search?${query}`)).body)[0].result
        .search_result.count;
    const total = await search('countpage=1');
    const withPhoto = await search('countpage=1&with_photo=1');
    const without = vehicleIds('SELECT id FROM vehicles WHERE photo_count = 0').length;
    expect(withPhoto).toBe(total - without);
    expect(without).toBeGreaterThan(0);
  });

  it('unknown adverts, photos past the count and malformed paths answer 404 in the envelope', async () => {
    expect((await api('/auto/fotos/1')).status).toBe(404);
    expect((await api('/auto/fotos/abc')).status).toBe(400);
    const [id] = vehicleIds('SELECT id FROM vehicles WHERE photo_count = 1 ORDER BY id LIMIT 1');
    const past = id! * 16 + 1;
    const file = `/photos/auto/photo/${Math.floor(past / 1e4)}/${Math.floor(past / 100)}/${past}/${past}m.jpg`;
    for (const path of [
      file,
      '/photos/auto/photo/1/2/3/3m.jpg',
      `/photos/auto/photo/${Math.floor(past / 1e4)}/0/${past}/${past}m.jpg`,
      `/photos/auto/photo/${Math.floor(past / 1e4)}/${Math.floor(past / 100)}/${past}/${past}q.gif`,
      '/photosnew/auto/photo/x__12m.jpg',
    ]) {
      const answer = await get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('a deleted advert’s photos are gone with it', async () => {
    const [id] = vehicleIds(
      `SELECT id FROM vehicles WHERE photo_count > 0 AND user_id =
         (SELECT user_id FROM api_keys WHERE api_key = ?) ORDER BY id LIMIT 1`,
      DEFAULT_DEMO_KEY,
    );
    const info = autoInfoSchema.parse((await api(`/auto/info?auto_id=${id}`)).body);
    const path = pathOf(info.photoData!.seoLinkM!);
    expect((await get(path)).statusCode).toBe(200);
    server.store.deleteVehicle(info.userId, id!);
    expect((await api(`/auto/fotos/${id}`)).status).toBe(404);
    expect((await get(path)).statusCode).toBe(404);
  });
});

describe('real-estate photos', () => {
  it('/dom/info photos load at /photos/<file>, and with_photo=1 keeps exactly the adverts with some', async () => {
    /** Every id a search finds, page after page. */
    const everyId = async (query: string) => {
      const ids: number[] = [];
      for (let page = 0; ; page++) {
        const answer = realtySearchResponseSchema.parse(
          (await api(`/dom/search?${query}&page=${page}`)).body,
        );
        ids.push(...answer.items);
        if (ids.length >= answer.count) return ids;
      }
    };
    const all = await everyId('city_id=10');
    const kept = new Set(await everyId('city_id=10&with_photo=1'));
    expect(kept.size).toBeLessThan(all.length);
    expect(kept.size).toBeGreaterThan(0);
    for (const id of all) {
      const info = realtyInfoSchema.parse((await api(`/dom/info/${id}`)).body);
      const photos = Object.values(info.photos);
      expect(photos.length, `advert ${id}`).toBeLessThanOrEqual(MAX_PHOTOS);
      expect(kept.has(id), `advert ${id}`).toBe(photos.length > 0);
      if (photos.length > 0) expect(info.main_photo).toBe(photos[0]!.file);
      else expect(info.main_photo).toBeUndefined();
    }
    const info = realtyInfoSchema.parse((await api(`/dom/info/${[...kept][0]}`)).body);
    const [photo] = Object.values(info.photos);
    expect(photo!.file).toMatch(/^dom\/photo\/\d+\/\d+\/\d+\/\d+\.jpg$/);
    const picture = await get(`/photos/${photo!.file}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(PHOTO_SIZES[''].width);
    const small = await get(`/photos/${photo!.file.replace('.jpg', 'sx.webp')}`);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(PHOTO_SIZES.sx.width);
  });

  it('with_photo takes 0 or 1 only', async () => {
    const answer = await api('/dom/search?with_photo=2');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { code: 'INVALID_PARAMETER', param: 'with_photo' },
    });
  });
});

describe('the photo cache on disk', () => {
  it('keeps each picture once and serves it again after a restart without drawing it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'photo-cache-'));
    try {
      const spec = {
        subject: { kind: 'vehicle', category: 1, body: 5, colour: '#2854b8' },
        seed: 42,
        index: 3,
        size: 'm',
        format: 'webp',
      } as const;
      const first = await new PhotoStore({ dir }).picture(spec);
      expect(readdirSync(dir)).toHaveLength(1);
      const restarted = await new PhotoStore({ dir }).picture(spec);
      expect(restarted.body.equals(first.body)).toBe(true);
      expect(restarted.etag).toBe(first.etag);
      expect(readdirSync(dir)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
