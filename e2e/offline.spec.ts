import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });

/** The app has run, its code here: a card shows the facts it fetched (the frame's have none). */
const appReady = (page: Page) =>
  expect(results(page).getByRole('article').first().getByText('Year')).toBeVisible();

test('offline, a new search says the service cannot be reached, and runs once the connection is back', async ({
  page,
  context,
}) => {
  await page.goto('/en/vehicles');
  await appReady(page);
  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Price: high to low' });
  // Said, not left dimmed and busy until the connection comes back.
  await expect(page.getByRole('heading', { name: 'The service cannot be reached' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Back online, what failed is asked again by itself.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'The service cannot be reached' })).toBeHidden();
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expect(page).toHaveURL(/order_by=3/);
});

test('offline, a page whose code has not come yet says so under the header, and opens once back', async ({
  page,
  context,
}) => {
  // A search with a query: the layout's own loader runs again on the way out of it.
  await page.goto('/en/vehicles?order_by=3');
  await appReady(page);
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Converter' })
    .click();
  await expect(page.getByRole('alert')).toContainText('The service cannot be reached');
  // The header stays, with its way to the pages already here.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parameter converter');
});

test('on a slow connection, the count and page line of the results a search will replace are dimmed with them', async ({
  page,
}) => {
  await page.goto('/en/realty?category=1');
  const status = results(page).getByRole('status');
  await expect(status).toHaveText(/^[\d,]+ adverts$/);
  const before = await status.textContent();
  // The service's own answer, held back until the test lets it go.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/dom/search?**', async (route) => {
    await held;
    await route.continue();
  });
  const form = page.getByRole('form', { name: 'Real-estate filters' });
  await form.getByRole('textbox', { name: 'Number of rooms from' }).fill('3');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  // The old count under the new search's chip reads as the old results', not the new ones'.
  await expect(page.getByRole('button', { name: /Number of rooms from 3/ })).toBeVisible();
  await expect(status).toContainText(before ?? '');
  await expect(status).toHaveCSS('opacity', '0.55');
  await expect(page.getByText(/^Page 1 of [\d,]+, 100 a page/)).toHaveCSS('opacity', '0.55');
  release();
  await expect(status).not.toHaveText(before ?? '');
  await expect(status).toHaveCSS('opacity', '1');
});
