/**
 * Proxy mode in the browser (servers: e2e/playwright.proxy.config.ts). The app is browsed
 * through a proxy in front of a real reference service; every response the browser receives is
 * checked for the server's key, and every API request for an api_key (the app sends none).
 * Orders and deletes need an account: the sign-in tests go through the app's sign-in page;
 * the others sign in through the API first (`page.request` shares the page's cookies).
 */
import type { APIRequestContext, BrowserContext, Page, Request, Response } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  PROXY_BUDGET_BYTES,
  PROXY_MODULES,
  routeAddresses,
  sentRouteSizes,
} from '../scripts/bundle-budget.mjs';
import { expectWithinBudget, manifestFile, STATIC_DIR } from './first-loads';
import { expect, holdAppCode, test as base, watchLayoutShift } from './fixtures';
import {
  ACCOUNTS,
  LIMITED_KEY,
  ORIGINS,
  SELLER_ID,
  SERVER_KEY,
  UPSTREAM_DB,
} from './proxy-servers';

interface SearchAnswer {
  result: { search_result: { count: number; ids: string[] } };
}

/** The upstream asked directly, with the server's key: what the app must agree with. */
async function upstreamSearch(request: APIRequestContext, query: string) {
  const response = await request.get(
    `${ORIGINS.upstream}/api/auto/search?api_key=${SERVER_KEY}&${query}`,
  );
  expect(response.ok()).toBe(true);
  const [answer] = (await response.json()) as [SearchAnswer];
  return answer.result.search_result;
}

/** Upstream calls the proxy counted this hour (its own path; costs no call). */
async function quotaUsed(request: APIRequestContext, origin: string = ORIGINS.proxy) {
  const response = await request.get(`${origin}/api/_meta`);
  return ((await response.json()) as { quota: { used: number } }).quota.used;
}

/**
 * Signs the page in as a test account, through the API: the cookie lands in its context.
 * Without an account, the page stays an anonymous visitor's.
 */
async function signIn(page: Page, account: keyof typeof ACCOUNTS | undefined) {
  if (account === undefined) return;
  const { name, password } = ACCOUNTS[account];
  const response = await page.request.post('/api/_session', { data: { name, password } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ signed_in: true, name });
}

/**
 * The proxy's count once a page's calls are all made: the app prefetches the next page and the
 * adverts' details after the results show, so "nothing pending" alone can come too early.
 * Two reads half a second apart agree, with nothing pending.
 */
async function settledQuota(request: APIRequestContext, traffic: Traffic): Promise<number> {
  // Cards coming into view and the idle prefetch start calls a moment after none is in flight.
  await expect.poll(() => traffic.pending() === 0 && traffic.quietFor() > 1000).toBe(true);
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await quotaUsed(request);
        const settled = now === last && traffic.pending() === 0;
        last = now;
        return settled;
      },
      { intervals: [500] },
    )
    .toBe(true);
  return last;
}

const resultCount = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /advert|Searching/ })
    .first();

async function expectCount(page: Page, count: number) {
  await expect(resultCount(page)).toHaveText(
    new RegExp(`^${count.toLocaleString('en-US')} adverts?`),
  );
}

interface Traffic {
  /** API requests still waiting for an answer. */
  pending(): number;
  /**
   * Milliseconds since the last API request started or ended: a page still at work (cards
   * coming into view, the next page prefetched when idle) starts more after a quiet moment.
   */
  quietFor(): number;
}

const test = base.extend<{ traffic: Traffic }>({
  // Every test: nothing the browser receives holds the server's key; no request carries a key.
  traffic: [
    async ({ page }, use) => {
      const checks: Promise<void>[] = [];
      const keyedRequests: string[] = [];
      let pending = 0;
      let lastActivity = Date.now();
      const done = () => {
        pending--;
        lastActivity = Date.now();
      };
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.startsWith('/api/')) return;
        pending++;
        lastActivity = Date.now();
        if (url.searchParams.has('api_key')) keyedRequests.push(request.url());
      });
      page.on('requestfinished', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) done();
      });
      page.on('requestfailed', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) done();
      });
      const check = (response: Response) => {
        checks.push(
          (async () => {
            const headers = JSON.stringify(await response.allHeaders());
            const body = await response.body().catch(() => Buffer.alloc(0));
            expect(headers, response.url()).not.toContain(SERVER_KEY);
            expect(body.includes(SERVER_KEY), response.url()).toBe(false);
            expect(body.includes(LIMITED_KEY), response.url()).toBe(false);
          })(),
        );
      };
      page.on('response', check);
      await use({ pending: () => pending, quietFor: () => Date.now() - lastActivity });
      // What answers after the test (a lazy photo still loading) would be read from a page
      // being closed: the checks cover everything the test saw.
      page.off('response', check);
      await Promise.all(checks);
      expect(checks.length).toBeGreaterThan(0);
      expect(keyedRequests).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The app's pages, each opened through the proxy and checked against the upstream. Add a page
 * here when it lands in the app.
 */
