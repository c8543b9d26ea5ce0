import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Service } from './fixtures';

interface OrderItem {
  adv_id: number;
  name: string;
  price: number;
  count: number;
  note: string;
  vendor_code: string;
}
interface Order {
  order_id: number;
  status: number;
  total_order_sum: number;
  created_at: string;
  recipient: { name: string; email: string; phone: string };
  delivery: { state_id: number; city_id: number; address: string; service: string };
  items: OrderItem[];
}

const STATUS: Record<number, string> = {
  0: 'New',
  1: 'Completed',
  2: 'Not completed',
  6: 'Deleted',
};
const amount = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
const amountUk = (value: number) =>
  new Intl.NumberFormat('uk', { maximumFractionDigits: 2 }).format(value);
const sum = (orders: readonly Order[]) => orders.reduce((total, o) => total + o.total_order_sum, 0);

/** The service's own answer: what the page shows must agree with it. */
async function accountOrders(service: Service): Promise<Order[]> {
  const answer = await service.get<{ total: number; orders: Order[] }>('/ria/basket/orders/');
  expect(answer.orders).toHaveLength(answer.total);
  return answer.orders;
}

/** Free text as the page documents it: every word, in name, e-mail, phone, address or items. */
function textMatches(order: Order, q: string): boolean {
  // The city's name too, which no query here happens to match.
  const haystack = [
    String(order.order_id),
    order.recipient.name,
    order.recipient.email,
    order.recipient.phone,
    order.delivery.address,
    order.delivery.service,
    ...order.items.flatMap((item) => [item.name, item.vendor_code]),
  ]
    .join('\n')
    .toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const summary = (page: Page) =>
  page.getByRole('status').filter({ hasText: /orders? shown|Loading orders/ });
const ordersTable = (page: Page) => page.getByRole('table', { name: /^Orders, sorted by/ });
const toggles = (page: Page) =>
  ordersTable(page).getByRole('button', { name: /^Items of order \d+$/ });

async function expectSummary(page: Page, shown: readonly Order[], all: number) {
  const count =
    shown.length === all
      ? `${all.toLocaleString('en-US')} orders`
      : `${shown.length.toLocaleString('en-US')} of ${all.toLocaleString('en-US')} orders`;
  // Deleted orders are counted, and left out of the total (CONTRACT.md §1).
  const deleted = shown.filter((order) => order.status === 6).length;
  const paid = sum(shown.filter((order) => order.status !== 6));
  await expect(summary(page)).toHaveText(
    `${count} shown, total ${amount(paid)}${deleted ? ` excluding ${deleted} deleted` : ''}`,
  );
}

/** The order ids of the rows in the page, top to bottom. */
async function shownIds(page: Page): Promise<number[]> {
  const names = await toggles(page).evaluateAll((buttons) => buttons.map((b) => b.textContent));
  return names.map((name) => Number(/(\d+)$/.exec(name ?? '')?.[1]));
}

async function expectFirstRows(page: Page, expected: readonly Order[]) {
  const ids = expected.slice(0, 5).map((order) => order.order_id);
  await expect.poll(async () => (await shownIds(page)).slice(0, ids.length)).toEqual(ids);
}

const byTotal = (desc: boolean) => (a: Order, b: Order) =>
  (a.total_order_sum - b.total_order_sum) * (desc ? -1 : 1);

/** RFC 4180, read apart from the app's writer. */
const parseCsv = (text: string): string[][] => parse(text, { record_delimiter: '\r\n' });

async function downloadCsv(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // A UTF-8 byte-order mark, so that Excel reads the Cyrillic.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...records] = parseCsv(text);
  expect(header?.slice(0, 5)).toEqual(['Order', 'Created', 'Status', 'Total', 'Recipient']);
  return records;
}

const checkbox = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name, exact: true });

