import type { Page } from '@playwright/test';
import { DEMO, expect, readDatabase, Service, test } from './fixtures';

/**
 * The main journeys in both languages (issue 18): search, paging, a deep link, delete, orders
 * and the converter, each in Ukrainian and in English, with catalog names in the page's
 * language and axe clean. The other specs go through the English pages.
 */
const TEXT = {
  uk: {
    langId: 4,
    adverts: /\d[\d\s\u00a0]* оголошен(ня|ь)$/,
    page2: 'Сторінка 2',
    automatic: 'Прибрати фільтр: Автомат',
    delete: /^Видалити/,
    deleteDialog: 'Видалити це оголошення?',
    confirmDelete: 'Видалити оголошення',
    deleted: (title: string, id: number) => `Видалено «${title}» (оголошення ${id}).`,
    ordersTable: /^Замовлення, сортування: Створено, спершу нові$/,
    ordersShown: /^Показано \d+ замовлен(ня|ь), сума /,
    converterForm: 'Параметри для перетворення',
    convert: 'Перетворити',
    result: 'Результат',
    converted: /^Задано: \d+; перетворено: [1-9]\d*, не перетворено: \d+/,
    title: 'Пошук авто · Пошук на маркетплейсі',
  },
  en: {
    langId: 3,
    adverts: /\d[\d,]* adverts?$/,
    page2: 'Page 2',
    automatic: 'Remove filter: Automatic',
    delete: /^Delete/,
    deleteDialog: 'Delete this advert?',
    confirmDelete: 'Delete advert',
    deleted: (title: string, id: number) => `Deleted “${title}” (advert ${id}).`,
    ordersTable: /^Orders, sorted by Created, newest first$/,
    ordersShown: /^\d+ orders? shown, total /,
    converterForm: 'Parameters to convert',
    convert: 'Convert',
    result: 'Result',
    converted: /^\d+ given: [1-9]\d* converted, \d+ not converted/,
    title: 'Vehicle search · Marketplace Search',
  },
} as const;

const status = (page: Page) => page.getByRole('status').filter({ hasText: TEXT_STATUS });
const TEXT_STATUS = /оголошен|advert/;

for (const language of ['uk', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`in ${language}`, () => {
    test('search, page 2 and a deep link, with catalog names in the language; axe clean', async ({
      page,
      expectNoAxeViolations,
    }) => {
      await page.goto(`/${language}/vehicles?category_id=1&gearbox[0]=2`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(text.title);
      await expect(status(page)).toHaveText(text.adverts);
      await expect(page.getByRole('button', { name: text.automatic })).toBeVisible();
      await expectNoAxeViolations();

      await page.getByRole('link', { name: text.page2, exact: true }).first().click();
      await expect(page).toHaveURL(`/${language}/vehicles?category_id=1&gearbox[0]=2&page=1`);
      await expect(page.getByRole('button', { name: text.automatic })).toBeVisible();
    });

    test('the seller deletes an own advert', async ({ page, request }) => {
      const service = new Service(request, text.langId);
      const advert = readDatabase(
        (db) =>
          db
            .prepare(
              `SELECT id, marka_id, model_id, year FROM vehicles WHERE user_id = ? AND deleted_at IS NULL
               AND category_id = 1 ORDER BY id ${language === 'uk' ? 'ASC' : 'DESC'} LIMIT 1`,
            )
            .get(DEMO.userId) as { id: number; marka_id: number; model_id: number; year: number },
      );
      const query = `marka_id[0]=${advert.marka_id}&model_id[0]=${advert.model_id}&s_yers[0]=${advert.year}&po_yers[0]=${advert.year}&countpage=100`;
      const before = await service.vehicleSearch(query);
      await page.goto(`/${language}/vehicles?${query}`);
      const card = page.getByRole('article').filter({ has: page.locator(`#advert-${advert.id}`) });
      await card.getByRole('button', { name: text.delete }).click();
      const title = (await card.getByRole('heading').innerText()).replace(/\(.*$/, '').trim();
      const dialog = page.getByRole('dialog', { name: text.deleteDialog });
      await dialog.getByRole('button', { name: text.confirmDelete }).click();
      await expect(page.getByText(text.deleted(title, advert.id))).toBeVisible();
      await expect(card).toHaveCount(0);
      expect((await service.vehicleSearch(query)).count).toBe(before.count - 1);
    });

    test('orders: the table, its caption and the summary; axe clean', async ({
      page,
      expectNoAxeViolations,
    }) => {
      await page.goto(`/${language}/orders`);
      await expect(page.getByRole('table', { name: text.ordersTable })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.ordersShown })).toBeVisible();
      await expectNoAxeViolations();
    });

    test('the converter converts the same in either language', async ({ page }) => {
      await page.goto(`/${language}/converter`);
      const form = page.getByRole('form', { name: text.converterForm });
      await form
        .getByRole('textbox')
        .fill('https://auto.ria.com/uk/search/?categories.main.id=1&brand.id[0]=9');
      await form.getByRole('button', { name: text.convert }).click();
      await expect(
        page.getByRole('region', { name: text.result }).getByText(text.converted),
      ).toBeVisible();
    });
  });
}