const PAGES: readonly {
  readonly path: string;
  /** The account the page needs, if any. */
  readonly account?: keyof typeof ACCOUNTS;
  readonly works: (page: Page, request: APIRequestContext) => Promise<void>;
}[] = [
  {
    path: '/',
    works: async (page) => {
      const service = page.getByRole('region', { name: 'Service' });
      await expect(service.getByText('Proxy to the public Marketplace API')).toBeVisible();
    },
  },
  {
    path: '/vehicles?marka_id[0]=79&s_yers[0]=2010&countpage=20',
    works: async (page, request) => {
      const expected = await upstreamSearch(request, 'marka_id[0]=79&s_yers[0]=2010&countpage=20');
      expect(expected.count).toBeGreaterThan(0);
      await expectCount(page, expected.count);
      await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(
        Math.min(20, expected.count),
      );
    },
  },
  {
    path: '/realty?category=1&state_id=10&city_id=10',
    works: async (page, request) => {
      const response = await request.get(
        `${ORIGINS.upstream}/api/dom/search?api_key=${SERVER_KEY}&category=1&state_id=10&city_id=10`,
      );
      const expected = (await response.json()) as { count: number };
      await expectCount(page, expected.count);
    },
  },
  {
    path: '/orders',
    account: 'operator',
    works: async (page, request) => {
      const response = await request.get(
        `${ORIGINS.upstream}/api/ria/basket/orders/?api_key=${SERVER_KEY}`,
      );
      const expected = (await response.json()) as { total: number };
      await expect(page.getByText(new RegExp(`^${expected.total} orders shown`))).toBeVisible();
    },
  },
  {
    path: '/converter?direction=new_to_old&categories.main.id=1&brand.id[0]=9',
    works: async (page) => {
      await expect(page.getByLabel('As a query string')).toHaveText(
        'category_id=1&marka_id%5B0%5D=9&model_id%5B0%5D=0',
      );
    },
  },
];

test('the home page shows proxy mode and the quota meter', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  const service = page.getByRole('region', { name: 'Service' });
  await expect(service.getByText('Proxy to the public Marketplace API')).toBeVisible();
  await expect(service.getByText('Demo seller')).toHaveCount(0);
  await expect(
    page.getByRole('meter', { name: /^API quota: \d+ of 1,000 calls used this hour$/ }),
  ).toBeVisible();
  await expectNoAxeViolations();
});

test('each route’s first load through the proxy fits its budget, the account menu’s code and session preloaded with the page', async ({
  page,
}) => {
  const db = new Database(UPSTREAM_DB, { readonly: true, fileMustExist: true });
  const [vehicleAdvert, realtyAdvert] = [
    'SELECT id FROM vehicles WHERE photo_count > 0 AND deleted_at IS NULL AND category_id = 1 ORDER BY id DESC LIMIT 1',
    'SELECT id FROM realty WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1',
  ].map((sql) => (db.prepare(sql).get() as { id: number }).id);
  db.close();
  const addresses = routeAddresses({
    vehicleAdvert: vehicleAdvert!,
    realtyAdvert: realtyAdvert!,
    proxy: true,
  });
  const loads = await sentRouteSizes(ORIGINS.proxy, addresses, STATIC_DIR, { proxy: true });
  expectWithinBudget(loads, addresses, PROXY_BUDGET_BYTES);

  // The menu's chunk, counted above, starts with the page's own code, and the menu shows.
  const menu = manifestFile(PROXY_MODULES[0]!);
  const sessions: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/_session') sessions.push(request.method());
  });
  await page.goto('/uk/realty');
  await expect(page.locator(`head link[rel="modulepreload"][href="/${menu}"]`)).toHaveCount(1);
  await expect(header(page).getByRole('link', { name: 'Увійти' })).toBeVisible();
  // Who is signed in is asked by the page itself, and the menu reads that answer.
  await expect(page.locator('head link[rel="preload"][href="/api/_session"]')).toHaveCount(1);
  expect(sessions).toEqual(['GET']);
});

