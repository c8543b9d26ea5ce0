import {
  BUDGET_BYTES,
  messageModules,
  PROXY_MODULES,
  ROUTE_MESSAGES,
  routeAddresses,
  routeSizes,
  sentRouteSizes,
  WIRE_ENCODING,
  wireBytes,
} from '../scripts/bundle-budget.mjs';
import { expectWithinBudget, manifestFile, readManifest, STATIC_DIR } from './first-loads';
import { expect, readDatabase, test } from './fixtures';

test('the browser receives each route’s first load compressed, the bytes the budget counts', async ({
  page,
}) => {
  const received = new Map<string, { encoding: string | undefined; bytes: number }>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    Promise.all([request.response(), request.sizes()])
      .then(([response, sizes]) => {
        received.set(path, {
          encoding: response?.headers()['content-encoding'],
          // Playwright gives no sizes for a worker's script (the Intl data worker): the length
          // the server sent stands for it.
          bytes: sizes.responseBodySize || Number(response?.headers()['content-length'] ?? 0),
        });
      })
      // The orders page still fetches its catalogs as the test ends and closes it: those have
      // nothing left to read, and the test waited for every path it checks.
      .catch(() => undefined);
  });
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  // Ukrainian: the budget counts its messages, the larger catalog.
  await page.goto('/uk/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const orders = routeSizes(STATIC_DIR).find(({ route }) => route === '/orders');
  expect(orders).toBeDefined();
  const scripts = orders!.files.filter((name) => name.endsWith('.js'));
  await expect
    .poll(() =>
      ['/uk/orders', '/api/ria/basket/orders', ...scripts.map((file) => `/${file}`)].every((path) =>
        received.has(path),
      ),
    )
    .toBe(true);
  for (const file of scripts) {
    const got = received.get(`/${file}`);
    expect(got, file).toBeDefined();
    expect(got!.encoding, file).toBe(WIRE_ENCODING);
    expect(got!.bytes, file).toBe(wireBytes(STATIC_DIR, file));
  }
  // Of the catalog, the messages every page shows and the orders' own came, and no other
  // page's (a part that loads with code of its own once the page is idle may come too).
  const came = Object.entries(readManifest())
    .filter(
      ([source, { file }]) => source.includes('messages.po?scope=') && received.has(`/${file}`),
    )
    .map(([source]) => source);
  const own = messageModules('/orders', 'uk');
  const others = Object.keys(ROUTE_MESSAGES).flatMap((route) =>
    messageModules(route, 'uk').filter((source) => !own.includes(source)),
  );
  expect(came).toEqual(expect.arrayContaining(own));
  expect(came.filter((source) => others.includes(source))).toEqual([]);
  // The page itself, and the orders answer (far above the threshold), come compressed too.
  expect(received.get('/uk/orders')?.encoding).toBe('br');
  // The stylesheets, the app's and the page's, came in the page (the budget counts their
  // files' bytes all the same): neither the frame nor the app's table fetched one.
  await expect(page.getByRole('table')).toBeVisible();
  expect(stylesheets).toEqual([]);
  expect(received.get('/api/ria/basket/orders')?.encoding).toBe('br');
});

test('each route’s first load fits the budget as it crosses the wire: its page as the server sends it, and its code', async ({
  baseURL,
  service,
}) => {
  const [vehicleAdvert] = (await service.vehicleSearch('with_photo=1&category_id=1')).ids;
  const realtyAdvert = readDatabase(
    (db) =>
      (
        db
          .prepare('SELECT id FROM realty WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1')
          .get() as { id: number }
      ).id,
  );
  const addresses = routeAddresses({ vehicleAdvert: vehicleAdvert!, realtyAdvert });
  expectWithinBudget(
    await sentRouteSizes(baseURL!, addresses, STATIC_DIR),
    addresses,
    BUDGET_BYTES,
  );
});

