import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { RealtyInfo } from '../../../api/contracts/realty-info';
import { formatMoney } from '../../../lib/format';
import '../../../styles.css';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { realtyQueries } from '../api/realty-queries';
import RealtyAdvertPage from './realty-advert-page';

/**
 * A warehouse for sale in hryvnias, with utility payments. No photos: a gallery whose photos fail
 * to load is ui/photo.test.tsx's.
 */
const WAREHOUSE: RealtyInfo = {
  realty_id: 12345,
  realty_type_id: 15,
  realty_type_parent_id: 10,
  advert_type_id: 1,
  state_id: 10,
  city_id: 10,
  total_square_meters: 46,
  price: 25000,
  currency_type: 'грн',
  photos: {},
  characteristics_values: { '209': 2, '234': 25000, '242': 240, '1607': 550 },
};

async function showAdvert(info: RealtyInfo) {
  const client = createTestClient();
  seed(client, [[realtyQueries.info(info.realty_id).queryKey, info]]);
  await renderWithApp(null, {
    client,
    at: `/en/realty/${info.realty_id}`,
    routes: [{ path: '/:lang/realty/:id', element: <RealtyAdvertPage /> }],
  });
}

/** A fact of the "All characteristics" list: its value, by its name. */
function characteristic(name: string) {
  const list = page
    .getByRole('heading', { name: 'All characteristics' })
    .element().nextElementSibling!;
  const term = [...list.querySelectorAll('dt')].find((dt) => dt.textContent === name);
  return term?.nextElementSibling?.textContent;
}

describe('the real-estate advert page', () => {
  it('names the advert in the singular', async () => {
    await showAdvert(WAREHOUSE);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Warehouse, 46 m²' }))
      .toBeVisible();
  });

  it('lists its prices with the advert’s currency, other numbers bare', async () => {
    await showAdvert(WAREHOUSE);
    await expect.element(page.getByRole('heading', { name: 'All characteristics' })).toBeVisible();
    expect(characteristic('Price')).toBe(formatMoney(25000, 'UAH'));
    expect(characteristic('Utility payments in winter (for sale)')).toBe('550');
    expect(characteristic('Number of rooms')).toBe('2');
    expect(characteristic('Currency')).toBe('Hryvnia (UAH)');
  });
});
