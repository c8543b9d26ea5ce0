/**
 * Issue 20 in the app: the market-price panel's numbers are the service's, a card's badge
 * follows the rule from the service's answer, too few adverts say so, nothing moves, axe is
 * clean, and each distinct comparison costs one call.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, readDatabase, test, watchLayoutShift } from './fixtures';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const panel = (page: Page) => page.getByRole('region', { name: 'Market price' });

interface Stats {
  total: number;
  arithmeticMean: number;
  interQuartileMean: number;
  percentiles: Record<string, number>;
}

interface AutoInfo {
  title: string;
  USD: number;
  markId: number;
  modelId: number;
  autoData: { year: number };
}

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);

/** The service's own answer for a comparison: its statistics, or null for Not Enough Data. */
async function averagePrice(request: APIRequestContext, query: string): Promise<Stats | null> {
  const response = await request.get(`/api/auto/average_price?api_key=${DEMO.apiKey}&${query}`);
  if (response.status() === 400) {
    expect(await response.json()).toEqual({ message: 'Not Enough Data' });
    return null;
  }
  expect(response.ok()).toBe(true);
  return (await response.json()) as Stats;
}

/** The make and model with the most live adverts: a market with a price to tell. */
function busiestModel() {
  return readDatabase(
    (db) =>
      db
        .prepare(
          `SELECT marka_id AS make, model_id AS model FROM vehicles WHERE deleted_at IS NULL
           GROUP BY marka_id, model_id ORDER BY COUNT(*) DESC, marka_id, model_id LIMIT 1`,
        )
        .get() as { make: number; model: number },
  );
}

/** The panel's summary of the price distribution, as the service's answer says it should read. */
function distributionSummary(s: Stats): string {
  const p = (key: string) => usd(s.percentiles[key]!);
  return `The middle half of ${s.total.toLocaleString('en-US')} similar adverts ask ${p('25.0')}–${p('75.0')}; inter-quartile mean ${usd(s.interQuartileMean)}, mean ${usd(s.arithmeticMean)}.`;
}

/** The fixed three-year buckets (…, 2021–2023, 2024–2026) that badges compare within. */
function bucket(year: number) {
  const from = year - ((((year - 2024) % 3) + 3) % 3);
  return { from, to: from + 2 };
}

/** A row of the by-year table as the service's answer for its span says it should read. */
function yearRow(span: string, answer: Stats | null): string {
  if (answer === null) return `${span}Too few adverts`;
  const p = (key: string) => usd(answer.percentiles[key]!);
  return `${span}${answer.total.toLocaleString('en-US')}${p('25.0')}${p('50.0')}${p('75.0')}`;
}

/** The first of these adverts whose year bucket has enough adverts to compare, with its answer. */
async function firstComparable(
  request: APIRequestContext,
  ids: readonly string[],
  info: (id: string) => Promise<AutoInfo>,
): Promise<{ id: string; info: AutoInfo; stats: Stats }> {
  for (const id of ids) {
    const advert = await info(id);
    const { from, to } = bucket(advert.autoData.year);
    const stats = await averagePrice(
      request,
      `marka_id=${advert.markId}&model_id=${advert.modelId}&yers=${from}&yers=${to}`,
    );
    if (stats) return { id, info: advert, stats };
  }
  throw new Error('No advert of the first page has comparable adverts');
}

/** The badge the rule gives: below, within or above the middle half (25th to 75th percentile). */
function expectedBadge(price: number, stats: Stats): [label: string, why: string] {
  const low = stats.percentiles['25.0']!;
  const high = stats.percentiles['75.0']!;
  const adverts = `${stats.total.toLocaleString('en-US')} similar adverts`;
  if (price < low)
    return ['Below market', `${usd(low - price)} below the middle half of ${adverts}`];
  if (price > high)
    return ['Above market', `${usd(price - high)} above the middle half of ${adverts}`];
  // The range with its currency once, as a badge has three lines: "$9,000–12,000".
  const range = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).formatRange(low, high);
  return ['Fair price', `Within the middle half ($${range}) of ${adverts}`];
}

