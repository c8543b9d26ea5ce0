import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

test('the start page shows the service mode and the generated dataset', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace Search' })).toBeVisible();
  const service = page.getByRole('region', { name: 'Service' });
  await expect(service.getByText('Embedded reference service')).toBeVisible();
  // The default dataset of `npm start`, read through /api/_meta and its contract schema.
  await expect(service.getByRole('definition').filter({ hasText: '20,000' })).toBeVisible();
  await expect(service.getByRole('definition').filter({ hasText: '10,000' })).toBeVisible();
  await expect(service.getByRole('definition').filter({ hasText: /^300$/ })).toBeVisible();
  await expectNoAxeViolations();
});

test('an unknown address shows a page that says so, in the app', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL('/en/');
});

test('the app is served with a Content-Security-Policy it passes', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

/** Where a visible element's top is. */
async function top(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box.y;
}

test('on a 375-pixel phone the header leaves the page its room: Settings and the languages share a row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const language of ['uk', 'en']) {
    await page.goto(`/${language}/converter`);
    // Measured in the app's header, not in the server's frame that it replaces: the app's
    // router links carry `data-discover`.
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    const header = page.getByRole('banner');
    const settings = await top(header.getByRole('button', { name: /^(Settings|Налаштування)$/ }));
    const english = await top(header.getByRole('link', { name: 'English' }));
    // The same row, and the page's heading in the top third of the screen.
    expect(Math.abs(settings - english)).toBeLessThan(12);
    expect(await top(page.getByRole('heading', { level: 1 }))).toBeLessThan(667 / 3);
  }
});