test('an address without a language goes to the browser’s, with no history entry', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'uk-UA' });
  const page = await context.newPage();
  await page.goto('/uk/');
  const entries = await page.evaluate(() => history.length);
  await page.goto('/vehicles?category_id=1');
  await expect(page).toHaveURL('/uk/vehicles?category_id=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  // One entry for the visit: the address without a language was replaced, not kept.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  await context.close();
});

test('the language switch keeps the page, its query and its scroll, and is remembered', async ({
  page,
}) => {
  await page.goto('/uk/vehicles?category_id=1&countpage=50');
  await expect(status(page)).toHaveText(TEXT.uk.adverts);
  await expect(page.getByRole('article')).toHaveCount(50);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // Clicked where it is (a pointer click would first scroll the header into view).
  await page
    .getByRole('navigation', { name: 'Мова' })
    .getByRole('link', { name: 'English' })
    .dispatchEvent('click');
  await expect(page).toHaveURL('/en/vehicles?category_id=1&countpage=50');
  await expect(status(page)).toHaveText(TEXT.en.adverts);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(TEXT.en.title);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // The tab is named after each page the app goes to, and the start page after the app.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await expect(page).toHaveTitle('Orders · Marketplace Search');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Overview' })
    .click();
  await expect(page).toHaveTitle('Marketplace Search');
  // The choice is kept: an address without a language opens in English now.
  await page.goto('/converter');
  await expect(page).toHaveURL('/en/converter');
  await expect(page).toHaveTitle('Parameter converter · Marketplace Search');
});

/** Names in Ukrainian have no Latin letters; names in English no Cyrillic ones. */
const SCRIPT = { uk: /^[^A-Za-z]+$/, en: /^[^\u0400-\u04ff]+$/ } as const;

/** Latin words (two lowercase letters or more) in a text: English left in a Ukrainian page. */
const latinWords = (text: string | null) =>
  [...new Set((text ?? '').match(/[A-Za-z]*[a-z]{2,}[A-Za-z]*/g) ?? [])].sort();

test.describe('names and options in the page’s language', () => {
  test('Ukrainian filters, options and characteristics have no English words', async ({
    page,
    request,
  }) => {
    const service = new Service(request, TEXT.uk.langId);
    await page.goto('/uk/vehicles?category_id=1');
    await expect(status(page)).toHaveText(TEXT.uk.adverts);
    const filters = page.getByRole('form', { name: 'Фільтри авто' });
    await filters.getByText('Більше фільтрів', { exact: true }).click();
    await expect(
      filters.getByRole('group', { name: 'Колір' }).getByRole('checkbox'),
    ).not.toHaveCount(0);
    await expect(
      filters.getByRole('combobox', { name: 'Додано' }).getByRole('option', {
        name: 'За останню годину',
      }),
    ).toHaveCount(1);
    expect(latinWords(await filters.textContent())).toEqual([]);

    await page.goto('/uk/realty?category=1&operation_type=1');
    const realty = page.getByRole('form', { name: 'Фільтри нерухомості' });
    await expect(realty.getByRole('combobox', { name: 'Тип стін' })).toContainText('Цегла');
    await expect(realty.getByRole('checkbox', { name: 'Пентхаус' })).toBeVisible();
    await expect(realty.getByRole('combobox', { name: 'Вид об’єкта' })).toContainText('Квартири');
    expect(latinWords(await realty.textContent())).toEqual([]);

    // An advert's kind, type, operation and characteristic names: the app's own, in Ukrainian.
    const { items } = await service.get<{ items: number[] }>(
      '/dom/search',
      'category=1&realty_type=2&operation_type=1',
    );
    await page.goto(`/uk/realty/${items[0]}`);
    await expect(page.getByRole('definition').filter({ hasText: /^Квартира$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^Продаж$/ })).toBeVisible();
    expect(latinWords((await page.getByRole('term').allTextContents()).join(' '))).toEqual([]);
  });

  test('English filters and characteristics are English where the catalogs have them', async ({
    page,
  }) => {
    await page.goto('/en/vehicles?category_id=1');
    const filters = page.getByRole('form', { name: 'Vehicle filters' });
    await filters.getByText('More filters', { exact: true }).click();
    await expect(
      filters.getByRole('combobox', { name: 'Posted' }).getByRole('option', {
        name: 'In the last hour',
      }),
    ).toHaveCount(1);
    // Catalog names come in English from the service (langId=3).
    await expect(filters.getByRole('checkbox', { name: 'Diesel', exact: true })).toBeVisible();

    await page.goto('/en/realty?category=1&operation_type=1');
    const realty = page.getByRole('form', { name: 'Real-estate filters' });
    await expect(realty.getByRole('combobox', { name: 'Wall type' })).toContainText('Brick');
    await expect(realty.getByRole('checkbox', { name: 'Penthouse' })).toBeVisible();
    await expect(realty.getByRole('combobox', { name: 'Object kind' })).toContainText('Apartments');
  });

  for (const language of ['uk', 'en'] as const) {
    test(`a vehicle advert names its body, fuel, gearbox and place in ${language}`, async ({
      page,
      request,
    }) => {
      const service = new Service(request, TEXT[language].langId);
      const [id] = (await service.vehicleSearch('category_id=1&type[0]=2&countpage=1')).ids;
      const info = await service.get<{
        subCategoryName: string;
        stateData: { regionName: string };
        autoData: { gearboxName: string; fuelName: string };
      }>('/auto/info', `auto_id=${id}`);
      const names = [
        info.subCategoryName,
        info.autoData.gearboxName,
        info.autoData.fuelName,
        info.stateData.regionName,
      ];
      for (const name of names) expect(name).toMatch(SCRIPT[language]);
      await page.goto(`/${language}/vehicles/${id}`);
      for (const name of names) {
        await expect(page.getByRole('definition').filter({ hasText: name }).first()).toBeVisible();
      }
    });
  }
});