for (const { path, account, works } of PAGES) {
  test(`${path} works through the proxy`, async ({ page, request, traffic }) => {
    await signIn(page, account);
    await page.goto(path);
    await works(page, request);
    // Once every API call has been answered, no error panel is showing.
    await expect.poll(() => traffic.pending()).toBe(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('reloading a search costs no upstream call (served from the proxy cache)', async ({
  page,
  request,
  traffic,
}) => {
  const query = 'marka_id[0]=84&countpage=10&order_by=2';
  const expected = await upstreamSearch(request, query);
  await page.goto(`/vehicles?${query}`);
  await expectCount(page, expected.count);
  // The cards ask for their details once the results are shown: wait for those too.
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article')).toHaveCount(10);
  await expect(results.locator('[aria-busy="true"]')).toHaveCount(0);
  const used = await settledQuota(request, traffic);
  expect(used).toBeGreaterThan(0);

  await page.reload();
  await expectCount(page, expected.count);
  expect(await settledQuota(request, traffic)).toBe(used);
  // The meter shows the same count the server reports.
  await expect(
    page.getByRole('meter', { name: `API quota: ${used} of 1,000 calls used this hour` }),
  ).toBeVisible();
});

/** The key owner's newest advert still listed (read from the upstream's database). */
function newestOwnAdvert() {
  const db = new Database(UPSTREAM_DB, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT id, marka_id, model_id, year FROM vehicles
         WHERE user_id = ? AND deleted_at IS NULL AND category_id = 1 ORDER BY id DESC LIMIT 1`,
      )
      .get(SELLER_ID) as { id: number; marka_id: number; model_id: number; year: number };
  } finally {
    db.close();
  }
}

/** The orders requests `page` makes from now on, in order (their addresses). */
function watchOrderCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ria/basket/orders')) {
      calls.push(request.url());
    }
  });
  return calls;
}

/** Fills the sign-in form (the page is on /sign-in) and sends it. */
async function signInThroughPage(page: Page, account: keyof typeof ACCOUNTS) {
  const { name, password } = ACCOUNTS[account];
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const header = (page: Page) => page.getByRole('banner');

/** How many of the page's requests are on their way. */
function requestsInFlight(page: Page): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => inFlight.size;
}

/**
 * The server no longer knows the page's session (as after it expired): a cookie it did not
 * make. Once no answer is on its way: every answer to a signed-in request re-sends the live
 * cookie (the idle time renewed), and one still coming would put it back over the forged one.
 * CI saw it once.
 */
async function forgetSession(context: BrowserContext, inFlight: () => number) {
  await expect.poll(inFlight).toBe(0);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'mps_session');
  expect(session).toBeDefined();
  await context.addCookies([{ ...session!, value: 'a-session-the-server-forgot' }]);
}

test('an anonymous visitor never sees an order, and is asked to sign in on /orders', async ({
  page,
  expectNoAxeViolations,
}) => {
  const orderCalls = watchOrderCalls(page);
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }),
  ).toHaveCount(0);

  // A link to the orders: the sign-in page, saying why, with the address to come back to.
  await page.goto('/orders?status=1');
  await expect(page).toHaveURL(/\/en\/sign-in\?next=%2Fen%2Forders%3Fstatus%3D1&role=operator$/);
  await expect(
    page.getByText('Reading the basket orders needs an account with the operator role'),
  ).toBeVisible();
  await expect(page.getByLabel('Account name')).toBeFocused();
  await expectNoAxeViolations();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(/orders shown/)).toHaveCount(0);
  // The app never asked for the orders.
  expect(orderCalls).toEqual([]);

  // Nor does the API give them, under any spelling of the path.
  for (const path of [
    '/api/ria/basket/orders/',
    '/api/ria/basket/orders',
    '/api/ria/basket/orders/?page=1',
  ]) {
    const response = await page.request.get(path);
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'SIGN_IN_REQUIRED' } });
  }
});

test('a wrong password is refused on the page, announced, and focus goes to the password', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Account name').fill(ACCOUNTS.operator.name);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong name or password');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expect(page.getByLabel('Account name')).toHaveValue(ACCOUNTS.operator.name);
  await expectNoAxeViolations();
  await expect(header(page).getByText('Signed in as')).toHaveCount(0);
});

test('an operator signs in from a link to the orders, lands on it, and signs out', async ({
  page,
  request,
}) => {
  const response = await request.get(
    `${ORIGINS.upstream}/api/ria/basket/orders/?api_key=${SERVER_KEY}`,
  );
  const { orders } = (await response.json()) as { orders: { status: number }[] };
  const deleted = orders.filter((order) => order.status === 6).length;

  await page.goto('/orders?status=6');
  await expect(page).toHaveURL(/\/sign-in\?/);
  await signInThroughPage(page, 'operator');
  // Back on the address asked for, query and all.
  await expect(page).toHaveURL(/\/orders\?status=6$/);
  await expect(page.getByText(`${deleted} of ${orders.length} orders shown`)).toBeVisible();
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.operator.name}`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }),
  ).toBeVisible();

  // Signing out: the orders are gone from the page, the cache and the menu.
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?next=%2Fen%2Forders/);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You have signed out.' })).toBeVisible();
  await expect(page.getByLabel('Account name')).toBeFocused();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }),
  ).toHaveCount(0);
  const session = await page.request.get('/api/_session');
  expect(await session.json()).toEqual({ signed_in: false, ended: false });
});

