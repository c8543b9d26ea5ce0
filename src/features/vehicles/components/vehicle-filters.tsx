import { useQuery } from '@tanstack/react-query';
import { memo, useState, type FormEventHandler } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { catalogQueries, toOptions } from '../../../api/catalog-queries';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Combobox } from '../../../components/ui/combobox';
import { Checkbox, SelectField } from '../../../components/ui/field';
import { RangeField } from '../../../components/ui/range-field';
import {
  emptyMakeRow,
  emptyRegionRow,
  MAX_MAKE_ROWS,
  MAX_REGION_ROWS,
  type VehicleFormValues,
} from '../vehicle-search-params';

type Form = UseFormReturn<VehicleFormValues>;

const CURRENCIES = [
  { value: '1', label: 'USD' },
  { value: '2', label: 'EUR' },
  { value: '3', label: 'UAH' },
];

/** The category the catalogs follow: passenger cars when none is chosen. */
function useCategory(form: Form): number {
  const category = useWatch({ control: form.control, name: 'category' });
  return Number(category) || 1;
}

function MakeRow({
  form,
  index,
  apiKey,
  onRemove,
}: {
  form: Form;
  index: number;
  apiKey: string;
  onRemove: () => void;
}) {
  const category = useCategory(form);
  const make = useWatch({ control: form.control, name: `makes.${index}.make` });
  const marks = useQuery(catalogQueries.marks(apiKey, category));
  const countries = useQuery(catalogQueries.countries(apiKey));
  const models = useQuery({
    ...catalogQueries.models(apiKey, category, Number(make)),
    enabled: !!make,
  });
  const errors = form.formState.errors.makes?.[index];
  const n = index + 1;
  // Visible labels stay short; the row number is read out so that rows can be told apart.
  const numbered = (text: string) => (
    <>
      {text}
      <span className="visually-hidden"> {n}</span>
    </>
  );
  return (
    <fieldset className="row">
      <legend className="row__legend">Make {n}</legend>
      <div className="row__fields">
        <Controller
          control={form.control}
          name={`makes.${index}.make`}
          render={({ field }) => (
            <Combobox
              label={numbered('Make')}
              emptyLabel="Any make"
              options={toOptions(marks.data)}
              loading={marks.isPending}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue(`makes.${index}.model`, ''); // a model belongs to its make
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name={`makes.${index}.model`}
          render={({ field }) => (
            <Combobox
              label={numbered('Model')}
              emptyLabel={make ? 'All models' : 'Choose a make first'}
              options={toOptions(models.data)}
              loading={!!make && models.isPending}
              disabled={!make}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <SelectField
          label={numbered('Country of origin')}
          options={[{ value: '', label: 'Any country' }, ...toOptions(countries.data)]}
          {...form.register(`makes.${index}.origin`)}
        />
        <RangeField
          legend={`Year ${n}`}
          from={{ ...form.register(`makes.${index}.yearFrom`), inputMode: 'numeric' }}
          to={{ ...form.register(`makes.${index}.yearTo`), inputMode: 'numeric' }}
          error={errors?.yearTo?.message ?? errors?.yearFrom?.message}
        />
      </div>
      <button type="button" className="button button--quiet row__remove" onClick={onRemove}>
        Remove make {n}
      </button>
    </fieldset>
  );
}

function MakeRows({ form, apiKey }: { form: Form; apiKey: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'makes' });
  return (
    <div className="filter-group">
      <h3 className="filter-group__title">Make and model</h3>
      {fields.map((field, index) => (
        <MakeRow
          key={field.id}
          form={form}
          index={index}
          apiKey={apiKey}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length < MAX_MAKE_ROWS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => append(emptyMakeRow(), { focusName: `makes.${fields.length}.make` })}
        >
          {fields.length === 0 ? 'Add a make' : 'Add another make'}
        </button>
      )}
    </div>
  );
}

function RegionRow({
  form,
  index,
  apiKey,
  onRemove,
}: {
  form: Form;
  index: number;
  apiKey: string;
  onRemove: () => void;
}) {
  const state = useWatch({ control: form.control, name: `regions.${index}.state` });
  const states = useQuery(catalogQueries.states(apiKey));
  const cities = useQuery({ ...catalogQueries.cities(apiKey, Number(state)), enabled: !!state });
  const n = index + 1;
  const numbered = (text: string) => (
    <>
      {text}
      <span className="visually-hidden"> {n}</span>
    </>
  );
  const stateField = form.register(`regions.${index}.state`);
  return (
    <fieldset className="row">
      <legend className="row__legend">Region {n}</legend>
      <div className="row__fields">
        <SelectField
          label={numbered('Region')}
          options={[{ value: '', label: 'Choose a region' }, ...toOptions(states.data)]}
          {...stateField}
          onChange={(event) => {
            void stateField.onChange(event);
            form.setValue(`regions.${index}.city`, ''); // a city belongs to its region
          }}
        />
        <SelectField
          label={numbered('City')}
          disabled={!state}
          options={[
            { value: '', label: state ? 'All cities' : 'Choose a region first' },
            ...toOptions(cities.data),
          ]}
          {...form.register(`regions.${index}.city`)}
        />
      </div>
      <button type="button" className="button button--quiet row__remove" onClick={onRemove}>
        Remove region {n}
      </button>
    </fieldset>
  );
}

function RegionRows({ form, apiKey }: { form: Form; apiKey: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'regions' });
  return (
    <div className="filter-group">
      <h3 className="filter-group__title">Location</h3>
      {fields.map((field, index) => (
        <RegionRow
          key={field.id}
          form={form}
          index={index}
          apiKey={apiKey}
          onRemove={() => remove(index)}
        />
      ))}
      {fields.length < MAX_REGION_ROWS && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => append(emptyRegionRow(), { focusName: `regions.${fields.length}.state` })}
        >
          {fields.length === 0 ? 'Add a region' : 'Add another region'}
        </button>
      )}
      <SelectField
        label="Where the vehicle is"
        options={[
          { value: '0', label: 'Anywhere' },
          { value: '2', label: 'In Ukraine only (hide abroad)' },
          { value: '1', label: 'Abroad only' },
        ]}
        {...form.register('location')}
      />
    </div>
  );
}