test('a route’s page starts its data and code before the app’s script has run', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/en/vehicles?marka_id[0]=79&s_yers[0]=2012');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').first()).toBeAttached();

  const search = '/api/auto/search?api_key=demo-key&marka_id%5B0%5D=79&s_yers%5B0%5D=2012';
  // Started by the page's <link rel=preload> (initiator "link"), then read by the app's fetch:
  // the search and /api/_meta each go out once.
  await expect.poll(() => apiCalls.filter((call) => call === search).length).toBe(1);
  expect(apiCalls.filter((call) => call === '/api/_meta')).toHaveLength(1);
  const initiators = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .map((entry) => [
          new URL(entry.name).pathname + new URL(entry.name).search,
          entry.initiatorType,
        ]),
    ),
  );
  expect(initiators[search]).toBe('link');
  expect(initiators['/api/_meta']).toBe('link');
  // The route's chunks are named in the page itself, so they load beside the entry script.
  await expect(
    page.locator('head link[rel="modulepreload"][href*="/assets/vehicle-search-page-"]'),
  ).toHaveCount(1);
  await expect(
    page.locator('head link[rel="modulepreload"][href*="/assets/vehicle-route-"]'),
  ).toHaveCount(1);
  // Proxy mode's account menu is not embedded mode's: neither named nor fetched.
  const menu = manifestFile(PROXY_MODULES[0]!);
  await expect(page.locator(`head link[href="/${menu}"]`)).toHaveCount(0);
  expect(Object.keys(initiators)).not.toContain(`/${menu}`);
});

test('the orders page paints before it asks for its catalogs, and the app reads them from those requests', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/auto/states')) calls.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/en/orders');
  await expect(page.getByRole('table')).toBeVisible();
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    catalogs: performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/auto/states'))
      .map((entry) => ({ start: entry.startTime, initiator: entry.initiatorType })),
  }));
  // The region catalog and a city catalog per region the orders deliver to, each asked for
  // once, by the links the entry adds after the frame's paint, and read from there by the app.
  expect(timing.catalogs.length).toBeGreaterThan(2);
  expect(new Set(calls).size).toBe(calls.length);
  expect(calls).toHaveLength(timing.catalogs.length);
  for (const catalog of timing.catalogs) {
    expect(catalog.initiator).toBe('link');
    expect(catalog.start).toBeGreaterThan(timing.paint);
  }
});

test('the page’s language data loads on a worker the page’s policy allows, and the count reads in that language', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const worker = page.waitForEvent('worker');
  await page.goto('/uk/vehicles?marka_id[0]=79');
  // A script of the build, from the page's own origin (the policy allows no other).
  expect(new URL((await worker).url()).pathname).toMatch(/^\/assets\/intl-data-worker-[\w-]+\.js$/);
  // The count the app writes with the language's number format and plural rules.
  await expect(page.getByRole('status').filter({ hasText: /оголошен/ })).toHaveText(
    /^\d[\d\s\u00a0]* оголошен(ня|ь)$/,
  );
  expect(refused).toEqual([]);
});

test('the orders page asks for its orders from its head, before the app’s script has run, and the app reads that answer', async ({
  page,
}) => {
  const calls: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/ria/basket/orders') calls.push(url.search);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/en/orders');
  await expect(page.getByRole('table')).toBeVisible();
  const timing = await page.evaluate(() => {
    const orders = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname === '/api/ria/basket/orders');
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return {
      orders: orders.map((entry) => ({ start: entry.startTime, initiator: entry.initiatorType })),
      // Module scripts run once the HTML is parsed: the app could not have asked before.
      parsed: navigation?.domInteractive ?? 0,
    };
  });
  // The page's one inline script ran (the CSP allows it by its hash) and asked once.
  expect(refused).toEqual([]);
  expect(calls).toEqual(['?api_key=demo-key']);
  expect(timing.orders).toEqual([{ start: expect.any(Number), initiator: 'fetch' }]);
  expect(timing.orders[0]!.start).toBeLessThan(timing.parsed);
  // The table shows the orders of that answer.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /orders/i })
      .first(),
  ).toBeVisible();
});
