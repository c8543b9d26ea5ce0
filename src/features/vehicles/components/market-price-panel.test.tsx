import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import '../../../styles.css';
import type { AveragePrice } from '../../../api/contracts/market-price';
import type { AutoInfo } from '../../../api/contracts/vehicles';
import { decodeVehicleSearch } from '../../../api/contracts/vehicle-search-query';
import { parseQueryString } from '../../../api/contracts/query-codec';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { marketPriceQueries } from '../api/market-price-queries';
import { advertComparison, searchComparison } from '../market-price';
import { MarketPricePanel, PriceBadge } from './market-price-panel';

const STATS: AveragePrice = {
  total: 38,
  arithmeticMean: 10_512.4,
  interQuartileMean: 10_190.6,
  percentiles: {
    '1.0': 5_100,
    '5.0': 6_000,
    '10.0': 7_000,
    '25.0': 9_000,
    '50.0': 10_000,
    '75.0': 12_000,
    '90.0': 14_000,
    '95.0': 15_500,
    '99.0': 17_900,
  },
  prices: Array.from({ length: 38 }, (_, i) => 5_000 + i * 350),
  classifieds: Array.from({ length: 38 }, (_, i) => 1000 + i),
};

const INFO = {
  userId: 1,
  markId: 9,
  markName: 'BMW',
  modelId: 3219,
  modelName: 'X5',
  title: 'BMW X5',
  USD: 7_800,
  UAH: 323_700,
  EUR: 7_176,
  autoData: {
    year: 2019,
    raceInt: 90,
    fuelName: 'Diesel',
    gearboxName: 'Automatic',
    categoryId: 1,
  },
  stateData: { name: 'Kyiv', regionName: 'Kyiv region', stateId: 10 },
  linkToView: '/auto_bmw_x5_1.html',
  addDate: '2026-10-01 10:00:00',
} satisfies AutoInfo;

function clientWith(
  comparison: Parameters<typeof marketPriceQueries.comparison>[0],
  data: unknown,
) {
  const client = createTestClient();
  seed(client, [[marketPriceQueries.comparison(comparison).queryKey, data]]);
  return client;
}

describe('the price badge', () => {
  const comparison = advertComparison(INFO)!;

  it('says below market, and why, from the middle half of the comparable prices', async () => {
    const client = clientWith(comparison, { refused: false, answer: STATS });
    const { screen } = await renderWithApp(<PriceBadge info={INFO} />, { client });
    await expect.element(screen.getByText('Below market')).toBeVisible();
    await expect
      .element(screen.getByText('$1,200 below the middle half of 38 similar adverts'))
      .toBeVisible();
  });

  it('gives its amounts in the currency of the card’s price, at the advert’s own rate', async () => {
    const client = clientWith(comparison, { refused: false, answer: STATS });
    const { screen } = await renderWithApp(<PriceBadge info={INFO} currency="UAH" />, {
      client,
      language: 'uk',
    });
    // $1,200 at the advert's 323,700 UAH for $7,800.
    await expect
      .element(
        screen.getByText(/^На 49\s800\sгрн дешевше за середню половину цін 38 схожих оголошень$/),
      )
      .toBeVisible();
  });

  it('speaks Ukrainian, with its plurals and number formats', async () => {
    const client = clientWith(comparison, { refused: false, answer: { ...STATS, total: 21 } });
    const { screen } = await renderWithApp(<PriceBadge info={{ ...INFO, USD: 12_500 }} />, {
      client,
      language: 'uk',
    });
    await expect.element(screen.getByText('Вище ринку')).toBeVisible();
    await expect
      .element(
        screen.getByText(/^На 500\sUSD дорожче за середню половину цін 21 схожого оголошення$/),
      )
      .toBeVisible();
  });

  it('gives no verdict for an advert without a dollar price', async () => {
    const client = clientWith(comparison, { refused: false, answer: STATS });
    const { screen } = await renderWithApp(
      <div data-testid="slot">
        <PriceBadge info={{ ...INFO, USD: 0 }} currency="UAH" />
      </div>,
      { client },
    );
    const slot = screen.getByTestId('slot');
    await expect
      .poll(() => slot.element().querySelector('.card__market:not([aria-busy])'))
      .not.toBeNull();
    expect(slot.element().textContent).toBe('');
  });

  it('gives a fair range once, its millions short, so that it fits its three lines', async () => {
    // 1,603,975 to 2,193,275 hryvnias at the advert's 41.5 a dollar.
    const client = clientWith(comparison, {
      refused: false,
      answer: {
        ...STATS,
        total: 15,
        percentiles: { ...STATS.percentiles, '25.0': 38_650, '75.0': 52_850 },
      },
    });
    const info = { ...INFO, USD: 41_850, UAH: 1_736_775 };
    const { screen } = await renderWithApp(<PriceBadge info={info} currency="UAH" />, { client });
    await expect.element(screen.getByText('Fair price')).toBeVisible();
    await expect
      .element(
        screen.getByText(
          /^Within the middle half \(UAH\s1\.6M\s?–\s?2\.19M\) of 15 similar adverts$/,
        ),
      )
      .toBeVisible();
  });

  it('is not shown when too few adverts compare', async () => {
    const client = clientWith(comparison, {
      refused: true,
      refusal: { message: 'Not Enough Data' },
    });
    const { screen } = await renderWithApp(
      <div data-testid="slot">
        <PriceBadge info={INFO} />
      </div>,
      { client },
    );
    // The slot stays (its height kept), with nothing in it and nothing pending.
    const slot = screen.getByTestId('slot');
    await expect.element(slot).toHaveTextContent(/^$/);
    expect(slot.element().querySelector('.card__market:not([aria-busy])')).not.toBeNull();
  });
});

