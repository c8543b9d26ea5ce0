/**
 * The app's side of the benchmark: first load per route on the wire (brotli, the page as the
 * server sends it); the time from pressing Search to painted results minus the server's own
 * time for the search (the app's overhead), over 20 runs in headless Chromium; and the orders
 * page with several thousand orders.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { routeAddresses, sentRouteSizes } from '../scripts/bundle-budget.mjs';
import { launchBareChromium } from './bare-chromium';
import {
  advertId,
  debianChromium,
  median,
  realtyAdvertId,
  startFreshServer,
  waitFor,
} from './bench-server';

export interface OrdersReport {
  /** Orders of the demo account, all in one answer (CONTRACT.md §1). */
  orders: number;
  /** Navigation to the table painted, median of 5 loads (network and parsing included). */
  loadMedian: number;
  /**
   * The app's part of it: from the orders answer's last byte to the table painted (checking
   * the orders, their place names, building and painting the table), median of the same loads.
   */
  afterAnswerMedian: number;
  /**
   * The same, in a browser with no DevTools client on the page (bare-chromium.ts): as a
   * reader's browser loads it. Through Playwright, Chromium also decodes the answer
   * on the main thread for DevTools before the app starts.
   */
  bareLoadMedian: number;
  bareAfterAnswerMedian: number;
  /** A click on a column header to the re-sorted table painted, median of 10. */
  sortMedian: number;
  /** "Apply filters" with a new text to the filtered table painted, median of 10. */
  filterMedian: number;
}

export interface AppReport {
  routes: { route: string; bytes: number }[];
  runs: number;
  totalMedian: number;
  serverMedian: number;
  overheadMedian: number;
  overheadP90: number;
  orders: OrdersReport;
}

const RUNS = 20;
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * Time from a click (captured on the document) until what `probe` reads in the page differs
 * from before the click, and the frame showing it has painted.
 */
async function timeClick(page: Page, probe: string, click: () => Promise<void>): Promise<number> {
  await page.evaluate((probeSource) => {
    const state = window as unknown as { __done?: Promise<number>; __clicked?: number };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the probe is our own code
    const read = new Function(`return (${probeSource})`) as () => string;
    const before = read();
    delete state.__clicked;
    state.__done = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (state.__clicked === undefined || read() === before) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      observer.observe(document.body, { attributes: true, childList: true, subtree: true });
    });
    document.addEventListener(
      'click',
      () => {
        state.__clicked = performance.now();
      },
      { capture: true, once: true },
    );
  }, probe);
  await click();
  return page.evaluate(async () => {
    const state = window as unknown as { __done: Promise<number>; __clicked: number };
    const done = await state.__done;
    return done - state.__clicked;
  });
}

/** Loads of the orders page, each timed to its painted table. */
const LOADS = 5;

/**
 * In the page, before its scripts: `__tablePainted`, the time of the first frame painted with an
 * order's row. Noticed in the page itself: found from outside (Playwright polling for the row,
 * then a round trip), it came tens of milliseconds after that frame, and the polling's role
 * queries over the growing page ran on the main thread the app was using.
 */
function noticeTablePainted() {
  const state = window as unknown as { __tablePainted?: Promise<number> };
  state.__tablePainted = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('table.orders tbody[data-index] .orders-toggle')) return;
      observer.disconnect();
      // The frame that shows the row paints after its animation callbacks; a task queued from
      // one runs after that paint.
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The table painted and the orders answer's last byte, from the navigation's start. */
const PAINTED_AND_ANSWERED = `window.__tablePainted.then((painted) => [painted,
  performance.getEntriesByType('resource')
    .find((entry) => entry.name.includes('/api/ria/basket/orders')).responseEnd])`;

/** The loads of `measureOrders` in a browser with no DevTools client on the page. */
async function loadOrdersBare(url: string): Promise<{ loads: number[]; afterAnswer: number[] }> {
  const browser = launchBareChromium(debianChromium() ?? chromium.executablePath());
  try {
    const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
    });
    const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = await browser.send<{
        result: { value: T };
        exceptionDetails?: { text: string; exception?: { description?: string } };
      }>('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
      const failed = answer.exceptionDetails;
      if (failed) throw new Error(failed.exception?.description ?? failed.text);
      return answer.result.value;
    };
    await browser.send(
      'Emulation.setDeviceMetricsOverride',
      { width: 1280, height: 900, deviceScaleFactor: 1, mobile: false },
      sessionId,
    );
    // The page's scripts to run on each new document are kept only with the Page domain on.
    await browser.send('Page.enable', {}, sessionId);
    await browser.send(
      'Page.addScriptToEvaluateOnNewDocument',
      { source: `(${noticeTablePainted.toString()})()` },
      sessionId,
    );
    const loads: number[] = [];
    const afterAnswer: number[] = [];
    for (let run = 0; run < LOADS; run++) {
      const before = await evaluate<number>('performance.timeOrigin');
      await browser.send('Page.navigate', { url }, sessionId);
      // Until the new document is in: its probe is there from its start.
      while ((await evaluate<number>('performance.timeOrigin')) === before)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const [painted, answered] = await evaluate<[number, number]>(PAINTED_AND_ANSWERED);
      loads.push(painted);
      afterAnswer.push(painted - answered);
      // What the page does after (its prefetches) ends before the next load starts, as
      // Playwright's wait for the row's button gives it time to above.
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { loads, afterAnswer };
  } finally {
    await browser.close();
  }
}

