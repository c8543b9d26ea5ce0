/**
 * Proxy mode in the browser (servers: e2e/playwright.proxy.config.ts). The app is browsed
 * through a proxy in front of a real reference service; every response the browser receives is
 * checked for the server's key, and every API request for an api_key (the app sends none).
 * Orders and deletes need an account: such tests sign in through the API first
 * (`page.request` shares the page's cookies), until the app has its own sign-in page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test as base } from './fixtures';
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
      page.on('response', (response) => {
        checks.push(
          (async () => {
            const headers = JSON.stringify(await response.allHeaders());
            const body = await response.body().catch(() => Buffer.alloc(0));
            expect(headers, response.url()).not.toContain(SERVER_KEY);
            expect(body.includes(SERVER_KEY), response.url()).toBe(false);
            expect(body.includes(LIMITED_KEY), response.url()).toBe(false);
          })(),
        );
      });
      await use({ pending: () => pending, quietFor: () => Date.now() - lastActivity });
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

test('an anonymous visitor never sees an order', async ({ page }) => {
  const refusals: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/ria/basket/orders')) {
      refusals.push(response.status());
    }
  });
  const answer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/ria/basket/orders'),
  );
  await page.goto('/orders');
  const response = await answer;
  expect(response.status()).toBe(401);
  expect(await response.json()).toMatchObject({ error: { code: 'SIGN_IN_REQUIRED' } });
  // The page's first visit can stay on "Loading orders…" (the app's orders page does not
  // re-render for an error that lands while its results chunk loads); a reload shows the error.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Sign in');
  await expect(page.getByText(/orders shown/)).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(refusals.length).toBeGreaterThan(1);
  expect(refusals.every((status) => status === 401)).toBe(true);
  // Nor through the API, under another spelling of the path.
  for (const path of ['/api/ria/basket/orders', '/api/ria/basket/orders/?page=1']) {
    expect((await page.request.get(path)).status()).toBe(401);
  }
});

test('the key owner deletes an own advert through the proxy', async ({ page, request }) => {
  await signIn(page, 'seller');
  const db = new Database(UPSTREAM_DB, { readonly: true, fileMustExist: true });
  const advert = db
    .prepare(
      `SELECT id, marka_id, model_id, year FROM vehicles
       WHERE user_id = ? AND deleted_at IS NULL AND category_id = 1 ORDER BY id DESC LIMIT 1`,
    )
    .get(SELLER_ID) as { id: number; marka_id: number; model_id: number; year: number };
  db.close();
  const query = `marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&s_yers[0]=${advert.year}&po_yers[0]=${advert.year}&countpage=100`;
  const before = await upstreamSearch(request, query);
  await page.goto(`/vehicles?${query}`);
  await expectCount(page, before.count);

  const card = page.getByRole('article').filter({ has: page.locator(`#advert-${advert.id}`) });
  await card.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this advert?' })
    .getByRole('button', { name: 'Delete advert' })
    .click();
  await expect(page.getByText(`(advert ${advert.id}).`)).toBeVisible();
  await expectCount(page, before.count - 1);
  expect((await upstreamSearch(request, query)).count).toBe(before.count - 1);

  // Signing out ends the session: deleting is refused again, before any upstream call.
  const out = await page.request.delete('/api/_session');
  expect(await out.json()).toEqual({ signed_in: false, ended: false });
  const refused = await page.request.delete(
    `/api/auto/new/autos?user_id=${SELLER_ID}&auto_id=${advert.id}`,
  );
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'SIGN_IN_REQUIRED' } });
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

test('an upstream that hangs: the app says the Marketplace API did not answer', async ({
  page,
}) => {
  await page.goto(`${ORIGINS.hangingProxy}/vehicles`);
  const panel = page.getByRole('alert').filter({ hasText: 'The Marketplace API did not answer' });
  // The app retries a 504 twice before it gives up: 1 s each, plus its back-off.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText('did not answer within 1 s');
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
