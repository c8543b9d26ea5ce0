import type { Page, Request } from '@playwright/test';
import { DEMO, expect, readDatabase, test } from './fixtures';

const count = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /advert|Searching/ })
    .first();
const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');

interface OwnCar {
  readonly id: number;
  readonly marka_id: number;
  readonly model_id: number;
  readonly year: number;
}

/** The demo seller's live car advert with the lowest or highest id. */
const ownCar = (order: 'ASC' | 'DESC'): OwnCar =>
  readDatabase(
    (db) =>
      db
        .prepare(
          `SELECT id, marka_id, model_id, year FROM vehicles
           WHERE user_id = ? AND deleted_at IS NULL AND category_id = 1 ORDER BY id ${order} LIMIT 1`,
        )
        .get(DEMO.userId) as OwnCar,
  );

/** A search that lists `advert` among few: its make, model and year. */
const searchOf = (advert: OwnCar) =>
  `marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&s_yers[0]=${advert.year}&po_yers[0]=${advert.year}&countpage=100`;

async function expectCount(page: Page, expected: number) {
  await expect(count(page)).toHaveText(new RegExp(`^${expected.toLocaleString('en-US')} adverts?`));
}

/** A slow network: searches reach the service and get its real answer, `ms` late. */
async function answerSearchesLate(page: Page, ms: number) {
  await page.route('**/api/auto/search?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The app may have cancelled it meanwhile (a page left stops its request).
    await route.continue().catch(() => undefined);
  });
}

/** Settles when a request whose address holds `part` is answered, or cancelled. */
function requestSettled(page: Page, part: string): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: Request) => {
      if (request.url().includes(part)) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/**
 * Scrolls about 2,400 px down the results, then follows the header's "Real estate" link from
 * there (a click event, so that the page is not scrolled up to the link first). Returns where
 * the reader was when they left (cards loading above may have moved it a little).
 */
async function scrollAndLeaveForRealty(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 2400));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(2000);
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        (window as unknown as { leftAt: number }).leftAt = Math.round(window.scrollY);
      },
      { capture: true, once: true },
    );
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Real estate' })
    .dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-estate search');
  const left = await page.evaluate(() => (window as unknown as { leftAt: number }).leftAt);
  expect(left).toBeGreaterThan(2000);
  return left;
}

