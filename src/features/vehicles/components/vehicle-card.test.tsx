import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { AutoInfo } from '../../../api/contracts/vehicles';
import { renderWithApp } from '../../../test/render';
import { AdvertPrice, priceCurrency, VehicleCard } from './vehicle-card';

const card = <VehicleCard id="123" userId={null} currency="USD" onDelete={() => {}} />;

describe('VehicleCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a bar, not its number, while its details load; the link keeps a name', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    await renderWithApp(card);
    const link = page.getByRole('link', { name: 'Advert 123' });
    await expect.element(link).toBeInTheDocument();
    await expect.element(page.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    // The number is there for screen readers only; the eye sees the bar.
    expect(page.getByText('Advert 123').element()).toHaveClass('visually-hidden');
    expect(link.element().querySelector('.placeholder-text[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows its number, and why, when the details cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderWithApp(card);
    await expect.element(page.getByText(/^Details could not be loaded: /)).toBeInTheDocument();
    expect(page.getByText('Advert 123').element()).not.toHaveClass('visually-hidden');
    await expect.element(page.getByRole('link', { name: 'Advert 123' })).toBeVisible();
  });
});

describe('a card’s price', () => {
  const info = {
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

  it('is in the chosen currency, else in one the advert has a price in, else none', () => {
    expect(priceCurrency(info, 'UAH')).toBe('UAH');
    expect(priceCurrency({ ...info, UAH: 0 }, 'UAH')).toBe('USD');
    expect(priceCurrency({ ...info, EUR: 0 }, 'EUR')).toBe('USD');
    expect(priceCurrency({ ...info, USD: 0, EUR: 0 }, 'EUR')).toBe('UAH');
    expect(priceCurrency({ USD: 0, UAH: 0, EUR: 0 }, 'USD')).toBeNull();
  });

  it('never shows a price of 0: it falls back to a price the advert gives', async () => {
    await renderWithApp(
      <AdvertPrice info={{ ...info, UAH: 0 }} currency="UAH" className="card__price" />,
    );
    const price = page.getByText('$7,800');
    await expect.element(price).toBeVisible();
    expect(price.element().closest('p')?.textContent).toBe('$7,800');
  });

  it('says so when the advert gives no price at all', async () => {
    await renderWithApp(
      <AdvertPrice
        info={{ ...info, USD: 0, UAH: 0, EUR: 0 }}
        currency="UAH"
        className="card__price"
      />,
    );
    await expect.element(page.getByText('Price not given')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\b0\b/);
  });
});
