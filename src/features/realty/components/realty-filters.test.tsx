import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { catalogQueries } from '../../../api/catalog-queries';
import {
  emptyRealtySearchQuery,
  type RealtySearchQuery,
} from '../../../api/contracts/realty-search-query';
import { activateLanguage, type Language } from '../../../lib/language';
import { FormHarness } from '../../../test/form-harness';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { realtyFormSchema, toFormValues, toQuery } from '../realty-search-params';
import { RealtyFilters } from './realty-filters';

const item = (name: string, value: number) => ({ name, value });

async function showPanel(
  initial: RealtySearchQuery = emptyRealtySearchQuery,
  answers: Parameters<typeof seed>[1] = [],
  back?: RealtySearchQuery,
  language?: Language,
) {
  // The catalogs' keys carry the language: made in the one the panel shows.
  await activateLanguage(language ?? 'en');
  const client = createTestClient();
  seed(client, [
    ...answers,
    [catalogQueries.domStates().queryKey, [item('Київська', 10), item('Львівська', 5)]],
    [catalogQueries.domCities(10).queryKey, [item('Київ', 10)]],
    // One district: a group of one box still gives a list.
    [catalogQueries.domDistricts(10).queryKey, [item('Оболонський', 15187)]],
  ]);
  const asked: RealtySearchQuery[] = [];
  await renderWithApp(
    <FormHarness
      schema={realtyFormSchema}
      initial={initial}
      toValues={toFormValues}
      toQuery={(values) => toQuery(values)}
      asked={asked}
      back={back}
    >
      {(props) => <RealtyFilters {...props} />}
    </FormHarness>,
    { client, language },
  );
  return asked;
}

const form = () => page.getByRole('form', { name: 'Real-estate filters' });
const search = () => form().getByRole('button', { name: 'Search', exact: true }).click();

