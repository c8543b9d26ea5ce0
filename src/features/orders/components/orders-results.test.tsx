import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { activateLanguage } from '../../../lib/language';
import { useSearchQuery } from '../../../lib/use-search-query';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { orderQueries, type PlaceCatalogs } from '../api/orders-queries';
import { ordersCodec } from '../orders-route';
import { EMPTY_QUERY, type OrdersQuery } from '../orders-search-params';
import { forgetEntryViews } from './entry-view';
import { makeOrder } from '../test-fixtures';
import OrdersResults from './orders-results';
import { VIRTUALIZE_ABOVE } from './orders-table-view';

const PLACES: PlaceCatalogs = {
  states: [{ name: 'Київська', value: 10 }],
  cities: [[{ name: 'Біла Церква', value: 10 }]],
};
const ENGLISH_PLACES: PlaceCatalogs = {
  states: [{ name: 'Kyiv region', value: 10 }],
  cities: [[{ name: 'Bila Tserkva', value: 10 }]],
};

// The page's stylesheet is not loaded in component tests: the table's scroll box, as styled.
const style = document.createElement('style');
const STYLE = '.orders-table { max-height: 400px; overflow: auto; }';
style.textContent = STYLE;

afterEach(() => {
  forgetEntryViews();
  style.remove();
  style.textContent = STYLE;
});

/**
 * Shows `count` orders; `places`: the names' answer, or a promise of it that the test settles
 * (the names still loading).
 */
async function showOrders(
  count: number,
  places: PlaceCatalogs | Promise<PlaceCatalogs> = PLACES,
  setQuery: (next: (current: OrdersQuery) => OrdersQuery) => void = () => {},
) {
  document.head.append(style);
  const orders = Array.from({ length: count }, (_, i) =>
    makeOrder({
      order_id: 200_000 + i,
      created_at: `2026-01-15 10:${String(i % 60).padStart(2, '0')}:00`,
    }),
  );
  const client = createTestClient();
  seed(client, [
    [orderQueries.list().queryKey, { status: true, total: count, orders, unreadable: 0 }],
  ]);
  const placesKey = orderQueries.places([10]).queryKey;
  // A load in flight: the page's own query joins it instead of fetching.
  if (places instanceof Promise) {
    const pending = () => places;
    void client.prefetchQuery({ queryKey: placesKey, queryFn: pending });
  } else client.setQueryData(placesKey, places);
  await showResults(client, setQuery);
}

/** The results with no filters, over `client`'s answers. */
async function showResults(
  client: ReturnType<typeof createTestClient>,
  setQuery: (next: (current: OrdersQuery) => OrdersQuery) => void = () => {},
) {
  await renderWithApp(
    <OrdersResults
      query={EMPTY_QUERY}
      setQuery={setQuery}
      chips={null}
      onClearFilters={() => {}}
    />,
    { client },
  );
}

const table = () => page.getByRole('table', { name: /^Orders, sorted by/ });
const orderButtons = () => table().getByRole('button', { name: /^Items of order \d+$/ });