test.describe('market price', () => {
  test("the panel's chart and table give the service's numbers for the search", async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const { make, model } = busiestModel();
    const stats = await averagePrice(request, `marka_id=${make}&model_id=${model}`);
    expect(stats).not.toBeNull();
    const s = stats!;
    const p = (key: string) => usd(s.percentiles[key]!);

    await page.goto(`/en/vehicles?marka_id[0]=${make}&model_id[0]=${model}`);
    const summary = distributionSummary(s);
    await expect(panel(page).getByRole('img', { name: summary })).toBeVisible();
    await expect(panel(page).getByText(summary)).toBeVisible();
    // Beside the filters, the panel is open: nothing to unfold.
    await expect(panel(page).getByRole('button', { name: 'Show the chart' })).toBeHidden();

    await panel(page).getByText('The numbers as a table').click();
    const table = panel(page).getByRole('table', { name: 'Asking prices of similar adverts, USD' });
    const rows: [string, string][] = [
      ['Adverts compared', s.total.toLocaleString('en-US')],
      ['Inter-quartile mean', usd(s.interQuartileMean)],
      ['Mean', usd(s.arithmeticMean)],
      ...['1', '5', '10', '25', '50', '75', '90', '95', '99'].map((n): [string, string] => [
        `Percentile ${n}`,
        p(`${n}.0`),
      ]),
    ];
    for (const [name, value] of rows) {
      await expect(table.getByRole('row', { name: `${name} ${value}`, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations();

    // The second view: the middle half by three-year span, each span the service's answer.
    await panel(page).getByRole('radio', { name: 'Price by year' }).check();
    await expect(panel(page).getByRole('img', { name: /in each span of years/ })).toBeVisible();
    await panel(page).getByText('The numbers as a table').click();
    const byYear = panel(page).getByRole('table', { name: 'Asking prices by year, USD' });
    const spans = await byYear.getByRole('rowheader').allTextContents();
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) {
      const [from, to = from] = span.split('–');
      const answer = await averagePrice(
        request,
        `marka_id=${make}&model_id=${model}&yers=${from}&yers=${to}`,
      );
      await expect(byYear.getByRole('row', { name: new RegExp(`^${span} `) })).toHaveText(
        yearRow(span, answer),
      );
    }
    await expectNoAxeViolations();
  });

  test("a card's badge follows the rule from the service's answer, one call per comparison", async ({
    page,
    request,
    service,
  }) => {
    const { make, model } = busiestModel();
    const query = `marka_id[0]=${make}&model_id[0]=${model}`;
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/auto/average_price')) asked.push(sent.url());
    });
    await page.goto(`/en/vehicles?${query}`);
    const { ids } = await service.vehicleSearch(query);
    const { info, stats } = await firstComparable(request, ids, (id) =>
      service.get<AutoInfo>('/auto/info', `auto_id=${id}`),
    );
    const [label, why] = expectedBadge(info.USD, stats);

    const card = results(page)
      .getByRole('article', { name: `${info.title}, ${info.autoData.year}` })
      .first();
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText(why, { exact: true })).toBeVisible();

    // Every card of the page has come; cards of one bucket shared their call.
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    expect(asked.length).toBeGreaterThan(1);
    expect(new Set(asked).size).toBe(asked.length);
  });

  test('an advert’s page gives the badge its card gives, from one call', async ({
    page,
    request,
    service,
  }) => {
    const { make, model } = busiestModel();
    const { ids } = await service.vehicleSearch(`marka_id[0]=${make}&model_id[0]=${model}`);
    const { id, info, stats } = await firstComparable(request, ids, (advert) =>
      service.get<AutoInfo>('/auto/info', `auto_id=${advert}`),
    );
    const [label, why] = expectedBadge(info.USD, stats);
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/auto/average_price')) asked.push(sent.url());
    });
    await page.goto(`/en/vehicles/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      `${info.title}, ${info.autoData.year}`,
    );
    await expect(main.getByText(label, { exact: true })).toBeVisible();
    await expect(main.getByText(why, { exact: true })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('too few similar adverts: the panel says so, in Ukrainian and in English', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    const { make, model } = busiestModel();
    expect(
      await averagePrice(request, `marka_id=${make}&model_id=${model}&yers=1950&yers=1951`),
    ).toBeNull();
    await page.goto(
      `/uk/vehicles?marka_id[0]=${make}&model_id[0]=${model}&s_yers[0]=1950&po_yers[0]=1951`,
    );
    await expect(page.getByRole('region', { name: 'Ринкова ціна' }).getByRole('status')).toHaveText(
      /^Замало схожих оголошень, щоб визначити ринкову ціну: їх менше ніж 5\./,
    );
    await expectNoAxeViolations();

    await page.goto(
      `/en/vehicles?marka_id[0]=${make}&model_id[0]=${model}&s_yers[0]=1950&po_yers[0]=1951`,
    );
    await expect(panel(page).getByRole('status')).toHaveText(
      'Not enough similar adverts to tell a market price: fewer than 5 match. Choose more years, another model or fewer filters.',
    );
    await expect(panel(page).getByRole('img')).toHaveCount(0);
  });

  test('on a phone the panel folds to its summary, the first card is in view, and it opens on request', async ({
    page,
    request,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const { make, model } = busiestModel();
    const stats = await averagePrice(request, `marka_id=${make}&model_id=${model}`);
    expect(stats).not.toBeNull();
    const layoutShift = await watchLayoutShift(page);
    await page.goto(`/en/vehicles?marka_id[0]=${make}&model_id[0]=${model}`);
    const summary = distributionSummary(stats!);
    await expect(panel(page).getByText(summary)).toBeVisible();
    await expect(panel(page).getByRole('img', { name: summary })).toBeHidden();
    await expect(panel(page).getByRole('radio', { name: 'Price distribution' })).toBeHidden();
    // Folded, the box leaves the first card's photo in the first view, and did not move it.
    const card = results(page).getByRole('article').first();
    await expect(card.locator('picture img')).toBeInViewport({ ratio: 0.4 });
    const shift = await layoutShift();
    expect(shift.total, shift.shifts.join('\n')).toBeLessThanOrEqual(0.02);

    const toggle = panel(page).getByRole('button', { name: 'Show the chart' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(panel(page).getByRole('button', { name: 'Hide the chart' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(panel(page).getByRole('img', { name: summary })).toBeVisible();
    await expect(panel(page).getByRole('radio', { name: 'Price distribution' })).toBeChecked();
    await expectNoAxeViolations();
  });

  test('the results do not move while the panel and the badges arrive', async ({ page }) => {
    const { make, model } = busiestModel();
    const layoutShift = await watchLayoutShift(page);
    await page.goto(`/en/vehicles?marka_id[0]=${make}&model_id[0]=${model}&countpage=20`);
    await expect(panel(page).getByRole('img')).toBeVisible();
    await expect(results(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(
      results(page)
        .getByText(/^(Below market|Fair price|Above market)$/)
        .first(),
    ).toBeVisible();
    const shift = await layoutShift();
    expect(shift.total, shift.shifts.join('\n')).toBeLessThanOrEqual(0.02);
  });
});
