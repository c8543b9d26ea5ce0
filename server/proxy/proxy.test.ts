/**
 * Proxy mode against the real reference service on another port (no mocks): the contract's
 * paths answer as the upstream does, the browser's key is replaced, the server's never comes
 * back, the cache spares upstream calls, deletes are the key owner's only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { averagePriceSchema, MIN_SAMPLE } from '../../src/api/contracts/market-price';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { autoInfoSchema, vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { operationsIn } from '../http/endpoint';
import { DEMO_SELLER, LIMITED_KEY, SECOND_SELLER } from '../seed/accounts';
import { DOCUMENTED_REALTY_IDS } from '../seed/realty';
import { ALLOW_LIST, fillPath } from './allow-list';
import {
  everyByte,
  SERVER_KEY,
  startProxy,
  startUpstream,
  type ProxyUnderTest,
  type Upstream,
} from './proxy-test-kit';

let upstream: Upstream;
let proxy: ProxyUnderTest;

beforeAll(async () => {
  upstream = await startUpstream();
  proxy = await startProxy(upstream.base);
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

function expectEnvelope(body: unknown, code: string) {
  const { error } = errorEnvelopeSchema.parse(body);
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
  return error;
}

/** A GET with the path exactly as written (fetch would resolve `..` segments first). */
function rawGet(origin: string, path: string): Promise<{ status: number; body: unknown }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        expect(text).not.toContain(SERVER_KEY);
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
      });
    }).on('error', reject);
  });
}

const countOf = (body: unknown) =>
  vehicleSearchArrayFormSchema.parse(body)[0].result.search_result.count;

/** A live advert of the demo seller (the key's owner), straight from the upstream's data. */
function ownAdvert(offset = 0): number {
  const row = upstream.server.db
    .prepare(
      'SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL ORDER BY id LIMIT 1 OFFSET ?',
    )
    .get(DEMO_SELLER.userId, offset) as { id: number } | undefined;
  if (!row) throw new Error('the demo seller owns no advert');
  return row.id;
}

describe('/api/_meta in proxy mode', () => {
  const counts = (limit: number) => ({
    limit,
    used: expect.any(Number) as number,
    remaining: expect.any(Number) as number,
  });
  const ACCESS = { '/auto/new/autos': 'seller', '/ria/basket/orders': 'operator' };

  it('reports mode proxy, no demo key, no dataset, the quota, the share, and no seller', async () => {
    const { status, body } = await proxy.call('/api/_meta');
    expect(status).toBe(200);
    expect(metaResponseSchema.parse(body)).toEqual({
      mode: 'proxy',
      demo: null,
      dataset: null,
      quota: counts(1000),
      share: counts(100),
      accounts: true,
      access: ACCESS,
    });
  });

  it('tells a signed-in seller the key owner’s user id, and an operator not', async () => {
    const seller = metaResponseSchema.parse((await proxy.as('seller')('/api/_meta')).body);
    expect(seller.seller).toEqual({ user_id: DEMO_SELLER.userId });
    expect(seller.share).toEqual(counts(250));
    const operator = metaResponseSchema.parse((await proxy.as('operator')('/api/_meta')).body);
    expect(operator.seller).toBeUndefined();
  });
});

