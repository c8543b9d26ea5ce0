import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { DEMO, expect, test } from './fixtures';

/** Fails the test if any script the page did not ship runs: a dialog, or a marker set. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return {
    async expectInert() {
      expect(dialogs).toEqual([]);
      expect(
        await page.evaluate(() => (window as unknown as { xss?: unknown }).xss),
      ).toBeUndefined();
    },
    violations,
  };
}

const PAGES = ['/', '/vehicles', '/realty', '/orders', '/converter'];

test.describe('security in the browser', () => {
  test('hostile text from the API renders as inert text, and links come from ids', async ({
    page,
  }) => {
    const watch = guard(page);
    await page.goto('/orders?q=Петренко');
    const table = page.getByRole('table').first();
    await expect(table.getByText('<script>alert("xss")</script> Петренко')).toBeVisible();
    await expect(table.getByText('javascript:alert(1)')).toBeVisible();
    // No element came out of the markup, and no address is a link of the API's making.
    await expect(page.locator('table script, table img[src="x"], table b')).toHaveCount(0);
    await page.goto('/orders?q=click');
    await expect(
      page.getByRole('table').first().getByText('<a href="javascript:alert(2)">click</a>'),
    ).toBeVisible();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^(\/|#|https:\/\/(auto|dom)\.ria\.com\/)/);
    await watch.expectInert();
  });

  test('hostile input typed into the converter and the link field stays text', async ({ page }) => {
    const watch = guard(page);
    await page.goto('/converter');
    await page
      .getByRole('form', { name: 'Parameters to convert' })
      .getByRole('textbox')
      .fill('<i>name</i>=<img src=x onerror="window.xss=1">&brand.id[0]=javascript:alert(3)');
    await page.getByRole('button', { name: 'Convert' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Not converted' })
        .getByText('<img src=x onerror="window.xss=1">'),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Converted/ }).getByText('javascript:alert(3)'),
    ).toBeVisible();
    // The website link is a fixed address with an encoded query, never the value itself.
    await expect(page.getByRole('link', { name: /Open on the website/ })).toHaveAttribute(
      'href',
      /^https:\/\/auto\.ria\.com\/search\/\?/,
    );

    await page.goto('/vehicles');
    await page
      .getByRole('textbox', { name: 'Paste a link from auto.ria.com' })
      .fill('javascript:alert(4)//?brand.id[0]=<svg onload=alert(5)>');
    await page.getByRole('button', { name: 'Use link' }).click();
    await expect(
      page
        .getByText('Some parts of this link were not used')
        .or(page.getByText('Parts of the pasted link were not used')),
    ).toBeVisible();
    await watch.expectInert();
  });

  test('every page runs under a Content-Security-Policy that allows inline script and style only by their hashes, and breaks none of it', async ({
    page,
    request,
  }) => {
    const watch = guard(page);
    let inline = 0;
    for (const path of PAGES) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain("frame-ancestors 'none'");
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The one inline script (the orders page starts its orders, server/http/early-requests.ts)
      // is allowed by its hash; no other would run. A JSON script element is data, never run.
      const html = await (await request.get(path)).text();
      for (const [, body] of html.matchAll(
        /<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([^<]*)<\/script>/gi,
      )) {
        inline += 1;
        expect(policy).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
      // The stylesheets come inline (the frame paints from the HTML alone), each by its hash.
      const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)];
      expect(styles.length).toBeGreaterThan(0);
      for (const [, body] of styles)
        expect(policy).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
    }
    expect(inline).toBe(1);
    expect(watch.violations).toEqual([]);
  });

  test('the API key stays out of the address, the history and local storage unless asked', async ({
    page,
  }) => {
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // Each step once the app runs: a link on the server's frame is a new document, whose
    // load could still be under way when the storage is read.
    const appReady = () => expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await appReady();
    await page.getByRole('link', { name: 'Vehicles' }).click();
    await expect(page).toHaveURL(/\/vehicles$/);
    await appReady();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/page=1/);
    await page.goBack();
    await expect(page).toHaveURL(/\/vehicles$/);
    await appReady();
    const storage = () =>
      page.evaluate(() => ({
        local: JSON.stringify({ ...localStorage }),
        session: JSON.stringify({ ...sessionStorage }),
        state: JSON.stringify(history.state),
      }));
    let stored = await storage();
    for (const value of [...addresses, stored.local, stored.state])
      expect(value).not.toContain(DEMO.apiKey);

    // Asked to remember: the key is kept on the device; asked to forget: gone again.
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByRole('textbox', { name: 'API key' }).fill(DEMO.apiKey);
    await settings.getByRole('checkbox', { name: /Remember on this device/ }).check();
    await settings.getByRole('button', { name: 'Save' }).click();
    stored = await storage();
    expect(stored.local).toContain(DEMO.apiKey);
    await page.getByRole('button', { name: 'Settings' }).click();
    await settings.getByRole('button', { name: 'Use the defaults' }).click();
    stored = await storage();
    expect(stored.local).not.toContain(DEMO.apiKey);
    expect(stored.session).not.toContain(DEMO.apiKey);
    for (const value of addresses) expect(value).not.toContain('api_key');
  });
});
