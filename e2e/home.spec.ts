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
  await page.getByRole('link', { name: 'Go to the start page' }).press('Enter');
  await expect(page).toHaveURL('/en/');
  // The link went with its page: the focus starts at the new page's heading, not the top.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('link', { name: /^Search vehicles/ }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle search');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
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

for (const [language, words] of [
  ['uk', { menu: 'Меню', main: 'Головне меню', settings: 'Налаштування', realty: 'Нерухомість' }],
  ['en', { menu: 'Menu', main: 'Main', settings: 'Settings', realty: 'Real estate' }],
] as const) {
  test(`on a 320-pixel phone the header is still one row, Menu named though its word is hidden (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(`/${language}/vehicles`);
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: words.menu });
    await expect(menu).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThan(64);
    // A target a thumb can hit.
    expect((await menu.boundingBox())?.width).toBeGreaterThanOrEqual(44);
  });

  test(`on a 375-pixel phone the header is one row: the pages, Settings and the languages open from Menu (${language})`, async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`/${language}/converter`);
    // Measured in the app's header, not in the server's frame that it replaces: the app's
    // router links carry `data-discover`.
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: words.menu });
    const pages = header.getByRole('navigation', { name: words.main });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(pages).toBeHidden();
    expect((await header.boundingBox())?.height).toBeLessThan(60);
    expect(await top(page.getByRole('heading', { level: 1 }))).toBeLessThan(667 / 6);

    // Opened from the keyboard: the pages one under another, then Settings and the languages.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(pages.getByRole('link')).toHaveCount(5);
    const settings = await top(header.getByRole('button', { name: words.settings }));
    const english = await top(header.getByRole('link', { name: 'English' }));
    expect(Math.abs(settings - english)).toBeLessThan(12);
    expect(settings).toBeGreaterThan(await top(pages.getByRole('link').last()));
    await expectNoAxeViolations();

    // Escape from inside folds it, and the focus goes back to its button.
    await page.keyboard.press('Tab');
    await expect(pages.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(pages).toBeHidden();

    // A page chosen from it opens with the menu folded, and the focus on Menu, not lost with
    // the link that folded away.
    await menu.click();
    await pages.getByRole('link', { name: words.realty }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${language}/realty$`));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(pages).toBeHidden();
    await expect(menu).toBeFocused();
  });
}

test('on a wide screen the header shows the pages, Settings and the languages, with no Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/converter');
  await expect(page.locator('header a[data-discover]').first()).toBeAttached();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
  // One row: the site's name, the pages, Settings and the languages.
  const name = await top(header.getByRole('link', { name: 'Marketplace Search' }));
  for (const item of [
    header.getByRole('link', { name: 'Converter' }),
    header.getByRole('button', { name: 'Settings' }),
    header.getByRole('link', { name: 'English' }),
  ])
    expect(Math.abs((await top(item)) - name)).toBeLessThan(12);
});