test('an advert’s condition agrees with the vehicle in Ukrainian, not with the filter', async ({
  page,
  request,
}) => {
  const service = new Service(request, TEXT.uk.langId);
  const [id] = (await service.vehicleSearch('confiscated_car=1&countpage=1')).ids;
  await page.goto(`/uk/vehicles/${id}`);
  // The filter's chip says «Конфісковані» (the adverts); the advert's fact is the vehicle's.
  const fact = page.getByRole('term').filter({ hasText: /^Конфісковане$/ });
  await expect(fact).toBeVisible();
  await expect(fact.locator('xpath=following-sibling::dd[1]')).toHaveText('Так');
});

test('a form message shows in the page’s language, and follows a switch', async ({ page }) => {
  await page.goto('/uk/vehicles?category_id=1');
  await expect(status(page)).toHaveText(TEXT.uk.adverts);
  const form = page.getByRole('form', { name: 'Фільтри авто' });
  await form.getByRole('textbox', { name: 'Ціна від' }).fill('5000');
  await form.getByRole('textbox', { name: 'Ціна до' }).fill('1000');
  await form.getByRole('button', { name: 'Пошук', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ціна «до» менша за ціну «від».' }),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Мова' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL('/en/vehicles?category_id=1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The price “to” is below the price “from”.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Vehicle filters' }).getByRole('textbox', { name: 'Price to' }),
  ).toHaveValue('1000');
});

test('a decimal in the filters is written anew after a switch, and searched as it was', async ({
  page,
}) => {
  await page.goto('/uk/realty?category=1&characteristic[214][from]=45.125');
  const uk = page.getByRole('form', { name: 'Фільтри нерухомості' });
  await expect(uk.getByRole('textbox', { name: 'Загальна площа від' })).toHaveValue('45,125');
  // Typed, not searched yet: it stays through the switch.
  await uk.getByRole('textbox', { name: 'Кількість кімнат від' }).fill('2');
  await page
    .getByRole('navigation', { name: 'Мова' })
    .getByRole('link', { name: 'English' })
    .click();
  const en = page.getByRole('form', { name: 'Real-estate filters' });
  // "45,125" left as it was reads as forty-five thousand in English.
  await expect(en.getByRole('textbox', { name: 'Total area from' })).toHaveValue('45.125');
  await expect(en.getByRole('textbox', { name: 'Number of rooms from' })).toHaveValue('2');
  await en.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/characteristic\[214\]\[from\]=45\.125(&|$)/);
  await expect(page).toHaveURL(/characteristic\[209\]\[from\]=2(&|$)/);
});

