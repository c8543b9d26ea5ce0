import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { catalogQueries } from '../../../api/catalog-queries';
import { parseQueryString } from '../../../api/contracts/query-codec';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { realtyQueries } from '../api/realty-queries';
import { realtyCodec } from '../realty-route';
import RealtySearchPage from './realty-search-page';

/** The page at a link, its search answered with no adverts. */
async function showLink(search: string, answers: Parameters<typeof seed>[1] = []) {
  const client = createTestClient();
  const { query } = realtyCodec.decode(parseQueryString(search));
  seed(client, [
    ...answers,
    [realtyQueries.search(query).queryKey, { items: [], count: 0 }],
    [catalogQueries.domStates().queryKey, [{ name: 'Київська', value: 10 }]],
    [catalogQueries.domCities(10).queryKey, [{ name: 'Київ', value: 10 }]],
    [catalogQueries.domDistricts(10).queryKey, [{ name: 'Оболонський', value: 15 }]],
  ]);
  await renderWithApp(<RealtySearchPage />, { client, at: `/en/realty?${search}` });
  // A phone's panel is folded away until asked for.
  await page.getByRole('button', { name: /^Show filters/ }).click();
}

const filters = () => page.getByRole('form', { name: 'Real-estate filters' });
const linkNotice = () => page.getByText('Filters from the link that the form does not show');

describe('the real-estate search page', () => {
  it('reads a link’s type without its kind under the type’s kind, notices included', async () => {
    await showLink('realty_type=2&characteristic[209][from]=2&characteristic[273]=273');
    await expect
      .element(filters().getByRole('combobox', { name: 'Object kind' }))
      .toHaveDisplayValue('Apartments');
    await expect
      .element(filters().getByRole('textbox', { name: 'Number of rooms from' }))
      .toHaveValue('2');
    await expect
      .element(filters().getByRole('checkbox', { name: 'Bargaining possible' }))
      .toBeChecked();
    // The form shows them, and a Search keeps them: nothing to warn of.
    await expect.element(linkNotice()).not.toBeInTheDocument();
  });

  it('says a link’s operation 0 as it searches it: by its number, removable', async () => {
    await showLink('category=1&operation_type=0');
    await expect
      .element(filters().getByRole('combobox', { name: 'Operation' }))
      .toHaveDisplayValue('#0');
    await expect
      .element(page.getByRole('button', { name: 'Remove filter: Operation 0' }))
      .toBeVisible();
  });

  it('calls a commercial sale’s price “Price”, in the field and on its chip', async () => {
    await showLink('category=10&operation_type=1&characteristic[235][from]=100000');
    await expect
      .element(filters().getByRole('textbox', { name: 'Price from' }))
      .toHaveValue('100000');
    await expect
      .element(page.getByText('Price from 100,000 in each advert’s currency'))
      .toBeVisible();
    expect(page.getByText(/Price per month/).elements()).toEqual([]);
  });

  it('says one filter the form does not show as one, several as several', async () => {
    await showLink('characteristic[209][from]=2');
    await expect.element(linkNotice()).toBeVisible();
    await expect
      .element(
        page.getByText(
          'Number of rooms: it does not apply to the chosen kind (or no kind is chosen). The results use it; searching from the form drops it.',
        ),
      )
      .toBeVisible();
  });

  it('says several filters the form does not show as several', async () => {
    await showLink('characteristic[209][from]=2&characteristic[227][from]=3');
    await expect
      .element(
        page.getByText(
          'Number of rooms, Floor: they do not apply to the chosen kind (or no kind is chosen). The results use them; searching from the form drops them.',
        ),
      )
      .toBeVisible();
  });

  it('calls a region, city or district its catalog lacks by what it is and its number', async () => {
    // The service answers an unknown region's cities with none.
    await showLink('state_id=999', [[catalogQueries.domCities(999).queryKey, []]]);
    await expect
      .element(page.getByRole('button', { name: 'Remove filter: Region 999' }))
      .toBeVisible();
  });

  it('calls a city and a district their catalogs lack by what they are and their numbers', async () => {
    await showLink('state_id=10&city_id=10&district_id=15&district_id=999');
    for (const name of ['Київська', 'Київ', 'Оболонський', 'District 999']) {
      await expect
        .element(page.getByRole('button', { name: `Remove filter: ${name}`, exact: true }))
        .toBeVisible();
    }
    expect(page.getByText(/#\d/).elements()).toEqual([]);
  });

  it('says a price chip’s currency, or that each advert’s own is compared', async () => {
    await showLink('category=1&characteristic[234][to]=90000');
    await expect
      .element(page.getByText('Price up to 90,000 in each advert’s currency'))
      .toBeVisible();
  });
});
