import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithApp } from '../../../test/render';
import { VehicleCard } from './vehicle-card';

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