async function expandOrder(page: Page, id: number): Promise<Locator> {
  const toggle = page.getByRole('button', { name: `Items of order ${id}`, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = page.getByRole('table', { name: `Items of order ${id}` });
  await expect(items).toBeVisible();
  return items;
}

const createdBetween = (from: string, to: string) => (order: Order) => {
  const day = order.created_at.slice(0, 10);
  return day >= from && day <= to;
};
const totalBetween = (min: number, max: number) => (order: Order) =>
  order.total_order_sum >= min && order.total_order_sum <= max;

/** Presses Tab (the keyboard alone) until the target has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}

test.describe('orders', () => {
  test('lists the account’s orders newest first, with a summary and a chart that agree', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    await page.goto('/orders');
    await expectSummary(page, orders, orders.length);
    await expectFirstRows(page, orders);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const chart = page.getByRole('figure', { name: 'Orders by status' });
    for (const [status, name] of Object.entries(STATUS)) {
      const count = orders.filter((order) => order.status === Number(status)).length;
      await expect(
        chart.getByRole('listitem').filter({ hasText: new RegExp(`^${name}\\d`) }),
      ).toHaveText(`${name}${count}`);
    }

    // The first row, as the service wrote it: the time it recorded, for an en-US reader.
    const first = orders[0]!;
    const created = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${first.created_at.replace(' ', 'T')}Z`));
    const row = ordersTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Items of order ${first.order_id}` }) });
    await expect(row).toContainText(created);
    await expect(row).toContainText(STATUS[first.status]!);
    await expect(row).toContainText(amount(first.total_order_sum));
    await expect(row).toContainText(first.recipient.email);
    await expect(row).toContainText(first.delivery.address);

    // A deleted order says so in words, not only by its colour.
    const deleted = orders.find((order) => order.status === 6)!;
    await page.goto('/orders?status=6');
    const deletedRow = ordersTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Items of order ${deleted.order_id}` }) });
    await expect(deletedRow.getByText('Deleted', { exact: true })).toBeVisible();
  });

  test('an error that arrives while the table’s code loads is shown, not “Loading orders…”', async ({
    page,
  }) => {
    // A key the service does not know, saved for the tab: the orders are refused at once.
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'marketplace-credentials',
        JSON.stringify({ apiKey: 'no-such-key', userId: null }),
      ),
    );
    // The results' code is held until the refusal has reached the page. (The page's own
    // preload asks with the demo key, which the app does not use here: not that one.)
    const refused = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname.startsWith('/api/ria/basket/orders') &&
        url.searchParams.get('api_key') === 'no-such-key'
      );
    });
    let held = false;
    let refusal = 0;
    await page.route(/\/assets\/orders-results-[^/]*\.js$/, async (route) => {
      held = true;
      refusal = (await refused).status();
      // A moment for the app to take the answer in before the code arrives.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/orders');
    const panel = page.getByRole('alert').filter({ hasText: 'The API key was not accepted' });
    await expect(panel).toBeVisible();
    expect(held).toBe(true);
    expect(refusal).toBe(403);
    await expect(page.getByText('Loading orders…')).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the table appears with the region and city names, never with stand-ins first', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    const first = orders[0]!;
    const regions = await service.get<{ name: string; value: number }[]>('/auto/states');
    const cities = await service.get<{ name: string; value: number }[]>(
      `/auto/states/${first.delivery.state_id}/cities`,
    );
    // Notes every stand-in name ("Region 10") the table shows at any moment while loading.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { standIns: string[] }).standIns = seen;
      new MutationObserver(() => {
        const found = /(Region|City) \d+/.exec(document.querySelector('table')?.textContent ?? '');
        if (found) seen.push(found[0]);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/orders');
    await expectFirstRows(page, orders);
    const row = ordersTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Items of order ${first.order_id}` }) });
    const region = regions.find((item) => item.value === first.delivery.state_id)!;
    const city = cities.find((item) => item.value === first.delivery.city_id)!;
    await expect(row).toContainText(city.name);
    await expect(row).toContainText(region.name);
    expect(
      await page.evaluate(() => (window as unknown as { standIns: string[] }).standIns),
    ).toEqual([]);
  });

  test('filters and sort live in the address: they survive a reload, Back and Forward', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    await page.goto('/orders');
    await expectSummary(page, orders, orders.length);
    const historyAtLoad = await page.evaluate(() => history.length);

    await checkbox(page, 'New').check();
    await checkbox(page, 'Deleted').check();
    await page.getByRole('searchbox', { name: 'Search' }).fill('ко');
    // Nothing is written while typing.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/orders\?status=0&status=6&q=%D0%BA%D0%BE$/);
    const filtered = orders.filter((o) => [0, 6].includes(o.status) && textMatches(o, 'ко'));
    await expectSummary(page, filtered, orders.length);
    await expectFirstRows(page, filtered);
    await expect(
      page.getByRole('button', { name: 'Remove filter: Status: Deleted' }),
    ).toBeVisible();

    const total = page.getByRole('columnheader', { name: 'Total' });
    await total.getByRole('button').click();
    await expect(page).toHaveURL(/&sort=total&dir=asc$/);
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expectFirstRows(page, filtered.toSorted(byTotal(false)));
    await total.getByRole('button').click();
    await expect(page).toHaveURL(/&sort=total&dir=desc$/);
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expect(ordersTable(page)).toHaveAccessibleName('Orders, sorted by Total, highest first');
    await expectFirstRows(page, filtered.toSorted(byTotal(true)));
    // One entry per committed change: the filters, then each sort click.
    expect(await page.evaluate(() => history.length)).toBe(historyAtLoad + 3);

    await page.reload();
    await expect(checkbox(page, 'New')).toBeChecked();
    await expect(checkbox(page, 'Deleted')).toBeChecked();
    await expect(checkbox(page, 'Completed')).not.toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('ко');
    await expect(total).toHaveAttribute('aria-sort', 'descending');
    await expectSummary(page, filtered, orders.length);
    await expectFirstRows(page, filtered.toSorted(byTotal(true)));

    await page.goBack();
    await expect(total).toHaveAttribute('aria-sort', 'ascending');
    await expectFirstRows(page, filtered.toSorted(byTotal(false)));
    await page.goBack();
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(total).not.toHaveAttribute('aria-sort');
    await expectFirstRows(page, filtered);
    await page.goBack();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(checkbox(page, 'New')).not.toBeChecked();
    await expect(checkbox(page, 'Deleted')).not.toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await expectSummary(page, orders, orders.length);

    await page.goForward();
    await expect(checkbox(page, 'New')).toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('ко');
    await expectSummary(page, filtered, orders.length);
  });

  test('date and total ranges filter too, and a chip removes one filter', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    const days = orders.map((o) => o.created_at.slice(0, 10)).toSorted();
    const from = days[Math.floor(days.length / 4)]!;
    const to = days[Math.floor((days.length * 3) / 4)]!;
    await page.goto('/orders');
    await page.getByRole('group', { name: 'Created' }).getByLabel('Created from').fill(from);
    await page.getByRole('group', { name: 'Created' }).getByLabel('Created to').fill(to);
    await page.getByRole('textbox', { name: 'Total from' }).fill('10000');
    await page.getByRole('textbox', { name: 'Total to' }).fill('50000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(`/en/orders?from=${from}&to=${to}&min=10000&max=50000`);
    const inDays = createdBetween(from, to);
    const inTotal = totalBetween(10000, 50000);
    await expectSummary(page, orders.filter(inDays).filter(inTotal), orders.length);

    await page.getByRole('button', { name: /^Remove filter: Total/ }).click();
    await expect(page).toHaveURL(`/en/orders?from=${from}&to=${to}`);
    await expectSummary(page, orders.filter(inDays), orders.length);
    await expect(page.getByRole('textbox', { name: 'Total from' })).toHaveValue('');

    // A "to" before its "from" is an error on the form, not a silent swap.
    await page.getByRole('textbox', { name: 'Total from' }).fill('500');
    await page.getByRole('textbox', { name: 'Total to' }).fill('100');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The largest total is below the smallest.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Total to' })).toHaveAccessibleDescription(
      'The largest total is below the smallest.',
    );
    await expect(page.getByRole('textbox', { name: 'Total to' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(`/en/orders?from=${from}&to=${to}`);
  });

  test('every invalid filter says what is wrong on its field, announced', async ({ page }) => {
    await page.goto('/orders');
    const created = page.getByRole('group', { name: 'Created' });
    await created.getByLabel('Created from').fill('2026-03-01');
    await created.getByLabel('Created to').fill('2026-02-01');
    await page.getByRole('textbox', { name: 'Total from' }).fill('a lot');
    await page.getByRole('searchbox', { name: 'Search' }).fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Apply filters' }).click();

    const messages: [string, string][] = [
      ['Created to', 'The end date is before the start date.'],
      ['Total from', 'Enter an amount such as 1500 or 1500.50.'],
    ];
    for (const [label, message] of messages) {
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAccessibleDescription(/Use at most 200 characters\./);
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('a date typed only in part is not taken for no date: the field asks to finish it', async ({
    page,
  }) => {
    await page.goto('/orders');
    const from = page.getByRole('group', { name: 'Created' }).getByLabel('Created from');
    // Month and day, no year: the browser holds it, and the field's value reads ''.
    await from.click();
    await page.keyboard.type('0615');
    await page.getByRole('checkbox', { name: 'New' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const message = 'Finish the date (day, month and year), or clear it.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toBeFocused();
    await expect(page).toHaveURL(/\/orders$/);

    // Finished, the message goes at once, and it searches.
    await from.fill('2026-06-15');
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
    await expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/orders\?status=0&from=2026-06-15$/);
  });

  test('expanding an order shows its items; empty notes and codes read as none', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    const order = orders.find(
      (o) => o.items.length > 1 && o.items.some((i) => !i.note) && o.items.some((i) => i.note),
    )!;
    await page.goto(`/orders?q=${encodeURIComponent(order.recipient.email)}`);
    const items = await expandOrder(page, order.order_id);
    const rows = items.getByRole('row');
    await expect(rows).toHaveCount(order.items.length + 1);
    for (const [index, item] of order.items.entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole('rowheader')).toHaveText(item.name);
      await expect(row.getByRole('link', { name: new RegExp(`^${item.adv_id}`) })).toHaveAttribute(
        'href',
        `https://auto.ria.com/auto___${item.adv_id}.html`,
      );
      const cells = row.getByRole('cell');
      await expect(cells.nth(1)).toHaveText(amount(item.price));
      await expect(cells.nth(2)).toHaveText(String(item.count));
      await expect(cells.nth(3)).toHaveText(item.note || '—none');
      await expect(cells.nth(4)).toHaveText(item.vendor_code || '—none');
    }

    const toggle = page.getByRole('button', { name: `Items of order ${order.order_id}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(items).toBeHidden();

    // In Ukrainian, "none" is read in Ukrainian too.
    await page.goto(`/uk/orders?q=${encodeURIComponent(order.recipient.email)}`);
    const name = `Товари замовлення ${order.order_id}`;
    await page.getByRole('button', { name, exact: true }).click();
    const ukRows = page.getByRole('table', { name }).getByRole('row');
    for (const [index, item] of order.items.entries()) {
      const cells = ukRows.nth(index + 1).getByRole('cell');
      await expect(cells.nth(3)).toHaveText(item.note || '—немає');
      await expect(cells.nth(4)).toHaveText(item.vendor_code || '—немає');
    }
  });

  test('an order whose names contain markup shows it as text, and runs nothing', async ({
    page,
    service,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const orders = await accountOrders(service);
    const script = orders.find((o) => o.recipient.name.includes('<script>'))!;
    const bold = orders.find((o) => o.recipient.name.includes('<b>bold</b>'))!;

    await page.goto('/orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill('<script>');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText(script.recipient.name, { exact: true })).toBeVisible();
    await expect(page.getByText(script.delivery.address, { exact: true })).toBeVisible();
    const items = await expandOrder(page, script.order_id);
    const hostileItem = script.items.find((item) => item.name.includes('<img'))!;
    await expect(items.getByRole('rowheader', { name: hostileItem.name })).toBeVisible();
    // The note's line break is kept.
    await expect(
      items.getByRole('cell', { name: hostileItem.note.replace('\n', ' ') }),
    ).toBeVisible();

    await page.goto(`/orders?q=${encodeURIComponent("O'Brien")}`);
    await expect(page.getByText(bold.recipient.name, { exact: true })).toBeVisible();
    await expect(page.getByText(bold.delivery.address, { exact: true })).toBeVisible();
    await expandOrder(page, bold.order_id);

    const main = page.getByRole('main');
    await expect(main.locator('script, img, b')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('the CSV download holds exactly the rows shown, in their order', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    const byId = new Map(orders.map((o) => [o.order_id, o]));

    // A few rows with quotes, commas and markup in their names, sorted by recipient.
    await page.goto('/orders?q=петренко&sort=recipient&dir=asc');
    const expected = orders.filter((o) => textMatches(o, 'петренко'));
    await expectSummary(page, expected, orders.length);
    // The server's frame paints the summary before the app renders the rows.
    await expect(toggles(page)).toHaveCount(expected.length);
    const ids = await shownIds(page);
    expect(ids.toSorted()).toEqual(expected.map((o) => o.order_id).toSorted());
    const records = await downloadCsv(page);
    expect(records.map((r) => Number(r[0]))).toEqual(ids);
    for (const record of records) {
      const order = byId.get(Number(record[0]))!;
      expect(record[2]).toBe(STATUS[order.status]);
      expect(Number(record[3])).toBe(order.total_order_sum);
      expect(record[4]).toBe(order.recipient.name);
      expect(record[9]).toBe(order.delivery.address);
      expect(Number(record[11])).toBe(order.items.length);
    }

    // Every order, newest first: as many lines as the summary counts, in the table's order.
    await page.goto('/orders');
    await expectSummary(page, orders, orders.length);
    const all = await downloadCsv(page);
    expect(all.map((r) => Number(r[0]))).toEqual(orders.map((o) => o.order_id));
    await expect(toggles(page).first()).toBeVisible();
    const firstShown = await shownIds(page);
    expect(all.slice(0, firstShown.length).map((r) => Number(r[0]))).toEqual(firstShown);
  });

  test('a link with parameters it cannot use shows a notice, and applies the rest', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    await page.goto('/orders?status=6&status=9&from=yesterday&sort=colour&colour=red');
    await expect(page.getByText('Some parts of this link were not used')).toBeVisible();
    await expect(page.getByText('status: must be one of 0, 1, 2, 6.')).toBeVisible();
    await expect(page.getByText('from: must be a date written as 2026-01-31.')).toBeVisible();
    await expect(page.getByText('colour: not an orders filter.')).toBeVisible();
    await expect(checkbox(page, 'Deleted')).toBeChecked();
    await expectSummary(
      page,
      orders.filter((o) => o.status === 6),
      orders.length,
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Some parts of this link were not used')).toBeHidden();
  });

  test('a link with only a campaign’s tags opens every order, with no notice', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    await page.goto('/orders?utm_source=mail&utm_campaign=weekly&fbclid=IwAR0');
    await expectSummary(page, orders, orders.length);
    await expect(page.getByText('Some parts of this link were not used')).toHaveCount(0);
  });

  test('has no axe violations, with filters, chips, the chart and an expanded order', async ({
    page,
    service,
    expectNoAxeViolations,
  }) => {
    const orders = await accountOrders(service);
    const order = orders.find((o) => o.status === 6 && o.items.some((i) => !i.note))!;
    await page.goto('/orders?status=6&status=0&sort=total&dir=desc');
    await expandOrder(page, order.order_id);
    await expect(page.getByRole('figure', { name: 'Orders by status' })).toBeVisible();
    await expectNoAxeViolations();
    // The whole list, long enough to be virtualized.
    await page.goto('/orders');
    await expectSummary(page, orders, orders.length);
    await expectNoAxeViolations();
  });

  test('works with the keyboard alone', async ({ page, service }) => {
    const orders = await accountOrders(service);
    await page.goto('/orders');
    await expectSummary(page, orders, orders.length);
    // The server's frame paints the form inert before the app runs: focus waits for the app,
    // whose router links carry `data-discover`.
    await expect(page.locator('header a[data-discover]').first()).toBeAttached();
    await checkbox(page, 'Deleted').focus();
    await page.keyboard.press('Space');
    await expect(checkbox(page, 'Deleted')).toBeChecked();
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.type('вул');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\?status=6&q=/);
    const filtered = orders.filter((o) => o.status === 6 && textMatches(o, 'вул'));
    await expectSummary(page, filtered, orders.length);

    // Tab on to the Total column's sort button, and sort with Enter.
    const sortTotal = page.getByRole('columnheader', { name: 'Total' }).getByRole('button');
    await tabTo(page, sortTotal);
    await expect(sortTotal).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=total&dir=asc/);
    await expectFirstRows(page, filtered.toSorted(byTotal(false)));

    // On to the first order, opened with Enter and closed with Space.
    const first = page.getByRole('button', { name: /^Items of order/ }).first();
    await tabTo(page, first);
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('table', { name: /^Items of order/ })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('sorting keeps the page where it was, even when the tab showed another page before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    // The browser's first entry of each page load was one scroll key for all of them.
    await page.goto('/vehicles');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/orders');
    const status = page.getByRole('columnheader').getByRole('button', { name: /^Status/ });
    await expect(toggles(page).first()).toBeVisible();
    await status.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => Math.round(window.scrollY));
    expect(scrolled).toBeGreaterThan(0);
    await status.click();
    await expect(page).toHaveURL(/sort=status&dir=asc/);
    await expect(status).toBeInViewport();
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  });

  test('on a 375-pixel phone the filters fold away and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/orders?status=1');
    const toggle = page.getByRole('button', { name: 'Show filters (1)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('form', { name: 'Order filters' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('form', { name: 'Order filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('form', { name: 'Order filters' })).toBeHidden();
    await expect(toggles(page).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('on a phone each order is a card with every column in view, sorted by a row of buttons', async ({
    page,
    service,
    expectNoAxeViolations,
  }) => {
    const orders = await accountOrders(service);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/orders');
    const table = ordersTable(page);
    // The box the cards scroll in, named by the table's caption: nothing runs past its side.
    const box = page.getByRole('region', { name: /^Orders, sorted by/ });
    const sideways = () => box.evaluate((element) => element.scrollWidth - element.clientWidth);
    await expect(toggles(page).first()).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);

    // Still a table to a screen reader: its rows, their headers and cells.
    const newest = orders.toSorted((a, b) => b.created_at.localeCompare(a.created_at))[0]!;
    const card = table.getByRole('row').nth(1);
    await expect(card.getByRole('rowheader')).toHaveText(`Items of order ${newest.order_id}`);
    await card.scrollIntoViewIfNeeded();
    // Every column of the order is whole in view: its number, status, total, items, the
    // recipient and the delivery (the wide table showed the number and the date alone).
    for (const text of [
      STATUS[newest.status]!,
      amount(newest.total_order_sum),
      newest.recipient.name,
      newest.recipient.email,
      newest.recipient.phone,
      newest.delivery.address,
      newest.delivery.service,
    ]) {
      await expect(card.getByText(text, { exact: true }), text).toBeInViewport({ ratio: 1 });
    }
    for (const cell of await card.getByRole('cell').all()) {
      await expect(cell).toBeInViewport({ ratio: 1 });
    }

    // The column headers are a row of sort buttons above the cards, all in view.
    await box.evaluate((element) => element.scrollTo(0, 0));
    const sorts = table.getByRole('columnheader').getByRole('button');
    await expect(sorts).toHaveCount(7);
    for (const button of await sorts.all()) await expect(button).toBeInViewport({ ratio: 1 });
    await table.getByRole('button', { name: /^Total/ }).click();
    await expect(page).toHaveURL(/sort=total&dir=asc/);
    await expect(table.getByText('Orders, sorted by Total, lowest first')).toBeVisible();
    await expectFirstRows(page, orders.toSorted(byTotal(false)));

    // An order's items are cards too, under it, named first.
    const first = orders.toSorted(byTotal(false))[0]!;
    const items = await expandOrder(page, first.order_id);
    const item = items.getByRole('row').nth(1);
    await item.scrollIntoViewIfNeeded();
    await expect(item.getByRole('rowheader')).toHaveText(first.items[0]!.name);
    await expect(item.getByRole('rowheader')).toBeInViewport({ ratio: 1 });
    for (const cell of await item.getByRole('cell').all()) {
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    expect(await sideways()).toBeLessThanOrEqual(0);
    await expectNoAxeViolations();
  });

  test('on a 320-pixel phone in Ukrainian no order card cuts off its total or its items', async ({
    page,
    service,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const table = page.getByRole('table', { name: /^Замовлення, сортування/ });
    // The newest first, then the longest status beside the largest totals ("Не виконано").
    for (const query of ['', '?status=2&sort=total&dir=desc']) {
      await page.goto(`/uk/orders${query}`);
      const cards = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(cards.first()).toBeVisible();
      // Each card's cells stay inside its padding, each whole (nothing cut at the card's edge).
      const clipped = await cards.evaluateAll((rows) =>
        rows.flatMap((row) => {
          const box = row.getBoundingClientRect();
          const style = getComputedStyle(row);
          const left = box.left + parseFloat(style.paddingLeft);
          const right = box.right - parseFloat(style.paddingRight);
          return [...row.children]
            .filter((cell) => {
              const rect = cell.getBoundingClientRect();
              return (
                rect.left < left - 0.5 ||
                rect.right > right + 0.5 ||
                cell.scrollWidth > cell.clientWidth
              );
            })
            .map((cell) => `${row.querySelector('button')?.textContent}: ${cell.textContent}`);
        }),
      );
      expect(clipped).toEqual([]);
    }

    // The audit's card: the second newest, its total and item count whole in view.
    await page.goto('/uk/orders');
    const orders = await accountOrders(service);
    const second = orders.toSorted((a, b) => b.created_at.localeCompare(a.created_at))[1]!;
    const card = table.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `Товари замовлення ${second.order_id}` }),
    });
    await card.scrollIntoViewIfNeeded();
    const total = card.getByRole('cell').filter({ hasText: amountUk(second.total_order_sum) });
    await expect(total).toBeInViewport({ ratio: 1 });
    // The item count, the row's last cell.
    await expect(card.getByRole('cell').last()).toHaveText(String(second.items.length));
    await expect(card.getByRole('cell').last()).toBeInViewport({ ratio: 1 });
  });

  test('an e-mail address too long for its column wraps after its “@”, not inside a word', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/orders');
    const emails = ordersTable(page)
      .getByRole('cell')
      .getByText(/^\S+@\S+$/);
    await expect(emails.first()).toBeVisible();
    // Each address in view: on how many lines it is set, and on how many each of its two parts.
    const lines = await emails.evaluateAll((spans) =>
      spans.map((span) => {
        const linesOf = (node: Node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        };
        const parts = [...span.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
        return { address: span.textContent, all: linesOf(span), parts: parts.map(linesOf) };
      }),
    );
    const wrapped = lines.filter((line) => line.all > 1);
    // The seed's addresses include some too long for one line of the column at this width.
    expect(wrapped.length).toBeGreaterThan(0);
    for (const line of wrapped) expect(line, line.address ?? '').toMatchObject({ parts: [1, 1] });
  });

  test('on a tablet the columns keep their widths while the rows scroll by', async ({ page }) => {
    // Between 48rem and 64rem the table keeps a wide screen's width and scrolls sideways.
    await page.setViewportSize({ width: 800, height: 1000 });
    await page.goto('/uk/orders');
    const name = /^Замовлення, сортування/;
    const table = page.getByRole('table', { name });
    await expect(table.getByRole('row').nth(8)).toBeVisible();
    // The rows in view change as the box scrolls: with widths taken from them, the columns
    // moved sideways by up to 20 px.
    const widths = () =>
      table
        .getByRole('columnheader')
        .evaluateAll((headers) =>
          headers.map((header) => Math.round(header.getBoundingClientRect().width)).join(' '),
        );
    const first = await widths();
    // The table's box, which scrolls (named by the table's caption).
    const box = page.getByRole('region', { name });
    const { step, end } = await box.evaluate((element) => ({
      step: element.clientHeight,
      end: element.scrollHeight,
    }));
    for (let top = step; top < end; top += step) {
      await box.evaluate((element, to) => element.scrollTo(0, to), top);
      // The rows for the new place render after the scroll event, and lay out in the frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(await widths(), `scrolled to ${top}`).toBe(first);
    }
    // The caption (what the table is sorted by), the first order's number and its column's
    // header stay whole in the part in view, however far the table is scrolled sideways.
    const caption = table.getByText(name);
    const number = table.getByRole('rowheader').first();
    const header = table.getByRole('columnheader').first();
    for (const left of [0, 10_000]) {
      await box.evaluate((element, to) => element.scrollTo(to, 0), left);
      const view = await box.boundingBox();
      for (const [what, part] of [
        ['caption', caption],
        ['number', number],
        ['header', header],
      ] as const) {
        const shown = await part.boundingBox();
        expect(shown!.x, `${what} scrolled to ${left}`).toBeGreaterThanOrEqual(view!.x);
        expect(shown!.x + shown!.width, `${what} scrolled to ${left}`).toBeLessThanOrEqual(
          view!.x + view!.width,
        );
      }
    }
    // Each header keeps its sort button whole, its arrow included.
    for (const column of ['Отримувач', 'Доставка']) {
      const button = table.getByRole('button', { name: new RegExp(`^${column}`) });
      const inside = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(inside, column).toBe(true);
    }
  });

  test('a new sort shows the first rows; another page and Back bring the table’s place and open orders', async ({
    page,
    service,
  }) => {
    const orders = await accountOrders(service);
    await page.goto('/en/orders');
    await expectFirstRows(page, orders);
    const box = page.getByRole('region', { name: /^Orders, sorted by/ });
    const firstInView = () =>
      box.evaluate((element) => {
        const top = element.getBoundingClientRect().top + 80;
        const button = [...element.querySelectorAll('tbody button[aria-expanded]')].find(
          (candidate) => candidate.getBoundingClientRect().bottom > top,
        );
        return Number(/(\d+)$/.exec(button?.textContent ?? '')?.[1]);
      });
    // Far down the table's own box, then Total twice: highest first, from the top.
    await box.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(1000);
    const total = page.getByRole('columnheader').getByRole('button', { name: /^Total/ });
    await total.click();
    await expect(page).toHaveURL(/sort=total&dir=asc/);
    await total.click();
    await expect(page).toHaveURL(/sort=total&dir=desc/);
    await expect(ordersTable(page)).toHaveAccessibleName('Orders, sorted by Total, highest first');
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBe(0);
    const sortedByTotal = [...orders].sort(byTotal(true));
    const highest = sortedByTotal[0]!;
    await expect.poll(firstInView).toBe(highest.order_id);

    // An order opened and the box scrolled; another page; Back.
    const opened = (await shownIds(page))[0]!;
    await expandOrder(page, opened);
    await box.evaluate((element) => element.scrollTo(0, 2500));
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(2000);
    // The rows for the new place are drawn in the frame after the scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const before = await firstInView();
    await page.getByRole('link', { name: 'Vehicles', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/vehicles/);
    await page.goBack();
    await expect(ordersTable(page)).toHaveAccessibleName('Orders, sorted by Total, highest first');
    // The same row at the top of the box (the rows above it as the page estimates them).
    const place = (id: number) => sortedByTotal.findIndex((order) => order.order_id === id);
    await expect
      .poll(async () => Math.abs(place(await firstInView()) - place(before)))
      .toBeLessThanOrEqual(1);
    expect(await box.evaluate((element) => element.scrollTop)).toBeGreaterThan(2000);
    await box.evaluate((element) => element.scrollTo(0, 0));
    await expect(
      page.getByRole('button', { name: `Items of order ${opened}`, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});
