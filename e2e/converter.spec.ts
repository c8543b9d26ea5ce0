import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface Example {
  request_url: string;
  site_search_url?: string;
  response_json: {
    unrecognized: Record<string, string>;
    converted: Record<string, string>;
    string: string;
  };
}
const examples = (
  JSON.parse(readFileSync('server/reference/auto-search-params.json', 'utf8')) as {
    examples: { new_to_old: Example; old_to_new: Example };
  }
).examples;

const form = (page: Page) => page.getByRole('form', { name: 'Parameters to convert' });
const result = (page: Page) => page.getByRole('region', { name: 'Result' });

async function convert(page: Page, direction: 'Website → API' | 'API → website', text: string) {
  await form(page).getByRole('radio', { name: direction }).check();
  await form(page).getByRole('textbox').fill(text);
  await form(page).getByRole('button', { name: 'Convert' }).click();
}

/** The rows of a result table as [name, value] pairs, in order. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = result(page).getByRole('table', { name: caption });
  const rows = await table.getByRole('row').all();
  const cells = await Promise.all(
    rows.slice(1).map((row) => row.getByRole('cell').allInnerTexts()),
  );
  return cells.map((row) => row.slice(0, 2).map((cell) => (cell === '(empty)' ? '' : cell)));
}

test.describe('parameter converter', () => {
  test('on a phone, Convert takes the reader to the result, a screen below the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/converter');
    await form(page)
      .getByRole('textbox')
      .fill(examples.new_to_old.site_search_url ?? '');
    const button = form(page).getByRole('button', { name: 'Convert' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const heading = result(page).getByRole('heading', { name: 'Result' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(
      result(page).getByText(/^\d+ given: \d+ converted, \d+ not converted/),
    ).toBeVisible();
  });

  test('the documented website → API example gives exactly the documented answer', async ({
    page,
  }) => {
    const example = examples.new_to_old;
    await page.goto('/converter');
    // CONTRACT.md: the documented answer belongs to the website URL's own query.
    await convert(page, 'Website → API', example.site_search_url ?? '');
    await expect(result(page).getByRole('status').filter({ hasText: 'not converted' })).toHaveText(
      '10 given: 9 converted, 1 not converted (website → API names)',
    );
    // The documented model_id[0]=0 is said to be the conversion's own, not the reader's.
    await expect(
      result(page).getByRole('status').filter({ hasText: 'Added by the conversion' }),
    ).toContainText('model_id[0]=0: “all models” of the make in brand.id[0]');
    expect(await tableRows(page, 'Converted parameters (API names)')).toEqual(
      Object.entries(example.response_json.converted),
    );
    expect(await tableRows(page, 'Not converted')).toEqual(
      Object.entries(example.response_json.unrecognized),
    );
    // countpage is the API's own name: the page says so, and that it can be searched as it is.
    await expect(
      result(page)
        .getByRole('table', { name: 'Not converted' })
        .getByRole('row', { name: /countpage/ }),
    ).toContainText('Already an API name');
    await expect(result(page).getByLabel('As a query string')).toHaveText(
      example.response_json.string,
    );
  });

  test('the documented API → website example gives exactly the documented answer', async ({
    page,
  }) => {
    const example = examples.old_to_new;
    await page.goto('/converter');
    await convert(page, 'API → website', example.request_url);
    await expect(result(page).getByRole('status').filter({ hasText: 'not converted' })).toHaveText(
      '10 given: 9 converted, 0 not converted, 1 left out (API → website names)',
    );
    await expect(
      result(page).getByRole('status').filter({ hasText: 'Left out by the conversion' }),
    ).toContainText('model_id[0]=0: “all models”, which the website says by giving the make');
    expect(await tableRows(page, 'Converted parameters (website names)')).toEqual(
      Object.entries(example.response_json.converted),
    );
    await expect(result(page).getByRole('table', { name: 'Not converted' })).toHaveCount(0);
    await expect(result(page).getByLabel('As a query string')).toHaveText(
      example.response_json.string,
    );
    // The website link is built from the converted website parameters.
    const website = result(page).getByRole('link', { name: /Open on the website/ });
    await expect(website).toHaveAttribute(
      'href',
      `https://auto.ria.com/search/?${example.response_json.string}`,
    );
    // Where it goes, and that it opens a tab, said in the page's language.
    await expect(website).toHaveAccessibleName(
      'Open on the website (auto.ria.com, opens in a new tab)',
    );
    const inUkrainian = new URL(page.url());
    inUkrainian.pathname = '/uk/converter';
    await page.goto(inUkrainian.href);
    await expect(page.getByRole('link', { name: /^Відкрити на сайті/ })).toHaveAccessibleName(
      'Відкрити на сайті (auto.ria.com, відкривається в новій вкладці)',
    );
  });

  test('switching between text and rows keeps the content', async ({ page }) => {
    await page.goto('/converter');
    await form(page)
      .getByRole('textbox')
      .fill('https://auto.ria.com/search/?brand.id%5B0%5D=9&size=');
    await form(page).getByRole('radio', { name: 'Name and value rows' }).check();
    await expect(form(page).getByRole('textbox', { name: 'Name 1' })).toHaveValue('brand.id[0]');
    await expect(form(page).getByRole('textbox', { name: 'Value 1' })).toHaveValue('9');
    await expect(form(page).getByRole('textbox', { name: 'Name 2' })).toHaveValue('size');
    await form(page).getByRole('textbox', { name: 'Value 2' }).fill('20');
    await form(page).getByRole('radio', { name: 'A link or query string' }).check();
    await expect(form(page).getByRole('textbox')).toHaveValue('brand.id[0]=9&size=20');
  });

  test('a row’s Remove hands the focus to the row that takes its place, then to Add', async ({
    page,
  }) => {
    await page.goto('/converter?direction=new_to_old&brand.id[0]=9&categories.main.id=1');
    await form(page).getByRole('radio', { name: 'Name and value rows' }).check();
    await form(page).getByRole('button', { name: 'Remove parameter 1' }).press('Enter');
    const name = form(page).getByRole('textbox', { name: 'Name 1' });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('categories.main.id');
    await form(page).getByRole('button', { name: 'Remove parameter 1' }).press('Enter');
    await expect(form(page).getByRole('button', { name: 'Add a parameter' })).toBeFocused();
  });

  test('Back and Forward restore the direction, the input and the result', async ({ page }) => {
    await page.goto('/converter');
    await convert(page, 'Website → API', 'brand.id[0]=9');
    await expect(result(page).getByLabel('As a query string')).toHaveText(
      'marka_id%5B0%5D=9&model_id%5B0%5D=0',
    );
    await convert(page, 'API → website', 'category_id=1');
    await expect(result(page).getByLabel('As a query string')).toHaveText('categories.main.id=1');

    await page.goBack();
    await expect(form(page).getByRole('radio', { name: 'Website → API' })).toBeChecked();
    await expect(form(page).getByRole('textbox')).toHaveValue('brand.id[0]=9');
    await expect(result(page).getByLabel('As a query string')).toHaveText(
      'marka_id%5B0%5D=9&model_id%5B0%5D=0',
    );
    await page.goForward();
    await expect(form(page).getByRole('radio', { name: 'API → website' })).toBeChecked();
    await expect(result(page).getByLabel('As a query string')).toHaveText('categories.main.id=1');
  });

  test('a website link pasted into the vehicle search gives the same filters and results as by hand', async ({
    page,
  }) => {
    await page.goto('/vehicles');
    await page
      .getByRole('textbox', { name: 'Paste a link from auto.ria.com' })
      .fill(
        'https://auto.ria.com/search/?categories.main.id=1&brand.id[0]=9&year[0].gte=2011&year[0].lte=2016&gearbox.id[1]=2&size=20',
      );
    await page.getByRole('button', { name: 'Use link' }).click();
    await expect(page).toHaveURL(/marka_id\[0\]=9/);
    // Chips carry catalog names once the catalogs are in: wait for them before comparing.
    await expect(page.getByRole('button', { name: 'Remove filter: BMW 2011–2016' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Automatic' })).toBeVisible();
    // The search's own answer, not the last one's kept while it loads (the route shows it after
    // a short wait on a busy machine).
    await expect(
      page.getByRole('region', { name: 'Results' }).locator('[aria-busy="true"]'),
    ).toHaveCount(0);
    const pastedCount = await page
      .getByRole('status')
      .filter({ hasText: /adverts/ })
      .first()
      .innerText();
    const pastedFirst = await page
      .getByRole('article')
      .first()
      .getByRole('heading')
      .getAttribute('id');
    const chips = await page
      .getByRole('list', { name: 'Active filters' })
      .getByRole('listitem')
      .allTextContents();

    await page.goto('/vehicles');
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption({ label: 'Passenger cars' });
    await page.getByRole('button', { name: 'Add a make' }).click();
    await page.getByRole('combobox', { name: 'Make 1' }).fill('BMW');
    await page.getByRole('option', { name: 'BMW', exact: true }).click();
    await page.getByRole('textbox', { name: 'Year 1 from' }).fill('2011');
    await page.getByRole('textbox', { name: 'Year 1 to' }).fill('2016');
    await page.getByRole('checkbox', { name: 'Automatic', exact: true }).check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('20');

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /adverts/ })
        .first(),
    ).toHaveText(pastedCount);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveId(
      pastedFirst ?? '',
    );
    await expect(
      page.getByRole('list', { name: 'Active filters' }).getByRole('listitem'),
    ).toHaveText(chips);
  });

  test('a pasted link lists what could not be used', async ({ page }) => {
    await page.goto('/vehicles');
    await page
      .getByRole('textbox', { name: 'Paste a link from auto.ria.com' })
      .fill('categories.main.id=1&country.import.usa.not=-1');
    await page.getByRole('button', { name: 'Use link' }).click();
    await expect(page.getByText('Parts of the pasted link were not used')).toBeVisible();
    await expect(
      page.getByText('country.import.usa.not=-1: the converter does not know it'),
    ).toBeVisible();
  });

  test('an input with no parameter says so on its field, announced, in either form', async ({
    page,
  }) => {
    await page.goto('/converter');
    const message =
      'This page’s address holds no search parameters. Search on the website, then copy the address of the results page: its parameters follow “?”.';
    // A catalogue page: its make and model are in the path, not in search parameters.
    await form(page).getByRole('textbox').fill('https://auto.ria.com/uk/legkovie/bmw/x5/');
    await form(page).getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(form(page).getByRole('textbox')).toHaveAccessibleDescription(
      new RegExp(message.replace(/[.?[\]]/g, '\\$&')),
    );
    await expect(form(page).getByRole('textbox')).toBeFocused();

    // In rows, in the words of rows, with the focus where to add one.
    const inRows = 'Add a parameter row with a name, such as brand.id[0], and its value.';
    await form(page).getByRole('radio', { name: 'Name and value rows' }).check();
    await form(page).getByRole('textbox', { name: 'Name 1' }).fill('');
    await form(page).getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByRole('alert').filter({ hasText: inRows })).toBeVisible();
    await expect(form(page).getByRole('textbox', { name: 'Name 1' })).toHaveAccessibleDescription(
      inRows,
    );
    await expect(form(page).getByRole('textbox', { name: 'Name 1' })).toBeFocused();
    await form(page).getByRole('button', { name: 'Remove parameter 1' }).click();
    await form(page).getByRole('button', { name: 'Convert' }).click();
    await expect(page.getByRole('alert').filter({ hasText: inRows })).toBeVisible();
    await expect(form(page).getByRole('button', { name: 'Add a parameter' })).toBeFocused();
    await expect(page).toHaveURL(/\/converter$/);
  });

  test('on a phone, names wrap after a dot or before a bracket only, and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(
      '/en/converter?direction=new_to_old&marka_id[0]=9&indexName=1&price.USD.gte=1000&characteristic[209][from]=2&categories.main.id=1',
    );
    const notConverted = result(page).getByRole('table', { name: 'Not converted' });
    await expect(notConverted.getByRole('row', { name: /indexName/ })).toBeVisible();
    // Each name as set, "|" where a line ends: a break only after "." or before "[".
    const names = result(page).getByRole('table').locator('tbody td:first-child code');
    const setNames = await names.evaluateAll((codes) =>
      codes.map((code) => {
        let text = '';
        let top: number | undefined;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let i = 0; i < (node.textContent ?? '').length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const charTop = Math.round(range.getBoundingClientRect().top);
            if (top !== undefined && charTop > top) text += '|';
            top = charTop;
            text += node.textContent?.[i] ?? '';
          }
        }
        return text;
      }),
    );
    expect(setNames.length).toBeGreaterThan(4);
    const split = setNames.filter((name) => /[^.]\|[^[]/.test(name));
    expect(split).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // A table wider than the column scrolls in its own box, named as the table is.
    await expect(result(page).getByRole('region', { name: 'Not converted' })).toBeVisible();
  });

  test('a link with more parameters than the server reads says so, not that it is too long', async ({
    page,
  }) => {
    const pairs = Array.from({ length: 1100 }, (_, i) => `a=${i}`).join('&');
    const response = await page.goto(`/en/converter?direction=new_to_old&${pairs}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is too long');
    await expect(page.getByRole('main')).toContainText(
      'This address has 1,101 parameters, and the server reads at most 1,000.',
    );
  });

  test('a converted value the search would refuse is said so before searching with it', async ({
    page,
  }) => {
    await page.goto('/en/converter');
    await convert(page, 'Website → API', 'brand.id[0]=abc&year[0].gte=2011');
    // The service copies the value as it is; the page says the search would not use it.
    await expect(
      result(page).getByText('2 given: 2 converted, 0 not converted (website → API names)'),
    ).toBeVisible();
    const notice = result(page)
      .getByRole('status')
      .filter({ hasText: 'The vehicle search would not use these values' });
    await expect(notice.getByRole('listitem')).toHaveText([
      /^marka_id\[0\]: must be a whole number/,
    ]);
  });

  test('an input too long for one request says so on its field, and sends nothing', async ({
    page,
  }) => {
    await page.goto('/converter');
    let converting = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/new_to_old')) converting += 1;
    });
    const message =
      'This is too long for one request. Convert it in parts, or leave out parameters the search does not need.';
    await convert(page, 'Website → API', `brand.id[0]=9&q=${'x'.repeat(8300)}`);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(form(page).getByRole('textbox')).toBeFocused();
    // The address keeps what it held: one it could not open again is never written.
    await expect(page).toHaveURL(/\/converter$/);
    expect(converting).toBe(0);
  });

  test('a shared link’s tracking tags are not converted, and pasted ones are said to be left out', async ({
    page,
  }) => {
    // Facebook adds fbclid to a converter link shared there.
    await page.goto('/converter?direction=new_to_old&brand.id[0]=9&fbclid=IwAR0&utm_source=fb');
    await expect(
      result(page).getByRole('status').filter({ hasText: 'not converted' }),
    ).toContainText(/^\d+ given: \d+ converted, 0 not converted/);
    await expect(result(page).getByRole('table', { name: 'Not converted' })).toHaveCount(0);
    await expect(form(page).getByRole('textbox')).toHaveValue('brand.id[0]=9');
    await expect(page.getByText('Some parts of this link were not used')).toHaveCount(0);

    const leftOut = form(page).getByRole('status');
    await expect(leftOut).toHaveText('');
    await form(page)
      .getByRole('textbox')
      .fill('https://auto.ria.com/search/?brand.id[0]=9&utm_source=google&api_key=K&gclid=x');
    await expect(leftOut).toContainText('Not sent for conversion:');
    await expect(leftOut.getByRole('listitem')).toHaveText([
      'utm_source: is left out: a link’s tracking tag, which no search reads.',
      'api_key: is left out: the app sends its own key.',
      'gclid: is left out: a link’s tracking tag, which no search reads.',
    ]);
    await form(page).getByRole('radio', { name: 'API → website' }).check();
    await form(page).getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\?direction=old_to_new&brand\.id\[0\]=9$/);
    await expect(form(page).getByRole('textbox')).toHaveValue('brand.id[0]=9');
    await expect(leftOut).toHaveText('');
  });

  test('an empty value and an empty answer say so in the page’s language', async ({ page }) => {
    await page.goto('/uk/converter?direction=new_to_old&x=');
    const answer = page.getByRole('region', { name: 'Результат' });
    await expect(answer.getByRole('status', { name: 'Як рядок запиту' })).toHaveText('(порожнє)');
    await expect(
      answer.getByRole('table', { name: 'Не перетворено' }).getByRole('row').nth(1),
    ).toContainText('(порожнє)');
  });

  test('has no axe violations', async ({ page, expectNoAxeViolations }) => {
    await page.goto(`/converter?direction=new_to_old&brand.id[0]=9&foo=1`);
    await expect(result(page).getByRole('table', { name: 'Not converted' })).toBeVisible();
    await expectNoAxeViolations();
  });

  test('a repeated name converts by its last value both ways, and is searched with once', async ({
    page,
  }) => {
    await page.goto('/en/converter?direction=old_to_new&marka_id[0]=9&marka_id[0]=84');
    await expect(result(page).getByRole('link', { name: 'Search with these' })).toBeVisible();
    expect(await tableRows(page, 'Converted parameters (website names)')).toEqual([
      ['brand.id[0]', '84'],
    ]);
    await expect(
      result(page)
        .getByRole('status')
        .filter({ hasText: 'Only the last value of a repeated name was converted' }),
    ).toContainText('marka_id[0] is given more than once: only its last value, 84, was converted.');
    await expect(result(page).getByRole('link', { name: 'Search with these' })).toHaveAttribute(
      'href',
      '/en/vehicles?marka_id[0]=84',
    );

    await page.goto('/en/converter?direction=new_to_old&brand.id[0]=9&brand.id[0]=84');
    await expect(result(page).getByLabel('As a query string')).toHaveText(
      'marka_id%5B0%5D=84&model_id%5B0%5D=0',
    );
    expect(await tableRows(page, 'Converted parameters (API names)')).toEqual([
      ['marka_id[0]', '84'],
      ['model_id[0]', '0'],
    ]);
  });

  test('the Why column gives the true reason: a value, a currency, a name given twice', async ({
    page,
  }) => {
    const why = (name: string) =>
      result(page)
        .getByRole('table', { name: 'Not converted' })
        .getByRole('row', { name: new RegExp(`^${name.replace(/[.[\]]/g, '\\$&')} `) })
        .getByRole('cell')
        .nth(2);
    await page.goto('/en/converter?direction=new_to_old&price.EUR.gte=100&price.USD.lte=200');
    await expect(why('price.USD.lte')).toHaveText(
      'The API search has one currency for its price bounds, here EUR: a bound in USD cannot be said there. Give every bound in one currency.',
    );
    await page.goto('/en/converter?direction=new_to_old&damage.not=0&sort[0].order=relevance');
    await expect(why('damage.not')).toHaveText(
      'A website parameter the service knows, but this value has no API form; it can convert only 1.',
    );
    await expect(why('sort[0].order')).toContainText('it can convert only price.asc, price.desc');
    await page.goto(
      '/en/converter?direction=old_to_new&currency=4&price_ot=100&damage=1&order_by=0',
    );
    await expect(why('price_ot')).toHaveText(
      'The website names price bounds by currency, and knows USD (1), EUR (2) and UAH (3) only; this search’s currency is 4.',
    );
    await expect(why('damage')).toHaveText(
      'The website has this parameter, but no form for this value; it can say only 0.',
    );
    await expect(why('order_by')).toContainText('no form for this value; it can say only 1, 2,');
    await page.goto('/en/converter?direction=old_to_new&body_id=3&bodystyle[0]=5');
    await expect(why('bodystyle[0]')).toHaveText(
      'The search reads it as the same parameter as body_id, given before it, and takes one of them: leave one out.',
    );
  });

  test('API names among website names go to the search, and API names alone offer the other way', async ({
    page,
  }) => {
    await page.goto('/en/converter?direction=new_to_old&brand.id[0]=9&bodystyle[0]=3');
    await expect(result(page).getByRole('link', { name: 'Search with these' })).toHaveAttribute(
      'href',
      '/en/vehicles?marka_id[0]=9&model_id[0]=0&bodystyle[0]=3',
    );
    await expect(page.getByText('These look like API names')).toHaveCount(0);

    await page.goto('/en/converter?direction=new_to_old&marka_id[0]=9&s_yers[0]=2011');
    const offer = result(page).getByRole('status').filter({ hasText: 'These look like API names' });
    await offer.getByRole('link', { name: 'API → website' }).click();
    await expect(page).toHaveURL(/\?direction=old_to_new&marka_id\[0\]=9&s_yers\[0\]=2011$/);
    await expect(form(page).getByRole('radio', { name: 'API → website' })).toBeChecked();
    expect(await tableRows(page, 'Converted parameters (website names)')).toEqual([
      ['brand.id[0]', '9'],
      ['year[0].gte', '2011'],
    ]);
  });

  test('at 320 px the Not converted table stacks its columns: nothing scrolls sideways or is cut', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(
      '/en/converter?direction=old_to_new&currency=4&price_ot=100&damage=1&order_by=0&marka_id[0]=9',
    );
    const table = result(page).getByRole('table', { name: 'Not converted' });
    await expect(table.getByRole('row')).toHaveCount(4);
    // Still a table to a screen reader: its column headers and cells.
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Value', 'Why']);
    const box = result(page).getByRole('region', { name: 'Not converted' });
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    // Each reason lies wholly inside the page's width.
    for (const cell of await table.getByRole('row').getByRole('cell').nth(2).all()) {
      const rect = await cell.boundingBox();
      expect((rect?.x ?? 0) + (rect?.width ?? 0)).toBeLessThanOrEqual(320);
    }
  });

  test('says what the conversion added and left out, and counts the input as given', async ({
    page,
  }) => {
    await page.goto('/en/converter');
    await convert(page, 'Website → API', 'brand.id[0]=9&year[0].gte=2011');
    await expect(result(page).getByRole('status').first()).toHaveText(
      '2 given: 2 converted, 0 not converted (website → API names)',
    );
    await expect(
      result(page).getByRole('status').filter({ hasText: 'Added by the conversion' }),
    ).toContainText('model_id[0]=0');

    await convert(page, 'API → website', 'raceInt=&model_id[0]=0&marka_id[0]=9');
    await expect(result(page).getByRole('status').first()).toHaveText(
      '3 given: 1 converted, 0 not converted, 2 left out (API → website names)',
    );
    await expect(
      result(page)
        .getByRole('status')
        .filter({ hasText: 'Left out by the conversion' })
        .getByRole('listitem'),
    ).toHaveText([
      'raceInt is empty: the search reads an empty value as not given.',
      'model_id[0]=0: “all models”, which the website says by giving the make without a model.',
    ]);
  });

  test('Ctrl+Enter in the text box converts', async ({ page }) => {
    await page.goto('/en/converter');
    await form(page).getByRole('textbox').fill('brand.id[0]=9');
    await form(page).getByRole('textbox').press('Control+Enter');
    await expect(page).toHaveURL(/\?direction=new_to_old&brand\.id\[0\]=9$/);
    await expect(result(page).getByLabel('As a query string')).toHaveText(
      'marka_id%5B0%5D=9&model_id%5B0%5D=0',
    );
  });
});
