import type { Page } from '@playwright/test';
import { expect, test, type Service } from './fixtures';

// Issue 15: the public table's other filters behind "More filters", their chips, and the live
// sort orders (LIVE-2026.md "order_by has nine values"; CONTRACT.md: a legacy 1 is read as 2).

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const cards = (page: Page) => results(page).getByRole('article');
const form = (page: Page) => page.getByRole('form', { name: 'Vehicle filters' });
const moreFilters = (page: Page) => form(page).locator('summary', { hasText: 'More filters' });

interface CatalogItem {
  readonly name: string;
  readonly value: number;
}

async function nameOf(service: Service, path: string, id: number): Promise<string> {
  const items = await service.get<CatalogItem[]>(path);
  const name = items.find((item) => item.value === id)?.name;
  expect(name, `${path} names ${id}`).toBeTruthy();
  return name!;
}

/** The adverts shown, in order, as their ids. */
async function shownIds(page: Page): Promise<string[]> {
  const ids = await results(page)
    .getByRole('article')
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((h) => h.id.replace(/^advert-/, '')));
  return ids;
}

async function expectResults(page: Page, service: Service, query: string) {
  const expected = await service.vehicleSearch(query);
  await expect(page.getByRole('status').filter({ hasText: /adverts?$/ })).toHaveText(
    new RegExp(`^${expected.count.toLocaleString('en-US')} adverts?`),
  );
  await expect.poll(() => shownIds(page)).toEqual(expected.ids);
}

