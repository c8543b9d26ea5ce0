import type { FastifyRequest } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogSchema } from '../../src/api/contracts/catalogs';
import { metaResponseSchema } from '../../src/api/contracts/meta';
import { ordersResponseSchema } from '../../src/api/contracts/orders';
import { autoFotosSchema } from '../../src/api/contracts/photos';
import { realtyInfoSchema } from '../../src/api/contracts/realty-info';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import { vehicleInfo } from '../../src/api/contracts/vehicle-routes';
import { autoInfoSchema, vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { AFTER_PAINT_PRELOADS, EARLY_REQUESTS } from '../../src/lib/before-app';
import { appPages } from '../http/app-page';
import { realtyTitle } from '../http/realty-title';
import { proxyFrames } from './page-frames';
import type { PageAnswer, PageReader } from './proxy-routes';
import { startProxy, startUpstream, type ProxyUnderTest, type Upstream } from './proxy-test-kit';

/** A build in miniature: the page and the part of Vite's manifest the pages read. */
function writeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'frames-build-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>app</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js', isEntry: true } }),
  );
  return dir;
}

const headingOf = (html: string) =>
  /<h1 tabindex="-1" class="advert__title">([^<]*)<\/h1>/.exec(html)?.[1];
const photoOf = (html: string) => /<img src="([^"]+)"/.exec(html)?.[1];
const imagePreloadOf = (html: string) =>
  /<link rel="preload" as="image"[^>]*imagesrcset="([^"]+)"/.exec(html)?.[1];

let upstream: Upstream;
let build: string;
let proxy: ProxyUnderTest;

beforeAll(async () => {
  upstream = await startUpstream();
  build = writeBuild();
  proxy = await startProxy(upstream.base, { staticDir: build });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
  rmSync(build, { recursive: true, force: true });
});

/** The `offset`-th vehicle advert with photos at the upstream (each test its own). */
async function vehicleWithPhotos(offset: number): Promise<number> {
  const answer = await upstream.direct('/auto/search?with_photo=1&countpage=20');
  const id = vehicleSearchArrayFormSchema.parse(answer.body)[0].result.search_result.ids[offset];
  if (id === undefined) throw new Error('the upstream has too few vehicle adverts with photos');
  return Number(id);
}

/** A real-estate advert at the upstream with a photo, and its details in English. */
async function realtyWithPhotos() {
  const found = realtySearchResponseSchema.parse(
    (await upstream.direct('/dom/search?category=1')).body,
  );
  for (const id of found.items) {
    const info = realtyInfoSchema.parse((await upstream.direct(`/dom/info/${id}?langId=3`)).body);
    const photos = Array.isArray(info.photos) ? info.photos : Object.values(info.photos);
    const first = photos[0];
    if (first) return { id, info, first };
  }
  throw new Error('the upstream has no real-estate advert with photos');
}

const callsTo = (path: string) =>
  upstream.received().filter((target) => target.split('?')[0] === `/api${path}`).length;

