/**
 * Compressed transfer (issue 21, CONTRACT.md "Compression"): the build's assets go out as the
 * .br/.gz files written beside them, API answers above the threshold are compressed on the fly,
 * each only once, with Vary: Accept-Encoding; pictures go out as they are. The bytes a browser
 * receives for an asset are the bytes the bundle budget counts.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_ENCODING, wireBytes } from '../../scripts/bundle-budget.mjs';
import { precompressDir } from '../../scripts/precompress';
import { catalogSchema } from '../../src/api/contracts/catalogs';
import { errorEnvelopeSchema } from '../../src/api/contracts/errors';
import { ordersResponseSchema } from '../../src/api/contracts/orders';
import { autoFotosSchema } from '../../src/api/contracts/photos';
import { realtyInfoSchema, type RealtyInfo } from '../../src/api/contracts/realty-info';
import { realtySearchResponseSchema } from '../../src/api/contracts/realty';
import {
  CARD_PHOTO_SIZES,
  GALLERY_SIZES,
  SEO_LINK_SIZES,
  sourcesFromFile,
  sourcesFromSizedLink,
} from '../../src/lib/photo-sources';
import { autoInfoSchema, vehicleSearchArrayFormSchema } from '../../src/api/contracts/vehicles';
import { COMPRESS_THRESHOLD } from '../app';
import { DEFAULT_DEMO_KEY } from '../seed/accounts';
import { SERVER_KEY, startProxy, startUpstream, type Upstream } from '../proxy/proxy-test-kit';
import { startTestServer, type TestServer } from '../testing/test-server';
import { escapeHtml } from './page-shell';
import { realtyTitle } from './realty-title';

/** What Chromium sends with every request, on http as on https. */
const BROWSER = 'gzip, deflate, br, zstd';
const KEY = `api_key=${encodeURIComponent(DEFAULT_DEMO_KEY)}`;