describe('the orders table', () => {
  it('with many orders, renders only those in view and says how many rows there are', async () => {
    const count = VIRTUALIZE_ABOVE + 150;
    await showOrders(count);
    await expect.element(page.getByRole('status')).toHaveTextContent(`${count} orders shown`);
    await expect.element(orderButtons().first()).toBeVisible();
    // Header cells, each a sort button.
    await expect.element(table().getByRole('columnheader', { name: 'Total' })).toBeVisible();
    const shown = orderButtons().elements().length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(count);
    // The header row, then one row per order.
    await expect.element(table()).toHaveAttribute('aria-rowcount', String(count + 1));
    const rows = table().getByRole('row');
    await expect.element(rows.first()).toHaveAttribute('aria-rowindex', '1');
    await expect.element(rows.nth(1)).toHaveAttribute('aria-rowindex', '2');
    await expect.element(rows.nth(2)).toHaveAttribute('aria-rowindex', '3');

    // An expanded order's items take the next row; the rows after it move down one.
    await orderButtons().first().click();
    await expect.element(table()).toHaveAttribute('aria-rowcount', String(count + 2));
    const details = page.getByRole('table', { name: /^Items of order/ });
    await expect.element(details).toBeVisible();
    const secondId = /\d+$/.exec(orderButtons().nth(1).element().textContent ?? '')?.[0];
    const next = table().getByRole('row').filter({ hasText: secondId });
    await expect.element(next).toHaveAttribute('aria-rowindex', '4');
  });

  it('with few orders, every order is in the page and no row count is needed', async () => {
    await showOrders(5);
    await expect.element(page.getByRole('status')).toHaveTextContent('5 orders shown');
    await expect.element(orderButtons().nth(4)).toBeInTheDocument();
    expect(orderButtons().elements()).toHaveLength(5);
    expect(table().element().hasAttribute('aria-rowcount')).toBe(false);
  });

  it('shows the count, the sum and the chart with the orders, and the table once the places are named', async () => {
    let name: (places: PlaceCatalogs) => void = () => {};
    await showOrders(3, new Promise((resolve) => (name = resolve)));
    await expect.element(page.getByRole('status')).toHaveTextContent('3 orders shown');
    await expect.element(page.getByText('Orders by status')).toBeVisible();
    // No table that would show "Region 10" and change under the reader; no CSV without names.
    await expect.element(page.getByText('Loading the table…')).toBeVisible();
    expect(table().elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();

    name(PLACES);
    await expect.element(table().getByText('Київська, Біла Церква').first()).toBeVisible();
    expect(orderButtons().elements()).toHaveLength(3);
    await expect.element(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await expect.element(page.getByText('Loading the table…')).not.toBeInTheDocument();
  });

  it('keeps the chart’s place while the orders load: the line below does not move as they come', async () => {
    document.head.append(style);
    const client = createTestClient();
    let deliver: (answer: unknown) => void = () => {};
    void client.prefetchQuery({
      queryKey: orderQueries.list().queryKey,
      queryFn: () => new Promise((resolve) => (deliver = resolve)),
    });
    // The places stay on their way: the table waits for them.
    void client.prefetchQuery({
      queryKey: orderQueries.places([10]).queryKey,
      queryFn: () => new Promise<PlaceCatalogs>(() => {}),
    });
    await showResults(client);
    const loading = page
      .getByText(/^Loading (orders|the table)…$/)
      .and(page.getByRole('paragraph'));
    await expect.element(loading).toHaveTextContent('Loading orders…');
    const before = loading.element().getBoundingClientRect().top;
    // The chart's box is there, unseen and unread, until there is something in it.
    expect(page.getByRole('figure').elements()).toHaveLength(0);

    const orders = [makeOrder({ order_id: 200_001 })];
    deliver({ status: true, total: 1, orders });
    await expect.element(loading).toHaveTextContent('Loading the table…');
    await expect.element(page.getByRole('figure', { name: 'Orders by status' })).toBeVisible();
    expect(loading.element().getBoundingClientRect().top).toBe(before);
  });

  it('sorts from the order on its way: a second click before the first has shown reverses it', async () => {
    // The address still shows the default order; a click on Total (lowest first) is on its way.
    const onItsWay: OrdersQuery = { ...EMPTY_QUERY, sort: { column: 'total', desc: false } };
    const asked: OrdersQuery[] = [];
    await showOrders(3, PLACES, (next) => asked.push(next(onItsWay)));
    await table().getByRole('columnheader', { name: 'Total' }).getByRole('button').click();
    expect(asked).toEqual([{ ...EMPTY_QUERY, sort: { column: 'total', desc: true } }]);
  });

  it('names statuses, places and the chart anew when the language changes', async () => {
    await activateLanguage('uk');
    const ukrainianPlaces = orderQueries.places([10]).queryKey;
    await activateLanguage('en');
    const client = createTestClient();
    const orders = [makeOrder({ order_id: 300_001, status: 0 })];
    seed(client, [
      [orderQueries.list().queryKey, { status: true, total: 1, orders }],
      [orderQueries.places([10]).queryKey, ENGLISH_PLACES],
      [ukrainianPlaces, PLACES],
    ]);
    await showResults(client);
    await expect.element(table().getByText('Kyiv region, Bila Tserkva')).toBeVisible();
    await expect.element(table().getByText('New', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('figure')).toHaveTextContent(/New/);
    try {
      await activateLanguage('uk');
      const ukrainianTable = page.getByRole('table', { name: /^Замовлення, сортування/ });
      await expect.element(ukrainianTable.getByText('Київська, Біла Церква')).toBeVisible();
      await expect.element(ukrainianTable.getByText('Нове', { exact: true })).toBeVisible();
      await expect.element(page.getByRole('figure')).toHaveTextContent(/Нове/);
      await expect.element(page.getByRole('figure')).not.toHaveTextContent(/New/);
    } finally {
      await activateLanguage('en');
    }
  });
});

/** The results bound to the memory router's address, as the page binds them. */
function BoundResults() {
  const { query, setQuery } = useSearchQuery(ordersCodec);
  return <OrdersResults query={query} setQuery={setQuery} chips={null} onClearFilters={() => {}} />;
}

/** `count` orders, totals rising with their number, at `/orders` bound to the address. */
async function showBound(count: number) {
  document.head.append(style);
  // Its header stays at the top of the box as the rows scroll, as orders.css has it.
  style.textContent += ' .orders > thead th { position: sticky; top: 0; background: #fff; }';
  const orders = Array.from({ length: count }, (_, i) =>
    makeOrder({ order_id: 500_000 + i, total_order_sum: 1000 + i }),
  );
  const client = createTestClient();
  seed(client, [
    [orderQueries.list().queryKey, { status: true, total: count, orders, unreadable: 0 }],
    [orderQueries.places([10]).queryKey, PLACES],
  ]);
  return renderWithApp(<BoundResults />, {
    client,
    at: '/orders',
    routes: [{ path: '/vehicles', element: <h1>Vehicles</h1> }],
  });
}

const box = () => page.getByRole('region', { name: /^Orders, sorted by/ });
const boxTop = () => box().element().scrollTop;
/** Scrolls the table's box to `top` and waits for its rows to follow. */
async function scrollBox(top: number) {
  box().element().scrollTop = top;
  await expect.poll(boxTop).toBeGreaterThan(top - 5);
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
const firstShownId = () => {
  const view = box().element().getBoundingClientRect();
  const shown = orderButtons()
    .elements()
    .find((button) => button.getBoundingClientRect().bottom > view.top + 60);
  return Number(/\d+$/.exec(shown?.textContent ?? '')?.[0]);
};

describe('the table’s box per history entry', () => {
  afterEach(() => forgetEntryViews());

  it.each([
    ['windowed rows', VIRTUALIZE_ABOVE + 200],
    ['every row in the page', 60],
  ])('a new sort starts at the first row; Back brings the earlier place (%s)', async (_, count) => {
    const { router } = await showBound(count);
    await expect.element(orderButtons().first()).toBeVisible();
    await scrollBox(3000);
    const before = firstShownId();
    await table()
      .getByRole('button', { name: /^Total/ })
      .click();
    await table()
      .getByRole('button', { name: /^Total/ })
      .click();
    await expect.element(table()).toHaveAccessibleName('Orders, sorted by Total, highest first');
    // The highest total in view, at the top of the box.
    await expect.poll(boxTop).toBe(0);
    await expect.poll(firstShownId).toBe(500_000 + count - 1);

    await router.navigate(-1);
    await router.navigate(-1);
    await expect.element(table()).toHaveAccessibleName('Orders, sorted by Created, newest first');
    // Near the row it showed, not the first: windowed rows come back by row, placed by the
    // rows' estimated heights, which rows without the page's stylesheet do not have.
    await expect.poll(() => Math.abs(firstShownId() - before)).toBeLessThanOrEqual(10);
    expect(boxTop()).toBeGreaterThan(1000);
  });

  it('another page and Back bring the box’s place and the open orders back', async () => {
    const { router } = await showBound(VIRTUALIZE_ABOVE + 200);
    await expect.element(orderButtons().first()).toBeVisible();
    const openName = orderButtons().first().element().textContent ?? '';
    await page.getByRole('button', { name: openName, exact: true }).click();
    await scrollBox(4000);
    const before = firstShownId();
    const open = page.getByRole('button', { name: openName, exact: true });
    await router.navigate('/vehicles');
    await expect.element(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
    await router.navigate(-1);
    await expect.poll(() => Math.abs(firstShownId() - before)).toBeLessThanOrEqual(10);
    expect(boxTop()).toBeGreaterThan(1000);
    box().element().scrollTo(0, 0);
    await expect.element(open).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('table', { name: /^Items of order/ })).toBeVisible();
  });
});

describe('the count line', () => {
  it('leaves deleted orders out of the total, and says so', async () => {
    document.head.append(style);
    const orders = [
      makeOrder({ order_id: 1, status: 0, total_order_sum: 2500 }),
      makeOrder({ order_id: 2, status: 1, total_order_sum: 1000.5 }),
      makeOrder({ order_id: 3, status: 6, total_order_sum: 9000 }),
    ];
    const client = createTestClient();
    seed(client, [
      [orderQueries.list().queryKey, { status: true, total: 3, orders, unreadable: 0 }],
      [orderQueries.places([10]).queryKey, PLACES],
    ]);
    await showResults(client);
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('3 orders shown, total 3,500.5 excluding 1 deleted');
  });
});

describe('reading the orders', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The service's answer, as `fetch` gives it; every call counted. */
  function answerWith(body: () => unknown) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      calls.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(body()), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    return calls;
  }

  async function showFetched() {
    document.head.append(style);
    const client = createTestClient();
    client.setQueryData(orderQueries.places([10]).queryKey, PLACES);
    await showResults(client);
    return client;
  }

  it('shows the orders it can read and says how many it could not', async () => {
    const spoiled = { ...makeOrder({ order_id: 3 }), total_order_sum: '2500' };
    const noteless = JSON.parse(JSON.stringify(makeOrder({ order_id: 2 }))) as {
      items: { note: unknown; vendor_code?: unknown }[];
      recipient: { email: unknown };
    };
    noteless.items[0]!.note = null;
    delete noteless.items[0]!.vendor_code;
    noteless.recipient.email = null;
    const orders = [makeOrder({ order_id: 1 }), noteless, spoiled];
    const calls = answerWith(() => ({ status: true, total: 3, orders }));
    await showFetched();
    await expect.element(page.getByRole('status').first()).toHaveTextContent('2 orders shown');
    await expect
      .element(page.getByText('1 order in the answer could not be read and is not shown.'))
      .toBeVisible();
    expect(orderButtons().elements()).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('says when the orders were read, and Refresh reads them again keeping the focus', async () => {
    let total = 1;
    const calls = answerWith(() => ({
      status: true,
      total,
      orders: Array.from({ length: total }, (_, i) => makeOrder({ order_id: 700 + i })),
    }));
    await showFetched();
    await expect.element(page.getByText(/^Updated \d{1,2}:\d{2}/)).toBeVisible();
    total = 2;
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await refresh.click();
    await expect.element(page.getByText(/^Refreshed at \d{1,2}:\d{2}/)).toBeVisible();
    await expect.element(refresh).toHaveFocus();
    await expect.element(page.getByRole('status').first()).toHaveTextContent('2 orders shown');
    expect(calls).toHaveLength(2);
  });
});
