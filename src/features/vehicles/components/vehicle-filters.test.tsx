import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { catalogQueries } from '../../../api/catalog-queries';
import {
  emptyVehicleSearchQuery,
  type VehicleSearchQuery,
} from '../../../api/contracts/vehicle-search-query';
import { FormHarness } from '../../../test/form-harness';
import { createTestClient, renderWithApp, seed } from '../../../test/render';
import { toFormValues, toQuery, vehicleFormSchema } from '../vehicle-search-params';
import { VehicleFilters } from './vehicle-filters';

const item = (name: string, value: number) => ({ name, value });

/** The catalogs the panel reads, as the service names them. */
function catalogs() {
  const client = createTestClient();
  seed(client, [
    [catalogQueries.categories().queryKey, [item('Легкові', 1), item('Мото', 2)]],
    [catalogQueries.bodystyles(1).queryKey, [item('Седан', 3), item('Універсал', 2)]],
    [catalogQueries.marks(1).queryKey, [item('BMW', 9), item('Toyota', 79)]],
    [catalogQueries.models(1, 79).queryKey, [item('Camry', 2104), item('Corolla', 2105)]],
    [catalogQueries.models(1, 9).queryKey, [item('X5', 96)]],
    [catalogQueries.countries().queryKey, [item('Німеччина', 276), item('Японія', 392)]],
    [catalogQueries.states().queryKey, [item('Київська', 10), item('Львівська', 5)]],
    [catalogQueries.cities(10).queryKey, [item('Київ', 10), item('Біла Церква', 11)]],
    [catalogQueries.fuels().queryKey, [item('Бензин', 1), item('Дизель', 2)]],
    [catalogQueries.gearboxes(1).queryKey, [item('Ручна', 1), item('Автомат', 2)]],
    [catalogQueries.options(1).queryKey, [item('ABS', 477), item('Круїз-контроль', 478)]],
    [catalogQueries.colors().queryKey, [item('Білий', 1), item('Чорний', 2)]],
    // Motorcycles: their own makes, body styles and gearboxes, some ids shared with cars.
    [catalogQueries.marks(2).queryKey, [item('BMW', 9), item('Honda', 28)]],
    [catalogQueries.models(2, 9).queryKey, [item('R 1250 GS', 5001)]],
    [catalogQueries.models(2, 79).queryKey, []],
    [catalogQueries.bodystyles(2).queryKey, [item('Мотоцикл', 35), item('Скутер', 36)]],
    [catalogQueries.gearboxes(2).queryKey, [item('Ручна', 1)]],
    [catalogQueries.options(2).queryKey, []],
    [catalogQueries.driveTypes(2).queryKey, [item('Ланцюг', 4)]],
    [
      catalogQueries.driveTypes(1).queryKey,
      [item('Повний', 1), item('Передній', 2), item('Задній', 3)],
    ],
  ]);
  return client;
}

async function showPanel(
  initial: VehicleSearchQuery = emptyVehicleSearchQuery,
  back?: VehicleSearchQuery,
) {
  const asked: VehicleSearchQuery[] = [];
  await renderWithApp(
    <FormHarness
      schema={vehicleFormSchema}
      initial={initial}
      toValues={toFormValues}
      toQuery={toQuery}
      asked={asked}
      back={back}
    >
      {(props) => <VehicleFilters {...props} />}
    </FormHarness>,
    { client: catalogs() },
  );
  return asked;
}

const form = () => page.getByRole('form', { name: 'Vehicle filters' });
const search = () => form().getByRole('button', { name: 'Search', exact: true }).click();