function ExchangeFields({ form, apiKey }: { form: Form; apiKey: string }) {
  const wanted = useWatch({ control: form.control, name: ['carExchange', 'exchangeMake'] });
  const [carExchange, exchangeMake] = wanted;
  const marks = useQuery({ ...catalogQueries.marks(apiKey, 1), enabled: carExchange });
  const models = useQuery({
    ...catalogQueries.models(apiKey, 1, Number(exchangeMake)),
    enabled: carExchange && !!exchangeMake,
  });
  return (
    <>
      <Checkbox label="Exchange for a vehicle possible" {...form.register('carExchange')} />
      {carExchange && (
        <div className="row__fields row__fields--nested">
          <Controller
            control={form.control}
            name="exchangeMake"
            render={({ field }) => (
              <Combobox
                label="Make wanted in exchange"
                emptyLabel="Any make"
                options={toOptions(marks.data)}
                loading={marks.isPending}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.setValue('exchangeModel', '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Controller
            control={form.control}
            name="exchangeModel"
            render={({ field }) => (
              <Combobox
                label="Model wanted in exchange"
                emptyLabel={exchangeMake ? 'Any model' : 'Choose a make first'}
                options={toOptions(models.data)}
                disabled={!exchangeMake}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      )}
    </>
  );
}

interface VehicleFiltersProps {
  readonly form: Form;
  readonly apiKey: string;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onReset: () => void;
}

/** Every parameter of the vehicle search, with names from the catalogs. */
export const VehicleFilters = memo(function VehicleFilters({
  form,
  apiKey,
  onSubmit,
  onReset,
}: VehicleFiltersProps) {
  const category = useCategory(form);
  const categories = useQuery(catalogQueries.categories(apiKey));
  const bodystyles = useQuery(catalogQueries.bodystyles(apiKey, category));
  const fuels = useQuery(catalogQueries.fuels(apiKey));
  const gearboxes = useQuery(catalogQueries.gearboxes(apiKey, category));
  const options = useQuery(catalogQueries.options(apiKey, category));
  const checkedOptions = useWatch({ control: form.control, name: 'options' });
  const checkedCount = Array.isArray(checkedOptions) ? checkedOptions.length : 0;
  const [optionsOpen, setOptionsOpen] = useState(checkedCount > 0);
  const { errors } = form.formState;

  return (
    <form className="filters" aria-label="Vehicle filters" noValidate onSubmit={onSubmit}>
      <SelectField
        label="Category"
        options={[{ value: '', label: 'All categories' }, ...toOptions(categories.data)]}
        {...form.register('category')}
      />
      <MakeRows form={form} apiKey={apiKey} />

      <div className="filter-group">
        <h3 className="filter-group__title">Price and deal</h3>
        <RangeField
          legend="Price"
          from={{ ...form.register('priceFrom'), inputMode: 'decimal' }}
          to={{ ...form.register('priceTo'), inputMode: 'decimal' }}
          error={errors.priceTo?.message ?? errors.priceFrom?.message}
        />
        <SelectField label="Currency" options={CURRENCIES} {...form.register('currency')} />
        <Checkbox label="Bargaining possible" {...form.register('bargain')} />
        <Checkbox label="Exchange for real estate possible" {...form.register('realtyExchange')} />
        <ExchangeFields form={form} apiKey={apiKey} />
      </div>

      <RegionRows form={form} apiKey={apiKey} />

      <div className="filter-group">
        <h3 className="filter-group__title">Vehicle</h3>
        <CheckboxGroup
          legend="Body style"
          options={toOptions(bodystyles.data)}
          loading={bodystyles.isPending}
          input={form.register('bodystyles')}
        />
        <CheckboxGroup
          legend="Fuel"
          options={toOptions(fuels.data)}
          loading={fuels.isPending}
          input={form.register('fuels')}
        />
        <CheckboxGroup
          legend="Gearbox"
          options={toOptions(gearboxes.data)}
          loading={gearboxes.isPending}
          input={form.register('gearboxes')}
        />
        <RangeField
          legend="Engine volume"
          unit={<span className="range__unit">litres</span>}
          from={{ ...form.register('engineFrom'), inputMode: 'decimal' }}
          to={{ ...form.register('engineTo'), inputMode: 'decimal' }}
          error={errors.engineTo?.message ?? errors.engineFrom?.message}
        />
        <RangeField
          legend="Power"
          from={{ ...form.register('powerFrom'), inputMode: 'numeric' }}
          to={{ ...form.register('powerTo'), inputMode: 'numeric' }}
          error={errors.powerTo?.message ?? errors.powerFrom?.message}
        />
        <SelectField
          label="Power unit"
          options={[
            { value: '1', label: 'Horsepower (hp)' },
            { value: '2', label: 'Kilowatts (kW)' },
          ]}
          {...form.register('powerUnit')}
        />
        <Checkbox label="Only customs-cleared vehicles" {...form.register('clearedOnly')} />
        <Checkbox label="Only adverts with photos" {...form.register('photoOnly')} />
      </div>

      {options.data && options.data.length > 0 && (
        <details
          className="filter-group"
          open={optionsOpen}
          onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
        >
          <summary className="filter-group__title">
            Options ({options.data.length}
            {checkedCount > 0 ? `, ${checkedCount} chosen` : ''})
          </summary>
          {/* The 121 boxes are drawn only when asked for; chosen ones keep their value meanwhile. */}
          {optionsOpen && (
            <CheckboxGroup
              legend="Options"
              options={toOptions(options.data)}
              input={form.register('options')}
              checked={Array.isArray(checkedOptions) ? checkedOptions : []}
              searchable
              columns={1}
            />
          )}
        </details>
      )}

      <div className="filters__actions">
        <button type="submit" className="button">
          Search
        </button>
        <button type="button" className="button button--secondary" onClick={onReset}>
          Reset filters
        </button>
      </div>
    </form>
  );
});