describe('the real-estate filter panel', () => {
  it('offers characteristics once a kind is chosen', async () => {
    await showPanel();
    await expect
      .element(
        form().getByText('Choose an object kind to filter by rooms, area, floor, price and more.'),
      )
      .toBeVisible();
    await expect.element(form().getByRole('combobox', { name: 'Property type' })).toBeDisabled();
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Object kind' }),
      'Apartments',
    );
    await expect
      .element(form().getByRole('textbox', { name: 'Number of rooms from' }))
      .toBeVisible();
    await expect.element(form().getByRole('combobox', { name: 'Property type' })).toBeEnabled();
  });

  it('a new kind drops the filters it does not offer, and says which', async () => {
    await showPanel({
      ...emptyRealtySearchQuery,
      category: 1,
      characteristics: [
        { id: 209, from: 2 },
        { id: 214, from: 40 },
      ],
    });
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Object kind' }), 'Garages');
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Number of rooms.');
    await expect
      .element(form().getByRole('textbox', { name: 'Number of rooms from' }))
      .not.toBeInTheDocument();
    await expect
      .element(form().getByRole('textbox', { name: 'Total area from' }))
      .toHaveValue('40');
  });

  it('says "to" is below "from", and which text is not a number, announced', async () => {
    const asked = await showPanel({ ...emptyRealtySearchQuery, category: 1 });
    await userEvent.fill(form().getByRole('textbox', { name: 'Number of rooms from' }), '3');
    await userEvent.fill(form().getByRole('textbox', { name: 'Number of rooms to' }), '1');
    await userEvent.fill(form().getByRole('textbox', { name: 'Floor from' }), 'top');
    await search();
    await expect
      .element(form().getByRole('textbox', { name: 'Number of rooms to' }))
      .toHaveAccessibleDescription('“To” is below “from”.');
    await expect
      .element(form().getByRole('textbox', { name: 'Floor from' }))
      .toHaveAccessibleDescription('Enter a number, such as 1500 or 1.6.');
    expect(form().getByRole('alert').elements()).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('region, city and districts become the search, in numbers', async () => {
    const asked = await showPanel({ ...emptyRealtySearchQuery, category: 1 });
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Region' }), 'Київська');
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'City' }), 'Київ');
    await form().getByRole('checkbox', { name: 'Оболонський' }).click();
    await userEvent.fill(form().getByRole('textbox', { name: 'Number of rooms from' }), '2');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      category: 1,
      state_id: 10,
      city_id: 10,
      district_id: [15187],
      characteristics: [{ id: 209, from: 2 }],
    });
  });

  it('shows a region and a city the catalogs lack by their numbers, not as blank fields', async () => {
    // The service answers an unknown region's cities with none.
    await showPanel({ ...emptyRealtySearchQuery, state_id: 999 }, [
      [catalogQueries.domCities(999).queryKey, []],
    ]);
    await expect
      .element(form().getByRole('combobox', { name: 'Region' }))
      .toHaveDisplayValue('#999');
  });

  it('shows a city its region’s catalog lacks by its number', async () => {
    await showPanel({ ...emptyRealtySearchQuery, state_id: 10, city_id: 5 }, [
      [catalogQueries.domDistricts(5).queryKey, []],
    ]);
    await expect
      .element(form().getByRole('combobox', { name: 'Region' }))
      .toHaveDisplayValue('Київська');
    await expect.element(form().getByRole('combobox', { name: 'City' })).toHaveDisplayValue('#5');
  });

  it('shows a property type of another kind by its number', async () => {
    await showPanel({ ...emptyRealtySearchQuery, category: 24, realty_type: 2 });
    await expect
      .element(form().getByRole('combobox', { name: 'Property type' }))
      .toHaveDisplayValue('#2');
  });

  it('a house keeps the total area typed for a flat: the same filter, under the house’s id', async () => {
    const asked = await showPanel({
      ...emptyRealtySearchQuery,
      category: 1,
      characteristics: [
        { id: 214, from: 60 },
        { id: 227, from: 2 },
      ],
    });
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Object kind' }), 'Houses');
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Floor.');
    await expect
      .element(form().getByRole('textbox', { name: 'Total area from' }))
      .toHaveValue('60');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([{ id: 215, from: 60 }]);
  });

  it('Back to the kind a search left takes the notice of what it removed away', async () => {
    const flats = {
      ...emptyRealtySearchQuery,
      category: 1,
      characteristics: [{ id: 227, from: 2 }],
    };
    await showPanel(flats, [], flats);
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Object kind' }), 'Houses');
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Floor.');
    await search();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect
      .element(form().getByRole('combobox', { name: 'Object kind' }))
      .toHaveDisplayValue('Apartments');
    await expect.element(form().getByRole('textbox', { name: 'Floor from' })).toHaveValue('2');
    await expect.element(form().getByRole('status')).not.toBeInTheDocument();
  });

  it('“Only adverts with photos” shows the link’s with_photo, of any kind, and is searched', async () => {
    const asked = await showPanel({ ...emptyRealtySearchQuery, with_photo: 1 });
    const photos = form().getByRole('checkbox', { name: 'Only adverts with photos' });
    await expect.element(photos).toBeChecked();
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Object kind' }), 'Houses');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ category: 4, with_photo: 1 });
    await photos.click();
    await search();
    await expect.poll(() => asked).toHaveLength(2);
    expect(asked[1]).not.toHaveProperty('with_photo');
  });

  it('shows a link’s kind, operation and option the tables lack by their numbers', async () => {
    await showPanel({
      ...emptyRealtySearchQuery,
      category: 99,
      operation_type: 2,
    });
    await expect
      .element(form().getByRole('combobox', { name: 'Object kind' }))
      .toHaveDisplayValue('#99');
    await expect
      .element(form().getByRole('combobox', { name: 'Operation' }))
      .toHaveDisplayValue('#2');
  });

  it('shows a link’s currency option the tables lack by its number, and searches it', async () => {
    const asked = await showPanel({
      ...emptyRealtySearchQuery,
      category: 1,
      characteristics: [{ id: 242, value: 999 }],
    });
    await expect
      .element(form().getByRole('combobox', { name: 'Currency' }))
      .toHaveDisplayValue('#999');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([{ id: 242, value: 999 }]);
  });

  it('a house keeps a flat’s wall type as the house’s option of that name, and back', async () => {
    const asked = await showPanel({
      ...emptyRealtySearchQuery,
      category: 1,
      operation_type: 1,
      characteristics: [{ id: 118, value: 108 }],
    });
    const kind = form().getByRole('combobox', { name: 'Object kind' });
    const walls = form().getByRole('combobox', { name: 'Wall type' });
    await expect.element(walls).toHaveDisplayValue('Brick');
    await userEvent.selectOptions(kind, 'Houses');
    await expect.element(walls).toHaveDisplayValue('Brick');
    await expect.element(form().getByRole('status')).not.toBeInTheDocument();
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([{ id: 149, value: 129 }]);
    await userEvent.selectOptions(kind, 'Apartments');
    await expect.element(walls).toHaveDisplayValue('Brick');
    await search();
    await expect.poll(() => asked).toHaveLength(2);
    expect(asked[1]?.characteristics).toEqual([{ id: 118, value: 108 }]);
  });

  it('drops a wall type the new kind has no option of that name for, and says so', async () => {
    const asked = await showPanel({
      ...emptyRealtySearchQuery,
      category: 4,
      operation_type: 1,
      characteristics: [{ id: 149, value: 130 }],
    });
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Object kind' }),
      'Apartments',
    );
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Wall type.');
    await expect
      .element(form().getByRole('combobox', { name: 'Wall type' }))
      .toHaveDisplayValue('Any');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([]);
  });

  it('a house keeps a flat’s ticked feature that it has under the same name', async () => {
    const asked = await showPanel({
      ...emptyRealtySearchQuery,
      category: 1,
      operation_type: 1,
      characteristics: [{ id: 1503, value: 1503 }],
    });
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Object kind' }), 'Houses');
    await expect
      .element(form().getByRole('checkbox', { name: 'With attic (mansard)' }))
      .toBeChecked();
    await expect.element(form().getByRole('status')).not.toBeInTheDocument();
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([{ id: 1482, value: 1482 }]);
  });

  it('calls commercial premises’ price what the operation makes it, and keeps it only so', async () => {
    await showPanel({
      ...emptyRealtySearchQuery,
      category: 10,
      operation_type: 1,
      characteristics: [{ id: 235, from: 100000 }],
    });
    await expect.element(form().getByRole('textbox', { name: 'Price from' })).toHaveValue('100000');
    expect(form().getByText('Price per month').elements()).toEqual([]);
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Operation' }),
      'Long-term rent',
    );
    // A sale's price is no month's rent.
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Price.');
    await expect
      .element(form().getByRole('textbox', { name: 'Price per month from' }))
      .toHaveValue('');
  });

  it('shows a link’s operation 0, which the service searches as given, and searches it', async () => {
    const asked = await showPanel({ ...emptyRealtySearchQuery, operation_type: 0 });
    await expect
      .element(form().getByRole('combobox', { name: 'Operation' }))
      .toHaveDisplayValue('#0');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ operation_type: 0 });
  });

  it('lists the years built newest first, “Not specified” last', async () => {
    await showPanel({ ...emptyRealtySearchQuery, category: 1, operation_type: 1 });
    const years = form()
      .getByRole('combobox', { name: 'Year built' })
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(years.slice(0, 7)).toEqual([
      'Any',
      'Completion in 2020',
      'Completion in 2019',
      'Completion in 2018',
      'Completion in 2017',
      'Completion in 2016',
      '2016, Q4',
    ]);
    expect(years.slice(-5)).toEqual([
      '1960-1969',
      '1944-1959',
      '1917-1942',
      'Before 1917',
      'Not specified',
    ]);
    expect(years.indexOf('2014')).toBe(years.indexOf('2015, Q1') + 1);
    expect(years.indexOf('2013')).toBe(years.indexOf('2014') + 1);
  });

  it('shows a decimal with the Ukrainian decimal comma, and searches it', async () => {
    const asked = await showPanel(
      { ...emptyRealtySearchQuery, category: 1, characteristics: [{ id: 214, from: 45.5 }] },
      [],
      undefined,
      'uk',
    );
    const filters = page.getByRole('form', { name: 'Фільтри нерухомості' });
    await expect
      .element(filters.getByRole('textbox', { name: 'Загальна площа від' }))
      .toHaveValue('45,5');
    await filters.getByRole('button', { name: 'Пошук', exact: true }).click();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([{ id: 214, from: 45.5 }]);
  });

  it('puts the currency right after the prices, says what a price is in, and gives it as their unit', async () => {
    const asked = await showPanel({ ...emptyRealtySearchQuery, category: 1, operation_type: 1 });
    const priceTo = form().getByRole('textbox', { name: 'Price to' });
    const currency = form().getByRole('combobox', { name: 'Currency' });
    const fields: Element[] = [
      ...form().element().querySelectorAll('input:not([type="checkbox"]), select'),
    ];
    expect(fields.indexOf(currency.element())).toBe(fields.indexOf(priceTo.element()) + 1);
    // None chosen: the range is compared with each advert's price in its own currency.
    await expect
      .element(currency)
      .toHaveAccessibleDescription(
        'Without a currency, prices are compared in each advert’s own currency.',
      );
    const price = form().getByRole('group', { name: 'Price' });
    expect(price.element().querySelector('.range__unit')).toBeNull();

    await userEvent.selectOptions(currency, 'US dollar ($)');
    await expect.element(price.getByText('$', { exact: true })).toBeVisible();
    await expect.element(currency).not.toHaveAccessibleDescription();
    await userEvent.selectOptions(currency, 'Hryvnia (UAH)');
    await expect.element(price.getByText('UAH', { exact: true })).toBeVisible();
    await userEvent.fill(priceTo, '90000');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]?.characteristics).toEqual([
      { id: 234, to: 90000 },
      { id: 242, value: 240 },
    ]);
  });

  it('gives every price of a rent the chosen currency as its unit, the currency after them', async () => {
    await showPanel({
      ...emptyRealtySearchQuery,
      category: 1,
      operation_type: 3,
      characteristics: [{ id: 242, value: 241 }],
    });
    for (const name of ['Price per month', 'Price per day', 'Price per hour', 'Price per week']) {
      await expect
        .element(form().getByRole('group', { name }).getByText('€', { exact: true }))
        .toBeVisible();
    }
    const fields: Element[] = [...form().element().querySelectorAll('input, select')];
    const currency = form().getByRole('combobox', { name: 'Currency' }).element();
    const weekTo = form().getByRole('textbox', { name: 'Price per week to' }).element();
    expect(fields.indexOf(currency)).toBe(fields.indexOf(weekTo) + 1);
  });
});