describe('the market-price panel', () => {
  const query = decodeVehicleSearch(parseQueryString('marka_id[0]=9&model_id[0]=3219')).query;
  const comparison = searchComparison(query)!;

  it('charts the distribution and gives its numbers in words and as a table', async () => {
    const client = clientWith(comparison, { refused: false, answer: STATS });
    const { screen } = await renderWithApp(<MarketPricePanel query={query} />, { client });
    const summary =
      'The middle half of 38 similar adverts ask $9,000–$12,000; inter-quartile mean $10,191, mean $10,512.';
    await expect.element(screen.getByRole('img', { name: summary })).toBeVisible();
    await expect.element(screen.getByText(summary)).toBeVisible();
    await screen.getByText('The numbers as a table').click();
    const table = screen.getByRole('table', { name: 'Asking prices of similar adverts, USD' });
    await expect.element(table.getByRole('row', { name: 'Adverts compared 38' })).toBeVisible();
    await expect
      .element(table.getByRole('row', { name: 'Inter-quartile mean $10,191' }))
      .toBeVisible();
    await expect.element(table.getByRole('row', { name: 'Percentile 99 $17,900' })).toBeVisible();
  });

  it('gives the histogram’s bars as a table too: each price band and its adverts', async () => {
    const client = clientWith(comparison, { refused: false, answer: STATS });
    const { screen } = await renderWithApp(<MarketPricePanel query={query} />, { client });
    await screen.getByText('The numbers as a table').click();
    const bands = screen.getByRole('table', { name: 'Adverts by price band, USD' });
    await expect.element(bands).toBeVisible();
    // 38 prices from $5,000 by $350: bands of $2,000 from $4,000.
    await expect.element(bands.getByRole('row', { name: '$4,000–$6,000 3' })).toBeVisible();
    await expect.element(bands.getByRole('row', { name: '$16,000–$18,000 6' })).toBeVisible();
    const counts = [...bands.element().querySelectorAll('tbody td')].map((cell) =>
      Number(cell.textContent),
    );
    expect(counts).toHaveLength(7);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(38);
  });

  it('says clearly when too few adverts compare', async () => {
    const client = clientWith(comparison, {
      refused: true,
      refusal: { message: 'Not Enough Data' },
    });
    const { screen } = await renderWithApp(<MarketPricePanel query={query} />, { client });
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(/Not enough similar adverts to tell a market price/);
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('asks again for every span of years that failed at one press of Try again', async () => {
    const fetch = vi.fn((_input: string | URL | Request) =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);
    try {
      const { screen } = await renderWithApp(<MarketPricePanel query={query} />);
      await screen.getByRole('radio', { name: 'Price by year' }).click();
      const again = screen.getByRole('button', { name: 'Try again' });
      await expect.element(again).toBeInTheDocument();
      // The last ten spans of three years, each its own call.
      const spans = () =>
        new Set(
          fetch.mock.calls
            .map(([input]) => (input instanceof Request ? input.url : input.toString()))
            .filter((url) => /yers/.test(url)),
        ).size;
      await expect.poll(spans).toBe(10);
      fetch.mockClear();
      await again.click();
      await expect.poll(spans).toBe(10);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says a failure in the page’s words; Try again keeps the focus in the box', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    try {
      const { screen } = await renderWithApp(
        <section aria-labelledby="price-title">
          <h3 id="price-title">Market price</h3>
          <MarketPricePanel query={query} />
        </section>,
      );
      const failed = screen.getByText(/^The market price could not be loaded: /);
      await expect.element(failed).toBeInTheDocument();
      expect(failed.element().textContent).not.toContain('Failed to fetch');
      await screen.getByRole('button', { name: 'Try again' }).click();
      await expect.element(screen.getByRole('heading', { name: 'Market price' })).toHaveFocus();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  describe('folded on a phone', () => {
    const box = (
      <section className="market-price" aria-labelledby="box-title">
        <div className="market-price__head">
          <h3 className="market-price__title" id="box-title">
            Market price
          </h3>
          <button type="button" className="button market-price__toggle">
            Show the chart
          </button>
        </div>
        <MarketPricePanel query={query} />
      </section>
    );

    it('offers the chart when there is one', async () => {
      await page.viewport(375, 700);
      const client = clientWith(comparison, { refused: false, answer: STATS });
      const { screen } = await renderWithApp(box, { client });
      await expect.element(screen.getByRole('button', { name: 'Show the chart' })).toBeVisible();
    });

    it('shows the whole too-few note, and no chart button, when there is no chart', async () => {
      await page.viewport(375, 700);
      const client = clientWith(comparison, {
        refused: true,
        refusal: { message: 'Not Enough Data' },
      });
      const { screen } = await renderWithApp(box, { client });
      const note = screen.getByRole('status');
      await expect.element(note).toHaveTextContent(/Choose more years/);
      // Hidden: out of the accessibility tree too.
      await expect.element(screen.getByText('Show the chart')).not.toBeVisible();
      const element = note.element();
      expect(element.scrollHeight).toBeLessThanOrEqual(element.clientHeight + 1);
      expect(element.getBoundingClientRect().height).toBeGreaterThan(2 * 1.5 * 14);
    });
  });
});