test('a sign-in link that would lead off the site, however written, lands on the start page in its language', async ({
  page,
}) => {
  // `/..//evil.example` resolves to `//evil.example`: another site.
  await page.goto('/uk/sign-in?next=%2F..%2F%2Fevil.example');
  const { name, password } = ACCOUNTS.seller;
  await page.getByLabel('Ім’я облікового запису').fill(name);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Увійти' }).click();
  await expect(page).toHaveURL(/\/uk\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a returning operator’s orders start with the page, once, and a stale hint costs nothing', async ({
  page,
  context,
}) => {
  const orderCalls = watchOrderCalls(page);
  await page.goto('/sign-in');
  await signInThroughPage(page, 'operator');
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.operator.name}`)).toBeVisible();

  // Coming back to the orders: the page's head asks for them as the HTML arrives, and the app
  // takes that answer instead of asking again.
  const html = await page.request.get('/en/orders');
  expect(await html.text()).toContain('id="earlyRequests">["/api/ria/basket/orders"]<');
  orderCalls.length = 0;
  await page.goto('/en/orders');
  await expect(page.getByText(/^\d+ orders shown/)).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(orderCalls).toHaveLength(1);

  // The session ends elsewhere (signed out from another tab) and the hint is left behind: the
  // page's early request is refused, the visitor is sent to sign in, and once signed in again
  // sees the orders, not that old refusal.
  const hint = (await context.cookies()).find((cookie) => cookie.name === 'mps_reads_orders');
  expect(hint).toBeDefined();
  await page.request.delete('/api/_session', { headers: { origin: new URL(page.url()).origin } });
  await context.addCookies([hint!]);
  orderCalls.length = 0;
  await page.goto('/en/orders');
  await expect(page).toHaveURL(/\/en\/sign-in\?next=%2Fen%2Forders/);
  expect(orderCalls).toHaveLength(1);
  await signInThroughPage(page, 'operator');
  await expect(page).toHaveURL(/\/en\/orders$/);
  await expect(page.getByText(/^\d+ orders shown/)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(orderCalls).toHaveLength(2);
});

test('a seller signs in, deletes an own advert (confirmed), and signs out', async ({
  page,
  request,
}) => {
  const advert = newestOwnAdvert();
  const query = `marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&s_yers[0]=${advert.year}&po_yers[0]=${advert.year}&countpage=100`;
  const before = await upstreamSearch(request, query);
  await page.goto(`/vehicles?${query}`);
  await expectCount(page, before.count);
  const card = page.getByRole('article').filter({ has: page.locator(`#advert-${advert.id}`) });
  await expect(card).toBeVisible();
  // A visitor is offered no Delete.
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await header(page).getByRole('link', { name: 'Sign in' }).click();
  await signInThroughPage(page, 'seller');
  await expect(page).toHaveURL(`/en/vehicles?${query}`);
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.seller.name}`)).toBeVisible();
  // A seller is not an operator: no orders in the menu.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }),
  ).toHaveCount(0);

  await card.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this advert?' });
  await dialog.getByRole('button', { name: 'Delete advert' }).click();
  await expect(page.getByText(`(advert ${advert.id}).`)).toBeVisible();
  await expectCount(page, before.count - 1);
  expect((await upstreamSearch(request, query)).count).toBe(before.count - 1);

  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // Deleting is refused again, before any upstream call.
  const refused = await page.request.delete(
    `/api/auto/new/autos?user_id=${SELLER_ID}&auto_id=${advert.id}`,
  );
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'SIGN_IN_REQUIRED' } });
});

test('a session that ended: a refused delete says so and offers to sign in again', async ({
  page,
  context,
}) => {
  await signIn(page, 'seller');
  const advert = newestOwnAdvert();
  const query = `marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&s_yers[0]=${advert.year}&po_yers[0]=${advert.year}&countpage=100`;
  const inFlight = requestsInFlight(page);
  await page.goto(`/vehicles?${query}`);
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.seller.name}`)).toBeVisible();
  await forgetSession(context, inFlight);

  const card = page.getByRole('article').filter({ has: page.locator(`#advert-${advert.id}`) });
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this advert?' })
    .getByRole('button', { name: 'Delete advert' })
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: 'was not deleted' });
  await expect(refusal).toContainText('Your session has ended');
  // The header follows: nobody is signed in, and Delete is no longer offered.
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await refusal.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByText('Your session has ended')).toBeVisible();
  await signInThroughPage(page, 'seller');
  await expect(page).toHaveURL(`/en/vehicles?${query}`);
  await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible();
});

