import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { catalogQueries } from '../../../api/catalog-queries';
import {
  emptyVehicleSearchQuery,
  type VehicleSearchQuery,
} from '../../../api/contracts/vehicle-search-query';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { LinkMisfitsNotice, MisfitAwareFilters } from './link-misfits';

const item = (name: string, value: number) => ({ name, value });

function catalogs() {
  const client = createTestClient();
  seed(client, [
    [catalogQueries.categories().queryKey, [item('Легкові', 1), item('Мото', 2)]],
    [catalogQueries.bodystyles(1).queryKey, [item('Седан', 3), item('Універсал', 2)]],
    [catalogQueries.bodystyles(2).queryKey, [item('Мотоцикл', 35)]],
    [catalogQueries.marks(1).queryKey, [item('BMW', 9), item('Toyota', 79)]],
    [catalogQueries.marks(2).queryKey, [item('BMW', 9), item('Honda', 28)]],
    [catalogQueries.models(1, 79).queryKey, [item('Camry', 2104)]],
    [catalogQueries.models(2, 79).queryKey, []],
    [catalogQueries.gearboxes(1).queryKey, [item('Ручна', 1), item('Автомат', 2)]],
    [catalogQueries.gearboxes(2).queryKey, [item('Ручна', 1)]],
  ]);
  return client;
}

async function showLink(query: VehicleSearchQuery) {
  await renderWithApp(
    <>
      <LinkMisfitsNotice query={query} />
      <MisfitAwareFilters query={query} setQuery={() => {}} onClearAll={() => {}} />
    </>,
    { client: catalogs() },
  );
}

describe('a link’s filters that its category does not offer', () => {
  it('are named from the cars’ catalogs, marked on their chips, and noticed', async () => {
    await showLink({
      ...emptyVehicleSearchQuery,
      category_id: 2,
      bodystyle: [{ index: 0, value: 3 }],
      makes: [{ index: 0, marka_id: 79, model_id: 2104 }],
      gearboxes: [
        { index: 0, value: 1 },
        { index: 1, value: 2 },
      ],
    });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(
        'Toyota Camry, Седан, Автомат: they do not apply to the chosen category. The results use them; searching from the form drops them.',
      );
    await expect.element(page.getByText('Toyota (not in Мото) Camry')).toBeInTheDocument();
    await expect.element(page.getByText('Седан (not in Мото)')).toBeInTheDocument();
    await expect.element(page.getByText('Автомат (not in Мото)')).toBeInTheDocument();
    // What the category offers is named as always.
    await expect.element(page.getByText('Ручна', { exact: true })).toBeInTheDocument();
    expect(page.getByText(/#\d/).elements()).toEqual([]);
  });

  it('say nothing for a link whose filters fit its category', async () => {
    await showLink({
      ...emptyVehicleSearchQuery,
      category_id: 2,
      bodystyle: [{ index: 0, value: 35 }],
    });
    await expect.element(page.getByText('Мотоцикл')).toBeInTheDocument();
    expect(page.getByRole('status').elements()).toEqual([]);
  });
});