describe('the allow-list', () => {
  it("is the route table's Marketplace operations, with the table's access (CONTRACT.md)", () => {
    const marketplace = operationsIn('embedded').filter(
      ({ route }) => route.access !== 'anonymous',
    );
    expect(ALLOW_LIST.map(({ method, path }) => `${method} ${path}`).sort()).toEqual(
      marketplace.map(({ route }) => `${route.method} ${route.path}`).sort(),
    );
    const needsRole = ALLOW_LIST.filter(({ access }) => access !== 'anonymous');
    expect(needsRole.map(({ method, path, access }) => `${method} ${path} ${access}`)).toEqual([
      'DELETE /auto/new/autos seller',
      'GET /ria/basket/orders operator',
    ]);
  });

  // `id`: a real-estate advert for /dom/info/:id (the photo list takes an own vehicle, below).
  const SAMPLE_PARAMS = {
    category: '1',
    mark: '79',
    state: '10',
    city: '10',
    id: String(DOCUMENTED_REALTY_IDS[1]),
  };
  const SAMPLE_QUERIES: Readonly<Record<string, string>> = {
    '/auto/search': 'marka_id[0]=79&s_yers[0]=2010&countpage=20&page=1',
    '/dom/search':
      'category=1&realty_type=2&operation_type=1&state_id=10&district_id=1&district_id=2',
    '/new_to_old': 'categories.main.id=1&brand.id[0]=79&year[0].gte=2010&size=10&countpage=100',
    '/old_to_new': 'category_id=1&marka_id[0]=79&model_id[0]=0&s_yers[0]=2010',
    '/auto/average_price': 'marka_id=79&gear_id=1&gear_id=2&yers=2005&yers=2020',
  };

  const getPaths = ALLOW_LIST.filter((entry) => entry.method === 'GET').map((entry) => {
    const path = fillPath(entry.path, SAMPLE_PARAMS);
    const query = SAMPLE_QUERIES[entry.path];
    return query ? `${path}?${query}` : path;
  });

  it.each(getPaths)('GET %s answers through the proxy as the upstream does', async (request) => {
    const target = request.startsWith('/auto/info')
      ? `/auto/info?auto_id=${ownAdvert()}`
      : request.startsWith('/auto/fotos/')
        ? `/auto/fotos/${ownAdvert()}`
        : request;
    const direct = await upstream.direct(target);
    // Orders need an operator; everything else is open to anonymous visitors.
    const caller = target.startsWith('/ria/basket/orders') ? proxy.as('operator') : proxy.call;
    const proxied = await caller(`/api${target}`);
    expect(direct.status).toBe(200);
    expect(proxied.status).toBe(200);
    expect(proxied.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(proxied.body).toEqual(direct.body);
  });

  it('answers with a trailing slash and %5B%5D keys like the plain form', async () => {
    const plain = await proxy.as('operator')('/api/ria/basket/orders');
    const slashed = await proxy.as('operator')('/api/ria/basket/orders/');
    expect(slashed.status).toBe(200);
    expect(slashed.body).toEqual(plain.body);
    const encoded = await proxy.call('/api/auto/search/?marka_id%5B0%5D=84&s_yers%5B0%5D=2015');
    const literal = await upstream.direct('/auto/search?marka_id[0]=84&s_yers[0]=2015');
    expect(encoded.body).toEqual(literal.body);
  });

  it('answers 404 NOT_FOUND for other paths, like the embedded service, without an upstream call', async () => {
    const before = await proxy.used();
    for (const path of [
      '/auto/secret',
      '/_meta/extra',
      '/auto/categories/1/marks/79/models/5',
      '/users/me',
      '/',
    ]) {
      const proxied = await proxy.call(`/api${path}`);
      const embedded = await upstream.server.call(path, { key: SERVER_KEY });
      expect(proxied.status, path).toBe(404);
      expectEnvelope(proxied.body, 'NOT_FOUND');
      expect(proxied.body).toEqual(embedded.body);
    }
    expect(await proxy.used()).toBe(before);
  });

  it('answers 405 with Allow for another method, like the embedded service', async () => {
    for (const [method, path, allow] of [
      ['POST', '/auto/search', 'GET, HEAD'],
      ['PUT', '/auto/categories/1/marks', 'GET, HEAD'],
      ['GET', '/auto/new/autos?user_id=1&auto_id=2', 'DELETE'],
      ['DELETE', '/_meta', 'GET, HEAD'],
    ] as const) {
      const proxied = await proxy.call(`/api${path}`, method);
      const embedded = await upstream.server.call(path, { method, key: SERVER_KEY });
      expect(proxied.status, `${method} ${path}`).toBe(405);
      expect(proxied.headers.get('allow')).toBe(allow);
      expect(embedded.headers.allow).toBe(allow);
      expectEnvelope(proxied.body, 'METHOD_NOT_ALLOWED');
      expect(proxied.body).toEqual(embedded.body);
    }
  });

  it('refuses a path segment that is not an id, like the embedded service', async () => {
    const before = await proxy.used();
    for (const path of ['/auto/categories/abc/marks', '/auto/states/1%2F2/cities']) {
      const proxied = await proxy.call(`/api${path}`);
      const embedded = await upstream.server.call(path, { key: SERVER_KEY });
      expect(proxied.status, path).toBe(400);
      expect(proxied.body).toEqual(embedded.body);
    }
    // A dot segment sent as is (browsers and fetch resolve them first) is not an id either.
    const raw = await rawGet(proxy.origin, '/api/dom/cities/..');
    expect(raw.status).toBe(400);
    expect(expectEnvelope(raw.body, 'INVALID_PARAMETER').param).toBe('state');
    expect(await proxy.used()).toBe(before);
  });

  it('answers [] for a catalog id past 2^31 as the upstream does (LIVE-2026.md "Catalogs")', async () => {
    for (const path of [
      '/auto/categories/1/marks/99999999999/models',
      '/auto/states/000000000099999999999/cities',
      '/dom/cities_districts/4294967296',
    ]) {
      const proxied = await proxy.call(`/api${path}`);
      const direct = await upstream.direct(path);
      expect(proxied.status, path).toBe(200);
      expect(proxied.body).toEqual([]);
      expect(proxied.body).toEqual(direct.body);
      // The id goes upstream as it was written.
      expect(upstream.received().at(-2)).toContain(path);
    }
  });

  it('sends the live order_by for the legacy 1 (price ascending: CONTRACT.md "Order")', async () => {
    const legacy = await proxy.call('/api/auto/search?countpage=7&order_by=1&marka_id[0]=9');
    expect(legacy.status).toBe(200);
    const sent = upstream.received().at(-1) ?? '';
    expect(sent).toMatch(/[?&]order_by=2(&|$)/);
    expect(sent).not.toMatch(/order_by=1\b/);
    expect(sent).toContain('marka_id[0]=9');
    // The same search asked with the live value is the same answer, from the cache.
    const live = await proxy.call('/api/auto/search?countpage=7&order_by=2&marka_id[0]=9');
    expect(live.headers.get('x-proxy-cache')).toBe('hit');
    expect(live.body).toEqual(legacy.body);
  });

  it('asks advert details in Ukrainian for English readers, and names them in English (CONTRACT.md "Languages")', async () => {
    const found = await proxy.call('/api/auto/search?countpage=1');
    const [id] = vehicleSearchArrayFormSchema.parse(found.body)[0]?.result.search_result.ids ?? [];
    const english = await proxy.call(`/api/auto/info?auto_id=${id}&langId=3`);
    expect(english.status).toBe(200);
    const sent = upstream.received().at(-1) ?? '';
    expect(sent).toMatch(/[?&]langId=4(&|$)/);
    expect(sent).not.toMatch(/langId=3/);
    // The live service has no English: the proxy names the catalogs' items as embedded English
    // does (server/proxy/english-answers.ts), from the Ukrainian answer it keeps.
    const ukrainian = await proxy.call(`/api/auto/info?auto_id=${id}`);
    const embedded = await upstream.direct(`/auto/info?auto_id=${id}&langId=3`);
    expect(autoInfoSchema.parse(english.body).autoData.fuelName).toBe(
      autoInfoSchema.parse(embedded.body).autoData.fuelName,
    );
    expect(autoInfoSchema.parse(english.body).autoData.fuelName).not.toBe(
      autoInfoSchema.parse(ukrainian.body).autoData.fuelName,
    );
  });

  it('keeps the security headers of the shell on API answers', async () => {
    const { headers } = await proxy.call('/api/auto/colors');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the server key replaces the browser’s', () => {
  it('answers 200 with a wrong key from the browser, with the same body as the upstream', async () => {
    const query = 'marka_id[0]=9&countpage=5';
    const proxied = await proxy.call(`/api/auto/search?api_key=wrong-key&${query}`);
    expect(proxied.status).toBe(200);
    expect(proxied.body).toEqual((await upstream.direct(`/auto/search?${query}`)).body);
  });

  it('drops every spelling of api_key the browser sends, wherever it is in the query', async () => {
    // Those that some server would read as api_key too: PHP's `.`, ` `, `[]`, an unclosed `[`
    // and leading spaces, another case.
    const proxied = await proxy.call(
      '/api/auto/search?countpage=3&api%5Fkey=one&marka_id[0]=9&api_key=two&api_key&api.key=3&api%20key=4&api_key%5B%5D=5&API_KEY=6&Api.Key[x]=7&api[key=8&%20api_key=9&page=917',
    );
    expect(proxied.status).toBe(200);
    const sent = upstream.received().filter((target) => target.includes('page=917'));
    expect(sent).toEqual([
      `/api/auto/search?api_key=${SERVER_KEY}&countpage=3&marka_id[0]=9&page=917`,
    ]);
  });

  it('never spends a valid key the browser sends (here one allowed 3 calls an hour)', async () => {
    for (let page = 0; page < LIMITED_KEY.hourlyLimit + 2; page++) {
      const proxied = await proxy.call(
        `/api/auto/search?api_key=${LIMITED_KEY.apiKey}&countpage=2&page=${page}`,
      );
      expect(proxied.status).toBe(200);
    }
    // Orders are the server key's owner's, not the browser key's.
    const orders = await proxy.as('operator')(
      `/api/ria/basket/orders?api_key=${SECOND_SELLER.apiKey}`,
    );
    expect(orders.body).toEqual((await upstream.direct('/ria/basket/orders')).body);
  });
});

describe('the server key never reaches the browser', () => {
  it('is absent from answers, errors and the app, and from the log', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const withApp = await startProxy(upstream.base, { staticDir: dir });
    try {
      const requests = [
        '/api/_meta',
        '/api/auto/search?countpage=100',
        `/api/auto/info?auto_id=${ownAdvert()}`,
        '/api/auto/info?auto_id=1',
        '/api/auto/search?marka_id[0]=abc',
        `/api/auto/search?api_key=${SERVER_KEY}`,
        '/api/ria/basket/orders',
        '/api/new_to_old?api_key=x&brand.id[0]=1&unknown=1',
        '/api/old_to_new?marka_id[0]=1&nope=2',
        '/api/auto/new/autos?user_id=1&auto_id=1',
        '/api/no/such/path',
        '/vehicles?marka_id[0]=79',
        '/index.html',
        '/missing.js',
      ];
      for (const request of requests) {
        const received = await withApp.call(request);
        expect(everyByte(received)).not.toContain(SERVER_KEY);
        expect(received.headers.get('location')).toBeNull();
      }
      expect(withApp.logs.length).toBeGreaterThan(0);
      for (const line of withApp.logs) expect(line).not.toMatch(/api_key/);
    } finally {
      await withApp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the app and its history fallback with the security headers, as embedded mode does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-static-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const withApp = await startProxy(upstream.base, { staticDir: dir });
    try {
      for (const path of ['/', '/vehicles?marka_id[0]=79', '/index.html']) {
        const page = await withApp.call(path);
        expect(page.status, path).toBe(200);
        expect(page.text).toContain('<title>app</title>');
        expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      }
      const missing = await withApp.call('/assets/missing.js');
      expect(missing.status).toBe(404);
    } finally {
      await withApp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('scrubs the live search form, which echoes its query', async () => {
    const live = await startUpstream('live');
    const front = await startProxy(live.base);
    try {
      const proxied = await front.call('/api/auto/search?marka_id[0]=79&countpage=5');
      expect(proxied.status).toBe(200);
      expect(proxied.body).toEqual(
        (await live.direct('/auto/search?marka_id[0]=79&countpage=5')).body,
      );
      expect(proxied.body).toHaveProperty('result.additional.query_string');
    } finally {
      await front.close();
      await live.close();
    }
  });
});

describe('the response cache', () => {
  it('serves a repeated search without an upstream call', async () => {
    const query = '/api/auto/search?marka_id[0]=48&countpage=10&order_by=1';
    const before = await proxy.used();
    const first = await proxy.call(query);
    expect(first.headers.get('x-proxy-cache')).toBe('miss');
    expect(await proxy.used()).toBe(before + 1);

    const again = await proxy.call(query);
    const spelledOtherwise = await proxy.call(
      '/api/auto/search/?marka_id%5B0%5D=48&api_key=whatever&countpage=10&order_by=1',
    );
    expect(again.headers.get('x-proxy-cache')).toBe('hit');
    expect(again.body).toEqual(first.body);
    expect(spelledOtherwise.body).toEqual(first.body);
    expect(await proxy.used()).toBe(before + 1);
  });

  it('keeps catalogs, details and conversions too, and costs one call for simultaneous asks', async () => {
    const before = await proxy.used();
    const requests = [
      '/api/auto/categories/2/marks',
      `/api/auto/info?auto_id=${ownAdvert(1)}`,
      '/api/old_to_new?marka_id[0]=5',
    ];
    await Promise.all(requests.flatMap((request) => [1, 2, 3].map(() => proxy.call(request))));
    expect(await proxy.used()).toBe(before + requests.length);
    for (const request of requests) {
      expect((await proxy.call(request)).headers.get('x-proxy-cache')).toBe('hit');
    }
    expect(await proxy.used()).toBe(before + requests.length);
  });

  it('lets the browser keep a catalog no longer than the server keeps it, and not at all with no cache', async () => {
    const briefly = await startProxy(upstream.base, { catalogTtlSeconds: 600 });
    const never = await startProxy(upstream.base, { catalogTtlSeconds: 0 });
    try {
      expect((await briefly.call('/api/auto/states')).headers.get('cache-control')).toBe(
        'private, max-age=600, stale-while-revalidate=600',
      );
      const uncached = await never.call('/api/auto/states');
      expect(uncached.status).toBe(200);
      expect(uncached.headers.get('cache-control')).toBe('no-store');
    } finally {
      await briefly.close();
      await never.close();
    }
  });

  it('lets the browser keep a catalog, and not an advert or a search', async () => {
    const catalog = await proxy.call('/api/auto/states/10/cities');
    expect(catalog.headers.get('cache-control')).toBe(
      'private, max-age=3600, stale-while-revalidate=86400',
    );
    for (const request of [
      `/api/auto/info?auto_id=${ownAdvert(1)}`,
      '/api/auto/search?marka_id[0]=48&countpage=10',
    ]) {
      const answer = await proxy.call(request);
      expect(answer.status, request).toBe(200);
      expect(answer.headers.get('cache-control'), request).toBe('no-store');
    }
  });

  it('does not keep the upstream’s errors', async () => {
    // A malformed query never gets this far (validation.test.ts); an unknown advert does.
    const before = await proxy.used();
    for (let i = 0; i < 2; i++) {
      const { status, body, headers } = await proxy.call('/api/auto/info?auto_id=999999999');
      expect(status).toBe(404);
      expectEnvelope(body, 'NOT_FOUND');
      expect(headers.get('x-proxy-cache')).toBe('miss');
    }
    expect(await proxy.used()).toBe(before + 2);
  });

  it('asks again once an answer is older than its TTL (catalogs live longer)', async () => {
    let now = Date.UTC(2026, 0, 1, 9, 0, 0);
    const timed = await startProxy(upstream.base, {
      now: () => now,
      searchTtlSeconds: 60,
      catalogTtlSeconds: 3600,
    });
    try {
      await timed.call('/api/auto/search?countpage=1');
      await timed.call('/api/auto/states');
      expect(await timed.used()).toBe(2);
      now += 59_000;
      await timed.call('/api/auto/search?countpage=1');
      await timed.call('/api/auto/states');
      expect(await timed.used()).toBe(2);
      now += 2_000;
      await timed.call('/api/auto/search?countpage=1');
      await timed.call('/api/auto/states');
      expect(await timed.used()).toBe(3);
    } finally {
      await timed.close();
    }
  });
});

describe('GET /auto/average_price through the proxy (CONTRACT.md "Market price")', () => {
  const market = '/auto/average_price?marka_id=79&raceInt=20&raceInt=250';

  it('answers as the upstream does, parsed by the contract, and keeps it like a catalog', async () => {
    let now = Date.UTC(2026, 0, 1, 9, 0, 0);
    const timed = await startProxy(upstream.base, {
      now: () => now,
      searchTtlSeconds: 60,
      catalogTtlSeconds: 3600,
    });
    try {
      const direct = await upstream.direct(market);
      const first = await timed.call(`/api${market}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-proxy-cache')).toBe('miss');
      expect(averagePriceSchema.parse(first.body).total).toBeGreaterThanOrEqual(MIN_SAMPLE);
      expect(first.body).toEqual(direct.body);
      // Past a search's TTL, within a catalog's: still no upstream call.
      now += 61_000;
      const again = await timed.call(`/api${market}`);
      expect(again.headers.get('x-proxy-cache')).toBe('hit');
      expect(again.body).toEqual(first.body);
      expect(await timed.used()).toBe(1);
      // Past a catalog's TTL: asked again.
      now += 3600_000;
      expect((await timed.call(`/api${market}`)).headers.get('x-proxy-cache')).toBe('miss');
    } finally {
      await timed.close();
    }
  });

  it('passes Not Enough Data through as the upstream’s 400, and keeps it like an answer', async () => {
    const few = '/auto/average_price?marka_id=79&yers=1901';
    const before = await proxy.used();
    for (const cache of ['miss', 'hit']) {
      const { status, text, headers } = await proxy.call(`/api${few}`);
      expect(status).toBe(400);
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(headers.get('x-proxy-cache')).toBe(cache);
      expect(text).toBe('{"message":"Not Enough Data"}');
    }
    expect(await proxy.used()).toBe(before + 1);
  });

  it('refuses a parameter error in the envelope, without an upstream call', async () => {
    const before = await proxy.used();
    const { status, body } = await proxy.call('/api/auto/average_price?yers=2010&yers=x');
    expect(status).toBe(400);
    expect(expectEnvelope(body, 'INVALID_PARAMETER').param).toBe('yers');
    expect(await proxy.used()).toBe(before);
  });
});

describe('DELETE /auto/new/autos through the proxy', () => {
  it('refuses another user id with 403, without calling the upstream', async () => {
    const advert = ownAdvert();
    const before = await proxy.used();
    const { status, body } = await proxy.as('seller')(
      `/api/auto/new/autos?user_id=${SECOND_SELLER.userId}&auto_id=${advert}`,
      'DELETE',
    );
    expect(status).toBe(403);
    expect(expectEnvelope(body, 'API_KEY_UNAUTHORIZED').message).toContain(
      String(DEMO_SELLER.userId),
    );
    expect(await proxy.used()).toBe(before);
    expect((await upstream.direct(`/auto/info?auto_id=${advert}`)).status).toBe(200);
  });

  it('refuses every delete when the server has no user id, saying how to allow them', async () => {
    const noSeller = await startProxy(upstream.base, { userId: null });
    try {
      const meta = metaResponseSchema.parse((await noSeller.as('seller')('/api/_meta')).body);
      expect(meta.seller).toBeUndefined();
      const advert = ownAdvert();
      const { status, body } = await noSeller.as('seller')(
        `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert}`,
        'DELETE',
      );
      expect(status).toBe(403);
      expect(expectEnvelope(body, 'API_KEY_UNAUTHORIZED').message).toContain(
        'MARKETPLACE_UPSTREAM_USER_ID',
      );
      expect(await noSeller.used()).toBe(0);
      expect((await upstream.direct(`/auto/info?auto_id=${advert}`)).status).toBe(200);
    } finally {
      await noSeller.close();
    }
  });

  it('deletes for the key owner and drops cached searches, so the next search is fresh', async () => {
    const advert = ownAdvert();
    const search = '/api/auto/search?countpage=1&page=0&currency=1';
    const catalog = '/api/auto/categories';
    const countBefore = countOf((await proxy.call(search)).body);
    await proxy.call(catalog);

    const deleted = await proxy.as('seller')(
      `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert}&api_key=x`,
      'DELETE',
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ num_rows: 1, last_insert_id: 0 });
    expect((await upstream.direct(`/auto/info?auto_id=${advert}`)).status).toBe(404);

    const after = await proxy.call(search);
    expect(after.headers.get('x-proxy-cache')).toBe('miss');
    expect(countOf(after.body)).toBe(countBefore - 1);
    expect((await proxy.call(catalog)).headers.get('x-proxy-cache')).toBe('hit');
  });

  it('sends the upstream the checked user_id and auto_id alone, whatever else is written', async () => {
    const advert = ownAdvert();
    const deleted = await proxy.as('seller')(
      `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}&auto_id=${advert}&user.id=${SECOND_SELLER.userId}&user+id=1&user_id%5B%5D=2&auto.id=3`,
      'DELETE',
    );
    expect(deleted.status).toBe(200);
    const sent = upstream.received().at(-1) ?? '';
    expect(sent).toBe(
      `/api/auto/new/autos?api_key=${SERVER_KEY}&user_id=${DEMO_SELLER.userId}&auto_id=${advert}`,
    );
  });

  it('refuses a missing auto_id with 400, without an upstream call', async () => {
    const before = await proxy.used();
    const { status, body } = await proxy.as('seller')(
      `/api/auto/new/autos?user_id=${DEMO_SELLER.userId}`,
      'DELETE',
    );
    expect(status).toBe(400);
    expect(expectEnvelope(body, 'INVALID_PARAMETER').param).toBe('auto_id');
    expect(await proxy.used()).toBe(before);
  });
});
