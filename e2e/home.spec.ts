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
