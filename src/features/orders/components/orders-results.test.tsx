import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { activateLanguage } from '../../../lib/language';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { orderQueries, type PlaceCatalogs } from '../api/orders-queries';
import { EMPTY_QUERY, type OrdersQuery } from '../orders-search-params';
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
style.textContent = '.orders-table { max-height: 400px; overflow: auto; }';

afterEach(() => style.remove());

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
  seed(client, [[orderQueries.list().queryKey, { status: true, total: count, orders }]]);
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
