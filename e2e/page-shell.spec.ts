import type { Browser, Locator, Page } from '@playwright/test';
import { expect, holdAppCode, test, type Service } from './fixtures';

/** The viewports the frames are compared in: a phone, and a screen with the filters beside. */
const PHONE = { width: 412, height: 823 };
const WIDE = { width: 1350, height: 900 };

/**
 * The server sends each page's frame (server/http/page-shell.ts) so that a phone paints the
 * header and the heading before the app's code has run. What it paints must be what the app
 * then shows: the same links, menus, language and words, or readers would see it change.
 */
const PAGES = [
  '/uk/',
  '/en/',
  '/uk/vehicles?marka_id[0]=79',
  '/en/realty?state_id=10',
  '/uk/orders',
  '/en/converter',
];

/** Addresses of no page of the app's own: those get a frame too. */
const OTHER_ADDRESSES = [
  // The app's "not found", under a language.
  '/en/nope',
  '/uk/orders/123',
  // Without a language: the page the app moves to, in the browser's (en-US here).
  '/',
  '/vehicles?marka_id[0]=79',
  '/fr/realty',
];

async function frameOf(page: Page) {
  return {
    lang: await page.locator('html').getAttribute('lang'),
    title: await page.title(),
    header: await page.getByRole('banner').ariaSnapshot(),
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
    lead: await page.locator('main > p.lead').allTextContents(),
  };
}

for (const [which, addresses] of [
  ['each page', PAGES],
  ['an unknown address or one without a language', OTHER_ADDRESSES],
] as const) {
  test(`without its code, ${which} shows the frame and heading that the app shows`, async ({
    browser,
    page,
    baseURL,
  }) => {
    const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      for (const path of addresses) {
        const bare = await scriptless.newPage();
        await bare.goto(path);
        const frame = await frameOf(bare);
        expect(frame.heading, path).toBeTruthy();
        await bare.close();

        await page.goto(path);
        // The app has rendered once its router's links (which carry `data-discover`) are in.
        await expect(page.locator('header a[data-discover]').first()).toBeAttached();
        expect(await frameOf(page), path).toEqual(frame);
      }
    } finally {
      await scriptless.close();
    }
  });
}

/** What the top of an advert's page shows, and where: the app replaces the frame without a shift. */
async function advertTop(shown: Page) {
  const main = shown.getByRole('main');
  const back = main.getByRole('link').first();
  const heading = shown.getByRole('heading', { level: 1 });
  const photo = main.locator('picture img').first();
  await expect(photo).toHaveJSProperty('complete', true);
  return {
    back: [await back.textContent(), await back.getAttribute('href')],
    heading: [await heading.textContent(), await heading.boundingBox()],
    photo: [
      await photo.evaluate((img: HTMLImageElement) => img.currentSrc),
      await photo.boundingBox(),
    ],
    // What a screen reader says of it: the same before and after the app takes over.
    photoNames: [
      await main.getByRole('region').first().getAttribute('aria-roledescription'),
      await main.getByRole('group').nth(0).getAttribute('aria-label'),
      await main.getByRole('group').nth(1).getAttribute('aria-label'),
      await photo.getAttribute('alt'),
    ],
  };
}

test('a vehicle advert’s frame shows the way back, its title and first photo where the app does', async ({
  browser,
  page,
  baseURL,
  service,
}) => {
  const { ids } = await service.vehicleSearch('with_photo=1&category_id=1');
  const path = `/uk/vehicles/${ids[0]}`;
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const bare = await scriptless.newPage();
    await bare.goto(path);
    const frame = await advertTop(bare);
    expect(frame.heading[0]).toMatch(/, \d{4}$/);
    expect(frame.photo[0]).toMatch(/\/photos\/auto\/.+\.webp$/);

    await page.goto(path);
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    // The app's gallery is in: it names its photos "Photo 1 of N".
    await expect(page.getByRole('group', { name: /^Фото 1 з \d+$/ })).toBeAttached();
    expect(await advertTop(page)).toEqual(frame);
  } finally {
    await scriptless.close();
  }
});