test('a session that ended on an advert page: the refusal is said, and the focus stays on the page', async ({
  page,
  context,
}) => {
  await signIn(page, 'seller');
  const advert = newestOwnAdvert();
  const inFlight = requestsInFlight(page);
  await page.goto(`/en/vehicles/${advert.id}`);
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.seller.name}`)).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete this advert' });
  await expect(remove).toBeVisible();
  await forgetSession(context, inFlight);

  await remove.click();
  await page
    .getByRole('dialog', { name: 'Delete this advert?' })
    .getByRole('button', { name: 'Delete advert' })
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: 'was not deleted' });
  await expect(refusal).toContainText('Your session has ended');
  await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // The button the dialog would give the focus back to is gone: the advert's heading has it,
  // not the page's body (a screen reader would start again from the top).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await refusal.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughPage(page, 'seller');
  await expect(page).toHaveURL(`/en/vehicles/${advert.id}`);
  await expect(page.getByRole('button', { name: 'Delete this advert' })).toBeVisible();
});

test('the page loads advert photos from the configured photo hosts, and from no other', async ({
  page,
}) => {
  const db = new Database(UPSTREAM_DB, { readonly: true, fileMustExist: true });
  const { id } = db
    .prepare('SELECT id FROM vehicles WHERE photo_count > 0 AND deleted_at IS NULL LIMIT 1')
    .get() as { id: number };
  db.close();
  await page.goto('/');
  const answer = await page.request.get(`/api/auto/fotos/${id}`);
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as {
    data: Record<string, Record<string, { formats: string[] }>>;
  };
  const [photo] = Object.values(data[String(id)] ?? {});
  const link = photo?.formats[0] ?? '';
  // The upstream's own origin, which --photo-hosts names.
  expect(new URL(link).origin).toBe(ORIGINS.upstream);
  const load = (src: string) =>
    page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      return image.decode().then(
        () => image.naturalWidth,
        () => 0,
      );
    }, src);
  expect(await load(link)).toBeGreaterThan(0);
  // The same picture from a host the policy does not name is refused by the browser.
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(event.violatedDirective),
        ),
      ),
  );
  expect(await load(link.replace('127.0.0.1', 'localhost'))).toBe(0);
  expect(await violation).toBe('img-src');
});

test('a vehicle card and its advert page show the upstream’s photos through the proxy', async ({
  page,
}) => {
  await page.goto('/en/vehicles?with_photo=1&category_id=1');
  const card = page.getByRole('region', { name: 'Results' }).getByRole('article').first();
  const loaded = (image: ReturnType<Page['locator']>) =>
    expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
  const image = card.locator('img');
  await loaded(image);
  // Linked by the upstream's answer, on its origin (a photo host the policy names).
  expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(
    ORIGINS.upstream,
  );
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/vehicles\/\d+$/);
  await loaded(page.getByRole('group', { name: /^Photo 1 of / }).locator('img'));
});

test('a shared advert link paints its title and first photo before the app runs, as the app then shows them', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  // Another seller's advert with photos: no other test deletes it.
  const { ids } = await upstreamSearch(request, 'with_photo=1&category_id=1&countpage=20');
  const id = ids.at(-1);
  const release = await holdAppCode(page);
  await page.goto(`/en/vehicles/${id}`, { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1 });
  const photo = page.getByRole('group', { name: /^Photo 1 of / }).locator('img');
  await expect(heading).toHaveText(/^.+, \d{4}$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const framed = {
    title: await heading.textContent(),
    photo: await photo.evaluate((img: HTMLImageElement) => img.currentSrc),
  };
  // The photo is the upstream's, on its host; the frame reads to a screen reader as the page.
  expect(new URL(framed.photo).origin).toBe(ORIGINS.upstream);
  await expect(page.locator('header a[data-discover]')).toHaveCount(0);
  await expectNoAxeViolations();

  release();
  await expect(page.locator('header a[data-discover]').first()).toBeAttached();
  await expect(heading).toHaveText(framed.title ?? '');
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(framed.photo);
});

for (const address of ['/en/vehicles?marka_id[0]=84', '/en/realty?state_id=10&city_id=10']) {
  test(`a shared search link paints its first cards before the app runs, as the app then shows them: ${address}`, async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const results = page.getByRole('region', { name: 'Results' });
    const titles = results.getByRole('article').getByRole('heading');
    await expect(titles).toHaveCount(2);
    const framed = await titles.allTextContents();
    await expect(page.locator('header a[data-discover]')).toHaveCount(0);

    release();
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await expect(results.locator('[aria-busy="true"]')).toHaveCount(0);
    expect((await titles.allTextContents()).slice(0, 2)).toEqual(framed);
  });
}

for (const [width, height] of [
  [412, 823],
  [1350, 900],
] as const) {
  test(`the header’s quota and sign-in arrive without moving the page (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const layoutShift = await watchLayoutShift(page);
    const release = await holdAppCode(page);
    await page.goto('/en/converter', { waitUntil: 'domcontentloaded' });
    // The frame's meter says what the app's will: the key's hour as the server counts it.
    const meter = page.getByRole('meter', {
      name: /^API quota: \d+ of 1,000 calls used this hour$/,
    });
    await expect(meter).toBeVisible();
    const framed = await page.getByRole('heading', { level: 1 }).boundingBox();
    release();
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(meter).toBeVisible();
    expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(framed);
    const shift = await layoutShift();
    expect(shift.total, shift.shifts.join('\n')).toBeLessThanOrEqual(0.001);
  });
}