test('what a pasted link’s conversion says comes with its code, in the page’s language', async ({
  page,
}) => {
  await page.goto('/uk/vehicles');
  await expect(status(page)).toHaveText(TEXT.uk.adverts);
  await page.getByRole('textbox', { name: 'Вставте посилання з auto.ria.com' }).fill('привіт');
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'У цьому посиланні немає параметрів пошуку: скопіюйте адресу сторінки з результатами пошуку.',
  );
});

test('a language the app does not have is dropped: the page meant, in the reader’s language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'uk-UA' });
  const page = await context.newPage();
  await page.goto('/uk/');
  const entries = await page.evaluate(() => history.length);
  await page.goto('/fr/vehicles?marka_id[0]=79');
  await expect(page).toHaveURL('/uk/vehicles?marka_id[0]=79');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(status(page)).toHaveText(TEXT.uk.adverts);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/не знайдено/i);
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  // A tag of one of the app's languages is that language.
  await page.goto('/en-GB/converter');
  await expect(page).toHaveURL('/en/converter');
  await context.close();
});

test.describe('an advert’s way back survives a language switch', () => {
  const switchTo = (page: Page, from: string, to: string) =>
    page.getByRole('navigation', { name: from }).getByRole('link', { name: to }).click();

  test('opened directly, it leads to the search in the new language, not to the same advert', async ({
    page,
    request,
  }) => {
    const [id] = (await new Service(request, TEXT.uk.langId).vehicleSearch('category_id=1')).ids;
    await page.goto(`/uk/vehicles/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '← Пошук авто' })).toBeVisible();
    await switchTo(page, 'Мова', 'English');
    await expect(page).toHaveURL(`/en/vehicles/${id}`);
    await main.getByRole('link', { name: '← Vehicle search' }).click();
    await expect(page).toHaveURL('/en/vehicles');
    await expect(status(page)).toHaveText(TEXT.en.adverts);
  });

  test('switched with the keyboard further down an advert, it stays where the reader was, never “Loading”', async ({
    page,
    request,
  }) => {
    const [id] = (await new Service(request, TEXT.uk.langId).vehicleSearch('category_id=1')).ids;
    await page.goto(`/uk/vehicles/${id}`);
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).not.toHaveText(/Оголошення \d/);
    const title = await heading.innerText();
    await page.evaluate(() => window.scrollTo(0, 400));
    // Anything the page says while the details load in English is recorded.
    await page.evaluate(() => {
      const said: string[] = [];
      Object.assign(window, { said });
      new MutationObserver(() =>
        said.push(document.querySelector('main')?.innerText ?? ''),
      ).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const english = page
      .getByRole('navigation', { name: 'Мова' })
      .getByRole('link', { name: 'English' });
    // Focused as Tab would, without scrolling up to it.
    await english.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('main').getByRole('link', { name: '← Vehicle search' }),
    ).toBeVisible();
    await expect(heading).toHaveText(title);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(400);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.filter((text) => /Завантаження|Loading/.test(text))).toEqual([]);
  });

  test('from the results, Back after a switch opens them in the new language, where the reader was', async ({
    page,
  }) => {
    const address = '/vehicles?category_id=1&countpage=50';
    await page.goto(`/uk${address}`);
    await expect(page.getByRole('article')).toHaveCount(50);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect(page.locator('article [aria-busy="true"]')).toHaveCount(0);
    const id = await page.evaluate(() => {
      const headings = [...document.querySelectorAll<HTMLElement>('article h3')];
      return headings.find((h) => h.getBoundingClientRect().top > 100)?.id;
    });
    const left = await page.evaluate(() => Math.round(window.scrollY));
    await page.locator(`#${id}`).getByRole('link').click();
    await expect(page.getByRole('main').getByRole('link', { name: '← Назад' })).toBeVisible();

    await switchTo(page, 'Мова', 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('main').getByRole('link', { name: '← Back' }).click();
    await expect(page).toHaveURL(`/en${address}`);
    await expect(status(page)).toHaveText(TEXT.en.adverts);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
    await expect(page.locator(`#${id}`)).toBeInViewport();
    // The keyboard goes on from the card the reader opened, as after the browser's Back.
    await expect(page.locator(`#${id}`).getByRole('link')).toBeFocused();

    // Switched there and back, Back is the browser's own: the Ukrainian results' entry.
    await page.locator(`#${id}`).getByRole('link').click();
    await switchTo(page, 'Language', 'Українська');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await switchTo(page, 'Мова', 'English');
    await page.getByRole('main').getByRole('link', { name: '← Back' }).click();
    await expect(page).toHaveURL(`/en${address}`);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });
});