test('a real-estate advert’s frame shows the way back, its title and first photo where the app does', async ({
  browser,
  page,
  baseURL,
  service,
}) => {
  // Flats: their titles name the rooms and the area ("Квартира, 2 кімнати, 65 м²").
  const { items } = await service.get<{ items: number[] }>(
    '/dom/search',
    'with_photo=1&category=1&realty_type=2',
  );
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    for (const [language, rooms, photos] of [
      ['uk', /, \d+ кімнат[аи]?, [\d,\s]+\u00a0м²$/, /^Фото 1 з \d+$/],
      ['en', /, \d+ rooms?, [\d.,]+ m²$/, /^Photo 1 of \d+$/],
    ] as const) {
      const path = `/${language}/realty/${items[0]}`;
      const bare = await scriptless.newPage();
      await bare.goto(path);
      const frame = await advertTop(bare);
      expect(frame.heading[0]).toMatch(rooms);
      expect(frame.photo[0]).toMatch(/\/photos\/dom\/.+\.webp$/);
      await bare.close();

      await page.goto(path);
      await expect(page.locator('header a[data-discover]').first()).toBeAttached();
      await expect(page.getByRole('group', { name: photos })).toBeAttached();
      expect(await advertTop(page), path).toEqual(frame);
    }
    // No such advert: the frame shows nothing of it (the app says it is not there).
    const missing = await scriptless.newPage();
    await missing.goto('/en/realty/1');
    await expect(missing.getByRole('main')).toBeEmpty();
  } finally {
    await scriptless.close();
  }
});

test('with JavaScript off, an address without a language or of no page still shows a page', async ({
  browser,
  baseURL,
}) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await scriptless.newPage();
    expect((await page.goto('/'))?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketplace Search');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Vehicles' })
      .click();
    await expect(page).toHaveURL(/\/en\/vehicles$/);

    expect((await page.goto('/en/xx'))?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Marketplace Search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Українська' }).click();
    await expect(page).toHaveURL(/\/uk\/xx$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
    await page.getByRole('link', { name: 'Перейти на початкову сторінку' }).click();
    await expect(page).toHaveURL(/\/uk\/$/);
  } finally {
    await scriptless.close();
  }
});

test('an address without a language paints in the browser’s language, and a choice made in the app still wins', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'uk-UA', baseURL });
  try {
    const page = await context.newPage();
    let release = await holdAppCode(page);
    await page.goto('/vehicles', { waitUntil: 'domcontentloaded' });
    // Before the app has run: the page it moves to, painted.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пошук авто');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('header a[data-discover]')).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/uk\/vehicles$/);
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пошук авто');

    // English chosen in the app, kept in the browser alone: the server's frame is still the
    // browser's language, and the app moves to the choice.
    await page
      .getByRole('navigation', { name: 'Мова' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/en\/vehicles$/);
    await page.unrouteAll();
    release = await holdAppCode(page);
    await page.goto('/converter', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Конвертер параметрів');
    release();
    await expect(page).toHaveURL(/\/en\/converter$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parameter converter');
  } finally {
    await context.close();
  }
});

test('an address the app would read as another page, or not at all, goes to its one spelling', async ({
  page,
  baseURL,
}) => {
  for (const [path, shown, heading] of [
    // A browser reads `//uk/…` as the host `uk`: the app never started there.
    ['//uk/vehicles?marka_id[0]=79', '/uk/vehicles?marka_id[0]=79', 'Пошук авто'],
    ['//en', '/en/', 'Marketplace Search'],
    // The app's router reads these as the vehicle search, the server as no page.
    ['/uk/vehicles//', '/uk/vehicles', 'Пошук авто'],
    ['/en/Vehicles', '/en/vehicles', 'Vehicle search'],
  ] as const) {
    // Whole: `//…` alone would be read as another host here too.
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).origin, path).toBe(baseURL);
    expect(page.url().slice(baseURL!.length), path).toBe(shown);
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('a page’s address with a broken %-escape is the app’s “not found”, not the API’s JSON', async ({
  page,
}) => {
  const response = await page.goto('/uk/%ZZ');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
  await expect(page.locator('header a[data-discover]').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сторінку не знайдено');
  await expect(page).toHaveTitle('Сторінку не знайдено · Пошук на маркетплейсі');
});

test('the frame’s links work before the app does', async ({ browser, baseURL }) => {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await scriptless.newPage();
    await page.goto('/uk/vehicles?marka_id[0]=79');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/vehicles\?marka_id\[0\]=79$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle search');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Real estate' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-estate search');
  } finally {
    await scriptless.close();
  }
});

test('when the app’s code cannot be fetched, the frame says so instead of staying silent', async ({
  page,
}) => {
  await page.route('**/assets/start-*.js', (route) => route.abort());
  await page.goto('/en/vehicles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle search');
  await expect(page.getByRole('alert')).toHaveText(
    'The page could not load. Check the connection and reload the page.',
  );
});

test('when the app’s code cannot be fetched on a phone, the frame’s menu shows its links', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.route('**/assets/start-*.js', (route) => route.abort());
  await page.goto('/en/vehicles');
  await expect(page.getByRole('alert')).toHaveText(
    'The page could not load. Check the connection and reload the page.',
  );
  // No button left that would do nothing: the pages and the languages are links in view.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await header
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Real estate' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real-estate search');
});