/** The orders page with an account of several thousand orders: load, sort and filter. */
export async function measureOrders(browser: Browser, port: number): Promise<OrdersReport> {
  // 12,000 orders over the sellers give the demo account about 5,000.
  const server = startFreshServer('orders', port, [
    '--orders',
    '12000',
    '--vehicles',
    '2000',
    '--realty',
    '200',
  ]);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/_meta`);
    const url = `http://127.0.0.1:${port}/en/orders`;
    const orders = (
      (await (
        await fetch(`http://127.0.0.1:${port}/api/ria/basket/orders/?api_key=demo-key`)
      ).json()) as {
        total: number;
      }
    ).total;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(noticeTablePainted);
    const loads: number[] = [];
    const afterAnswer: number[] = [];
    for (let run = 0; run < LOADS; run++) {
      await page.goto(url);
      const [painted, answered] = await page.evaluate<[number, number]>(PAINTED_AND_ANSWERED);
      await page
        .getByRole('button', { name: /^Items of order \d+$/ })
        .first()
        .waitFor();
      loads.push(painted);
      afterAnswer.push(painted - answered);
    }
    const bare = await loadOrdersBare(url);
    const sortProbe = `document.querySelector('table.orders tbody')?.textContent ?? ''`;
    const sorts: number[] = [];
    const total = page.getByRole('columnheader', { name: 'Total' }).getByRole('button');
    for (let run = 0; run < 10; run++)
      sorts.push(await timeClick(page, sortProbe, () => total.click()));
    const statusProbe = `document.querySelector('.results__count')?.textContent ?? ''`;
    const filters: number[] = [];
    const words = ['вул', 'Київ', 'ua', 'Нова', '0', 'net', 'Пошта', '5'];
    for (let run = 0; run < 10; run++) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(words[run % words.length]!);
      filters.push(
        await timeClick(page, statusProbe, () =>
          page.getByRole('button', { name: 'Apply filters' }).click(),
        ),
      );
    }
    await page.close();
    return {
      orders,
      loadMedian: median(loads),
      afterAnswerMedian: median(afterAnswer),
      bareLoadMedian: median(bare.loads),
      bareAfterAnswerMedian: median(bare.afterAnswer),
      sortMedian: median(sorts),
      filterMedian: median(filters),
    };
  } finally {
    server.kill('SIGTERM');
  }
}

export async function measureApp(port: number): Promise<AppReport> {
  const server = startFreshServer('app', port);
  const executablePath = debianChromium();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/_meta`);
    const origin = `http://127.0.0.1:${port}`;
    const addresses = routeAddresses({
      vehicleAdvert: await advertId(origin),
      realtyAdvert: await realtyAdvertId(origin),
    });
    const routes = (await sentRouteSizes(origin, addresses)).map(({ route, bytes }) => ({
      route,
      bytes,
    }));
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/vehicles?marka_id[0]=24`);
    await page.getByRole('article').first().waitFor();

    const totals: number[] = [];
    const servers: number[] = [];
    const overheads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A new price floor each run: a query nobody has cached.
      const price = 500 + run * 37;
      await page.getByRole('textbox', { name: 'Price from' }).fill(String(price));
      await page.evaluate((price) => {
        const state = window as unknown as { __painted?: Promise<number>; __clicked?: number };
        const results = document.querySelector('.search-layout__results');
        state.__painted = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            // The new search's results are on screen when the address holds it and they are
            // not marked busy (as they are while a search loads); then wait for the paint.
            const body = document.querySelector('.results__body');
            if (
              state.__clicked !== undefined &&
              location.search.includes(`price_ot=${price}`) &&
              body?.querySelector('.results__list') &&
              !body.hasAttribute('aria-busy')
            ) {
              observer.disconnect();
              // The frame that shows the change paints right after its animation callbacks;
              // a task queued from one runs after that paint.
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
            }
          });
          if (results)
            observer.observe(results, {
              attributes: true,
              characterData: true,
              childList: true,
              subtree: true,
            });
        });
        document.querySelector('form[aria-label="Vehicle filters"]')?.addEventListener(
          'submit',
          () => {
            state.__clicked = performance.now();
          },
          { capture: true, once: true },
        );
      }, price);
      const response = page.waitForResponse((r) => r.url().includes('/api/auto/search'));
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const searched = await response;
      const serverMs = Number(
        /dur=([\d.]+)/.exec(searched.headers()['server-timing'] ?? '')?.[1] ?? 0,
      );
      const total = await page.evaluate(async () => {
        const state = window as unknown as { __painted: Promise<number>; __clicked: number };
        const painted = await state.__painted;
        const clicked = state.__clicked;
        delete (state as { __clicked?: number }).__clicked;
        return painted - clicked;
      });
      totals.push(total);
      servers.push(serverMs);
      overheads.push(total - serverMs);
    }
    const orders = await measureOrders(browser, port + 1);
    return {
      orders,
      routes,
      runs: RUNS,
      totalMedian: median(totals),
      serverMedian: median(servers),
      overheadMedian: median(overheads),
      overheadP90: sorted(overheads)[Math.floor(overheads.length * 0.9)]!,
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
