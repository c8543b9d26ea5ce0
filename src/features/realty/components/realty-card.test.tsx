import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { RealtyInfo } from '../../../api/contracts/realty-info';
import '../../../styles.css';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { realtyQueries } from '../api/realty-queries';
import { RealtyCard } from './realty-card';

/** A building plot of 6 sotkas, whose one photo is not on the photo host (a 404). */
const PLOT: RealtyInfo = {
  realty_id: 7,
  realty_type_id: 25,
  realty_type_parent_id: 24,
  advert_type_id: 1,
  state_id: 10,
  city_id: 10,
  city_name: 'Київ',
  price: 12000,
  currency_type: '$',
  main_photo: 'dom/photo/0/0/7/7.jpg',
  photos: { '7': { id: 7, file: 'dom/photo/0/0/7/7.jpg' } },
  characteristics_values: { '219': 6, '1424': 6, '1465': 6, '226': 223, '234': 12000 },
};

async function showCard(info: RealtyInfo) {
  const client = createTestClient();
  seed(client, [[realtyQueries.info(info.realty_id).queryKey, info]]);
  await renderWithApp(
    <div style={{ width: 320 }}>
      <RealtyCard id={info.realty_id} currency={undefined} photoBase="/no-such-photos/" first />
    </div>,
    { client },
  );
}

describe('RealtyCard', () => {
  it('names a land plot as one, with its area in its unit', async () => {
    await showCard(PLOT);
    await expect
      .element(page.getByRole('heading', { name: 'Plot for building, 6 sotkas' }))
      .toBeVisible();
    await expect.element(page.getByText('Plot area')).toBeVisible();
  });

  it('names one room, not the catalog’s “Rooms”', async () => {
    await showCard({
      ...PLOT,
      realty_type_id: 3,
      realty_type_parent_id: 1,
      rooms_count: 1,
      total_square_meters: 29,
      characteristics_values: { '234': 12000 },
    });
    await expect.element(page.getByRole('heading', { name: 'Room, 1 room, 29 m²' })).toBeVisible();
  });

  it('shows a photo that fails to load as the empty box, saying so', async () => {
    await showCard(PLOT);
    const card = page.getByRole('article');
    await expect.element(card.getByText('Photo unavailable')).toBeVisible();
    // The card's photo adds nothing for a screen reader: its title names it.
    expect(card.getByRole('img').elements()).toEqual([]);
    // In the 4:3 box a photo has.
    const box = card.element().querySelector('.photo')!.getBoundingClientRect();
    expect(box.height).toBeCloseTo((box.width * 3) / 4, 0);
  });
});