/** A build output in miniature: a page, a script and a stylesheet, compressed as the build does. */
function writeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'compressed-build-'));
  mkdirSync(join(dir, 'assets'));
  const lines = Array.from(
    { length: 400 },
    (_, i) => `export const value${i} = { id: ${i}, label: "label number ${i}" };`,
  );
  writeFileSync(join(dir, 'assets/index-abc123.js'), lines.join('\n'));
  writeFileSync(join(dir, 'assets/index-abc123.css'), '.row { display: grid; }\n'.repeat(200));
  writeFileSync(join(dir, 'assets/vehicle-search-page-v1.css'), '.card { color: red; }\n');
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta name="description" content="About the app"><title>app</title>${'<meta name="x" content="y">'.repeat(60)}<link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>`,
  );
  // The part of Vite's manifest that the pages read (server/http/app-page.ts).
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        css: ['assets/index-abc123.css'],
      },
      'src/features/vehicles/vehicle-route.ts': { file: 'assets/vehicle-route-v1.js' },
      'src/features/vehicles/components/vehicle-search-page.tsx': {
        file: 'assets/vehicle-search-page-v1.js',
        imports: ['index.html'],
        css: ['assets/vehicle-search-page-v1.css'],
      },
    }),
  );
  return dir;
}

/**
 * What a page starts before its app runs, in order: the requests its early script makes
 * (early-requests.ts) and its preload links.
 */
const preloadsOf = (html: string) =>
  [
    ...html.matchAll(
      /<script type="application\/json" id="earlyRequests">([^<]*)<\/script>|<link rel="(?:preload|modulepreload)"[^>]*href="([^"]+)"/g,
    ),
  ].flatMap((match) =>
    match[1] === undefined
      ? [match[2]!.replaceAll('&amp;', '&')]
      : (JSON.parse(match[1]) as string[]),
  );

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET that leaves the body as it came over the wire (fetch would inflate it). */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** A request of `target` exactly as written (a URL would be normalised: `\\` read as `/`). */
function rawRequest(origin: string, target: string, method = 'GET'): Promise<Raw> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const call = request({ host: hostname, port, path: target, method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.of() }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

function decode(answer: Raw): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  expect(encoding).toBeUndefined();
  return answer.body;
}

function expectVary(answer: Raw) {
  expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
}

describe('embedded mode', () => {
  let build: string;
  let server: TestServer;
  let origin: string;

  beforeAll(async () => {
    build = writeBuild();
    await precompressDir(build);
    server = await startTestServer({
      seed: { vehicles: 2000, realty: 200, orders: 300 },
      app: { staticDir: build },
    });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('sends a browser the brotli file the build wrote, the bytes the budget counts', async () => {
    for (const file of ['assets/index-abc123.js', 'assets/index-abc123.css']) {
      const answer = await rawGet(origin, `/${file}`, { 'accept-encoding': BROWSER });
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-encoding'], file).toBe(WIRE_ENCODING);
      expectVary(answer);
      expect(answer.body.equals(readFileSync(join(build, `${file}.br`))), file).toBe(true);
      expect(answer.body.length, file).toBe(wireBytes(build, file));
      expect(answer.body.length).toBeLessThan(readFileSync(join(build, file)).length / 3);
      expect(decode(answer).equals(readFileSync(join(build, file))), file).toBe(true);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends gzip to a client that takes only gzip, and the file itself to one that takes none', async () => {
    const file = 'assets/index-abc123.js';
    const original = readFileSync(join(build, file));
    const gzip = await rawGet(origin, `/${file}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expectVary(gzip);
    expect(decode(gzip).equals(original)).toBe(true);

    const plain = await rawGet(origin, `/${file}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expectVary(plain);
    expect(plain.body.equals(original)).toBe(true);
  });

  it('compresses the page of every client route once', async () => {
    const page = readFileSync(join(build, 'index.html'));
    for (const path of ['/', '/vehicles?marka_id[0]=79', '/orders']) {
      const answer = await rawGet(origin, path, { 'accept-encoding': BROWSER });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expectVary(answer);
      expect(decode(answer).toString(), path).toContain('<div id="root">');
      expect(decode(answer).length).toBeGreaterThanOrEqual(page.length - 1);
    }
  });

  it('preloads each route’s chunks and first API requests, with the demo key', async () => {
    const query = `/api/auto/search?${KEY}&marka_id%5B0%5D=79&s_yers%5B0%5D=2012`;
    const code = ['/assets/vehicle-route-v1.js', '/assets/vehicle-search-page-v1.js'];
    // With the first two cards' details, named in the page's language as the cards ask for
    // them: the route waits for them, and the page shows those cards whole at once.
    const search = vehicleSearchArrayFormSchema.parse(
      JSON.parse(
        (
          await rawGet(origin, `/api/auto/search?${KEY}&marka_id%5B0%5D=79&s_yers%5B0%5D=2012`)
        ).body.toString(),
      ),
    );
    const ids = search[0].result.search_result.ids;
    expect(ids.length).toBeGreaterThan(2);
    for (const [language, langId] of [
      ['uk', ''],
      ['en', '&langId=3'],
    ] as const) {
      const localised = await rawGet(origin, `/${language}/vehicles?marka_id[0]=79&s_yers[0]=2012`);
      expect(preloadsOf(localised.body.toString())).toEqual([
        '/api/_meta',
        query,
        ...ids.slice(0, 2).map((id) => `/api/auto/info?${KEY}&auto_id=${id}${langId}`),
        ...code,
        // After the paint, the makes the chip is named from.
        `/api/auto/categories/1/marks?${KEY}${langId}`,
      ]);
      // Without a language, the page the app moves to in the reader's: the same requests.
      const moved = await rawGet(origin, '/vehicles?marka_id[0]=79&s_yers[0]=2012', {
        'accept-language': language,
      });
      expect(preloadsOf(moved.body.toString())).toEqual(preloadsOf(localised.body.toString()));
      // And the first card's photo, as the card offers it from those details: the largest
      // paint, which the card asked for only once the app had rendered it.
      const info = autoInfoSchema.parse(
        JSON.parse(
          (
            await rawGet(origin, `/api/auto/info?${KEY}&auto_id=${ids[0]}${langId}`)
          ).body.toString(),
        ),
      );
      const offered = sourcesFromSizedLink(info.photoData?.seoLinkM ?? '', SEO_LINK_SIZES);
      expect(offered).not.toBeNull();
      const photo =
        /<link rel="preload" as="image"[^>]* imagesrcset="([^"]+)" imagesizes="([^"]+)">/.exec(
          localised.body.toString(),
        );
      // Root-relative in the page, absolute in the answer: the same files on this origin.
      expect(photo?.slice(1)).toEqual([offered?.webp.replaceAll(origin, ''), CARD_PHOTO_SIZES]);
      // On every screen: one make's market price folds on a phone, and the first card is in
      // its first view.
      expect(photo?.[0]).not.toContain(' media=');
    }
    // The orders first, from the early script: its answer is read straight from the network.
    const orders = await rawGet(origin, '/uk/orders');
    expect(preloadsOf(orders.body.toString()).slice(0, 2)).toEqual([
      `/api/ria/basket/orders?${KEY}`,
      '/api/_meta',
    ]);
    // The page's one inline script runs: the CSP allows it by its hash.
    const inline = [...orders.body.toString().matchAll(/<script>([^<]*)<\/script>/g)];
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![1]!).digest('base64');
    expect(String(orders.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
    );
    // No other page has it.
    expect((await rawGet(origin, '/uk/vehicles')).body.toString()).not.toContain('<script>');
    // With it, the region catalog and the city catalog of each region the orders deliver to,
    // named in the page's language: what the orders page waits for before its table.
    const answer = ordersResponseSchema.parse(
      JSON.parse((await rawGet(origin, `/api/ria/basket/orders?${KEY}`)).body.toString()),
    );
    const regions = [...new Set(answer.orders.map((order) => order.delivery.state_id))].sort(
      (a, b) => a - b,
    );
    expect(regions.length).toBeGreaterThan(1);
    // Ukrainian is the catalogs' default language: the app asks without langId.
    for (const [language, langId] of [
      ['uk', ''],
      ['en', '&langId=3'],
    ] as const) {
      const page = (await rawGet(origin, `/${language}/orders`)).body.toString();
      expect(preloadsOf(page)).toEqual([
        `/api/ria/basket/orders?${KEY}`,
        '/api/_meta',
        `/api/auto/states?${KEY}${langId}`,
        ...regions.map((state) => `/api/auto/states/${state}/cities?${KEY}${langId}`),
      ]);
      // The catalogs wait in a template until the frame has painted (src/main.tsx moves them
      // into the head): two dozen fetches held the paint back.
      const later = /<template id="preloads-after-paint">(.*?)<\/template>/.exec(page)?.[1] ?? '';
      expect(preloadsOf(later)).toEqual(preloadsOf(page).slice(2));
      // At low priority, queued behind the route's code rather than ahead of it.
      const links = later.match(/<link [^>]*>/g) ?? [];
      expect(links).toHaveLength(regions.length + 1);
      for (const link of links) expect(link).toContain(' fetchpriority="low" ');
    }
    // An address that is none of the app's pages: what every page asks for, no more.
    expect(preloadsOf((await rawGet(origin, '/en/no/such/page')).body.toString())).toEqual([
      '/api/_meta',
    ]);
  });

  it('preloads the catalogs a search’s chips and place fields are named from, once the frame has painted', async () => {
    const later = async (path: string) => {
      const page = (await rawGet(origin, path)).body.toString();
      return preloadsOf(
        /<template id="preloads-after-paint">(.*?)<\/template>/.exec(page)?.[1] ?? '',
      );
    };
    // As the app's loader asks for them (chip-catalogs.ts), in the page's language.
    expect(await later('/uk/vehicles?marka_id[0]=79&model_id[0]=703&state[0]=10')).toEqual([
      `/api/auto/categories/1/marks?${KEY}`,
      `/api/auto/categories/1/marks/79/models?${KEY}`,
      `/api/auto/states?${KEY}`,
    ]);
    expect(await later('/en/realty?state_id=10&city_id=10&district_id[0]=15')).toEqual([
      `/api/dom/states?${KEY}&langId=3`,
      `/api/dom/cities/10?${KEY}&langId=3`,
      `/api/dom/cities_districts/10?${KEY}&langId=3`,
    ]);
    // A city's districts also when none is chosen: the panel lists them, and a list that came
    // after the first paint pushed the fields below it down.
    expect(await later('/uk/realty?state_id=10&city_id=10')).toEqual([
      `/api/dom/states?${KEY}`,
      `/api/dom/cities/10?${KEY}`,
      `/api/dom/cities_districts/10?${KEY}`,
    ]);
    // No chip named from a catalog, nothing to preload.
    expect(await later('/uk/vehicles?price_ot=1000')).toEqual([]);
  });

  it('preloads the search the app makes of a link with a range upside down: without its upper end', async () => {
    // The page reads such a link without it, with a notice (src/lib/inverted-ranges.ts): a
    // preload of the link as written would go unused, and the search would run twice.
    const vehicles = await rawGet(
      origin,
      '/uk/vehicles?marka_id[0]=79&price_ot=5000&price_do=1000',
    );
    expect(preloadsOf(vehicles.body.toString())).toContain(
      `/api/auto/search?${KEY}&marka_id%5B0%5D=79&price_ot=5000`,
    );
    const realty = await rawGet(
      origin,
      '/uk/realty?category=1&characteristic[209][from]=5&characteristic[209][to]=2',
    );
    const searches = preloadsOf(realty.body.toString()).filter((url) =>
      url.startsWith('/api/dom/search?'),
    );
    expect(searches).toEqual([
      `/api/dom/search?${KEY}&category=1&characteristic%5B209%5D%5Bfrom%5D=5`,
    ]);
  });

  it('carries the stylesheets inline, allowed by their hashes, before every preload', async () => {
    // The frame paints from the HTML alone: no stylesheet request holds its first paint back.
    const answer = await rawGet(origin, '/uk/vehicles?marka_id[0]=79', {
      'accept-encoding': BROWSER,
    });
    const page = decode(answer).toString();
    const css = ['assets/index-abc123.css', 'assets/vehicle-search-page-v1.css'].map((file) =>
      readFileSync(join(build, file), 'utf8'),
    );
    const styles = [...page.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]);
    expect(styles).toEqual(css);
    const policy = String(answer.headers['content-security-policy']);
    const styleSrc = /style-src ([^;]+)/.exec(policy)?.[1]?.split(' ');
    expect(styleSrc?.[0]).toBe("'self'");
    expect(styleSrc?.slice(1).sort()).toEqual(
      css.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).sort(),
    );
    // The route's sheet keeps a link that is never fetched: the app's code, which loads the
    // sheet with its chunk, finds it there and does not fetch it again.
    const links = [...page.matchAll(/<link rel="stylesheet"([^>]*)>/g)].map((match) => match[1]);
    expect(links).toEqual([' disabled crossorigin href="/assets/vehicle-search-page-v1.css"']);
    const lastStyle = page.lastIndexOf('</style>');
    expect(page.indexOf('<link rel="stylesheet"')).toBeGreaterThan(lastStyle - 1);
    const firstPreload = page.search(/<link rel="(?:modulepreload|preload)"/);
    expect(firstPreload).toBeGreaterThan(page.indexOf('<link rel="stylesheet"'));
    // The app's "not found" paints its frame from the HTML alone too.
    const missing = (await rawGet(origin, '/en/no-such-page')).body.toString();
    expect([...missing.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1])).toEqual(
      css.slice(0, 1),
    );
    expect(missing).not.toContain('<link rel="stylesheet"');
  });

  it('preloads an advert page’s details and photo list, and its first photo', async () => {
    const withPhotos = server.db
      .prepare<[], { id: number }>(
        'SELECT id FROM vehicles WHERE photo_count > 0 AND deleted_at IS NULL ORDER BY id LIMIT 1',
      )
      .get()!.id;
    const page = (await rawGet(origin, `/en/vehicles/${withPhotos}`)).body.toString();
    expect(preloadsOf(page)).toEqual([
      '/api/_meta',
      `/api/auto/info?${KEY}&auto_id=${withPhotos}&langId=3`,
      `/api/auto/fotos/${withPhotos}?${KEY}`,
    ]);
    // The gallery's first photo, in the sizes and format its <picture> offers first.
    const fotos = autoFotosSchema.parse((await server.call(`/auto/fotos/${withPhotos}`)).body);
    const first = Object.values(fotos.data[String(withPhotos)] ?? {})[0]!;
    const photo =
      /<link rel="preload" as="image" type="image\/webp" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)">/.exec(
        page,
      );
    expect(photo?.[2]).toBe(GALLERY_SIZES);
    const srcset = photo![1]!.split(', ');
    expect(srcset).toContain(`/photos/${first.url.replace(/\.jpg$/, '')}b.webp 640w`);
    for (const candidate of srcset) {
      const picture = await rawGet(origin, candidate.split(' ')[0]!);
      expect(picture.status, candidate).toBe(200);
      expect(picture.headers['content-type'], candidate).toBe('image/webp');
    }
    // Asked for right after the stylesheets, before the data: over HTTP/1.1 the requests
    // listed before it took the six connections, and the photo painted last.
    const photoAt = page.indexOf('<link rel="preload" as="image"');
    expect(page.lastIndexOf('<link rel="stylesheet"')).toBeLessThan(photoAt);
    expect(page.indexOf('<link rel="preload" as="fetch"')).toBeGreaterThan(photoAt);
    // A realty advert: its details (the photos are in them), in Ukrainian without langId.
    const realty = server.db
      .prepare<[], { id: number }>('SELECT id FROM realty ORDER BY id LIMIT 1')
      .get()!.id;
    expect(preloadsOf((await rawGet(origin, `/uk/realty/${realty}`)).body.toString())).toEqual([
      '/api/_meta',
      `/api/dom/info/${realty}?${KEY}`,
    ]);
    // A realty search: its first two cards' details, and the first card's photo.
    const search = realtySearchResponseSchema.parse(
      (await server.call('/dom/search?with_photo=1')).body,
    );
    const results = (await rawGet(origin, '/uk/realty?with_photo=1')).body.toString();
    expect(preloadsOf(results)).toEqual([
      '/api/_meta',
      `/api/dom/search?${KEY}&with_photo=1`,
      ...search.items.slice(0, 2).map((id) => `/api/dom/info/${id}?${KEY}`),
    ]);
    const card =
      /<link rel="preload" as="image"[^>]* imagesrcset="([^"]+)" imagesizes="([^"]+)">/.exec(
        results,
      );
    expect(card?.[2]).toBe(CARD_PHOTO_SIZES);
    const info = realtyInfoSchema.parse((await server.call(`/dom/info/${search.items[0]}`)).body);
    expect(card?.[1]).toContain(`/photos/${info.main_photo!.replace(/\.jpg$/, '')}b.webp 640w`);
    // No advert there, no photo to preload; no advert id, no data either.
    const missing = (await rawGet(origin, '/en/vehicles/999999999')).body.toString();
    expect(missing).not.toContain('as="image"');
    expect(preloadsOf((await rawGet(origin, '/en/vehicles/abc')).body.toString())).toEqual([
      '/api/_meta',
    ]);
  });

  it('paints a vehicle advert’s title and first photo in its frame, as its page heads it', async () => {
    const ids = (sql: string) => server.db.prepare<[], { id: number }>(sql).all();
    const [withPhotos] = ids(
      'SELECT id FROM vehicles WHERE photo_count > 0 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    for (const [language, langId] of [
      ['uk', 4],
      ['en', 3],
    ] as const) {
      const info = autoInfoSchema.parse(
        (await server.call(`/auto/info?auto_id=${withPhotos!.id}&langId=${langId}`)).body,
      );
      const title = `${info.title}, ${info.autoData.year}`;
      const page = (
        await rawGet(origin, `/${language}/vehicles/${withPhotos!.id}`)
      ).body.toString();
      const main = /<main[^>]*>(.*)<\/main>/.exec(page)?.[1] ?? '';
      const results = language === 'uk' ? 'Пошук авто' : 'Vehicle search';
      expect(main).toContain(`<p><a href="/${language}/vehicles">← ${results}</a></p>`);
      expect(main).toContain(`<h1 tabindex="-1" class="advert__title">${title}</h1>`);
      // The gallery and its first slide named as the app's (src/components/ui/gallery.tsx).
      const fotos = autoFotosSchema.parse((await server.call(`/auto/fotos/${withPhotos!.id}`)).body)
        .data[String(withPhotos!.id)];
      const count = Object.keys(fotos ?? {}).length;
      expect(count).toBeGreaterThan(0);
      const [slide, alt, carousel, slideRole] =
        language === 'uk'
          ? [`Фото 1 з ${count}`, `${title}, фото 1 з ${count}`, 'карусель', 'слайд']
          : [`Photo 1 of ${count}`, `${title}, photo 1 of ${count}`, 'carousel', 'slide'];
      expect(main).toContain(
        `<section class="gallery" aria-roledescription="${carousel}" aria-label="${title}">`,
      );
      expect(main).toContain(
        `<div class="gallery__slide" role="group" aria-roledescription="${slideRole}" aria-label="${slide}">`,
      );
      // The photo the page preloads, offered as the app's <picture> offers it: fetched once.
      const preload = /imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(page);
      expect(main).toContain(
        `<source type="image/webp" srcset="${preload![1]}" sizes="${preload![2]}">`,
      );
      expect(main).toMatch(/<img src="\/photos\/[^"]+b\.jpg" srcset="[^"]+" sizes="[^"]+" alt="/);
      expect(main).toContain(` alt="${alt}" width="640" height="480"`);
    }
    // An advert without photos: the gallery's empty box, as the app shows it.
    const [without] = ids(
      'SELECT id FROM vehicles WHERE photo_count = 0 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    const bare = (await rawGet(origin, `/en/vehicles/${without!.id}`)).body.toString();
    expect(bare).toContain(
      '<div class="photo photo--empty"><span class="photo__missing">No photos</span></div>',
    );
    expect(bare).not.toContain('<picture');
    // One photo: no carousel to announce, the photo named by the title, as the app has it.
    const [single] = ids(
      'SELECT id FROM vehicles WHERE photo_count = 1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    );
    const alone = (await rawGet(origin, `/en/vehicles/${single!.id}`)).body.toString();
    const singleInfo = autoInfoSchema.parse(
      (await server.call(`/auto/info?auto_id=${single!.id}&langId=3`)).body,
    );
    const singleTitle = `${singleInfo.title}, ${singleInfo.autoData.year}`;
    expect(alone).toContain(
      `<section class="gallery" aria-label="${singleTitle}"><div class="gallery__viewport"><div class="gallery__slide"><picture`,
    );
    expect(alone).toContain(` alt="${singleTitle}" width="640" height="480"`);
    // No such advert (or a deleted one): the app says so; the frame guesses nothing.
    const missing = (await rawGet(origin, '/en/vehicles/999999999')).body.toString();
    expect(missing).toContain('<main class="page advert" id="main"></main>');
  });

  it('paints a real-estate advert’s title and first photo in its frame, as its page heads it', async () => {
    const ids = server.db
      .prepare<[], { id: number }>('SELECT id FROM realty WHERE deleted_at IS NULL ORDER BY id')
      .all()
      .map(({ id }) => id);
    const info = async (id: number, langId: number) =>
      realtyInfoSchema.parse((await server.call(`/dom/info/${id}?langId=${langId}`)).body);
    const photosOf = (answer: RealtyInfo) =>
      Array.isArray(answer.photos) ? answer.photos : Object.values(answer.photos);
    let withPhotos: number | undefined;
    let without: number | undefined;
    for (const id of ids) {
      const answer = await info(id, 4);
      const hasPhotos = photosOf(answer).length > 0;
      const full = answer.rooms_count !== undefined && answer.total_square_meters !== undefined;
      if (hasPhotos && full) withPhotos ??= id;
      if (!hasPhotos) without ??= id;
      if (withPhotos !== undefined && without !== undefined) break;
    }
    for (const [language, langId, results, shape] of [
      ['uk', 4, 'Пошук нерухомості', /^[^,]+, \d+ кімнат[аи]?, [\d,\s]+\u00a0м²$/],
      ['en', 3, 'Real-estate search', /^[^,]+, \d+ rooms?, [\d.,]+ m²$/],
    ] as const) {
      const answer = await info(withPhotos!, langId);
      // The title as the app forms it (realty-title.test.ts checks the two agree).
      const title = realtyTitle(answer, language)!;
      expect(title).toMatch(shape);
      const page = (await rawGet(origin, `/${language}/realty/${withPhotos}`)).body.toString();
      const main = /<main[^>]*>(.*)<\/main>/.exec(page)?.[1] ?? '';
      expect(main).toContain(`<p><a href="/${language}/realty">← ${results}</a></p>`);
      expect(main).toContain(`<h1 tabindex="-1" class="advert__title">${title}</h1>`);
      const [carousel, slideRole] =
        language === 'uk' ? ['карусель', 'слайд'] : ['carousel', 'slide'];
      expect(main).toContain(
        `<section class="gallery" aria-roledescription="${carousel}" aria-label="${title}">`,
      );
      const count = photosOf(answer).length;
      const slide = language === 'uk' ? `Фото 1 з ${count}` : `Photo 1 of ${count}`;
      expect(main).toContain(
        `role="group" aria-roledescription="${slideRole}" aria-label="${slide}">`,
      );
      // The gallery's first photo (the answer's first), as the page preloads it and the app's
      // <picture> offers it: fetched once.
      const sources = sourcesFromFile('/photos/', photosOf(answer)[0]!.file)!;
      const preload = /imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(page);
      expect(preload?.slice(1)).toEqual([sources.webp, GALLERY_SIZES]);
      expect(main).toContain(
        `<source type="image/webp" srcset="${sources.webp}" sizes="${GALLERY_SIZES}">`,
      );
      const alt =
        language === 'uk' ? `${title}, фото 1 з ${count}` : `${title}, photo 1 of ${count}`;
      expect(main).toContain(
        `<img src="${sources.src}" srcset="${sources.jpeg}" sizes="${GALLERY_SIZES}" alt="${alt}"`,
      );
    }
    // An advert without photos: the gallery's empty box, as the app shows it.
    const bare = (await rawGet(origin, `/uk/realty/${without}`)).body.toString();
    expect(bare).toContain(
      `<h1 tabindex="-1" class="advert__title">${realtyTitle(await info(without!, 4), 'uk')}</h1>`,
    );
    expect(bare).toContain(
      '<div class="photo photo--empty"><span class="photo__missing">Немає фото</span></div>',
    );
    expect(bare).not.toContain('<picture');
    // No such advert: the app says so; the frame guesses nothing.
    const missing = (await rawGet(origin, '/en/realty/999999999')).body.toString();
    expect(missing).toContain('<main class="page advert" id="main"></main>');
  });

  it('paints a vehicle search down to its first cards in its frame, as the app first shows it', async () => {
    const nameIn = async (path: string, id: number) =>
      catalogSchema.parse((await server.call(path)).body).find((item) => item.value === id)!.name;
    const make = await nameIn('/auto/categories/1/marks', 79);
    const model = await nameIn('/auto/categories/1/marks/79/models', 703);
    const query = 'marka_id[0]=79&model_id[0]=703&order_by=2&countpage=20';
    const search = vehicleSearchArrayFormSchema.parse(
      (await server.call(`/auto/search?${query}`)).body,
    )[0].result.search_result;
    expect(search.ids.length).toBeGreaterThan(2);
    const page = (await rawGet(origin, `/en/vehicles?${query}`)).body.toString();
    const main = /<main[^>]*>(.*)<\/main>/.exec(page)?.[1] ?? '';
    expect(main).toContain('data-before-app="filters">Show filters (1)</button>');
    expect(main).toContain(
      `<p class="results__count" role="status" aria-live="polite" aria-atomic="true">${new Intl.NumberFormat('en').format(search.count)} adverts</p>`,
    );
    // The toolbar as chosen, inert until the app's replaces it.
    expect(main).toMatch(
      /<label class="inline-field" inert>Sort<select class="input"><option value="0">Relevance<\/option><option value="2" selected>Price: low to high<\/option>/,
    );
    expect(main).toContain('<option value="20" selected>20</option>');
    // The chip names the make and model as the chips' catalogs do; the market price's box.
    expect(main).toContain(
      `<li class="chip"><span>${make} ${model}</span><button type="button" class="chip__remove" aria-label="Remove filter: ${make} ${model}" data-before-app="chip-0">×</button></li>`,
    );
    expect(main).toContain(
      '<h3 class="market-price__title" id="market-price-title">Market price</h3>',
    );
    // The first two cards, titled as the app titles them, their details to come.
    const cards = [
      ...main.matchAll(/<article class="card" aria-labelledby="advert-(\d+)">(.*?)<\/article>/g),
    ];
    expect(cards.map((card) => card[1])).toEqual(search.ids.slice(0, 2));
    const info = autoInfoSchema.parse(
      (await server.call(`/auto/info?auto_id=${search.ids[0]}&langId=3`)).body,
    );
    expect(cards[0]![2]).toContain(
      `<a href="/en/vehicles/${search.ids[0]}">${info.title}, ${info.autoData.year}</a></h3>`,
    );
    expect(cards[0]![2]).toContain('<p class="card__note" aria-hidden="true">Loading details…</p>');
    // What the frame cannot form exactly leaves the bare frame: a filter whose chip the server
    // does not name, a make the catalog lacks, a parameter the app puts a notice up for.
    for (const other of [
      'marka_id[0]=79&s_yers[0]=2010',
      'price_ot=1000',
      'marka_id[0]=999999',
      'marka_id[0]=79&colour=red',
    ]) {
      const bare = (await rawGet(origin, `/en/vehicles?${other}`)).body.toString();
      expect(bare, other).toContain(
        '<main class="page page--search" id="main"><h1>Vehicle search</h1></main>',
      );
    }
  });

  it('paints a real-estate search down to its first cards in its frame, as the app shows it', async () => {
    // A district of Kyiv (or Lviv): the chips name the region, the city and the district.
    const place = server.db
      .prepare<[], { state: number; city: number; district: number }>(
        `SELECT state_id AS state, city_id AS city, district_id AS district FROM realty
         WHERE deleted_at IS NULL AND city_id IN (5, 10) AND district_id > 0 LIMIT 1`,
      )
      .get()!;
    const query = `state_id=${place.state}&city_id=${place.city}&district_id[0]=${place.district}`;
    const search = realtySearchResponseSchema.parse(
      (await server.call(`/dom/search?${query}`)).body,
    );
    expect(search.count).toBeGreaterThan(0);
    const nameIn = async (path: string, id: number, langId: number) =>
      catalogSchema
        .parse((await server.call(`${path}?langId=${langId}`)).body)
        .find((item) => item.value === id)!.name;
    for (const [language, langId, words] of [
      [
        'uk',
        4,
        {
          count: `${new Intl.NumberFormat('uk').format(search.count)} ${new Intl.PluralRules('uk').select(search.count) === 'many' ? 'оголошень' : 'оголошення'}`,
          toggle: 'Показати фільтри (3)',
          remove: 'Прибрати фільтр: ',
          loading: 'Завантаження подробиць…',
        },
      ],
      [
        'en',
        3,
        {
          count: `${new Intl.NumberFormat('en').format(search.count)} advert${search.count === 1 ? '' : 's'}`,
          toggle: 'Show filters (3)',
          remove: 'Remove filter: ',
          loading: 'Loading details…',
        },
      ],
    ] as const) {
      const page = (await rawGet(origin, `/${language}/realty?${query}`)).body.toString();
      const main = /<main[^>]*>(.*)<\/main>/.exec(page)?.[1] ?? '';
      expect(main).toContain(
        `<button type="button" class="button button--secondary filters-toggle" aria-expanded="false" data-before-app="filters">${words.toggle}</button>`,
      );
      expect(main).toContain(
        `<p class="results__count" role="status" aria-live="polite" aria-atomic="true">${words.count}</p>`,
      );
      const places = [
        await nameIn('/dom/states', place.state, langId),
        await nameIn(`/dom/cities/${place.state}`, place.city, langId),
        await nameIn(`/dom/cities_districts/${place.city}`, place.district, langId),
      ];
      const chips = [
        ...main.matchAll(
          /<li class="chip"><span>([^<]*)<\/span><button type="button" class="chip__remove" aria-label="([^"]*)" data-before-app="([^"]*)">/g,
        ),
      ];
      // Each "×" marked with its place, so that a press before the app runs is done then.
      expect(chips.map((chip) => chip.slice(1))).toEqual(
        places.map((name, index) => [name, `${words.remove}${name}`, `chip-${index}`]),
      );
      // The first cards, each titled as the app titles it once its details are in.
      const cards = [
        ...main.matchAll(/<article class="card" aria-labelledby="realty-(\d+)">(.*?)<\/article>/g),
      ];
      expect(cards.map((card) => Number(card[1]))).toEqual(search.items.slice(0, 2));
      const [first] = cards;
      const info = realtyInfoSchema.parse(
        (await server.call(`/dom/info/${search.items[0]}?langId=${langId}`)).body,
      );
      expect(first![2]).toContain(
        `<h3 class="card__title" id="realty-${search.items[0]}"><a href="/${language}/realty/${search.items[0]}">${realtyTitle(info, language)}</a></h3>`,
      );
      expect(first![2]).toContain(`<p class="card__note" aria-hidden="true">${words.loading}</p>`);
      // Its photo: the one the page preloads, offered as the card's <picture> offers it.
      const sources = sourcesFromFile('/photos/', info.main_photo!)!;
      const preload = /imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(page);
      expect(preload?.slice(1)).toEqual([sources.webp, CARD_PHOTO_SIZES]);
      expect(first![2]).toContain(
        `<source type="image/webp" srcset="${sources.webp}" sizes="${CARD_PHOTO_SIZES}"><img src="${sources.src}" srcset="${sources.jpeg}" sizes="${CARD_PHOTO_SIZES}" alt="" width="640" height="480" decoding="async">`,
      );
    }
    // No filter to name: the button says no count, and no chips show.
    const unfiltered = (await rawGet(origin, '/en/realty')).body.toString();
    expect(unfiltered).toContain(
      'aria-expanded="false" data-before-app="filters">Show filters</button>',
    );
    expect(unfiltered).toContain('<article class="card"');
    expect(unfiltered).not.toContain('class="chips"');
    // A link shared on Facebook or from a campaign: the same frame as without its tags.
    const tagged = (
      await rawGet(origin, `/en/realty?${query}&utm_source=facebook&utm_medium=social&fbclid=IwAR0`)
    ).body.toString();
    const plain = (await rawGet(origin, `/en/realty?${query}`)).body.toString();
    expect(/<main[^>]*>(.*)<\/main>/.exec(tagged)?.[1]).toBe(
      /<main[^>]*>(.*)<\/main>/.exec(plain)?.[1],
    );
    expect(tagged).toContain('<article class="card"');
    // What the frame cannot form exactly leaves the bare frame: a parameter the app puts a
    // notice up for, a filter whose chip it does not name, no results, a page past the end.
    for (const other of [
      `${query}&colour=red`,
      `${query}&state_id=1`,
      `${query}&category=1`,
      // "With photos", a chip the frame does not name.
      `${query}&with_photo=1`,
      `state_id=${place.state}&city_id=999999`,
      `${query}&page=999`,
    ]) {
      const bare = (await rawGet(origin, `/en/realty?${other}`)).body.toString();
      expect(bare, other).toContain(
        '<main class="page page--search" id="main"><h1>Real-estate search</h1></main>',
      );
    }
  });

  it('paints the orders page’s empty filter form and count line in its frame, as the app shows them before the table', async () => {
    const { orders } = ordersResponseSchema.parse(
      JSON.parse((await rawGet(origin, `/api/ria/basket/orders?${KEY}`)).body.toString()),
    );
    expect(orders.length).toBeGreaterThan(1);
    // As the page sums them: in cents, deleted orders (status 6) left out and counted.
    const deleted = orders.filter((order) => order.status === 6).length;
    expect(deleted).toBeGreaterThan(0);
    const cents = orders
      .filter((order) => order.status !== 6)
      .reduce((sum, order) => sum + Math.round(order.total_order_sum * 100), 0);
    const amount = (language: string) =>
      new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(cents / 100);
    const count = (language: string) => new Intl.NumberFormat(language).format(orders.length);
    const ukOrders = {
      one: 'замовлення',
      few: 'замовлення',
      many: 'замовлень',
      other: 'замовлення',
    }[new Intl.PluralRules('uk').select(orders.length) as 'one' | 'few' | 'many' | 'other'];
    for (const [language, words] of [
      [
        'uk',
        {
          toggle: 'Показати фільтри',
          form: 'Фільтри замовлень',
          hint: 'Номер замовлення, отримувач, e-mail, телефон, місто, адреса, служба доставки або товар. Кожне слово має збігтися.',
          createdFrom: 'Створено від',
          totalFrom: 'Сума від',
          from: 'від',
          line: `Показано ${count('uk')} ${ukOrders}, сума ${amount('uk')} без видалених (${deleted})`,
          csv: 'Завантажити CSV',
        },
      ],
      [
        'en',
        {
          toggle: 'Show filters',
          form: 'Order filters',
          hint: 'Order number, recipient, e-mail, phone, city, address, delivery service or item. Every word must match.',
          createdFrom: 'Created from',
          totalFrom: 'Total from',
          from: 'from',
          line: `${count('en')} orders shown, total ${amount('en')} excluding ${deleted} deleted`,
          csv: 'Download CSV',
        },
      ],
    ] as const) {
      const page = (await rawGet(origin, `/${language}/orders`)).body.toString();
      const main = /<main[^>]*>(.*)<\/main>/.exec(page)?.[1] ?? '';
      expect(main).toContain('<div class="search-layout--stacked">');
      expect(main).toContain(
        `<button type="button" class="button button--secondary filters-toggle" aria-expanded="false" aria-controls="orders-filters" data-before-app="filters">${words.toggle}</button>`,
      );
      // The panel's empty form, which a wide screen shows above the results: no input is taken.
      expect(main).toContain(
        `<div id="orders-filters" class="filters-panel"><form class="orders-filters" aria-label="${words.form}" novalidate>`,
      );
      expect(main).toContain(
        `<input type="search" name="q" id="frame-orders-q" class="input" aria-describedby="frame-orders-q-hint" readonly tabindex="-1" data-before-app="orders-search"><p class="field__hint" id="frame-orders-q-hint">${words.hint}</p>`,
      );
      expect(main).toContain(
        `<input type="text" name="from" class="input" aria-label="${words.createdFrom}">`,
      );
      expect(main).toContain(
        `<input inputmode="decimal" name="min" class="input" aria-label="${words.totalFrom}" placeholder="${words.from}">`,
      );
      expect(main.match(/<fieldset [^>]*inert>/g)).toHaveLength(3);
      expect(main).toContain(
        `<p class="results__count" role="status" aria-live="polite" aria-atomic="true">${words.line}</p>`,
      );
      // Disabled, as the app's is until the place names the file holds are in.
      expect(main).toContain(
        `<button type="button" class="button button--secondary" disabled>${words.csv}</button>`,
      );
    }
    // A link's tracking parameters only: the same frame as without them.
    const tagged = (await rawGet(origin, '/en/orders?utm_source=mail&fbclid=IwAR0')).body;
    const plain = (await rawGet(origin, '/en/orders')).body;
    const mainOf = (page: Buffer) => /<main[^>]*>(.*)<\/main>/.exec(page.toString())?.[1];
    expect(mainOf(tagged)).toContain('class="results__count"');
    expect(mainOf(tagged)).toBe(mainOf(plain));
    // Any parameter (a filter, a sort, one the app puts a notice up for): the bare frame.
    for (const search of ['?status=1', '?sort=total', '?colour=red', '?status=1&utm_source=x']) {
      const bare = (await rawGet(origin, `/en/orders${search}`)).body.toString();
      expect(bare, search).toContain(
        '<main class="page page--orders" id="main"><h1>Orders</h1></main>',
      );
    }
  });

  it('paints the converter’s empty form and result in its frame, as the app first renders them', async () => {
    for (const [language, words] of [
      [
        'uk',
        {
          form: 'Параметри для перетворення',
          direction: ['Напрямок', 'Сайт → API', 'API → сайт'],
          enterAs: ['Ввести параметри як', 'Посилання або рядок запиту', 'Рядки назв і значень'],
          label: 'Посилання сайту або рядок запиту',
          hint: 'Наприклад, https://auto.ria.com/search/?categories.main.id=1&amp;brand.id[0]=9 — адреса та все після # не враховуються.',
          convert: 'Перетворити',
          result: ['Результат', 'Введіть параметри й натисніть «Перетворити».'],
        },
      ],
      [
        'en',
        {
          form: 'Parameters to convert',
          direction: ['Direction', 'Website → API', 'API → website'],
          enterAs: ['Enter the parameters as', 'A link or query string', 'Name and value rows'],
          label: 'A website link or query string',
          hint: 'For example https://auto.ria.com/search/?categories.main.id=1&amp;brand.id[0]=9 — the address and anything after # are ignored.',
          convert: 'Convert',
          result: ['Result', 'Enter parameters and press Convert.'],
        },
      ],
    ] as const) {
      const page = (await rawGet(origin, `/${language}/converter`)).body.toString();
      const main = /<main[^>]*>(.*)<\/main>/.exec(page)?.[1] ?? '';
      // After the heading and the lead, as the app's page; taking no input until the app
      // replaces it (its choices and button inert, its field read-only).
      expect(main).toMatch(
        new RegExp(
          `^<h1>[^<]+</h1><p class="lead">[^<]+</p><div class="converter"><form class="panel converter__form" aria-label="${words.form}" novalidate>`,
        ),
      );
      const [direction, toApi, toWebsite] = words.direction;
      expect(main).toContain(
        `<fieldset class="segmented" inert><legend class="field__label">${direction}</legend><label class="segmented__option"><input type="radio" value="new_to_old" name="direction" checked><span>${toApi}</span></label><label class="segmented__option"><input type="radio" value="old_to_new" name="direction"><span>${toWebsite}</span></label></fieldset>`,
      );
      const [enterAs, asText, asRows] = words.enterAs;
      expect(main).toContain(
        `<fieldset class="segmented" inert><legend class="field__label">${enterAs}</legend><label class="segmented__option"><input type="radio" name="mode" checked><span>${asText}</span></label><label class="segmented__option"><input type="radio" name="mode"><span>${asRows}</span></label></fieldset>`,
      );
      // The label names the field and the hint describes it, by the frame's own ids; a tap on
      // either is kept for the app's field.
      expect(main).toContain(
        `<div class="field"><label class="field__label" for="frame-converter-text" data-before-app="converter-text">${words.label}</label><textarea name="text" id="frame-converter-text" class="input" rows="4" spellcheck="false" aria-describedby="frame-converter-text-hint" readonly tabindex="-1" data-before-app="converter-text"></textarea><p class="field__hint" id="frame-converter-text-hint">${words.hint}</p></div>`,
      );
      expect(main).toContain(
        `<div class="panel__actions" inert><button type="submit" class="button">${words.convert}</button></div></form>`,
      );
      expect(main).toMatch(
        new RegExp(
          `<section class="converter__result" aria-labelledby="frame-converter-result"><h2 id="frame-converter-result">${words.result[0]}</h2><p role="status" class="results__count converter__status"></p><p class="muted">${words.result[1]}</p></section></div>$`,
        ),
      );
    }
    // A link's tracking tags are no input: the form stays empty, and the frame shows it.
    const tagged = (await rawGet(origin, '/en/converter?fbclid=IwAR0&utm_source=fb')).body;
    expect(tagged.toString()).toContain('<form class="panel converter__form"');
    // Any parameter (an input to convert, a direction, one the app puts a notice up for): the
    // app fills the form or shows the notice, so the page keeps the bare frame.
    for (const search of ['?direction=old_to_new', '?brand.id[0]=9', '?direction=sideways']) {
      const bare = (await rawGet(origin, `/en/converter${search}`)).body.toString();
      expect(bare, search).toMatch(
        /<main class="page" id="main"><h1>[^<]+<\/h1><p class="lead">[^<]+<\/p><\/main>/,
      );
    }
  });

  it('sends each page’s frame in its language, painted before the app runs', async () => {
    const vehicles = (await rawGet(origin, '/uk/vehicles?marka_id[0]=79')).body.toString();
    expect(vehicles).toContain('<html lang="uk">');
    expect(vehicles).toContain('<title>Пошук авто · Пошук на маркетплейсі</title>');
    // What a search engine or a shared link's preview says of the app, in the page's language.
    expect(vehicles).toContain(
      '<meta name="description" content="Шукайте оголошення авто й нерухомості, переглядайте замовлення кошика та перетворюйте пошукові посилання.">',
    );
    expect(vehicles).toContain('<h1>Пошук авто</h1>');
    expect(vehicles).toContain(
      '<a aria-current="page" class="nav__link active" href="/uk/vehicles">Авто</a>',
    );
    expect(vehicles).toContain('href="/uk/orders">Замовлення</a>');
    // The other language keeps the address's query, as the app's language switch does.
    expect(vehicles).toContain('href="/en/vehicles?marka_id[0]=79">English</a>');

    const home = (await rawGet(origin, '/en/')).body.toString();
    expect(home).toContain('<html lang="en">');
    expect(home).toContain(
      '<h1>Marketplace Search</h1><p class="lead">Search vehicle and real-estate adverts',
    );
    expect(home).toContain(
      '<a aria-current="page" class="nav__link active" href="/en/">Overview</a>',
    );

    // Without a language, the page of the address the app moves it to (the same page in the
    // reader's language), painted as that page is: the reader's language as their browser
    // states it, which the app reads too. Where the reader chose the other in the app (kept in
    // the browser alone), the app moves there and replaces this frame.
    for (const [path, accept, shown] of [
      ['/vehicles?marka_id[0]=79', 'en-GB,en;q=0.9,uk;q=0.8', '/en/vehicles?marka_id[0]=79'],
      [
        '/vehicles?marka_id[0]=79',
        'de-DE,de;q=0.9,uk;q=0.8,en;q=0.7',
        '/uk/vehicles?marka_id[0]=79',
      ],
      ['/', 'en-US,en;q=0.9', '/en/'],
      ['/', undefined, '/uk/'],
      // A language tag first is read as it (or dropped where it is none of the app's).
      ['/en-GB/realty', 'uk', '/en/realty'],
      ['/fr/realty', 'fr-FR,fr;q=0.9,en;q=0.8', '/en/realty'],
    ] as const) {
      const moved = await rawGet(origin, path, accept ? { 'accept-language': accept } : {});
      expect(moved.status, path).toBe(200);
      expect(String(moved.headers.vary), path).toContain('accept-language');
      const html = decode(moved).toString();
      const direct = decode(await rawGet(origin, shown)).toString();
      // The same page but for the addresses of the requests made for it (none differs).
      expect(html, `${path} (${accept})`).toBe(direct);
    }
    const english = decode(
      await rawGet(origin, '/vehicles', { 'accept-language': 'en-US,en;q=0.9' }),
    ).toString();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<title>Vehicle search · Marketplace Search</title>');
    expect(english).toContain(
      '<a aria-current="page" class="nav__link active" href="/en/vehicles">Vehicles</a>',
    );
    expect(english).toContain('href="/uk/vehicles">Українська</a>');
    // An address under a language is that language's, whatever the browser's.
    const ukrainian = await rawGet(origin, '/uk/vehicles', { 'accept-language': 'en' });
    expect(decode(ukrainian).toString()).toContain('<html lang="uk">');
    expect(String(ukrainian.headers.vary)).not.toContain('accept-language');

    // What the address carries is text in the frame, never markup.
    const hostile = (await rawGet(origin, '/uk/vehicles?x="><script>alert(1)</script>')).body;
    expect(hostile.toString()).not.toContain('<script>alert(1)');
    expect(hostile.toString()).toContain('<h1>Пошук авто</h1>');
  });

  it('answers an API path no file could have (`//`, `%00`) with 404 NOT_FOUND, a page’s with the app', async () => {
    for (const path of ['/api/nope//x', '/api/auto//search', '/api/auto/search%00']) {
      const answer = await rawGet(origin, `${path}?api_key=demo-key`);
      expect(answer.status, path).toBe(404);
      const { error } = errorEnvelopeSchema.parse(JSON.parse(decode(answer).toString()));
      expect(error.code).toBe('NOT_FOUND');
    }
    // A page's: the app's own "not found" for what it does not know (`//`: see below).
    const page = await rawGet(origin, '/uk/vehicles%00');
    expect(page.status).toBe(404);
    expect(decode(page).toString()).toContain('<h1>Сторінку не знайдено</h1>');
  });

  it('answers a page’s address with a broken %-escape with the app’s “not found”, the API’s in JSON', async () => {
    for (const [path, heading] of [
      ['/uk/%ZZ', 'Сторінку не знайдено'],
      ['/en/vehicles/%E0%A4%A', 'Page not found'],
      ['/en/orders%?status=1', 'Page not found'],
    ] as const) {
      const answer = await rawGet(origin, path, { 'accept-encoding': BROWSER });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self'");
      const html = decode(answer).toString();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      // Its language links keep the address as it came, as the app's do.
      expect(html, path).toContain(`href="${escapeHtml(path.replace(/^\/(uk|en)/, '/en'))}"`);
    }
    const api = await rawGet(origin, `/api/auto/%ZZ?${KEY}`);
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    const { error } = errorEnvelopeSchema.parse(JSON.parse(decode(api).toString()));
    expect(error.code).toBe('NOT_FOUND');
  });

  it('sends a page’s address the app reads as another on to that one, on this origin', async () => {
    for (const [path, location] of [
      // A browser reads `//uk/…` as the host `uk`: the app would never start.
      ['//uk/vehicles?marka_id[0]=79', '/uk/vehicles?marka_id[0]=79'],
      ['//en', '/en/'],
      ['/uk//vehicles', '/uk/vehicles'],
      // react-router reads these as the vehicle search, where the server had no page.
      ['/uk/vehicles//', '/uk/vehicles'],
      ['/en/Vehicles', '/en/vehicles'],
      ['/en/VEHICLES/123/?from=mail', '/en/vehicles/123?from=mail'],
      // Never another host.
      ['//evil.example/uk/vehicles', '/evil.example/uk/vehicles'],
      ['//\\evil.example/x', '/%5Cevil.example/x'],
    ] as const) {
      for (const method of ['GET', 'HEAD']) {
        const answer = await rawRequest(origin, path, method);
        expect(answer.status, `${method} ${path}`).toBe(301);
        expect(answer.headers.location, `${method} ${path}`).toBe(location);
        expect(answer.headers['x-frame-options']).toBe('DENY');
      }
    }
    // The same page to the app and the server: left as they are.
    for (const path of ['/uk/vehicles/', '/uk', '/en/vehicles?marka_id[0]=79']) {
      expect((await rawRequest(origin, path)).status, path).toBe(200);
    }
    // Not a page: the API's and the files' answers are their own.
    expect((await rawRequest(origin, `/api//auto/search?${KEY}`)).status).toBe(404);
    expect((await rawRequest(origin, '//assets/index-abc123.js')).status).toBe(404);
    expect((await rawRequest(origin, '//uk/vehicles', 'POST')).status).toBe(404);
  });

  it('answers a page’s address too long to open with a page that says so, the API’s in JSON', async () => {
    const filters = `?q=${'x'.repeat(9000)}`;
    const page = await rawGet(origin, `/en/orders${filters}`);
    expect(page.status).toBe(414);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = decode(page).toString();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>This link is too long</h1>');
    expect(html).toContain('This address is 9,013 characters long');
    expect(html).toContain('<a href="/en/orders">Open the page without its filters</a>');
    const ukrainian = decode(await rawGet(origin, `/uk/vehicles${filters}`)).toString();
    expect(ukrainian).toContain('<h1>Посилання задовге</h1>');
    expect(ukrainian).toContain('<a href="/uk/vehicles">');
    const api = await rawGet(origin, `/api/auto/search${filters}`);
    expect(api.status).toBe(414);
    const { error } = errorEnvelopeSchema.parse(JSON.parse(decode(api).toString()));
    expect(error.code).toBe('URI_TOO_LONG');
  });

  it('names each page’s tab as the app does: its heading, or its advert, then the app', async () => {
    const titleOf = async (path: string) =>
      /<title>([^<]*)<\/title>/.exec(decode(await rawGet(origin, path)).toString())?.[1];
    expect(await titleOf('/en/vehicles')).toBe('Vehicle search · Marketplace Search');
    expect(await titleOf('/uk/realty')).toBe('Пошук нерухомості · Пошук на маркетплейсі');
    expect(await titleOf('/en/orders')).toBe('Orders · Marketplace Search');
    expect(await titleOf('/en/converter')).toBe('Parameter converter · Marketplace Search');
    expect(await titleOf('/en/')).toBe('Marketplace Search');
    const id = server.db
      .prepare<[], { id: number }>('SELECT id FROM vehicles WHERE deleted_at IS NULL LIMIT 1')
      .get()!.id;
    const info = autoInfoSchema.parse(
      (await server.call(`/auto/info?auto_id=${id}&langId=3`)).body,
    );
    expect(await titleOf(`/en/vehicles/${id}`)).toBe(
      `${escapeHtml(`${info.title}, ${info.autoData.year}`)} · Marketplace Search`,
    );
  });

  it('answers 404 for an address the app says is not there, with the app', async () => {
    // Under one of the app's languages, an address that is none of its pages: the app's "not
    // found" (src/app/routes/not-found.tsx) in the layout, in that language, painted before the
    // app runs as every page is.
    for (const [path, language, heading, text, home, title] of [
      [
        '/en/nope',
        'en',
        'Page not found',
        'There is no page at this address.',
        'Go to the start page',
        'Page not found · Marketplace Search',
      ],
      [
        '/uk/orders/123',
        'uk',
        'Сторінку не знайдено',
        'За цією адресою немає сторінки.',
        'Перейти на початкову сторінку',
        'Сторінку не знайдено · Пошук на маркетплейсі',
      ],
      [
        '/en/vehicles/1/photos',
        'en',
        'Page not found',
        'There is no page at this address.',
        'Go to the start page',
        'Page not found · Marketplace Search',
      ],
    ] as const) {
      const answer = await rawGet(origin, path, { 'accept-encoding': BROWSER });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-encoding'], path).toBe('br');
      const html = decode(answer).toString();
      expect(html, path).toContain(`<html lang="${language}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(
        `<main class="page" id="main"><h1>${heading}</h1><p>${text}</p><p><a href="/${language}/">${home}</a></p></main>`,
      );
      // The header as on every page, its language links to the same address.
      expect(html, path).toContain(`href="${path.replace(/^\/(uk|en)/, '/uk')}">Українська</a>`);
    }
    // Elsewhere the app first moves to the reader's language, and answers there.
    for (const path of ['/nope', '/fr/vehicles', '/en-GB/vehicles']) {
      expect((await rawGet(origin, path)).status, path).toBe(200);
    }
    // Where that is no page either, the app as built says so there.
    const built = readFileSync(join(build, 'index.html'));
    expect(decode(await rawGet(origin, '/nope')).equals(built)).toBe(true);
    // An advert page: an id that is not one, or an advert not on the marketplace (the app says
    // so, in its frame and its page), against one that is.
    const live = (table: string) =>
      server.db
        .prepare<[], { id: number }>(`SELECT id FROM ${table} WHERE deleted_at IS NULL LIMIT 1`)
        .get()!.id;
    // The app says the not-live one's "not there" in the advert's page; an id that is not
    // digits is no advert page's (its loader says "not found" first), and so its frame.
    for (const [path, status, main] of [
      [`/en/vehicles/${live('vehicles')}`, 200, '<main class="page advert" id="main">'],
      // A slash after the id is the same page, as the app's routes read it.
      [`/en/vehicles/${live('vehicles')}/`, 200, '<main class="page advert" id="main">'],
      [`/uk/realty/${live('realty')}`, 200, '<main class="page advert" id="main">'],
      ['/en/vehicles/2147483648', 404, '<main class="page advert" id="main">'],
      ['/en/vehicles/abc', 404, '<main class="page" id="main"><h1>Page not found</h1>'],
      ['/uk/realty/1x', 404, '<main class="page" id="main"><h1>Сторінку не знайдено</h1>'],
      ['/en/vehicles/1', 404, '<main class="page advert" id="main">'],
      ['/uk/realty/1', 404, '<main class="page advert" id="main">'],
    ] as const) {
      const answer = await rawGet(origin, path);
      expect(answer.status, path).toBe(status);
      expect(decode(answer).toString(), path).toContain(main);
    }
  });

  it('compresses a large API answer on the fly, and it inflates to the same JSON', async () => {
    const path = `/api/ria/basket/orders?${KEY}`;
    const plain = await rawGet(origin, path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(ordersResponseSchema.safeParse(JSON.parse(plain.body.toString())).success).toBe(true);

    // Twice each: the orders are kept compressed, and the second answer is the same bytes.
    for (const accept of [BROWSER, BROWSER, 'gzip', 'gzip', 'gzip;q=0, br;q=0.5']) {
      const answer = await rawGet(origin, path, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(accept === 'gzip' ? 'gzip' : 'br');
      expectVary(answer);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(answer).equals(plain.body)).toBe(true);
    }
    const refused = await rawGet(origin, path, { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it('says a large answer sent plain varies by Accept-Encoding too, once', async () => {
    const search = `/api/auto/search?${KEY}&countpage=100`;
    for (const accept of [undefined, 'identity', 'deflate', BROWSER]) {
      const headers: Record<string, string> =
        accept === undefined ? {} : { 'accept-encoding': accept };
      const answer = await rawGet(origin, search, headers);
      expect(answer.status).toBe(200);
      expect(decode(answer).length, accept).toBeGreaterThan(COMPRESS_THRESHOLD);
      expect(answer.headers['content-encoding'], accept).toBe(
        accept === BROWSER ? 'br' : undefined,
      );
      expect(String(answer.headers.vary).toLowerCase(), accept).toBe('accept-encoding');
    }
    const small = await rawGet(origin, `/api/auto/search?${KEY}&countpage=1`);
    expect(small.headers.vary).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const answer = await rawGet(origin, `/api/auto/search?${KEY}&countpage=1`, {
      'accept-encoding': BROWSER,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(vehicleSearchArrayFormSchema.safeParse(JSON.parse(answer.body.toString())).success).toBe(
      true,
    );
  });

  it('sends pictures as they are: JPEG and WebP are compressed already', async () => {
    const search = await rawGet(origin, `/api/auto/search?${KEY}&with_photo=1&countpage=1`);
    const id = /"ids":\["?(\d+)/.exec(search.body.toString())?.[1];
    expect(id).toBeDefined();
    const fotos = await rawGet(origin, `/api/auto/fotos/${id}?${KEY}`);
    const photo = /"url":"([^"]+\.jpg)"/.exec(fotos.body.toString())?.[1];
    expect(photo).toBeDefined();
    for (const [suffix, type] of [
      ['f.jpg', 'image/jpeg'],
      ['m.webp', 'image/webp'],
    ] as const) {
      const answer = await rawGet(origin, `/photos/${photo!.replace('.jpg', suffix)}`, {
        'accept-encoding': BROWSER,
      });
      expect(answer.status, suffix).toBe(200);
      expect(answer.headers['content-type'], suffix).toBe(type);
      expect(answer.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
      expect(answer.headers['content-encoding'], suffix).toBeUndefined();
    }
  });
});

describe('proxy mode', () => {
  let upstream: Upstream;
  let build: string;

  beforeAll(async () => {
    upstream = await startUpstream();
    build = writeBuild();
    await precompressDir(build);
  });
  afterAll(async () => {
    await upstream.close();
    rmSync(build, { recursive: true, force: true });
  });

  it('sends the build’s files precompressed, as embedded mode does', async () => {
    const proxy = await startProxy(upstream.base, { staticDir: build });
    try {
      const file = 'assets/index-abc123.js';
      const answer = await rawGet(proxy.origin, `/${file}`, { 'accept-encoding': BROWSER });
      expect(answer.headers['content-encoding']).toBe('br');
      expectVary(answer);
      expect(answer.body.length).toBe(wireBytes(build, file));
      expect(decode(answer).equals(readFileSync(join(build, file)))).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('preloads a route’s first API requests without a key, and no orders', async () => {
    const proxy = await startProxy(upstream.base, { staticDir: build });
    try {
      // Who is signed in, for the header's account menu (the proxy has accounts); after the
      // paint, the makes the chip is named from. An address without a language is the page the
      // app moves it to, in the reader's language (Ukrainian: the browser names none), with its
      // first cards' details where the upstream answered the search in time.
      const vehicles = await proxy.call('/vehicles?marka_id[0]=79');
      const preloads = preloadsOf(vehicles.text);
      expect(preloads.filter((path) => path.includes('key='))).toEqual([]);
      expect(preloads.filter((path) => !path.startsWith('/api/auto/info?'))).toEqual([
        '/api/_meta',
        '/api/_session',
        '/api/auto/search?marka_id%5B0%5D=79',
        '/assets/vehicle-route-v1.js',
        '/assets/vehicle-search-page-v1.js',
        '/api/auto/categories/1/marks',
      ]);
      // An advert's details and photo list; the upstream knows no advert 123, so no photo.
      const advert = (await proxy.call('/en/vehicles/123')).text;
      expect(preloadsOf(advert)).toEqual([
        '/api/_meta',
        '/api/_session',
        '/api/auto/info?auto_id=123&langId=3',
        '/api/auto/fotos/123',
      ]);
      expect(advert).not.toContain('as="image"');
      // The orders are an operator's: the page cannot know who asks before the app does.
      const orders = preloadsOf((await proxy.call('/orders')).text);
      expect(orders.slice(0, 2)).toEqual(['/api/_meta', '/api/_session']);
      expect(orders.filter((path) => path.includes('/basket/'))).toEqual([]);
      // Nor does its frame link them: the app adds the link for an operator.
      const frame = (await proxy.call('/uk/vehicles')).text;
      expect(frame).toContain('<h1>Пошук авто</h1>');
      expect(frame).not.toContain('/uk/orders');
      // Nor does the orders page's frame count them.
      expect((await proxy.call('/en/orders')).text).toContain(
        '<main class="page page--orders" id="main"><h1>Orders</h1></main>',
      );
      // The converter's empty form needs no data: its frame is embedded mode's.
      const converter = (await proxy.call('/uk/converter')).text;
      expect(converter).toContain(
        '<form class="panel converter__form" aria-label="Параметри для перетворення" novalidate>',
      );
      expect(converter).toContain('<h2 id="frame-converter-result">Результат</h2>');
      expect((await proxy.call('/uk/converter?brand.id[0]=9')).text).not.toContain(
        'class="converter"',
      );
      // A search's frame is painted from the upstream's answers (server/proxy/page-frames.ts),
      // and its cards' details preloaded with it.
      const realty = (await proxy.call('/uk/realty?state_id=10&city_id=10')).text;
      expect(realty).toContain('<article class="card"');
      expect(preloadsOf(realty).filter((path) => path.startsWith('/api/dom/info/'))).toHaveLength(
        2,
      );
    } finally {
      await proxy.close();
    }
  });

  it('compresses an answer once, though the upstream sent it compressed', async () => {
    const path = '/api/auto/search?countpage=100';
    // The upstream (our embedded service) does compress this answer for a client that asks.
    const direct = await rawGet(
      upstream.base.replace(/\/api$/, ''),
      `${path}&api_key=${SERVER_KEY}`,
      { 'accept-encoding': 'gzip, deflate, br' },
    );
    expect(direct.headers['content-encoding']).toBe('br');

    const proxy = await startProxy(upstream.base);
    try {
      const plain = await rawGet(proxy.origin, path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const parsed: unknown = JSON.parse(plain.body.toString());
      expect(vehicleSearchArrayFormSchema.safeParse(parsed).success).toBe(true);

      const answer = await rawGet(proxy.origin, path, { 'accept-encoding': BROWSER });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expectVary(answer);
      // Inflated once, it is the JSON itself: not brotli inside brotli.
      expect(JSON.parse(decode(answer).toString())).toEqual(parsed);
    } finally {
      await proxy.close();
    }
  });
});