describe('an advert page’s frame in proxy mode', () => {
  it('heads a vehicle’s page with its title and first photo from the upstream’s answers', async () => {
    const id = await vehicleWithPhotos(3);
    const info = autoInfoSchema.parse((await upstream.direct(`/auto/info?auto_id=${id}`)).body);
    const fotos = autoFotosSchema.parse((await upstream.direct(`/auto/fotos/${id}`)).body);
    const list = fotos.data[String(id)];
    const first = list && (Array.isArray(list) ? list[0] : Object.values(list)[0]);
    if (!first) throw new Error(`advert ${id} has no photos at the upstream`);
    const before = [callsTo('/auto/info'), callsTo(`/auto/fotos/${id}`)];

    const page = await proxy.call(`/uk/vehicles/${id}`);
    expect(page.status).toBe(200);
    expect(headingOf(page.text)).toBe(`${info.title}, ${info.autoData.year}`);
    // The gallery's first photo, at the size the frame's <img> falls back to, preloaded as WebP.
    const stem = first.url.replace(/\.jpg$/, '');
    expect(photoOf(page.text)).toMatch(new RegExp(`^https?://[^"]+/${stem}b\\.jpg$`));
    expect(imagePreloadOf(page.text)).toContain(`${stem}f.webp 960w`);
    expect(page.text).toContain(`фото 1 з ${Object.values(list).length}`);

    // The page's preloads of the same answers are served from what the page read: one
    // upstream call each in all.
    for (const path of [`/api/auto/info?auto_id=${id}`, `/api/auto/fotos/${id}`]) {
      const preload = await proxy.call(path);
      expect(preload.status).toBe(200);
      expect(preload.headers.get('x-proxy-cache'), path).toBe('hit');
    }
    expect([callsTo('/auto/info'), callsTo(`/auto/fotos/${id}`)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('heads a real-estate page with its title and first photo on RIA’s photo host', async () => {
    const { id, info, first } = await realtyWithPhotos();

    const page = await proxy.call(`/en/realty/${id}`);
    expect(page.status).toBe(200);
    expect(headingOf(page.text)).toBe(realtyTitle(info, 'en'));
    expect(photoOf(page.text)).toBe(
      `https://cdn.riastatic.com/photos/${first.file.replace(/\.jpg$/, '')}b.jpg`,
    );
    const preload = await proxy.call(`/api/dom/info/${id}?langId=3`);
    expect(preload.headers.get('x-proxy-cache')).toBe('hit');
  });

  it('paints a vehicle search by make down to its first cards, from the answers the page reads', async () => {
    const some = await vehicleWithPhotos(0);
    const { markId } = autoInfoSchema.parse(
      (await upstream.direct(`/auto/info?auto_id=${some}`)).body,
    );
    const query = `marka_id[0]=${markId}`;
    const found = vehicleSearchArrayFormSchema.parse(
      (await upstream.direct(`/auto/search?${query}`)).body,
    )[0].result.search_result;
    const cards = found.ids.slice(0, 2);
    const titles = await Promise.all(
      cards.map(async (id) => {
        const info = autoInfoSchema.parse((await upstream.direct(`/auto/info?auto_id=${id}`)).body);
        return `${info.title}, ${info.autoData.year}`;
      }),
    );
    const makes = catalogSchema.parse((await upstream.direct('/auto/categories/1/marks')).body);

    const page = await proxy.call(`/uk/vehicles?${query}`);
    expect(page.status).toBe(200);
    const cardTitles = [...page.text.matchAll(/<h3 class="card__title"[^>]*><a[^>]*>([^<]*)</g)];
    expect(cardTitles.map((match) => match[1])).toEqual(titles);
    const chips = [...page.text.matchAll(/<li class="chip"><span>([^<]*)</g)];
    expect(chips.map((match) => match[1])).toEqual([
      makes.find((make) => make.value === markId)?.name,
    ]);
    // What the page preloads of the API was read for the frame: every one a cache hit.
    for (const path of [
      `/api/auto/search?marka_id%5B0%5D=${markId}`,
      ...cards.map((id) => `/api/auto/info?auto_id=${id}`),
      '/api/auto/categories/1/marks',
    ]) {
      expect(page.text).toContain(`href="${path}"`);
      expect((await proxy.call(path)).headers.get('x-proxy-cache'), path).toBe('hit');
    }
  });

  it('paints a real-estate search in a city down to its first cards, every preload a cache hit', async () => {
    const { info } = await realtyWithPhotos();
    const query = `state_id=${info.state_id}&city_id=${info.city_id}`;
    const found = realtySearchResponseSchema.parse(
      (await upstream.direct(`/dom/search?${query}`)).body,
    );
    const titles = await Promise.all(
      found.items.slice(0, 2).map(async (id) => {
        const body = (await upstream.direct(`/dom/info/${id}?langId=3`)).body;
        return realtyTitle(realtyInfoSchema.parse(body), 'en');
      }),
    );
    // As the app reads the catalogs through the proxy (which asks the live service in Ukrainian,
    // as it has no English, and names the items in English: english-answers.ts).
    const nameIn = async (path: string, id: number) =>
      catalogSchema
        .parse((await proxy.call(`/api${path}?langId=3`)).body)
        .find((item) => item.value === id)?.name;

    const page = await proxy.call(`/en/realty?${query}`);
    expect(page.status).toBe(200);
    const cardTitles = [...page.text.matchAll(/<h3 class="card__title"[^>]*><a[^>]*>([^<]*)</g)];
    expect(cardTitles.map((match) => match[1])).toEqual(titles);
    // The card's photo is its main one, on RIA's photo host, as the app's card shows it.
    expect(page.text).toContain('<img src="https://cdn.riastatic.com/photos/');
    const preloads = [...page.text.matchAll(/as="fetch"[^>]* href="(\/api\/[^"]+)"/g)]
      .map((match) => match[1]!.replaceAll('&amp;', '&'))
      // The proxy's own answers, which no cache holds: its state, and who is signed in.
      .filter((path) => path !== '/api/_meta' && path !== '/api/_session');
    expect(preloads.length).toBeGreaterThanOrEqual(5);
    for (const path of preloads) {
      expect((await proxy.call(path)).headers.get('x-proxy-cache'), path).toBe('hit');
    }
    // Named as the catalogs the app reads name them (read last: they were read for the page).
    const chips = [...page.text.matchAll(/<li class="chip"><span>([^<]*)</g)];
    expect(chips.map((match) => match[1])).toEqual([
      await nameIn('/dom/states', info.state_id),
      await nameIn(`/dom/cities/${info.state_id}`, info.city_id),
    ]);
    // In English, as the embedded service names them, though the upstream was asked in Ukrainian.
    const embeddedName = async (path: string, id: number) =>
      catalogSchema
        .parse((await upstream.direct(`${path}?langId=3`)).body)
        .find((item) => item.value === id)?.name;
    expect(chips.map((match) => match[1])).toEqual([
      await embeddedName('/dom/states', info.state_id),
      await embeddedName(`/dom/cities/${info.state_id}`, info.city_id),
    ]);
    expect(
      upstream.received().filter((target) => target.startsWith('/api/dom/states?api_key=')),
    ).toEqual([expect.stringMatching(/[?&]langId=4(&|$)/)]);
  });

  it('leaves a search bare where the frame cannot say what the app will', async () => {
    // No results, a filter the frame does not form, a parameter the app puts a notice up for.
    for (const address of [
      '/en/vehicles?marka_id[0]=999999',
      '/en/vehicles?gearbox[0]=1',
      '/en/vehicles?marka_id[0]=abc',
      '/en/realty?state_id=10&rooms_count_from=x',
    ]) {
      const page = await proxy.call(address);
      expect(page.status, address).toBe(200);
      expect(page.text, address).not.toContain('<article');
    }
  });

  it('heads every page with the key’s hour as /api/_meta counts it', async () => {
    const page = await proxy.call('/en/converter');
    const meta = metaResponseSchema.parse((await proxy.call('/api/_meta')).body);
    const used = meta.mode === 'proxy' ? meta.quota?.used : undefined;
    expect(page.text).toContain(
      `<span id="frame-quota">API quota: ${used} of 1,000 calls used this hour</span>`,
    );
  });

  it('gives the orders page every region’s catalogs after the paint, and nothing of the orders', async () => {
    const page = await proxy.call('/en/orders');
    expect(page.status).toBe(200);
    // After the paint: the region catalog and every region's cities, in the page's language.
    const template = new RegExp(`<template id="${AFTER_PAINT_PRELOADS}">(.*?)</template>`, 's');
    const later = [...(template.exec(page.text)?.[1] ?? '').matchAll(/href="(\/api\/[^"]+)"/g)].map(
      (match) => match[1]!.replaceAll('&amp;', '&'),
    );
    const regions = catalogSchema.parse((await proxy.call('/api/auto/states?langId=3')).body);
    expect(regions.length).toBeGreaterThan(1);
    expect(later).toEqual([
      '/api/auto/states?langId=3',
      ...regions.map((region) => `/api/auto/states/${region.value}/cities?langId=3`),
    ]);
    // The region catalog was read for the page: the browser's preload of it is a cache hit.
    expect((await proxy.call('/api/auto/states?langId=3')).headers.get('x-proxy-cache')).toBe(
      'hit',
    );
    // A browser that never signed in: the orders wait for the app, which knows who is signed in.
    expect(page.text).not.toContain('orders-summary');
    expect(page.text).not.toContain(EARLY_REQUESTS);
    expect(page.text).not.toContain('/api/ria/basket/orders');
  });

  it('starts the orders with the page, and lists them, for a browser whose account reads them', async () => {
    const hint = 'mps_reads_orders=1';
    const page = await proxy.call('/en/orders', 'GET', { cookie: hint });
    expect(page.status).toBe(200);
    // Framed per browser: no cache may give one browser's page to another.
    expect(page.headers.get('vary')).toMatch(/cookie/i);
    const early = new RegExp(`<script type="application/json" id="${EARLY_REQUESTS}">([^<]*)<`);
    const urls = z.array(z.string()).parse(JSON.parse(early.exec(page.text)?.[1] ?? 'null'));
    expect(urls).toEqual(['/api/ria/basket/orders']);
    // The request is the session's to answer, as the app's would be: the hint opens nothing.
    const { cookie } = await proxy.signIn('operator');
    const answer = await proxy.call(urls[0]!, 'GET', { cookie: `${cookie ?? ''}; ${hint}` });
    expect(answer.status).toBe(200);
    expect(ordersResponseSchema.parse(answer.body).orders.length).toBeGreaterThan(0);
    expect((await proxy.call(urls[0]!, 'GET', { cookie: hint })).status).toBe(401);
    // Only the orders page starts them; every page's menu lists them, as the app's will.
    const ordersLink = '<a class="nav__link" href="/en/orders">Orders</a>';
    expect(page.text).toContain(
      '<a aria-current="page" class="nav__link active" href="/en/orders">',
    );
    for (const path of ['/en/converter', '/en/vehicles', '/en']) {
      const hinted = (await proxy.call(path, 'GET', { cookie: hint })).text;
      expect(hinted, path).not.toContain(EARLY_REQUESTS);
      expect(hinted, path).toContain(ordersLink);
      expect((await proxy.call(path)).text, path).not.toContain(ordersLink);
    }
  });

  it('stays bare for an advert the upstream does not know, and says nothing of it', async () => {
    const page = await proxy.call('/en/vehicles/999999999');
    expect(page.status).toBe(200);
    expect(headingOf(page.text)).toBeUndefined();
    expect(photoOf(page.text)).toBeUndefined();
    expect(page.text).not.toContain('as="image"');
  });
});

describe('proxyFrames', () => {
  const request = { headers: {} } as FastifyRequest;
  const header = { quota: { used: 7, limit: 1000 }, accounts: false };
  const readerOf = (answer: PageAnswer, accounts = false): PageReader => ({
    answer,
    header: () => Promise.resolve(header),
    hasAccounts: () => accounts,
  });
  const page = {
    route: '/vehicles/:id',
    pathname: '/uk/vehicles/5',
    search: '',
    language: 'uk',
  } as const;

  it('puts what the upstream says in the page as text, never as markup', async () => {
    const id = await vehicleWithPhotos(4);
    const info = (await upstream.direct(`/auto/info?auto_id=${id}&langId=3`)).body;
    const fotos = (await upstream.direct(`/auto/fotos/${id}`)).body;
    const hostile = '<img src=x onerror=alert(1)>"';
    const read: PageAnswer = (_request, route) =>
      Promise.resolve(route === vehicleInfo ? { ...(info as object), title: hostile } : fotos);
    const known = await proxyFrames(() => readerOf(read))({
      route: '/vehicles/:id',
      pathname: `/en/vehicles/${id}`,
      search: '',
      language: 'en',
      request,
    });
    const pages = appPages(build, { apiKey: '', orders: false });
    const html = pages?.page('/vehicles/:id', `/en/vehicles/${id}`, '', 'en', known) ?? '';
    expect(headingOf(html)).toMatch(/^&lt;img src=x onerror=alert\(1\)&gt;&quot;, \d{4}$/);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('>",');
  });

  it('sends the page without a frame when the upstream is slower than the wait', async () => {
    const never: PageAnswer = () => new Promise(() => {});
    expect(await proxyFrames(() => readerOf(never), 50)({ ...page, request })).toEqual({
      proxyHeader: header,
    });
  });

  it('sends the page without a frame when reading fails, or before the API is mounted', async () => {
    const failing: PageAnswer = () => Promise.reject(new Error('the shared store is away'));
    expect(await proxyFrames(() => readerOf(failing))({ ...page, request })).toEqual({
      proxyHeader: header,
    });
    expect(await proxyFrames(() => undefined)({ ...page, request })).toEqual({});
  });

  it('reads nothing for a page it does not frame', async () => {
    const asked: string[] = [];
    const recording: PageAnswer = (_request, route) => {
      asked.push(route.path);
      return Promise.resolve(undefined);
    };
    const frames = proxyFrames(() => readerOf(recording));
    for (const route of ['/orders', '/converter', '/']) {
      expect(await frames({ ...page, route, request })).toEqual({ proxyHeader: header });
    }
    expect(asked).toEqual([]);
  });

  it('reads only the region catalog for the orders page, where accounts exist', async () => {
    const asked: string[] = [];
    const regions = [
      { name: 'Київська', value: 10 },
      { name: 'Львівська', value: 5 },
    ];
    const recording: PageAnswer = (_request, route) => {
      asked.push(route.path);
      return Promise.resolve(regions);
    };
    const orders = { ...page, route: '/orders', pathname: '/uk/orders', request };
    const known = await proxyFrames(() => readerOf(recording, true))(orders);
    expect(known.orderRegions?.()).toEqual([10, 5]);
    expect(known.orders).toBeUndefined();
    expect(asked).toEqual(['/auto/states']);
    // A slow catalog leaves them to the app.
    const never: PageAnswer = () => new Promise(() => {});
    expect(await proxyFrames(() => readerOf(never, true), 50)(orders)).toEqual({
      proxyHeader: header,
    });
  });
});