test.describe('vehicle search: more filters and sort orders', () => {
  test('a colour and a drive type chosen in More filters give the URL, the chips and the results', async ({
    page,
    service,
  }) => {
    const black = await nameOf(service, '/auto/colors', 2);
    const allWheel = await nameOf(service, '/auto/categories/1/driverTypes', 1);
    await page.goto('/vehicles');
    await expect(cards(page).first()).toBeVisible();

    // The section is folded and says so; opening it shows its groups.
    const summary = moreFilters(page);
    await expect(summary).toHaveText('More filters');
    // The native <details> is what assistive technology reads the state from.
    await expect(summary.locator('..')).toHaveJSProperty('open', false);
    await expect(form(page).getByRole('group', { name: 'Colour' })).toHaveCount(0);
    await summary.click();
    await expect(summary.locator('..')).toHaveJSProperty('open', true);
    await expect(form(page).getByRole('heading', { name: 'Body and colour' })).toBeVisible();
    await expect(form(page).getByRole('heading', { name: 'Engine and drive' })).toBeVisible();
    await expect(form(page).getByRole('heading', { name: 'Condition and history' })).toBeVisible();
    await expect(form(page).getByRole('heading', { name: 'Seller and advert' })).toBeVisible();

    const colour = form(page).getByRole('group', { name: 'Colour' });
    await colour.getByRole('checkbox', { name: black, exact: true }).check();
    const drive = form(page).getByRole('group', { name: 'Drive' });
    await drive.getByRole('checkbox', { name: allWheel, exact: true }).check();
    await expect(summary).toHaveText('More filters (2 set)');
    await form(page).getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/drive_id%5B0%5D=1|drive_id\[0\]=1/);
    await expect(page).toHaveURL(/color_id%5B0%5D=2|color_id\[0\]=2/);
    await expect(
      page.getByRole('button', { name: `Remove filter: Colour: ${black}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: `Remove filter: Drive: ${allWheel}` }),
    ).toBeVisible();
    await expectResults(page, service, 'drive_id[0]=1&color_id[0]=2');
  });

  test('a shared link opens with the same form and chips; a chip removed, then all cleared', async ({
    page,
    service,
  }) => {
    const black = await nameOf(service, '/auto/colors', 2);
    const query = 'color_id[0]=2&raceTo=150&damage=0&sellerType=1&top=5';
    await page.goto(`/vehicles?${query}`);
    await expectResults(page, service, query);

    // The link sets some of "More filters": the section opens by itself, filled.
    await expect(moreFilters(page)).toHaveText('More filters (5 set)');
    const colour = form(page).getByRole('group', { name: 'Colour' });
    await expect(colour.getByRole('checkbox', { name: black, exact: true })).toBeChecked();
    await expect(form(page).getByRole('textbox', { name: 'Mileage to' })).toHaveValue('150');
    const accidents = form(page).getByRole('group', { name: 'Accidents' });
    await expect(accidents.getByRole('radio', { name: 'No accidents' })).toBeChecked();
    const seller = form(page).getByRole('group', { name: 'Seller' });
    await expect(seller.getByRole('radio', { name: 'Private seller' })).toBeChecked();
    await expect(form(page).getByRole('combobox', { name: 'Posted' })).toHaveValue('5');
    for (const chip of [
      `Colour: ${black}`,
      'Mileage up to 150 thousand km',
      'No accidents',
      'Private sellers',
      'Posted in the last 30 days',
    ]) {
      await expect(page.getByRole('button', { name: `Remove filter: ${chip}` })).toBeVisible();
    }

    // A chip removed takes its filter out of the URL and the form; the others stay.
    await page.getByRole('button', { name: 'Remove filter: No accidents' }).click();
    await expect(page).not.toHaveURL(/damage=/);
    // The focus goes on to the chip that took its place.
    await expect(
      page.getByRole('button', { name: 'Remove filter: Private sellers' }),
    ).toBeFocused();
    await expect(page).toHaveURL(/raceTo=150/);
    await expect(accidents.getByRole('radio', { name: 'Any' })).toBeChecked();
    await expectResults(page, service, 'color_id[0]=2&raceTo=150&sellerType=1&top=5');

    // The chips' own, in the results; the panel has one too.
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('button', { name: 'Clear filters' })
      .click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await expect(page.getByRole('button', { name: /^Remove filter:/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
    await expect(colour.getByRole('checkbox', { name: black, exact: true })).not.toBeChecked();
    await expect(moreFilters(page)).toHaveText('More filters');
  });

  test('a link whose More filters’ code cannot load still says they apply, in one removable chip', async ({
    page,
    service,
  }) => {
    // The network drops the panel's code (its chips' descriptions come with it).
    await page.route(/\/assets\/more-filter/, (route) => route.abort());
    const query = 'raceTo=150&damage=0';
    await page.goto(`/vehicles?${query}`);
    await expectResults(page, service, query);
    await expect(form(page).getByRole('alert')).toHaveText(
      'These filters could not be loaded. Try again',
    );
    await expect(page.getByRole('button', { name: /^Remove filter:/ })).toHaveText(['×']);
    await expect(page.getByRole('button', { name: 'Remove filter: More filters' })).toBeVisible();

    // The network is back: the panel's Try again brings its fields and names their chips.
    await page.unroute(/\/assets\/more-filter/);
    await form(page).getByRole('button', { name: 'Try again' }).click();
    await expect(form(page).getByRole('textbox', { name: 'Mileage to' })).toHaveValue('150');
    for (const chip of ['Mileage up to 150 thousand km', 'No accidents'])
      await expect(page.getByRole('button', { name: `Remove filter: ${chip}` })).toBeVisible();

    // Not loaded, the one chip removes them all.
    await page.route(/\/assets\/more-filter/, (route) => route.abort());
    await page.reload();
    await page.getByRole('button', { name: 'Remove filter: More filters' }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await expect(page.getByRole('button', { name: /^Remove filter:/ })).toHaveCount(0);
  });

  test('the panel is reached and worked with the keyboard, and says an invalid range', async ({
    page,
  }) => {
    await page.goto('/vehicles');
    await expect(cards(page).first()).toBeVisible();
    await moreFilters(page).focus();
    await page.keyboard.press('Enter');
    const from = form(page).getByRole('textbox', { name: 'Mileage from' });
    await expect(from).toBeVisible();
    await from.fill('200');
    await form(page).getByRole('textbox', { name: 'Mileage to' }).fill('50');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The mileage “to” is below the mileage “from”.')).toBeVisible();
    await expect(page).not.toHaveURL(/raceFrom/);
  });

  test('each sort order shows the service order, and a legacy order_by=1 reads as price up', async ({
    page,
    service,
  }) => {
    await page.goto('/vehicles?order_by=1');
    const sort = page.getByRole('combobox', { name: 'Sort' });
    await expect(sort).toHaveValue('2');
    await expectResults(page, service, 'order_by=2');

    for (const [label, value] of [
      ['Price: high to low', 3],
      ['Year: oldest first', 6],
      ['Mileage: lowest first', 13],
      ['Date added: newest first', 7],
    ] as const) {
      await sort.selectOption(label);
      await expect(page).toHaveURL(new RegExp(`order_by=${value}(&|$)`));
      await expectResults(page, service, `order_by=${value}`);
    }
    await expect(sort.getByRole('option')).toHaveText([
      'Relevance',
      'Price: low to high',
      'Price: high to low',
      'Year: newest first',
      'Year: oldest first',
      'Date added: newest first',
      'Date added: oldest first',
      'Mileage: highest first',
      'Mileage: lowest first',
    ]);
  });

  test('has no axe violations with More filters open', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/vehicles?color_id[0]=2&drive_id[0]=1&sellerType=2&verified.VIN=1');
    await expect(form(page).getByRole('heading', { name: 'Body and colour' })).toBeVisible();
    await expect(
      form(page).getByRole('group', { name: 'Colour' }).getByRole('checkbox'),
    ).not.toHaveCount(0);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(/^Advert /);
    await expectNoAxeViolations();
  });
});
