import type { Page } from '@playwright/test';
import { expect, test, type Service } from './fixtures';

const DOCUMENTED =
  'category=1&realty_type=2&operation_type=1&state_id=10&city_id=10&district_id=15187&district_id=15189&district_id=15188&characteristic[209][from]=1&characteristic[209][to]=3&characteristic[214][from]=60&characteristic[214][to]=90&characteristic[216][from]=30&characteristic[216][to]=50&characteristic[218][from]=4&characteristic[218][to]=9&characteristic[227][from]=3&characteristic[227][to]=7&characteristic[443]=442&characteristic[234][from]=20000&characteristic[234][to]=90000&characteristic[242]=239&characteristic[273]=273&characteristic[1437]=1434';

const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /advert|Searching/ })
    .first();
const filters = (page: Page) => page.getByRole('form', { name: 'Real-estate filters' });

async function realtyCount(service: Service, query: string): Promise<number> {
  return (await service.get<{ count: number }>('/dom/search', query)).count;
}

async function expectCount(page: Page, expected: number) {
  await expect(status(page)).toHaveText(
    new RegExp(`^${expected.toLocaleString('en-US')} adverts?$`),
  );
}

test.describe('real-estate search', () => {
  test('the documented example request opens as a page with every field filled', async ({
    page,
    service,
  }) => {
    await page.goto(`/realty?${DOCUMENTED}`);
    await expectCount(page, await realtyCount(service, DOCUMENTED));
    const form = filters(page);
    await expect(form.getByRole('combobox', { name: 'Object kind' })).toHaveValue('1');
    await expect(form.getByRole('combobox', { name: 'Property type' })).toHaveValue('2');
    await expect(form.getByRole('combobox', { name: 'Operation' })).toHaveValue('1');
    await expect(form.getByRole('combobox', { name: 'Region' })).toHaveValue('10');
    await expect(form.getByRole('combobox', { name: 'City' })).toHaveValue('10');
    for (const district of ['Obolonskyi', 'Pecherskyi', 'Podilskyi']) {
      await expect(form.getByRole('checkbox', { name: district })).toBeChecked();
    }
    await expect(form.getByRole('checkbox', { name: 'Holosiivskyi' })).not.toBeChecked();
    const ranges: [string, string, string][] = [
      ['Number of rooms', '1', '3'],
      ['Total area', '60', '90'],
      ['Living area', '30', '50'],
      ['Kitchen area', '4', '9'],
      ['Floor', '3', '7'],
      ['Price', '20000', '90000'],
    ];
    for (const [name, from, to] of ranges) {
      await expect(form.getByRole('textbox', { name: `${name} from`, exact: true })).toHaveValue(
        from,
      );
      await expect(form.getByRole('textbox', { name: `${name} to`, exact: true })).toHaveValue(to);
    }
    await expect(form.getByRole('combobox', { name: 'Year built' })).toHaveValue('442');
    await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('239');
    await expect(form.getByRole('combobox', { name: 'Offer type' })).toHaveValue('1434');
    await expect(form.getByRole('checkbox', { name: 'Bargaining possible' })).toBeChecked();
    // The seven documented adverts are among the results.
    await expect(page.locator('#realty-13336044')).toBeVisible();
  });

  test('a search by region, city, two districts and a rooms range shows the service count', async ({
    page,
    service,
  }) => {
    await page.goto('/realty');
    const form = filters(page);
    await form.getByRole('combobox', { name: 'Object kind' }).selectOption({ label: 'Apartments' });
    await form.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Kyiv region' });
    await form.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Kyiv' });
    await form.getByRole('checkbox', { name: 'Obolonskyi' }).check();
    await form.getByRole('checkbox', { name: 'Pecherskyi' }).check();
    await form.getByRole('textbox', { name: 'Number of rooms from' }).fill('2');
    await form.getByRole('textbox', { name: 'Number of rooms to' }).fill('3');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/district_id=15187&district_id=15189/);
    const query = new URL(page.url()).search.slice(1);
    const expected = await realtyCount(service, query);
    expect(expected).toBeGreaterThan(0);
    await expectCount(page, expected);
    await expect(
      page.getByRole('button', { name: 'Remove filter: Number of rooms 2–3' }),
    ).toBeVisible();
  });

  test('Back and Forward restore the form and the results', async ({ page, service }) => {
    await page.goto('/realty?category=4');
    await expectCount(page, await realtyCount(service, 'category=4'));
    await filters(page)
      .getByRole('combobox', { name: 'Operation' })
      .selectOption({ label: 'Sale' });
    await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/category=4&operation_type=1$/);
    await expectCount(page, await realtyCount(service, 'category=4&operation_type=1'));

    await page.goBack();
    await expect(page).toHaveURL(/category=4$/);
    await expect(filters(page).getByRole('combobox', { name: 'Operation' })).toHaveValue('');
    await expectCount(page, await realtyCount(service, 'category=4'));
    await page.goForward();
    await expect(filters(page).getByRole('combobox', { name: 'Operation' })).toHaveValue('1');
  });

  test('changing the kind drops the filters that no longer apply, and says so', async ({
    page,
  }) => {
    await page.goto(
      '/realty?category=1&operation_type=1&characteristic[209][from]=2&characteristic[214][from]=40',
    );
    const form = filters(page);
    await expect(form.getByRole('textbox', { name: 'Number of rooms from' })).toHaveValue('2');
    await form.getByRole('combobox', { name: 'Object kind' }).selectOption({ label: 'Garages' });
    await expect(
      form.getByText('Removed filters that do not apply here: Number of rooms.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Number of rooms from' })).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: 'Total area from' })).toHaveValue('40');
    await expect(form.getByRole('textbox', { name: 'Parking spaces from' })).toBeVisible();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/category=30&operation_type=1&characteristic\[214\]\[from\]=40$/);
  });

  test('an invalid range says what is wrong on its field, announced, and searches nothing', async ({
    page,
  }) => {
    await page.goto('/realty?category=1');
    const form = filters(page);
    await form.getByRole('textbox', { name: 'Number of rooms from' }).fill('3');
    await form.getByRole('textbox', { name: 'Number of rooms to' }).fill('1');
    await form.getByRole('textbox', { name: 'Total area from', exact: true }).fill('lots');
    await form.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(
      page.getByRole('alert').filter({ hasText: '“To” is below “from”.' }),
    ).toBeVisible();
    const roomsTo = form.getByRole('textbox', { name: 'Number of rooms to' });
    await expect(roomsTo).toHaveAttribute('aria-invalid', 'true');
    await expect(roomsTo).toHaveAccessibleDescription('“To” is below “from”.');
    await expect(
      form.getByRole('textbox', { name: 'Total area from', exact: true }),
    ).toHaveAccessibleDescription('Enter a number, such as 1500 or 1.6.');
    await expect(page).toHaveURL(/\/realty\?category=1$/);
  });

  test('a page past the end says where the pages end, and no more', async ({ page, service }) => {
    const count = await realtyCount(service, '');
    const pages = Math.ceil(count / 100);
    await page.goto(`/en/realty?page=${pages + 5}`);
    await expect(
      page.getByText(`Page ${(pages + 6).toLocaleString('en-US')} is past the end`),
    ).toBeVisible();
    await expect(page.getByText(/^Page [\d,]+ of [\d,]+, /)).toHaveCount(0);
  });

  test('has no axe violations', async ({ page, expectNoAxeViolations }) => {
    await page.goto(`/realty?${DOCUMENTED}`);
    // With a card's details and photo in.
    await page.locator('#realty-13336044').scrollIntoViewIfNeeded();
    await expect(page.locator('#realty-13336044')).not.toHaveText(/^Advert /);
    await expectNoAxeViolations();
  });

  test('a search can be made with the keyboard alone', async ({ page }) => {
    await page.goto('/realty');
    const form = filters(page);
    await form.getByRole('combobox', { name: 'Object kind' }).focus();
    await page.keyboard.press('ArrowDown'); // Apartments
    await expect(form.getByRole('combobox', { name: 'Object kind' })).toHaveValue('1');
    await page.keyboard.press('Tab'); // property type
    await page.keyboard.press('Tab'); // operation
    await page.keyboard.press('ArrowDown'); // Sale
    await page.keyboard.press('Tab'); // region
    await page.keyboard.press('Tab'); // city (disabled, skipped) → first range
    await expect(form.getByRole('textbox', { name: 'Number of rooms from' })).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/category=1&operation_type=1&characteristic\[209\]\[from\]=3$/);
  });

  // The width, and how many cards its first row shows.
  for (const [width, firstRow] of [
    [320, 1],
    [1366, 3],
    [1920, 3],
  ] as const) {
    test(`in Ukrainian each card shows its price per m² whole, in the room its details keep (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(
        '/uk/realty?category=1&realty_type=2&operation_type=1&state_id=10&city_id=10',
      );
      const perSquareMetre = page.getByRole('article').getByText(/ за м²$/);
      // The cards of the first row, their details come: none is cut off ("1 317 USD з…").
      for (let index = 0; index < firstRow; index += 1) {
        await expect(perSquareMetre.nth(index)).toBeInViewport({ ratio: 1 });
        const price = perSquareMetre.nth(index).locator('..');
        expect(await price.evaluate((p) => p.scrollWidth - p.clientWidth)).toBeLessThanOrEqual(0);
      }
      // A price on two lines takes none of the room below: the details stay as tall as they
      // were while they loaded (the server's frame has them so), and the card does not grow.
      const grown = await page
        .getByRole('article')
        .locator('.card__details')
        .evaluateAll((all) =>
          all
            .filter((details) => details.querySelector('.card__price'))
            .map(
              (details) => details.scrollHeight - parseFloat(getComputedStyle(details).minHeight),
            )
            .filter((over) => over > 0.5),
        );
      expect(grown).toEqual([]);
    });
  }

  // The cards away from the screen are not laid out (content-visibility): each stands in at the
  // cards' size, which must be exact for Back to land on the card the reader left.
  for (const width of [412, 1280]) {
    test(`Back from an advert puts the reader on the card they left (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/realty?state_id=10&city_id=10');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(100);
      const card = cards.nth(60);
      await card.scrollIntoViewIfNeeded();
      const link = card.getByRole('link');
      await expect(link).not.toHaveText(/^Advert /);
      const title = await link.textContent();
      const top = (await card.boundingBox())?.y;
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
      await page.goBack();
      await expect(cards).toHaveCount(100);
      await expect(cards.nth(60).getByRole('link')).toHaveText(title ?? '');
      await expect.poll(async () => (await cards.nth(60).boundingBox())?.y).toBe(top);
    });
  }
});