test('a signed-in operator’s menu lists the orders before the app runs, and nothing moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1350, height: 900 });
  await page.goto('/sign-in');
  await signInThroughPage(page, 'operator');
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.operator.name}`)).toBeVisible();

  const layoutShift = await watchLayoutShift(page);
  const release = await holdAppCode(page);
  await page.goto('/en/converter', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('navigation', { name: 'Main' });
  // The frame's menu, before any of the app's code has run.
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  const converter = await menu.getByRole('link', { name: 'Converter' }).boundingBox();
  release();
  await expect(header(page).getByText(`Signed in as ${ACCOUNTS.operator.name}`)).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  expect(await menu.getByRole('link', { name: 'Converter' }).boundingBox()).toEqual(converter);
  const shift = await layoutShift();
  expect(shift.total, shift.shifts.join('\n')).toBeLessThanOrEqual(0.001);
});

test('an upstream that hangs: the app says the Marketplace API did not answer', async ({
  page,
}) => {
  await page.goto(`${ORIGINS.hangingProxy}/vehicles`);
  const panel = page.getByRole('alert').filter({ hasText: 'The Marketplace API did not answer' });
  // The app retries a 504 twice before it gives up: 1 s each, plus its back-off.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  // Explained by its code (UPSTREAM_TIMEOUT) in the page's language, not the server's text.
  await expect(panel).toContainText('It took too long to answer this server.');
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

test('an upstream 429 reaches the app with its retry time', async ({ page, request }) => {
  // Spend the limited key's 3 calls an hour, and one more (distinct pages: none is cached).
  for (let n = 900; n < 904; n++) {
    await request.get(`${ORIGINS.limitedProxy}/api/auto/search?page=${n}`);
  }
  await page.goto(`${ORIGINS.limitedProxy}/vehicles?marka_id[0]=79`);
  const panel = page.getByRole('alert').filter({ hasText: 'Too many requests for this key' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(/Try again in \d+ (minutes|seconds)\./);
  await expect(panel.getByRole('button', { name: /^Try again in \d+/ })).toBeDisabled();
});