test.describe('vehicle search', () => {
  test('a search link opens with its first cards whole, their details asked for once', async ({
    page,
  }) => {
    // Every state the first card goes through, from the app's first render of it (the app's
    // links carry `data-discover`; the frame's card, painted before, waits for the app).
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { firstCardStates: seen });
      new MutationObserver(() => {
        const card = document.querySelector('main article');
        if (!card?.querySelector('a[data-discover]')) return;
        const state = card.querySelector('.card__facts') ? 'details' : 'waiting for details';
        if (seen.at(-1) !== state) seen.push(state);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const asked: string[] = [];
    const photos: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/auto/info') asked.push(url.searchParams.get('auto_id') ?? '');
      if (request.resourceType() === 'image') photos.push(url.pathname);
    });
    await page.goto('/en/vehicles?marka_id[0]=79');
    const first = cards(page).first();
    await expect(first.locator('.card__facts')).toBeVisible();
    await expect(cards(page).nth(1).locator('.card__facts')).toBeVisible();
    // The server preloaded the first two cards' details and the route waited for them: the
    // first card never showed without them.
    expect(
      await page.evaluate(
        () => (window as unknown as { firstCardStates: string[] }).firstCardStates,
      ),
    ).toEqual(['details']);
    // The preloads were the app's requests: each card's details were asked for once.
    const ids = await cards(page)
      .evaluateAll((articles) =>
        articles.slice(0, 2).map((article) => article.getAttribute('aria-labelledby')),
      )
      .then((labels) => labels.map((label) => label?.replace('advert-', '') ?? ''));
    for (const id of ids) expect(asked.filter((asked) => asked === id)).toHaveLength(1);
    // The first card's photo, the largest paint on a wide screen, is fetched without waiting
    // for layout; the others as they come near.
    await expect(first.locator('picture img')).toHaveAttribute('loading', 'eager');
    await expect(results(page).locator('img[loading="eager"]')).toHaveCount(1);
    // It starts from the page itself (the server's <link rel=preload>), and the app's card uses
    // that fetch: the photo went out once.
    const photo = first.locator('picture img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const shown = await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const initiator = await page.evaluate(
      (path) =>
        (
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === path) as
            PerformanceResourceTiming | undefined
        )?.initiatorType,
      shown,
    );
    expect(initiator).toBe('link');
    expect(photos.filter((path) => path === shown)).toHaveLength(1);
  });

  test('a deep link opens with the same form and results, and adds no history entry', async ({
    page,
    service,
  }) => {
    const query =
      'marka_id[0]=79&s_yers[0]=2012&po_yers[0]=2018&fuels=ignored&type[0]=1&countpage=20';
    const expected = await service.vehicleSearch(query);
    await page.goto(`/vehicles?${query}`);
    const historyAtLoad = await page.evaluate(() => history.length);

    await expectCount(page, expected.count);
    await expect(page.getByRole('combobox', { name: 'Make 1' })).toHaveValue('Toyota');
    await expect(page.getByRole('textbox', { name: 'Year 1 from' })).toHaveValue('2012');
    await expect(page.getByRole('textbox', { name: 'Year 1 to' })).toHaveValue('2018');
    await expect(page.getByRole('checkbox', { name: 'Petrol', exact: true })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('20');
    await expect(cards(page)).toHaveCount(Math.min(20, expected.count));
    // The first card is the first id the service answered.
    const firstInfo = await service.get<{ title: string; autoData: { year: number } }>(
      '/auto/info',
      `auto_id=${expected.ids[0]}`,
    );
    await expect(
      cards(page)
        .first()
        .getByRole('link', { name: `${firstInfo.title}, ${firstInfo.autoData.year}` }),
    ).toBeVisible();

    expect(await page.evaluate(() => history.length)).toBe(historyAtLoad);
    await expect(page).toHaveURL(
      new RegExp(`\\?${query.replaceAll('[', '\\[').replaceAll(']', '\\]')}$`),
    );
  });

  test('a search by make, model and years shows the service count', async ({ page, service }) => {
    await page.goto('/vehicles');
    await page.getByRole('button', { name: 'Add a make' }).click();
    await page.getByRole('combobox', { name: 'Make 1' }).fill('toyo');
    await page.getByRole('option', { name: 'Toyota', exact: true }).click();
    await page.getByRole('combobox', { name: 'Model 1' }).fill('Camry');
    await page.getByRole('option', { name: 'Camry', exact: true }).click();
    await page.getByRole('textbox', { name: 'Year 1 from' }).fill('2008');
    await page.getByRole('textbox', { name: 'Year 1 to' }).fill('2020');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/marka_id\[0\]=79/);
    const url = new URL(page.url());
    const expected = await service.vehicleSearch(url.search.slice(1));
    expect(expected.count).toBeGreaterThan(0);
    await expectCount(page, expected.count);
    await expect(
      page.getByRole('button', { name: /^Remove filter: Toyota Camry 2008–2020/ }),
    ).toBeVisible();
  });

  test('page 2, then Back shows page 1 in one press, and Forward returns', async ({ page }) => {
    await page.goto('/vehicles?category_id=1');
    await expect(cards(page)).toHaveCount(10);
    const firstOnPage1 = await cards(page).first().getByRole('heading').getAttribute('id');
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=1/);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 2');
    await expect(cards(page).first().getByRole('heading')).not.toHaveId(firstOnPage1 ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\?category_id=1$/);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 1');
    await expect(cards(page).first().getByRole('heading')).toHaveId(firstOnPage1 ?? '');

    await page.goForward();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 2');
  });

  test('a link to a page past the pager’s cap has that page marked, and the pages before it', async ({
    page,
  }) => {
    // 20,000 adverts, 10 a page: 2,000 pages, of which the pager offers the first 1,000.
    await page.goto('/en/vehicles?page=1500');
    await expect(cards(page)).toHaveCount(10);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('Page 1501');
    await expect(pager.getByRole('link', { name: 'Page 1500' })).toHaveAttribute(
      'href',
      '/en/vehicles?page=1499',
    );
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await expect(
      page.getByText(
        'Pages past 1,000 are not offered: this is the link’s page 1,501. Narrow the search to see the rest.',
      ),
    ).toBeVisible();
    // Within the cap, the hint says which pages the pager offers.
    await pager.getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(page.getByText('The first 1,000 pages are shown')).toBeVisible();
  });

  test('Back restores the scroll position of the page left', async ({ page }) => {
    await page.goto('/vehicles?countpage=100');
    await expect(cards(page)).toHaveCount(100);
    // Scroll down to the pages, as a reader does before pressing Next.
    await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
    // Where the reader was when they pressed Next (cards loading below may still move it).
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => {
          (window as unknown as { leftAt: number }).leftAt = Math.round(window.scrollY);
        },
        { capture: true, once: true },
      );
    });
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL(/page=1/);
    const left = await page.evaluate(() => (window as unknown as { leftAt: number }).leftAt);
    expect(left).toBeGreaterThan(2000);
    await page.goBack();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 1');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });

  test('Back from another page restores the scroll position', async ({ page }) => {
    await page.goto('/vehicles?category_id=1&countpage=100');
    await expect(cards(page)).toHaveCount(100);
    const left = await scrollAndLeaveForRealty(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\?category_id=1&countpage=100$/);
    await expect(cards(page)).toHaveCount(100);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });

  test('Back from another page restores the scroll, after a page size chosen in the page', async ({
    page,
  }) => {
    await page.goto('/vehicles?category_id=1');
    await expect(cards(page)).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('100');
    await expect(page).toHaveURL(/countpage=100/);
    await expect(cards(page)).toHaveCount(100);
    const left = await scrollAndLeaveForRealty(page);
    await page.goBack();
    await expect(page).toHaveURL(/countpage=100/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    // One more step back is the first page size, at the top, as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\?category_id=1$/);
    await expect(cards(page)).toHaveCount(10);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
  });

  test('Back and Forward restore every kind of field of the form', async ({ page }) => {
    await page.goto('/vehicles?category_id=1');
    await expect(cards(page)).toHaveCount(10);
    const form = page.getByRole('form', { name: 'Vehicle filters' });
    await form.getByRole('textbox', { name: 'Price from' }).fill('5000');
    await form.getByRole('checkbox', { name: 'Only adverts with photos' }).check();
    await form.getByRole('checkbox', { name: 'Petrol', exact: true }).check();
    await form.getByRole('button', { name: 'Add a make' }).click();
    await form.getByRole('combobox', { name: 'Make 1' }).fill('toyo');
    await page.getByRole('option', { name: 'Toyota', exact: true }).click();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/marka_id\[0\]=79.*price_ot=5000.*with_photo=1/);

    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles\?category_id=1$/);
    await expect(form.getByRole('textbox', { name: 'Price from' })).toHaveValue('');
    await expect(
      form.getByRole('checkbox', { name: 'Only adverts with photos' }),
    ).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Petrol', exact: true })).not.toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Make 1' })).toHaveCount(0);

    await page.goForward();
    await expect(form.getByRole('textbox', { name: 'Price from' })).toHaveValue('5000');
    await expect(form.getByRole('checkbox', { name: 'Only adverts with photos' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Petrol', exact: true })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Make 1' })).toHaveValue('Toyota');
  });

  test('an invalid range says what is wrong on its field, announced, and searches nothing', async ({
    page,
  }) => {
    await page.goto('/vehicles?category_id=1');
    await expect(cards(page)).toHaveCount(10);
    const form = page.getByRole('form', { name: 'Vehicle filters' });
    await form.getByRole('textbox', { name: 'Price from' }).fill('5000');
    await form.getByRole('textbox', { name: 'Price to' }).fill('1000');
    await form.getByRole('textbox', { name: 'Engine volume from' }).fill('big');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    const priceMessage = 'The price “to” is below the price “from”.';
    // An alert: a screen reader says it as it appears; the fields name it as their description.
    await expect(page.getByRole('alert').filter({ hasText: priceMessage })).toBeVisible();
    const priceTo = form.getByRole('textbox', { name: 'Price to' });
    await expect(priceTo).toHaveAttribute('aria-invalid', 'true');
    await expect(priceTo).toHaveAccessibleDescription(priceMessage);
    const engine = form.getByRole('textbox', { name: 'Engine volume from' });
    await expect(engine).toHaveAccessibleDescription('Enter a number, such as 1500 or 1.6.');
    await expect(priceTo).toBeFocused();
    await expect(page).toHaveURL(/\/vehicles\?category_id=1$/);

    // Corrected, the messages go and the search runs.
    await priceTo.fill('9000');
    await engine.fill('1.6');
    await expect(page.getByRole('alert').filter({ hasText: priceMessage })).toHaveCount(0);
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/price_ot=5000&price_do=9000/);
  });

  test('the settings say what is wrong with a user id, and keep the key out of the address', async ({
    page,
  }) => {
    await page.goto('/vehicles');
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    const userId = settings.getByRole('textbox', { name: 'Your user ID (seller)' });
    await userId.fill('seller');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(
      settings.getByRole('alert').filter({ hasText: 'The user ID is a number, such as 5820722.' }),
    ).toBeVisible();
    await expect(userId).toHaveAttribute('aria-invalid', 'true');
    await expect(userId).toBeFocused();
    await expect(settings).toBeVisible();
    await userId.fill(String(DEMO.userId));
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings).toBeHidden();
    expect(page.url()).not.toContain('api_key');
  });

  test('Back to a page already seen makes no request', async ({ page }) => {
    // Tall enough that every card of a page is seen (details load as cards come into view).
    await page.setViewportSize({ width: 1280, height: 4000 });
    // API requests still on their way: a page is "seen" once all of its own have answered (one
    // cut short by leaving the page would rightly be asked again on Back).
    const pending = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('/api/')) pending.add(request.url());
    });
    page.on('requestfinished', (request) => pending.delete(request.url()));
    // Calls that failed (an error is rightly asked again on return): named if the test fails.
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      pending.delete(request.url());
      failed.push(`${request.url()} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 500)
        failed.push(`${response.url()} ${response.status()}`);
    });
    await page.goto('/vehicles?category_id=1&countpage=20');
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByText('Loading details…')).toHaveCount(0);
    // The price badges too: asked once the details have come and the badge's code has loaded,
    // so every card has its market slot, and none is still asking.
    await expect(results(page).locator('.card__market')).toHaveCount(20);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => [...pending]).toEqual([]);
    const firstOfPage1 = await cards(page).first().getByRole('heading').textContent();
    // Page 2 prefetches page 3 once it has painted: that request is not Back's.
    const nextPrefetched = page.waitForResponse(
      (response) =>
        response.url().includes('/api/auto/search') && /[?&]page=2\b/.test(response.url()),
    );
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    // Page 2's own cards, not page 1's kept (dimmed) while page 2 loads: only then do the checks
    // below say that page 2 has everything it shows.
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 2');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOfPage1 ?? '');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(/^Advert /);
    await expect(page.getByText('Loading details…')).toHaveCount(0);
    await expect(results(page).locator('.card__market')).toHaveCount(20);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await nextPrefetched;
    await expect.poll(() => [...pending]).toEqual([]);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url());
    });
    await page.goBack();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 1');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(/^Advert /);
    await page.goForward();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 2');
    // Everything shown was answered before: searches, details and catalogs come from the cache.
    expect(requests, `calls that failed before: ${failed.join(', ') || 'none'}`).toEqual([]);
  });

  test('changing a filter goes back to the first page', async ({ page }) => {
    await page.goto('/vehicles?category_id=1&page=3');
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 4');
    await page.getByRole('checkbox', { name: 'Only adverts with photos' }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/with_photo=1/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 1');
  });

  test('while a slow search loads, the last results stay, marked busy, and typing is kept', async ({
    page,
    service,
  }) => {
    await page.goto('/vehicles?marka_id[0]=24');
    await expect(cards(page)).toHaveCount(10);
    await answerSearchesLate(page, 1500);
    await page.getByRole('textbox', { name: 'Price from' }).fill('5000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The reader goes on editing while the answer is awaited.
    await page.getByRole('textbox', { name: 'Price to' }).fill('30000');
    await expect(page).toHaveURL(/price_ot=5000/);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(10);

    const expected = await service.vehicleSearch('marka_id[0]=24&price_ot=5000');
    await expectCount(page, expected.count);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Price to' })).toHaveValue('30000');
    await expect(page).not.toHaveURL(/price_do/);

    // A new sort order shows in its select at once, not when its results are in.
    const sort = page.getByRole('combobox', { name: 'Sort' });
    await sort.selectOption('Price: low to high');
    // Read once, not retried: a retrying assertion would pass later, once the address changed.
    // eslint-disable-next-line playwright/prefer-web-first-assertions
    expect(await sort.inputValue()).toBe('2');
    await expect(page).toHaveURL(/order_by=2/);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(sort).toHaveValue('2');
  });

  test('a page left while its search loads stays left', async ({ page }) => {
    await page.goto('/vehicles?marka_id[0]=24');
    await expect(cards(page)).toHaveCount(10);
    await answerSearchesLate(page, 1000);
    await page.getByRole('textbox', { name: 'Price from' }).fill('5000');
    const settled = requestSettled(page, 'price_ot=5000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Real estate' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-estate search');
    // The search's answer arrives after the reader left, or its request is cancelled with the
    // page (and the page has handled it): it does not bring them back.
    await settled;
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })),
    );
    await expect(page).toHaveURL(/\/realty/);
  });

  test('a page left after its address changed, while its results load, stays left', async ({
    page,
  }) => {
    await page.goto('/vehicles?marka_id[0]=24');
    await expect(cards(page)).toHaveCount(10);
    await answerSearchesLate(page, 1500);
    await page.getByRole('textbox', { name: 'Price from' }).fill('5000');
    const settled = requestSettled(page, 'price_ot=5000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The slow answer lets the address change first, the previous results kept, busy.
    await expect(page).toHaveURL(/price_ot=5000/);
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Real estate' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-estate search');
    await settled;
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })),
    );
    await expect(page).toHaveURL(/\/realty/);
    // Back shows that search, as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/price_ot=5000/);
    await expect(cards(page)).toHaveCount(10);
  });

  test('a page past the end shows the empty state with the true count', async ({
    page,
    service,
  }) => {
    const expected = await service.vehicleSearch('marka_id[0]=84');
    await page.goto('/vehicles?marka_id[0]=84&page=5000');
    await expect(page.getByText('Page 5,001 is past the end')).toBeVisible();
    await expect(
      page.getByText(`This search has ${expected.count.toLocaleString('en-US')} adverts`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go to the first page' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]'),
    ).toHaveText('Page 1');
  });

  test('an invalid parameter in the link shows a notice, not a crash', async ({
    page,
    service,
  }) => {
    const expected = await service.vehicleSearch('marka_id[0]=79');
    await page.goto('/vehicles?marka_id[0]=79&s_yers[0]=soon&colour=red');
    await expect(page.getByText('Some parts of this link were not used')).toBeVisible();
    await expect(
      page.getByText('s_yers[0]: must be a whole number from 0 to 2,147,483,647.'),
    ).toBeVisible();
    await expect(page.getByText('colour: not a vehicle search parameter.')).toBeVisible();
    await expectCount(page, expected.count);
    // In Ukrainian the notice says the same in Ukrainian.
    await page.goto('/uk/vehicles?marka_id[0]=79&s_yers[0]=soon');
    await expect(page.getByText('Деякі частини цього посилання не використано')).toBeVisible();
    await expect(
      page.getByText(/^s_yers\[0\]: має бути цілим числом від 0 до 2\s147\s483\s647\.$/),
    ).toBeVisible();
  });

  test('a search with no results says so and clears its filters, the focus at the results’ top', async ({
    page,
    service,
  }) => {
    await page.goto('/vehicles?marka_id[0]=79&price_do=1');
    await expect(page.getByText('No adverts match these filters')).toBeVisible();
    // The empty results' own: the last of the three (the panel's, the chips', its own).
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await expectCount(page, (await service.vehicleSearch('')).count);
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  });

  test('a link whose price range is upside down searches from its lower end and says why', async ({
    page,
    service,
  }) => {
    const expected = await service.vehicleSearch('marka_id[0]=79&price_ot=5000');
    await page.goto('/vehicles?marka_id[0]=79&price_ot=5000&price_do=3000');
    await expect(page.getByText('Some parts of this link were not used')).toBeVisible();
    await expect(page.getByText('price_do: is below price_ot: it was left out.')).toBeVisible();
    await expectCount(page, expected.count);
    await expect(page.getByRole('textbox', { name: 'Price from' })).toHaveValue('5000');
    await expect(page.getByRole('textbox', { name: 'Price to' })).toHaveValue('');
  });

  test('a link shared with campaign tags and a click id shows its search, with no notice', async ({
    page,
    service,
  }) => {
    const expected = await service.vehicleSearch('marka_id[0]=79');
    await page.goto('/vehicles?marka_id[0]=79&utm_source=facebook&utm_medium=social&fbclid=IwAR0');
    await expectCount(page, expected.count);
    await expect(page.getByText('Some parts of this link were not used')).toHaveCount(0);
  });

  test('the seller deletes an own advert (after cancelling once); it is gone after a reload', async ({
    page,
    service,
  }) => {
    const advert = ownCar('DESC');
    const query = searchOf(advert);
    const before = await service.vehicleSearch(query);
    await page.goto(`/vehicles?${query}`);
    await expectCount(page, before.count);

    const card = page.getByRole('article').filter({ has: page.locator(`#advert-${advert.id}`) });
    // Delete is offered once the card's details show the advert is the seller's own.
    await expect(card.getByRole('button', { name: /^Delete/ })).toBeVisible();
    const title = (await card.getByRole('heading').innerText()).replace(/\(opens.*$/, '').trim();
    // Pointing at Delete loads the dialog, which is then ready at the click.
    const dialogCode = page.waitForResponse(/\/assets\/delete-advert-dialog-[\w-]+\.js$/);
    await card.getByRole('button', { name: /^Delete/ }).hover();
    expect((await dialogCode).ok()).toBe(true);
    await card.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this advert?' });
    await expect(dialog).toContainText(`advert ${advert.id}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();
    // Cancelled: the keyboard is back where it was.
    await expect(card.getByRole('button', { name: /^Delete/ })).toBeFocused();
    await expectCount(page, before.count);

    // The card after it, which takes its place.
    const next = await page.evaluate((id) => {
      const headings = [...document.querySelectorAll('article [id^="advert-"]')];
      const at = headings.findIndex((heading) => heading.id === `advert-${id}`);
      return (headings[at + 1] ?? headings[at - 1])?.id;
    }, advert.id);
    expect(next).toBeDefined();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete advert' }).click();
    await expect(page.getByText(`Deleted “${title}” (advert ${advert.id}).`)).toBeVisible();
    await expect(card).toHaveCount(0);
    // Its button went with the card: the keyboard goes on from the card in its place, where
    // the seller was, not from the results' top.
    await expect(page.locator(`#${next}`).getByRole('link')).toBeFocused();
    await expectCount(page, before.count - 1);

    await page.reload();
    await expectCount(page, before.count - 1);
    await expect(page.locator(`#advert-${advert.id}`)).toHaveCount(0);
  });

  test('a delete that cannot reach the service puts the card back, says so, and gives its Delete the focus', async ({
    page,
    context,
  }) => {
    const advert = ownCar('ASC');
    await page.goto(`/vehicles?${searchOf(advert)}`);
    const card = page.getByRole('article').filter({ has: page.locator(`#advert-${advert.id}`) });
    const remove = card.getByRole('button', { name: /^Delete/ });
    await card.scrollIntoViewIfNeeded();
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this advert?' });
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Delete advert' }).click();
    await expect(page.getByText(/was not deleted: Check your connection/)).toBeVisible();
    await expect(card).toBeVisible();
    await expect(remove).toBeFocused();
    await context.setOffline(false);
  });

  test('a seller’s own advert is as tall as the others: “Your advert” and Delete sit on its photo', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const advert = ownCar('DESC');
    await page.goto(
      `/vehicles?marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&countpage=100`,
    );
    const cards = page.getByRole('main').getByRole('article');
    const own = cards.filter({ has: page.locator(`#advert-${advert.id}`) });
    const remove = own.getByRole('button', { name: /^Delete/ });
    await own.scrollIntoViewIfNeeded();
    await expect(remove).toBeVisible();
    await expect(own.getByText('Your advert')).toBeVisible();
    // A card of another row (a row is as tall as its tallest card), with its details in.
    const otherIndex = await cards.evaluateAll((all, id) => {
      const top = (card: Element) => card.getBoundingClientRect().top;
      const mine = all.find((card) => card.querySelector(`#advert-${id}`));
      return all.findIndex((card) => mine && top(card) !== top(mine));
    }, advert.id);
    expect(otherIndex).toBeGreaterThanOrEqual(0);
    const other = cards.nth(otherIndex);
    await other.scrollIntoViewIfNeeded();
    await expect(other.getByText('Year')).toBeVisible();
    const [mine, theirs, photo, button] = [
      await own.boundingBox(),
      await other.boundingBox(),
      await own.locator('img').boundingBox(),
      await remove.boundingBox(),
    ];
    expect(mine?.height).toBe(theirs?.height);
    // On the photo: inside its box.
    expect(button!.y).toBeGreaterThanOrEqual(photo!.y);
    expect(button!.y + button!.height).toBeLessThanOrEqual(photo!.y + photo!.height);
  });

  // Here rather than with the other advert-page tests: deleting changes the dataset's count,
  // which the start page's test (run before this file) reads.
  test('the seller deletes an own advert from its page, then goes back to the results', async ({
    page,
  }) => {
    const advert = readDatabase(
      (db) =>
        db
          .prepare(
            `SELECT id, marka_id AS make, model_id AS model FROM vehicles
             WHERE user_id = ? AND deleted_at IS NULL ORDER BY id ASC LIMIT 1`,
          )
          .get(DEMO.userId) as { id: number; make: number; model: number },
    );
    const results = `vehicles?marka_id[0]=${advert.make}&model_id[0]=${advert.model}&countpage=100`;
    await page.goto(`/en/${results}`);
    await page.locator(`#advert-${advert.id}`).getByRole('link').click();
    await expect(page.getByText('Your advert')).toBeVisible();
    await page.getByRole('button', { name: 'Delete this advert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this advert?' });
    await dialog.getByRole('button', { name: 'Delete advert' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advert deleted');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle('Advert deleted · Marketplace Search');
    await expect(page.getByText(`(advert ${advert.id})`)).toBeVisible();
    const answer = await page.request.get(
      `/api/auto/info?api_key=${DEMO.apiKey}&auto_id=${advert.id}`,
    );
    expect(answer.status()).toBe(404);

    // What was done is said in the language the page switches to.
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Українська' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Оголошення видалено');
    await expect(page.getByText(`(оголошення ${advert.id})`)).toBeVisible();
    // The way back is the page's own: the results the seller came from, without the advert.
    await page.getByRole('link', { name: '← Назад' }).click();
    await expect(page).toHaveURL(`/uk/${results}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator(`#advert-${advert.id}`)).toHaveCount(0);
  });

  test('after a delete on the advert’s page, the browser’s Back shows the results without it, the focus on one in view', async ({
    page,
  }) => {
    const advert = readDatabase(
      (db) =>
        db
          .prepare(
            `SELECT id, marka_id AS make FROM vehicles
             WHERE user_id = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
          )
          .get(DEMO.userId) as { id: number; make: number },
    );
    await page.goto(`/en/vehicles?marka_id[0]=${advert.make}&countpage=100`);
    // Followed with the keyboard once the app runs (the server's page is left as any page).
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    const link = page.locator(`#advert-${advert.id}`).getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Delete this advert' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this advert?' })
      .getByRole('button', { name: 'Delete advert' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advert deleted');
    await page.goBack();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator(`#advert-${advert.id}`)).toHaveCount(0);
    // The link the reader left from went with the advert: the keyboard goes on from a result
    // where the page was left, not from the top of the page.
    const focused = page.locator('main a:focus');
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport();
  });

  test('a delete of an advert deleted meanwhile elsewhere says it is gone, the focus on the page’s heading', async ({
    page,
  }) => {
    const advert = readDatabase(
      (db) =>
        db
          .prepare(
            `SELECT id FROM vehicles WHERE user_id = ? AND deleted_at IS NULL
             ORDER BY id DESC LIMIT 1 OFFSET 3`,
          )
          .get(DEMO.userId) as { id: number },
    );
    await page.goto(`/en/vehicles/${advert.id}`);
    await page.getByRole('button', { name: 'Delete this advert' }).click();
    // Another tab, or another operator, deletes it first.
    const elsewhere = await page.request.delete(
      `/api/auto/new/autos?api_key=${DEMO.apiKey}&user_id=${DEMO.userId}&auto_id=${advert.id}`,
    );
    expect(await elsewhere.json()).toMatchObject({ num_rows: 1 });
    await page
      .getByRole('dialog', { name: 'Delete this advert?' })
      .getByRole('button', { name: 'Delete advert' })
      .click();
    await expect(page.getByRole('alert')).toContainText('This advert is not on the marketplace');
    // Its Delete went with the details: the reader goes on from the page's heading, not the top.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a results page loaded again by the browser’s Back asks for its search again: a deleted advert is gone', async ({
    page,
  }) => {
    const advert = readDatabase(
      (db) =>
        db
          .prepare(
            `SELECT id, marka_id AS make FROM vehicles
             WHERE user_id = ? AND deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
          )
          .get(DEMO.userId) as { id: number; make: number },
    );
    const results = `/en/vehicles?marka_id[0]=${advert.make}&countpage=100`;
    await page.goto(results);
    await expect(page.locator(`#advert-${advert.id}`)).toHaveCount(1);
    // Left as a document (a link followed before the app ran, or a new address typed).
    await page.goto(`/en/vehicles/${advert.id}`);
    await page.getByRole('button', { name: 'Delete this advert' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this advert?' })
      .getByRole('button', { name: 'Delete advert' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advert deleted');
    await page.goBack();
    await expect(page).toHaveURL(results);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator(`#advert-${advert.id}`)).toHaveCount(0);
  });

  test('a missing or wrong key says what to do', async ({ page }) => {
    await page.goto('/vehicles');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('textbox', { name: 'API key' }).fill('not-a-key');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'The API key was not accepted' })).toBeVisible();

    await page.getByRole('button', { name: 'Open settings' }).click();
    await settings.getByRole('textbox', { name: 'API key' }).fill('');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'No API key' })).toBeVisible();
    // The key is never written into the address.
    expect(page.url()).not.toContain('api_key');

    await page.getByRole('button', { name: 'Open settings' }).click();
    await settings.getByRole('button', { name: 'Use the defaults' }).click();
    await expect(cards(page).first()).toBeVisible();
    // "Open settings" went with the error: the reader goes on from the results' heading.
    await expect(page.getByRole('heading', { name: 'Results', exact: true })).toBeFocused();
  });

  test('has no axe violations, with filters and results', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.goto('/vehicles?marka_id[0]=79&state[0]=1&type[0]=1');
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(/^Advert /);
    await expectNoAxeViolations();
  });

  test('a search can be made with the keyboard alone', async ({ page }) => {
    await page.goto('/vehicles');
    await expect(cards(page).first()).toBeVisible();
    // Start from the first filter, then only the keyboard.
    await page.getByRole('combobox', { name: 'Category' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add a make' })).toBeFocused();
    await page.keyboard.press('Enter');
    // Adding a row moves focus into it.
    await expect(page.getByRole('combobox', { name: 'Make 1' })).toBeFocused();
    await page.keyboard.type('Skoda');
    // The list shows the matching makes once the catalog is in.
    await expect(page.getByRole('option', { name: 'Skoda', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Make 1' })).toHaveValue('Skoda');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/marka_id\[0\]=70/);
    await expect(page.getByRole('button', { name: /^Remove filter: Skoda/ })).toBeVisible();
  });

  test('on a 375-pixel phone the filters fold away behind a button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/vehicles?marka_id[0]=79');
    const toggle = page.getByRole('button', { name: 'Show filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form', { name: 'Vehicle filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('form', { name: 'Vehicle filters' })).toBeVisible();
    // Rendered while folded (after the results), it holds the address's filters, and takes more.
    await expect(page.getByRole('combobox', { name: 'Make 1' })).toHaveValue('Toyota');
    await page.getByRole('textbox', { name: 'Year 1 from' }).fill('2010');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Vehicle filters' })).toBeHidden();
    await expect(page).toHaveURL(/marka_id\[0\]=79&s_yers\[0\]=2010/);
    // The Search button folded away with the panel: the keyboard goes on from the results.
    await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeFocused();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // Ukrainian's longer sort options once made the sort select wider than the phone.
    await page.goto('/uk/vehicles?marka_id[0]=79');
    const sort = page.getByRole('combobox', { name: 'Сортування' });
    await expect(sort).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The sort and the page size share a row under the count, each named above its select
    // (measured in the app, not in the server's frame it replaces).
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    const [sorted, sized] = [
      await sort.boundingBox(),
      await page.getByRole('combobox', { name: 'На сторінці' }).boundingBox(),
    ];
    expect(Math.abs((sorted?.y ?? 0) - (sized?.y ?? -100))).toBeLessThan(2);
    expect((sorted?.x ?? 0) + (sorted?.width ?? 0)).toBeLessThan(sized?.x ?? 0);
  });
});
