import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState, type FormEventHandler } from 'react';
import { Controller, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { catalogQueries, toOptions } from '../../../api/catalog-queries';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Combobox } from '../../../components/ui/combobox';
import { Disclosure } from '../../../components/ui/disclosure';
import { Checkbox, SelectField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { FormRangeField } from '../../../components/ui/form-fields';
import { whenIdle } from '../../../lib/when-idle';
import type { SearchForm } from '../../../lib/use-search-form';
import type * as CategoryChange from '../category-change';
import {
  catalogCategory,
  countMoreFilters,
  emptyMakeRow,
  emptyRegionRow,
  MAX_MAKE_ROWS,
  MAX_REGION_ROWS,
  MORE_FILTER_FIELDS,
  type MoreFilterValues,
  type VehicleFormOutput,
  type VehicleFormValues,
} from '../vehicle-search-params';
import { loadedMoreFilters, loadMoreFilters } from './load-more-filters';
import { useRemoveKeepingFocus } from '../../../lib/use-remove-keeping-focus';

type Form = SearchForm<VehicleFormValues, VehicleFormOutput>;

const CURRENCIES = [
  { value: '1', label: 'USD' },
  { value: '2', label: 'EUR' },
  { value: '3', label: 'UAH' },
];

/** The category the catalogs follow: passenger cars when none is chosen. */
function useCategory(form: Form): number {
  const category = useWatch({ control: form.control, name: 'category' });
  return catalogCategory(category);
}

/** The checks below load apart: only a change of category, or a category other than cars', needs them. */
let changeModule: typeof CategoryChange | undefined;
const loadChange = async () => (changeModule ??= await import('../category-change'));

/**
 * Makes, models, body styles, gearboxes, options and drives are a category's own: what the
 * category chosen does not offer is dropped as it is chosen, and the panel says what went (as
 * realty's kind does). A Search also drops what the category's catalogs in hand lack: a change
 * not checked yet, or a link's (its notice says a search from the form drops them).
 */
function useCategoryFit(form: Form) {
  const client = useQueryClient();
  // What went, said while the form holds the category it went for: Back, which puts the form
  // back as it was, takes the notice with it.
  const [removed, setRemoved] = useState<{ names: string[]; category: string }>();
  const chosen = useWatch({ control: form.control, name: 'category' });
  const dropped = removed?.category === chosen ? removed.names : [];
  const setDropped = (names: string[]) =>
    setRemoved({ names, category: form.getValues('category') });
  // The category the chosen values were chosen in, which names them, while a check is on.
  const origin = useRef<number | null>(null);
  const checks = useRef(0);
  const category = useCategory(form);
  useEffect(() => {
    // A link's category other than cars': a Search may have to drop what it lacks.
    if (category !== 1) void loadChange();
  }, [category]);

  const changeCategory = async (previous: string, next: string) => {
    const from = origin.current ?? catalogCategory(previous);
    const to = catalogCategory(next);
    const check = ++checks.current;
    setDropped([]);
    if (from === to) return;
    origin.current = from;
    // Not loaded (offline): nothing is dropped on a guess.
    const change = await loadChange().catch(() => undefined);
    const gone = await change?.dropOnChange(form, client, from, to, () => check === checks.current);
    // Another category, or a Search, came meanwhile: theirs decides.
    if (gone === undefined || check !== checks.current) return;
    origin.current = null;
    setDropped(gone);
  };

  const beforeSearch = () => {
    const namedIn = origin.current ?? 1;
    checks.current += 1;
    origin.current = null;
    // Not loaded: cars' category all along, nothing to drop.
    if (!changeModule) return;
    const category = catalogCategory(form.getValues('category'));
    const gone = changeModule.dropMisfits(form, client, category, namedIn);
    if (gone.length > 0) setDropped(gone);
  };

  return { dropped, dismissDropped: () => setDropped([]), changeCategory, beforeSearch };
}

function MakeRow({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const category = useCategory(form);
  const make = useWatch({ control: form.control, name: `makes.${index}.make` });
  const marks = useQuery(catalogQueries.marks(category));
  const countries = useQuery(catalogQueries.countries());
  const models = useQuery({
    ...catalogQueries.models(category, Number(make)),
    enabled: !!make,
  });
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
      <legend className="row__legend">
        <Trans>Make {n}</Trans>
      </legend>
      <div className="row__fields">
        <Controller
          control={form.control}
          name={`makes.${index}.make`}
          render={({ field }) => (
            <Combobox
              label={numbered(t`Make`)}
              emptyLabel={t`Any make`}
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
              label={numbered(t`Model`)}
              emptyLabel={make ? t`All models` : t`Choose a make first`}
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
          label={numbered(t`Country of origin`)}
          options={[{ value: '', label: t`Any country` }, ...toOptions(countries.data)]}
          {...form.register(`makes.${index}.origin`)}
        />
        <FormRangeField
          form={form}
          legend={t`Year ${n}`}
          from={`makes.${index}.yearFrom`}
          to={`makes.${index}.yearTo`}
          input={{ inputMode: 'numeric' }}
        />
      </div>
      <button type="button" className="button button--quiet row__remove" onClick={onRemove}>
        <Trans>Remove make {n}</Trans>
      </button>
    </fieldset>
  );
}

function MakeRows({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'makes' });
  const add = useRef<HTMLButtonElement>(null);
  const removeRow = useRemoveKeepingFocus(
    remove,
    fields.length,
    (index) => form.setFocus(`makes.${index}.make`),
    add,
  );
  return (
    <div className="filter-group">
      <h3 className="filter-group__title">
        <Trans>Make and model</Trans>
      </h3>
      {fields.map((field, index) => (
        <MakeRow key={field.id} form={form} index={index} onRemove={() => removeRow(index)} />
      ))}
      {fields.length < MAX_MAKE_ROWS && (
        <button
          ref={add}
          type="button"
          className="button button--secondary"
          onClick={() => append(emptyMakeRow(), { focusName: `makes.${fields.length}.make` })}
        >
          {fields.length === 0 ? t`Add a make` : t`Add another make`}
        </button>
      )}
    </div>
  );
}

function RegionRow({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const [state, city] = useWatch({
    control: form.control,
    name: [`regions.${index}.state`, `regions.${index}.city`],
  });
  const states = useQuery(catalogQueries.states());
  const cities = useQuery({ ...catalogQueries.cities(Number(state)), enabled: !!state });
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
      <legend className="row__legend">
        <Trans>Region {n}</Trans>
      </legend>
      <div className="row__fields">
        <SelectField
          label={numbered(t`Region`)}
          options={[{ value: '', label: t`Choose a region` }, ...toOptions(states.data, state)]}
          {...stateField}
          onChange={(event) => {
            void stateField.onChange(event);
            form.setValue(`regions.${index}.city`, ''); // a city belongs to its region
          }}
        />
        <SelectField
          label={numbered(t`City`)}
          disabled={!state}
          options={[
            { value: '', label: state ? t`All cities` : t`Choose a region first` },
            ...toOptions(cities.data, city),
          ]}
          {...form.register(`regions.${index}.city`)}
        />
      </div>
      <button type="button" className="button button--quiet row__remove" onClick={onRemove}>
        <Trans>Remove region {n}</Trans>
      </button>
    </fieldset>
  );
}

function RegionRows({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'regions' });
  const add = useRef<HTMLButtonElement>(null);
  const removeRow = useRemoveKeepingFocus(
    remove,
    fields.length,
    (index) => form.setFocus(`regions.${index}.state`),
    add,
  );
  return (
    <div className="filter-group">
      <h3 className="filter-group__title">
        <Trans>Location</Trans>
      </h3>
      {fields.map((field, index) => (
        <RegionRow key={field.id} form={form} index={index} onRemove={() => removeRow(index)} />
      ))}
      {fields.length < MAX_REGION_ROWS && (
        <button
          ref={add}
          type="button"
          className="button button--secondary"
          onClick={() => append(emptyRegionRow(), { focusName: `regions.${fields.length}.state` })}
        >
          {fields.length === 0 ? t`Add a region` : t`Add another region`}
        </button>
      )}
      <SelectField
        label={t`Where the vehicle is`}
        options={[
          { value: '0', label: t`Anywhere` },
          { value: '2', label: t`In Ukraine only (hide abroad)` },
          { value: '1', label: t`Abroad only` },
        ]}
        {...form.register('location')}
      />
    </div>
  );
}

function ExchangeFields({ form }: { form: Form }) {
  const wanted = useWatch({ control: form.control, name: ['carExchange', 'exchangeMake'] });
  const [carExchange, exchangeMake] = wanted;
  const marks = useQuery({ ...catalogQueries.marks(1), enabled: carExchange });
  const models = useQuery({
    ...catalogQueries.models(1, Number(exchangeMake)),
    enabled: carExchange && !!exchangeMake,
  });
  return (
    <>
      <Checkbox label={t`Exchange for a vehicle possible`} {...form.register('carExchange')} />
      {carExchange && (
        <div className="row__fields row__fields--nested">
          <Controller
            control={form.control}
            name="exchangeMake"
            render={({ field }) => (
              <Combobox
                label={t`Make wanted in exchange`}
                emptyLabel={t`Any make`}
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
                label={t`Model wanted in exchange`}
                emptyLabel={exchangeMake ? t`Any model` : t`Choose a make first`}
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

/**
 * The "More filters" panel's code: in when the section opens, or once the browser is idle (so
 * that opening it shows the panel at once); a link that sets one of its filters has it loaded
 * by the route's loader before the page renders.
 */
function useMoreFiltersPanel(open: boolean) {
  const [Panel, setPanel] = useState(loadedMoreFilters);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Panel) return;
    let live = true;
    const load = () =>
      loadMoreFilters().then(
        (loaded) => live && setPanel(() => loaded),
        () => live && open && setFailed(true),
      );
    if (open) {
      void load();
    } else {
      const cancel = whenIdle(() => void load(), 2000);
      return () => {
        live = false;
        cancel();
      };
    }
    return () => {
      live = false;
    };
  }, [open, Panel, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { Panel, failed: failed && !Panel, retry };
}

/**
 * The public table's other filters, folded away: the section says how many of them the form
 * sets, and opens by itself when the address sets one (a link, Back) or when one is invalid.
 */
function MoreFiltersSection({ form }: { form: Form }) {
  const category = useCategory(form);
  const held = useWatch({ control: form.control, name: MORE_FILTER_FIELDS });
  const count = countMoreFilters(
    Object.fromEntries(MORE_FILTER_FIELDS.map((name, i) => [name, held[i]])) as MoreFilterValues,
  );
  const { errors } = useFormState({ control: form.control, name: MORE_FILTER_FIELDS });
  const invalid = MORE_FILTER_FIELDS.find((name) => errors[name] !== undefined);
  const [open, setOpen] = useState(count > 0);
  const [counted, setCounted] = useState(count);
  // The field to focus once the section has opened for its error (the form could not: the
  // field was not drawn).
  const [toFocus, setToFocus] = useState<(typeof MORE_FILTER_FIELDS)[number] | null>(null);
  if (counted !== count) {
    setCounted(count);
    // Folded, only the address changes these fields: it now sets one.
    if (counted === 0 && count > 0) setOpen(true);
  }
  if (invalid && !open) {
    setOpen(true);
    setToFocus(invalid);
  }
  const { Panel, failed, retry } = useMoreFiltersPanel(open);
  useEffect(() => {
    if (!Panel || !toFocus) return;
    // After the frame that draws the panel's fields, so that the field exists to take focus.
    const frame = requestAnimationFrame(() => {
      form.setFocus(toFocus);
      setToFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [Panel, toFocus, form]);

  return (
    <Disclosure
      className="filter-group more-filters-section"
      summary={count > 0 ? t`More filters (${count} set)` : t`More filters`}
      open={open}
      onOpenChange={setOpen}
    >
      {open &&
        (Panel ? (
          <Panel form={form} category={category} />
        ) : failed ? (
          <p className="field__hint" role="alert">
            {t`These filters could not be loaded.`}{' '}
            <button type="button" className="button button--quiet" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : (
          <p className="field__hint" role="status">
            <Trans>Loading more filters…</Trans>
          </p>
        ))}
    </Disclosure>
  );
}

interface VehicleFiltersProps {
  readonly form: Form;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onReset: () => void;
}

/**
 * Every parameter of the vehicle search, with names from the catalogs. Memoised: results
 * arriving do not re-render it; each field follows its own value and error.
 */
export const VehicleFilters = memo(function VehicleFilters({
  form,
  onSubmit,
  onReset,
}: VehicleFiltersProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  useLinguiContext();
  const category = useCategory(form);
  const categories = useQuery(catalogQueries.categories());
  const bodystyles = useQuery(catalogQueries.bodystyles(category));
  const fuels = useQuery(catalogQueries.fuels());
  const gearboxes = useQuery(catalogQueries.gearboxes(category));
  const options = useQuery(catalogQueries.options(category));
  const checkedOptions = useWatch({ control: form.control, name: 'options' });
  const checkedCount = checkedOptions.length;
  const [optionsOpen, setOptionsOpen] = useState(checkedCount > 0);
  const { dropped, dismissDropped, changeCategory, beforeSearch } = useCategoryFit(form);
  const categoryField = form.register('category');

  return (
    <form
      className="filters"
      aria-label={t`Vehicle filters`}
      noValidate
      onSubmit={(event) => {
        beforeSearch();
        onSubmit(event);
      }}
    >
      {/* The fields scroll on their own; the actions below them are never over a field. */}
      <div className="filters__body">
        <SelectField
          label={t`Category`}
          options={[{ value: '', label: t`All categories` }, ...toOptions(categories.data)]}
          {...categoryField}
          onChange={(event) => {
            const previous = form.getValues('category');
            void categoryField.onChange(event);
            void changeCategory(previous, event.target.value);
          }}
        />
        {dropped.length > 0 && (
          <Notice tone="warning" onDismiss={dismissDropped}>
            <p>
              <Trans>Removed filters that do not apply here: {dropped.join(', ')}.</Trans>
            </p>
          </Notice>
        )}
        <MakeRows form={form} />

        <div className="filter-group">
          <h3 className="filter-group__title">
            <Trans>Price and deal</Trans>
          </h3>
          <FormRangeField
            form={form}
            legend={t`Price`}
            from="priceFrom"
            to="priceTo"
            input={{ inputMode: 'decimal' }}
          />
          <SelectField label={t`Currency`} options={CURRENCIES} {...form.register('currency')} />
          <Checkbox label={t`Bargaining possible`} {...form.register('bargain')} />
          <Checkbox
            label={t`Exchange for real estate possible`}
            {...form.register('realtyExchange')}
          />
          <ExchangeFields form={form} />
        </div>

        <RegionRows form={form} />

        <div className="filter-group">
          <h3 className="filter-group__title">
            <Trans>Vehicle</Trans>
          </h3>
          <CheckboxGroup
            legend={t`Body style`}
            options={toOptions(bodystyles.data)}
            loading={bodystyles.isPending}
            failed={bodystyles.isError ? { retry: () => void bodystyles.refetch() } : undefined}
            input={form.register('bodystyles')}
          />
          <CheckboxGroup
            legend={t`Fuel`}
            options={toOptions(fuels.data)}
            loading={fuels.isPending}
            failed={fuels.isError ? { retry: () => void fuels.refetch() } : undefined}
            input={form.register('fuels')}
          />
          <CheckboxGroup
            legend={t`Gearbox`}
            options={toOptions(gearboxes.data)}
            loading={gearboxes.isPending}
            failed={gearboxes.isError ? { retry: () => void gearboxes.refetch() } : undefined}
            input={form.register('gearboxes')}
          />
          <FormRangeField
            form={form}
            legend={t`Engine volume`}
            unit={<span className="range__unit">{t`litres`}</span>}
            from="engineFrom"
            to="engineTo"
            input={{ inputMode: 'decimal' }}
          />
          <FormRangeField
            form={form}
            legend={t`Power`}
            from="powerFrom"
            to="powerTo"
            input={{ inputMode: 'numeric' }}
          />
          <SelectField
            label={t`Power unit`}
            options={[
              { value: '1', label: t`Horsepower (hp)` },
              { value: '2', label: t`Kilowatts (kW)` },
            ]}
            {...form.register('powerUnit')}
          />
          <Checkbox label={t`Only customs-cleared vehicles`} {...form.register('clearedOnly')} />
          <Checkbox label={t`Only adverts with photos`} {...form.register('photoOnly')} />
        </div>

        <MoreFiltersSection form={form} />

        {options.data && options.data.length > 0 && (
          <details
            className="filter-group"
            open={optionsOpen}
            onToggle={(event) => setOptionsOpen(event.currentTarget.open)}
          >
            <summary className="filter-group__title">
              {checkedCount > 0
                ? t`Options (${options.data.length}, ${checkedCount} chosen)`
                : t`Options (${options.data.length})`}
            </summary>
            {/* The 121 boxes are drawn only when asked for; chosen ones keep their value meanwhile. */}
            {optionsOpen && (
              <CheckboxGroup
                legend={t`Options`}
                options={toOptions(options.data)}
                input={form.register('options')}
                checked={checkedOptions}
                searchable
                columns={1}
              />
            )}
          </details>
        )}
      </div>

      <div className="filters__actions">
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onReset}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
});
