import { expect, test } from './fixtures';

/**
 * The API reference page (/api/docs): Swagger UI from this server, under the page's
 * Content-Security-Policy, with nothing fetched from another origin.
 */
test.describe('the API reference page', () => {
  test('renders every operation of the document offline, under its Content-Security-Policy', async ({
    page,
    expectNoAxeViolations,
  }) => {
    // Axe over the whole reference (every operation and parameter) takes a while on 2 cores.
    test.slow();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    // Offline: nothing may be asked of another origin (each such request is recorded, and fails).
    const foreign: string[] = [];
    await page.route(
      (url) =>
        url.protocol !== 'data:' && url.host !== new URL(test.info().project.use.baseURL!).host,
      (route) => {
        foreign.push(route.request().url());
        return route.abort();
      },
    );

    const response = await page.goto('/api/docs');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);

    await expect(page.getByRole('heading', { level: 1, name: /API reference/ })).toBeVisible();
    // Every operation of the document is listed, by its summary.
    const document = (await (await page.request.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { summary: string }>>;
    };
    const summaries = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map(({ summary }) => summary),
    );
    expect(summaries.length).toBeGreaterThan(20);
    for (const summary of summaries) {
      await expect(page.getByText(summary, { exact: true }).first()).toBeAttached();
    }

    // An operation opens to its parameters, named as they are sent, with their documentation.
    const search = page.getByRole('button', { name: /GET\s*\/auto\/search\b/ }).first();
    await search.click();
    const makes = page.getByRole('row').filter({ hasText: /^marka_id/ });
    await expect(makes.getByText('x-sent-as: marka_id[i]')).toBeVisible();
    await expect(makes.getByRole('combobox', { name: 'marka_id example' })).toHaveText(
      'marka_id[0]=79&marka_id[1]=84',
    );
    await search.click();
    // Axe checks an open operation (its parameter rows, examples and responses): a small one.
    await page
      .getByRole('button', { name: /GET\s*\/auto\/info\b/ })
      .first()
      .click();
    await expect(page.getByRole('row').filter({ hasText: /^auto_id/ })).toBeVisible();

    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    await expectNoAxeViolations();
  });

  test('the start page links to it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /API reference/ }).click();
    await expect(page).toHaveURL('/api/docs');
    await expect(page.getByRole('heading', { level: 1, name: /API reference/ })).toBeVisible();
  });
});