describe('the vehicle filter panel', () => {
  it('asks for the filters chosen in "More filters", which opens and says how many are set', async () => {
    const asked = await showPanel({ ...emptyVehicleSearchQuery, order_by: 13 });
    const summary = form().getByText('More filters', { exact: true });
    await summary.click();
    await form()
      .getByRole('group', { name: 'Colour' })
      .getByRole('checkbox', { name: 'Чорний' })
      .click();
    await form()
      .getByRole('group', { name: 'Drive' })
      .getByRole('checkbox', { name: 'Повний' })
      .click();
    await form()
      .getByRole('group', { name: 'Seller' })
      .getByRole('radio', { name: 'Dealer' })
      .click();
    await userEvent.fill(form().getByRole('textbox', { name: 'Mileage to' }), '120');
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Posted' }),
      'In the last 7 days',
    );
    await form().getByRole('checkbox', { name: 'Only adverts with a checked VIN' }).click();
    await expect.element(form().getByText('More filters (6 set)')).toBeVisible();
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      ...emptyVehicleSearchQuery,
      order_by: 13,
      raceTo: 120,
      sellerType: 2,
      top: 4,
      'verified.VIN': 1,
      drives: [{ index: 0, value: 1 }],
      colors: [{ index: 0, value: 2 }],
    });
  });

  it('says "to" is below "from" on the price, announced (the panel is memoised)', async () => {
    const asked = await showPanel();
    await userEvent.fill(form().getByRole('textbox', { name: 'Price from' }), '5000');
    await userEvent.fill(form().getByRole('textbox', { name: 'Price to' }), '1000');
    await search();
    const message = 'The price “to” is below the price “from”.';
    await expect.element(form().getByRole('alert')).toHaveTextContent(message);
    await expect
      .element(form().getByRole('textbox', { name: 'Price to' }))
      .toHaveAccessibleDescription(message);
    await expect.element(form().getByRole('textbox', { name: 'Price to' })).toHaveFocus();
    expect(asked).toEqual([]);
    // Corrected as one types: the message goes.
    await userEvent.fill(form().getByRole('textbox', { name: 'Price to' }), '9000');
    await expect.element(form().getByRole('alert')).not.toBeInTheDocument();
  });

  it('says which text is not a number, and which year is before its "from"', async () => {
    const asked = await showPanel({
      ...emptyVehicleSearchQuery,
      makes: [{ index: 0, marka_id: 79 }],
    });
    await userEvent.fill(form().getByRole('textbox', { name: 'Power from' }), 'fast');
    await userEvent.fill(form().getByRole('textbox', { name: 'Year 1 from' }), '2020');
    await userEvent.fill(form().getByRole('textbox', { name: 'Year 1 to' }), '2010');
    await search();
    await expect
      .element(form().getByRole('textbox', { name: 'Power from' }))
      .toHaveAccessibleDescription('Enter a number, such as 1500 or 1.6.');
    await expect
      .element(form().getByRole('textbox', { name: 'Year 1 to' }))
      .toHaveAccessibleDescription('The year "to" is before the year "from".');
    expect(form().getByRole('alert').elements()).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('asks for a search in numbers, from what the inputs hold', async () => {
    const asked = await showPanel({ ...emptyVehicleSearchQuery, order_by: 2, page: 4 });
    await userEvent.fill(form().getByRole('textbox', { name: 'Price from' }), '1500');
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Currency' }), 'EUR');
    await userEvent.fill(form().getByRole('textbox', { name: 'Engine volume from' }), '1,6');
    await form().getByRole('checkbox', { name: 'Bargaining possible' }).click();
    await form().getByRole('checkbox', { name: 'Дизель' }).click();
    await form().getByRole('checkbox', { name: 'Седан' }).click();
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      price_ot: 1500,
      currency: 2,
      auctionPossible: 1,
      engineVolumeFrom: 1.6,
      // The sort order stays; the page goes back to the first.
      order_by: 2,
      bodystyle: [{ index: 0, value: 3 }],
      makes: [],
      regions: [],
      auto_options: [],
      fuels: [{ index: 0, value: 2 }],
      gearboxes: [],
    });
  });

  it('reads prices as English writes them, thousands grouped by commas or spaces', async () => {
    const asked = await showPanel();
    await userEvent.fill(form().getByRole('textbox', { name: 'Price from' }), '9,000');
    await userEvent.fill(form().getByRole('textbox', { name: 'Price to' }), '12 500');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ price_ot: 9000, price_do: 12500 });
  });

  it('offers the models of the make chosen, and a new make clears the model', async () => {
    const asked = await showPanel();
    await form().getByRole('button', { name: 'Add a make' }).click();
    const make = form().getByRole('combobox', { name: 'Make 1' });
    await expect.element(make).toHaveFocus();
    const model = form().getByRole('combobox', { name: 'Model 1' });
    await expect.element(model).toBeDisabled();
    await userEvent.type(make, 'toy');
    await page.getByRole('option', { name: 'Toyota' }).click();
    await expect.element(model).toBeEnabled();
    await userEvent.type(model, 'cam');
    await page.getByRole('option', { name: 'Camry' }).click();
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Country of origin 1' }),
      'Японія',
    );
    await search();
    await expect
      .poll(() => asked[0]?.makes)
      .toEqual([{ index: 0, brandOrigin: 392, marka_id: 79, model_id: 2104 }]);

    await userEvent.clear(make);
    await userEvent.type(make, 'bm');
    await page.getByRole('option', { name: 'BMW' }).click();
    await expect.element(model).toHaveValue('');
    await form().getByRole('button', { name: 'Remove make 1' }).click();
    await expect.element(make).not.toBeInTheDocument();
  });

  it('offers the cities of the region chosen', async () => {
    const asked = await showPanel();
    await form().getByRole('button', { name: 'Add a region' }).click();
    const city = form().getByRole('combobox', { name: 'City 1' });
    await expect.element(city).toBeDisabled();
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Region 1' }), 'Київська');
    await userEvent.selectOptions(city, 'Біла Церква');
    await search();
    await expect.poll(() => asked[0]?.regions).toEqual([{ index: 0, state: 10, city: 11 }]);
  });

  it('folds the options away, counting the chosen ones', async () => {
    await showPanel({ ...emptyVehicleSearchQuery, auto_options: [477] });
    await expect.element(form().getByText('Options (2, 1 chosen)')).toBeVisible();
    await expect.element(form().getByRole('checkbox', { name: 'ABS' })).toBeChecked();
  });

  it('follows the address when it changes under it (Back), every field', async () => {
    await showPanel(
      {
        ...emptyVehicleSearchQuery,
        price_ot: 5000,
        with_photo: 1,
        fuels: [{ index: 0, value: 1 }],
        makes: [{ index: 0, marka_id: 79 }],
      },
      emptyVehicleSearchQuery,
    );
    await expect.element(form().getByRole('textbox', { name: 'Price from' })).toHaveValue('5000');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(form().getByRole('textbox', { name: 'Price from' })).toHaveValue('');
    await expect
      .element(form().getByRole('checkbox', { name: 'Only adverts with photos' }))
      .not.toBeChecked();
    await expect.element(form().getByRole('checkbox', { name: 'Бензин' })).not.toBeChecked();
    await expect.element(form().getByRole('combobox', { name: 'Make 1' })).not.toBeInTheDocument();
  });
  it('keeps the keyboard’s place when a row is removed: the next row, else the Add button', async () => {
    await showPanel();
    for (const [row, add, noun] of [
      ['Make', 'make', 'make'],
      ['Region', 'region', 'region'],
    ] as const) {
      await form()
        .getByRole('button', { name: `Add a ${add}` })
        .click();
      await form()
        .getByRole('button', { name: `Add another ${add}` })
        .click();
      await expect.element(form().getByRole('combobox', { name: `${row} 2` })).toHaveFocus();
      await form()
        .getByRole('button', { name: `Remove ${noun} 1` })
        .click();
      // The second row is the first now, and has the focus.
      await expect.element(form().getByRole('combobox', { name: `${row} 1` })).toHaveFocus();
      await expect
        .element(form().getByRole('combobox', { name: `${row} 2` }))
        .not.toBeInTheDocument();
      await form()
        .getByRole('button', { name: `Remove ${noun} 1` })
        .click();
      await expect.element(form().getByRole('button', { name: `Add a ${add}` })).toHaveFocus();
    }
  });

  it('drops the make, body style and gearbox that a new category lacks, and says which', async () => {
    const asked = await showPanel();
    await form().getByRole('checkbox', { name: 'Седан' }).click();
    await form().getByRole('checkbox', { name: 'Ручна' }).click();
    await form().getByRole('checkbox', { name: 'Автомат' }).click();
    await form().getByRole('checkbox', { name: 'Дизель' }).click();
    await form().getByRole('button', { name: 'Add a make' }).click();
    await userEvent.type(form().getByRole('combobox', { name: 'Make 1' }), 'toy');
    await page.getByRole('option', { name: 'Toyota' }).click();
    await form().getByRole('button', { name: 'Add another make' }).click();
    await userEvent.type(form().getByRole('combobox', { name: 'Make 2' }), 'bm');
    await page.getByRole('option', { name: 'BMW' }).click();
    await userEvent.type(form().getByRole('combobox', { name: 'Model 2' }), 'x5');
    await page.getByRole('option', { name: 'X5' }).click();

    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Category' }), 'Мото');
    // Named as they were chosen; a polite status, not an alert.
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Toyota, X5, Седан, Автомат.');
    await expect.element(form().getByRole('combobox', { name: 'Make 1' })).toHaveValue('');
    // BMW makes motorcycles too: it stays, its car model goes.
    await expect.element(form().getByRole('combobox', { name: 'Make 2' })).toHaveValue('BMW');
    await expect.element(form().getByRole('combobox', { name: 'Model 2' })).toHaveValue('');
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      ...emptyVehicleSearchQuery,
      category_id: 2,
      makes: [{ index: 0, marka_id: 9 }],
      fuels: [{ index: 0, value: 2 }],
      gearboxes: [{ index: 0, value: 1 }],
    });
  });

  it('keeps what every category offers, and says nothing, when nothing goes', async () => {
    const asked = await showPanel({
      ...emptyVehicleSearchQuery,
      category_id: 2,
      gearboxes: [{ index: 0, value: 1 }],
    });
    await userEvent.selectOptions(
      form().getByRole('combobox', { name: 'Category' }),
      'All categories',
    );
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toEqual({ ...emptyVehicleSearchQuery, gearboxes: [{ index: 0, value: 1 }] });
    await expect.element(form().getByRole('status')).not.toBeInTheDocument();
  });

  it('drops a link’s body style of another category on Search, and says which', async () => {
    const asked = await showPanel({
      ...emptyVehicleSearchQuery,
      category_id: 2,
      bodystyle: [{ index: 0, value: 3 }],
    });
    await search();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toEqual({ ...emptyVehicleSearchQuery, category_id: 2 });
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Седан.');
  });

  it('Back to the category a search left takes the notice of what it removed away', async () => {
    const sedans = {
      ...emptyVehicleSearchQuery,
      category_id: 1,
      bodystyle: [{ index: 0, value: 3 }],
    };
    await showPanel(sedans, sedans);
    await userEvent.selectOptions(form().getByRole('combobox', { name: 'Category' }), 'Мото');
    await expect
      .element(form().getByRole('status'))
      .toHaveTextContent('Removed filters that do not apply here: Седан.');
    await search();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect
      .element(form().getByRole('combobox', { name: 'Category' }))
      .toHaveDisplayValue('Легкові');
    await expect.element(form().getByRole('checkbox', { name: 'Седан' })).toBeChecked();
    await expect.element(form().getByRole('status')).not.toBeInTheDocument();
  });
});