test('Settings pressed on the frame before the app has run opens once it has', async ({ page }) => {
  const release = await holdAppCode(page);
  await page.goto('/en/vehicles', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Settings' }).click();
  release();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Back where the press was: on the (app's) Settings button.
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
});

test('Menu pressed on a phone’s frame before the app has run opens once it has', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const release = await holdAppCode(page);
  await page.goto('/uk/vehicles', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('banner').getByRole('button', { name: 'Меню' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  release();
  await expect(page.locator('header a[data-discover]').first()).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
  // The press lands where it was made: on the app's button, now the menu's to fold.
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
});

for (const [address, form] of [
  ['/en/realty?state_id=10&city_id=10', 'Real-estate filters'],
  ['/en/orders', 'Order filters'],
] as const) {
  test(`the filters pressed on the frame before the app has run open once it has: ${address}`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const release = await holdAppCode(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: /^Show filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    release();
    await expect(page.getByRole('form', { name: form })).toBeVisible();
    // The press lands where it was made: on the app's button, now the panel's to fold.
    const hide = page.getByRole('button', { name: 'Hide filters' });
    await expect(hide).toBeFocused();
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
  });
}

test('a chip’s “×” and “Clear filters” pressed on the frame before the app has run are done once it has', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  let release = () => {};
  await page.route('**/assets/start-*.js', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await page.goto('/en/realty?state_id=10&city_id=10', { waitUntil: 'domcontentloaded' });
  const remove = page.getByRole('button', { name: /^Remove filter: / });
  await expect(remove).toHaveCount(2);
  // The city's chip, the second.
  await remove.nth(1).click();
  release();
  await expect(page).toHaveURL(/\/en\/realty\?state_id=10$/);
  await expect(remove).toHaveCount(1);

  await page.goto('/en/realty?state_id=10&city_id=10', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Clear filters' }).click();
  release();
  await expect(page).toHaveURL(/\/en\/realty$/);
  await expect(remove).toHaveCount(0);
});

for (const [path, names] of [
  ['/uk/vehicles?marka_id[0]=79&state[0]=10&city[0]=10', 'Toyota|Київська, Київ'],
  ['/en/realty?state_id=10&city_id=10', 'Kyiv region|Kyiv'],
] as const) {
  test(`a search link’s chips are named from their first paint, never “#id” first: ${path}`, async ({
    page,
  }) => {
    // Every set of chip labels the page shows, from the frame's (realty) or the app's first.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { chipStates: seen });
      new MutationObserver(() => {
        const chips = [...document.querySelectorAll('main .chip > span')];
        const labels = chips.map((chip) => chip.textContent).join('|');
        if (labels && seen.at(-1) !== labels) seen.push(labels);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(path);
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await expect(
      page.getByRole('list', { name: /^(Active filters|Активні фільтри)$/ }).getByRole('listitem'),
    ).toHaveText(names.split('|').map((name) => `${name}×`));
    // The route waited for the chips' catalogs (preloaded once the frame had painted).
    expect(
      await page.evaluate(() => (window as unknown as { chipStates: string[] }).chipStates),
    ).toEqual([names]);
  });
}

/**
 * What the top of a search shows, and where: the count line, the filters' button and
 * chips, the first card's title and photo (the phone's largest paint).
 */
async function resultsTop(shown: Page) {
  const main = shown.getByRole('main');
  // The count line: the first status (a vehicle search's market price may add its own).
  const count = main.getByRole('status').first();
  const card = main.getByRole('article').first();
  const title = card.getByRole('heading', { level: 3 });
  const photo = card.locator('picture img');
  await expect(photo).toHaveJSProperty('complete', true);
  const box = async (element: { boundingBox(): Promise<unknown> }) => element.boundingBox();
  return {
    text: {
      count: await count.textContent(),
      chips: await main
        .getByRole('list', { name: /^(Active filters|Активні фільтри)$/ })
        .ariaSnapshot(),
      title: await title.textContent(),
      link: await title.getByRole('link').getAttribute('href'),
      photo: await photo.evaluate((img: HTMLImageElement) => img.currentSrc),
    },
    boxes: {
      count: await box(count),
      card: await box(card),
      title: await box(title),
      photo: await box(photo),
    },
  };
}

/** Boxes equal within a pixel (text may lay out a fraction of a pixel apart). */
function expectSameBoxes(actual: Record<string, unknown>, expected: Record<string, unknown>) {
  for (const [name, box] of Object.entries(expected)) {
    const want = box as { x: number; y: number; width: number; height: number };
    const got = actual[name] as typeof want;
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(got[side] - want[side]), `${name}.${side}`).toBeLessThanOrEqual(1);
    }
  }
}

for (const [kind, search, photos] of [
  ['realty', 'realty?state_id=10&city_id=10', /\/photos\/dom\/.+\.webp$/],
  ['vehicle', 'vehicles?marka_id[0]=79', /\/photosnew\/auto\/.+\.webp$/],
] as const)
  for (const [language, viewport] of [
    ['uk', PHONE],
    ['en', PHONE],
    ['uk', WIDE],
  ] as const) {
    test(`a ${kind} search’s frame shows its first card and photo where the app does (${language}, ${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const path = `/${language}/${search}`;
      const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
      const app = await browser.newContext({ baseURL, viewport });
      try {
        const bare = await scriptless.newPage();
        await bare.goto(path);
        const frame = await resultsTop(bare);
        expect(frame.text.count).toMatch(
          language === 'uk' ? /^[\d\s]+ оголошен/ : /^[\d,]+ adverts$/,
        );
        expect(frame.text.photo).toMatch(photos);

        const page = await app.newPage();
        // Every state the first card goes through, from the frame to the app's card in full.
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { firstCardStates: seen });
          const note = () => {
            const title = document.querySelector('main article h3')?.textContent;
            // The parser may not have reached the frame card's title yet: not a state it shows.
            if (!title) return;
            const card = document.querySelector('main article');
            const state = `${title} | ${card?.querySelector('.photo--empty') ? 'no photo' : 'photo'}`;
            if (seen.at(-1) !== state) seen.push(state);
          };
          new MutationObserver(note).observe(document, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        });
        const fetched: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image') fetched.push(new URL(request.url()).pathname);
        });
        // The app as it first shows: a vehicle search's market price (its own code, after the
        // page's) fills a box whose height the frame keeps, and that a phone's text outgrows.
        await page.route('**/assets/market-price-panel-*.js', () => undefined);
        await page.goto(path);
        await expect(page.locator('header a[data-discover]').first()).toBeAttached();
        // The app's card is in once its details are: its facts show.
        const card = page.getByRole('main').getByRole('article').first();
        await expect(card.locator('.card__facts')).toBeVisible();
        const shown = await resultsTop(page);
        expect(shown.text).toEqual(frame.text);
        // The app's first render already has the card's details (the route waits for them): it
        // never swaps the frame's title and photo for a placeholder and back.
        expect(
          await page.evaluate(
            () => (window as unknown as { firstCardStates: string[] }).firstCardStates,
          ),
        ).toEqual([`${frame.text.title} | photo`]);
        expectSameBoxes(shown.boxes, frame.boxes);
        // The frame's photo is the one the page preloads and the app shows: fetched once.
        expect(
          fetched.filter((photo) => photo === new URL(frame.text.photo).pathname),
        ).toHaveLength(1);
      } finally {
        await scriptless.close();
        await app.close();
      }
    });
  }

const ORDERS_WORDS = {
  uk: {
    form: 'Фільтри замовлень',
    created: 'Створено',
    total: 'Сума',
    search: 'Пошук',
    toggle: 'Показати фільтри',
  },
  en: {
    form: 'Order filters',
    created: 'Created',
    total: 'Total',
    search: 'Search',
    toggle: 'Show filters',
  },
} as const;

/** Each part's text and box, as the reader sees it. */
async function textsAndBoxes(parts: Record<string, Locator>) {
  const text: Record<string, string | null> = {};
  const boxes: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(parts)) {
    text[name] = await part.textContent();
    boxes[name] = await part.boundingBox();
  }
  return { text, boxes };
}

/**
 * A frame's form takes no input, which would be lost when the app's form comes in its place:
 * typing in its text field changes nothing, and the keyboard never lands in it.
 */
async function expectNoInputTaken(form: Locator, field: Locator) {
  const page = form.page();
  await field.click();
  await page.keyboard.type('brand.id[0]=9');
  await expect(field).toHaveValue('');
  await page.locator('body').focus();
  const inForm: boolean[] = [];
  for (let press = 0; press < 20; press++) {
    await page.keyboard.press('Tab');
    inForm.push(await form.evaluate((element) => element.contains(document.activeElement)));
  }
  expect(inForm).not.toContain(true);
}

const ORDERS_COUNT_LINE = { uk: /^Показано [\d\s]+ замовлен/, en: /^[\d,]+ orders shown, total / };

/**
 * The orders page's top (`top`: its parts' words and boxes) without its code, then with it once
 * its table is in, in `viewport`: the same words, in the same places. `more` checks each further.
 */
async function expectOrdersFrameAsApp(
  browser: Browser,
  baseURL: string | undefined,
  language: 'uk' | 'en',
  viewport: { width: number; height: number },
  top: (shown: Page) => Promise<Awaited<ReturnType<typeof textsAndBoxes>>>,
  more?: { frame: (bare: Page) => Promise<void>; app: (page: Page) => Promise<void> },
): Promise<void> {
  const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  const app = await browser.newContext({ baseURL, viewport });
  try {
    const bare = await scriptless.newPage();
    await bare.goto(`/${language}/orders`);
    const frame = await top(bare);
    expect(frame.text.count).toMatch(ORDERS_COUNT_LINE[language]);
    await more?.frame(bare);

    const page = await app.newPage();
    await page.goto(`/${language}/orders`);
    await expect(page.getByRole('table', { name: /^(Orders|Замовлення), / })).toBeVisible();
    const shown = await top(page);
    expect(shown.text).toEqual(frame.text);
    expectSameBoxes(shown.boxes, frame.boxes);
    await more?.app(page);
  } finally {
    await scriptless.close();
    await app.close();
  }
}

for (const language of ['uk', 'en'] as const) {
  test(`the orders page’s frame shows its filters button and count line where the app does, on a phone (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const words = ORDERS_WORDS[language];
    await expectOrdersFrameAsApp(browser, baseURL, language, PHONE, async (shown) => {
      const main = shown.getByRole('main');
      // Folded away, as the app's panel is.
      await expect(main.getByRole('form', { name: words.form })).toBeHidden();
      return textsAndBoxes({
        count: main.getByRole('status'),
        toggle: main.getByRole('button', { name: words.toggle, exact: true }),
      });
    });
  });
}

for (const [language, viewport] of [
  ['uk', WIDE],
  ['en', { width: 1024, height: 768 }],
] as const) {
  test(`the orders page’s frame shows its filter form and count line where the app does (${language}, ${viewport.width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const words = ORDERS_WORDS[language];
    const formOf = (shown: Page) => shown.getByRole('main').getByRole('form', { name: words.form });
    await expectOrdersFrameAsApp(
      browser,
      baseURL,
      language,
      viewport,
      async (shown) => {
        const form = formOf(shown);
        const search = form.getByRole('searchbox', { name: words.search });
        await expect(search).toHaveValue('');
        return textsAndBoxes({
          count: shown.getByRole('main').getByRole('status'),
          form,
          // The frame's date fields are text fields of the same size (orders-summary-frame.ts).
          created: form.getByRole('group', { name: words.created }),
          total: form.getByRole('group', { name: words.total }),
          search,
          // The hint is the field's description, by the frame's ids as by the app's.
          hint: shown.locator(`[id="${await search.getAttribute('aria-describedby')}"]`),
        });
      },
      {
        frame: (bare) =>
          expectNoInputTaken(
            formOf(bare),
            formOf(bare).getByRole('searchbox', { name: words.search }),
          ),
        app: (page) => expect(formOf(page).getByRole('checkbox')).toHaveCount(4),
      },
    );
  });
}

const CONVERTER_WORDS = {
  uk: {
    form: 'Параметри для перетворення',
    direction: 'Напрямок',
    toApi: 'Сайт → API',
    enterAs: 'Ввести параметри як',
    asText: 'Посилання або рядок запиту',
    field: 'Посилання сайту або рядок запиту',
    hint: /^Наприклад, https:\/\/auto\.ria\.com\/search\/\?categories\.main\.id=1&brand\.id\[0\]=9 — /,
    convert: 'Перетворити',
    result: 'Результат',
  },
  en: {
    form: 'Parameters to convert',
    direction: 'Direction',
    toApi: 'Website → API',
    enterAs: 'Enter the parameters as',
    asText: 'A link or query string',
    field: 'A website link or query string',
    hint: /^For example https:\/\/auto\.ria\.com\/search\/\?categories\.main\.id=1&brand\.id\[0\]=9 — /,
    convert: 'Convert',
    result: 'Result',
  },
} as const;

/** The converter's empty form and result, found by role and name: their words and boxes. */
async function converterTop(shown: Page, language: 'uk' | 'en') {
  const words = CONVERTER_WORDS[language];
  const form = shown.getByRole('form', { name: words.form });
  const direction = form.getByRole('group', { name: words.direction });
  const enterAs = form.getByRole('group', { name: words.enterAs });
  const field = form.getByRole('textbox', { name: words.field });
  // The hint is the field's description (aria-describedby), by the frame's ids as the app's.
  const hintId = (await field.getAttribute('aria-describedby')) ?? '';
  const hint = shown.locator(`[id="${hintId}"]`);
  const convert = form.getByRole('button', { name: words.convert });
  const result = shown.getByRole('region', { name: words.result });
  // Not the count line, which is empty until a conversion (one live region, always there).
  const empty = result.locator('p:not([role="status"])');
  await expect(field).toHaveAccessibleDescription(words.hint);
  await expect(form.getByRole('radio', { name: words.toApi })).toBeChecked();
  await expect(form.getByRole('radio', { name: words.asText })).toBeChecked();
  await expect(field).toHaveValue('');
  return textsAndBoxes({ form, direction, enterAs, field, hint, convert, result, empty });
}

for (const [language, viewport] of [
  ['uk', PHONE],
  ['en', PHONE],
  ['en', WIDE],
] as const) {
  test(`the converter’s frame shows its empty form and result where the app does (${language}, ${viewport.width} px)`, async ({
    browser,
    baseURL,
  }) => {
    const path = `/${language}/converter`;
    const scriptless = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
    const app = await browser.newContext({ baseURL, viewport });
    try {
      const bare = await scriptless.newPage();
      await bare.goto(path);
      const frame = await converterTop(bare, language);
      expect(frame.text.hint).toMatch(CONVERTER_WORDS[language].hint);

      const page = await app.newPage();
      await page.goto(path);
      await expect(page.locator('header a[data-discover]').first()).toBeAttached();
      const form = page.getByRole('form', { name: CONVERTER_WORDS[language].form });
      await expect(form).not.toHaveAttribute('inert');
      const shown = await converterTop(page, language);
      expect(shown.text).toEqual(frame.text);
      expectSameBoxes(shown.boxes, frame.boxes);
    } finally {
      await scriptless.close();
      await app.close();
    }
  });
}

test('the converter’s frame takes no input the app would drop, and looks as the app’s form', async ({
  browser,
  baseURL,
}) => {
  const scriptless = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: PHONE,
  });
  try {
    const page = await scriptless.newPage();
    await page.goto('/en/converter');
    const form = page.getByRole('form', { name: 'Parameters to convert' });
    const field = form.getByRole('textbox', { name: 'A website link or query string' });
    const looks = await form.screenshot();
    await expectNoInputTaken(form, field);

    // What keeps the input out changes nothing of how the form looks.
    await form.evaluate((element) => {
      for (const part of element.querySelectorAll('[inert]')) part.removeAttribute('inert');
      for (const name of ['readonly', 'tabindex'])
        element.querySelector('textarea')?.removeAttribute(name);
    });
    await page.locator('body').focus();
    expect((await form.screenshot()).equals(looks)).toBe(true);
  } finally {
    await scriptless.close();
  }
});

for (const [name, address, viewport, field] of [
  [
    'converter',
    '/en/converter',
    PHONE,
    (page: Page) => page.getByRole('textbox', { name: 'A website link or query string' }),
  ],
  [
    'orders',
    '/en/orders',
    WIDE,
    (page: Page) =>
      page.getByRole('form', { name: 'Order filters' }).getByRole('searchbox', { name: 'Search' }),
  ],
] as const) {
  test(`a tap on the ${name} frame’s text field before the app has run puts the caret in the app’s`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const release = await holdAppCode(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    await field(page).click();
    release();
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('brand.id[0]=9');
    await expect(field(page)).toHaveValue('brand.id[0]=9');
  });
}

/*
 * The frame is the page for a screen reader until the app has run (a second or two on a slow
 * phone), and for good where its code cannot load: it must be as accessible as the app.
 */
const at = (path: string) => () => Promise.resolve(path);
for (const [name, viewport, pathOf] of [
  ['/uk/', PHONE, at('/uk/')],
  ['/en/vehicles?marka_id[0]=79', WIDE, at('/en/vehicles?marka_id[0]=79')],
  [
    '/uk/vehicles?marka_id[0]=79&model_id[0]=0',
    PHONE,
    at('/uk/vehicles?marka_id[0]=79&model_id[0]=0'),
  ],
  ['/uk/realty?state_id=10&city_id=10', PHONE, at('/uk/realty?state_id=10&city_id=10')],
  ['/en/realty?state_id=10', WIDE, at('/en/realty?state_id=10')],
  ['/uk/orders', PHONE, at('/uk/orders')],
  ['/en/orders', WIDE, at('/en/orders')],
  ['/en/converter', PHONE, at('/en/converter')],
  ['/en/nope', PHONE, at('/en/nope')],
  ['/vehicles', WIDE, at('/vehicles')],
  [
    'a vehicle advert',
    PHONE,
    async (service: Service) =>
      `/uk/vehicles/${(await service.vehicleSearch('with_photo=1&category_id=1')).ids[0]}`,
  ],
] as const) {
  test(`the frame of ${name} has no axe violations before the app has run (${viewport.width} px)`, async ({
    page,
    service,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(viewport);
    await holdAppCode(page);
    await page.goto(await pathOf(service), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Still the frame: the app marks its links for the router.
    await expect(page.locator('header a[data-discover]')).toHaveCount(0);
    await expectNoAxeViolations();
  });
}
