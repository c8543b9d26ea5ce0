import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fragment, memo, useState, type FormEventHandler } from 'react';
import { useWatch } from 'react-hook-form';
import { catalogQueries, toOptions, withChosen } from '../../../api/catalog-queries';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Checkbox, SelectField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { FormRangeField } from '../../../components/ui/form-fields';
import type { SearchForm } from '../../../lib/use-search-form';
import { currencyOption, currencySign, PRICES } from '../realty-advert';
import { CHARACTERISTICS, KINDS, OPERATIONS } from '../realty-characteristics';
import { characteristicLabel, type RealtyChoice } from '../realty-kind';
import {
  applicableIds,
  changeKind,
  fieldKey,
  type RealtyFormOutput,
  type RealtyFormValues,
} from '../realty-search-params';

type Form = SearchForm<RealtyFormValues, RealtyFormOutput>;

function Place({ form }: { form: Form }) {
  const [state, city] = useWatch({ control: form.control, name: ['state', 'city'] });
  const states = useQuery(catalogQueries.domStates());
  const cities = useQuery({ ...catalogQueries.domCities(Number(state)), enabled: !!state });
  const districts = useQuery({
    ...catalogQueries.domDistricts(Number(city)),
    enabled: !!city,
  });
  const stateField = form.register('state');
  const cityField = form.register('city');
  return (
    <div className="filter-group">
      <h3 className="filter-group__title">
        <Trans>Location</Trans>
      </h3>
      <SelectField
        label={t`Region`}
        options={[{ value: '', label: t`Any region` }, ...toOptions(states.data, state)]}
        {...stateField}
        onChange={(event) => {
          void stateField.onChange(event);
          form.setValue('city', ''); // a city and its districts belong to the region
          form.setValue('districts', []);
        }}
      />
      <SelectField
        label={t`City`}
        disabled={!state}
        options={[
          { value: '', label: state ? t`Any city` : t`Choose a region first` },
          ...toOptions(cities.data, city),
        ]}
        {...cityField}
        onChange={(event) => {
          void cityField.onChange(event);
          form.setValue('districts', []);
        }}
      />
      {city && districts.data && districts.data.length > 0 && (
        <CheckboxGroup
          legend={t`Districts`}
          options={toOptions(districts.data)}
          input={form.register('districts')}
          searchable={districts.data.length > 12}
          columns={1}
        />
      )}
    </div>
  );
}

/** Characteristic 242, "Currency": the currency of every price the form filters by. */
const CURRENCY = 242;
const CURRENCY_FIELD = `selects.${fieldKey(CURRENCY)}` as const;

/** A select characteristic; a link's option the tables lack (`characteristic[242]=999`) by its number. */
function CharacteristicSelect({ form, id, label }: { form: Form; id: number; label: string }) {
  const { i18n } = useLinguiContext();
  const name = `selects.${fieldKey(id)}` as const;
  const chosen = useWatch({ control: form.control, name });
  const options = (CHARACTERISTICS[id]?.options ?? []).map(([value, option]) => ({
    value: String(value),
    label: typeof option === 'string' ? option : i18n._(option),
  }));
  return (
    <SelectField
      label={label}
      options={[{ value: '', label: t`Any` }, ...withChosen(options, chosen)]}
      // Without a currency the service compares a price range with each advert's price in the
      // advert's own currency (CONTRACT.md): said where the currency is chosen.
      hint={
        id === CURRENCY && !chosen
          ? t`Without a currency, prices are compared in each advert’s own currency.`
          : undefined
      }
      {...form.register(name)}
    />
  );
}

/** A price's from/to, with the chosen currency as its unit ("$", "грн", as the cards write it). */
function PriceRange({ form, id, legend }: { form: Form; id: number; legend: string }) {
  const currency = currencyOption(
    Number(useWatch({ control: form.control, name: CURRENCY_FIELD })),
  );
  return (
    <FormRangeField
      form={form}
      legend={legend}
      from={`ranges.${fieldKey(id)}.from`}
      to={`ranges.${fieldKey(id)}.to`}
      input={{ inputMode: 'decimal' }}
      unit={currency && <span className="range__unit">{currencySign(currency)}</span>}
    />
  );
}

interface RealtyFiltersProps {
  readonly form: Form;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onReset: () => void;
}

/** The kind and operation decide which characteristics are offered (the public tables differ). */
export const RealtyFilters = memo(function RealtyFilters({
  form,
  onSubmit,
  onReset,
}: RealtyFiltersProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  const { i18n } = useLinguiContext();
  const [category, operation, realtyType] = useWatch({
    control: form.control,
    name: ['category', 'operation', 'realtyType'],
  });
  const kind = KINDS.find((k) => String(k.id) === category);
  // The choice the fields are for: a change's handler reads it as it was before the change.
  const current = {
    category: Number(category) || undefined,
    operation: Number(operation) || undefined,
  };
  const offered = applicableIds(current.category, current.operation);
  // What a change of kind or operation removed, said while the form holds that choice: Back,
  // which puts the form back as it was, takes the notice with it.
  const [removed, setRemoved] = useState<{ names: string[]; choice: string }>();
  const choice = `${category}:${operation}`;
  const dropped = removed?.choice === choice ? removed.names : [];

  /** Moves what the new kind or operation offers in another place, clears the rest, says what went. */
  const changeTo = (nextCategory: string, nextOperation: string) => {
    const next = {
      category: Number(nextCategory) || undefined,
      operation: Number(nextOperation) || undefined,
    };
    const values = form.getValues();
    const { ranges, selects, flags, lost } = changeKind(values, current, next);
    // Only the fields that change: each of the others would render again for nothing.
    for (const [key, range] of Object.entries(ranges))
      if (range !== values.ranges[key]) form.setValue(`ranges.${key}`, range);
    for (const [key, value] of Object.entries(selects))
      if (value !== values.selects[key]) form.setValue(`selects.${key}`, value);
    form.setValue('flags', flags);
    setRemoved({
      // Named as the form showed them, under the choice they were made for.
      names: lost.map((id) => nameUnder(id, current)),
      choice: `${nextCategory}:${nextOperation}`,
    });
  };

  const nameUnder = (id: number, under: RealtyChoice) => {
    const name = characteristicLabel(id, under);
    return name ? i18n._(name) : `#${id}`;
  };
  const nameOf = (id: number) => nameUnder(id, current);
  const categoryField = form.register('category');
  const operationField = form.register('operation');
  const ranges = offered.filter((id) => CHARACTERISTICS[id]?.type === 'range');
  // The currency right after the prices it is the unit of (the vehicle form has it so).
  const lastPrice = offered.includes(CURRENCY)
    ? ranges.findLast((id) => PRICES.has(id))
    : undefined;
  const selects = offered.filter(
    (id) => CHARACTERISTICS[id]?.type === 'select' && !(id === CURRENCY && lastPrice),
  );
  const flags = offered.filter((id) => CHARACTERISTICS[id]?.type === 'flag');

  return (
    <form className="filters" aria-label={t`Real-estate filters`} noValidate onSubmit={onSubmit}>
      {/* The fields scroll on their own; the actions below them are never over a field. */}
      <div className="filters__body">
        <SelectField
          label={t`Object kind`}
          options={[
            { value: '', label: t`Any kind` },
            // A link's kind the tables lack (`category=99`), by its number, as a region's.
            ...withChosen(
              KINDS.map((k) => ({ value: String(k.id), label: i18n._(k.name) })),
              category,
            ),
          ]}
          {...categoryField}
          onChange={(event) => {
            void categoryField.onChange(event);
            form.setValue('realtyType', ''); // a property type belongs to its kind
            changeTo(event.target.value, operation);
          }}
        />
        <SelectField
          label={t`Property type`}
          disabled={!kind}
          options={[
            { value: '', label: kind ? t`Any type` : t`Choose a kind first` },
            // A link's type of another kind (`category=24&realty_type=2`), by its number.
            ...withChosen(
              (kind?.types ?? []).map((type) => ({
                value: String(type.id),
                label: i18n._(type.name),
              })),
              kind ? realtyType : undefined,
            ),
          ]}
          {...form.register('realtyType')}
        />
        <SelectField
          label={t`Operation`}
          options={[
            { value: '', label: t`Any operation` },
            ...withChosen(
              OPERATIONS.map((o) => ({ value: String(o.id), label: i18n._(o.name) })),
              operation,
            ),
          ]}
          {...operationField}
          onChange={(event) => {
            void operationField.onChange(event);
            changeTo(category, event.target.value);
          }}
        />
        {dropped.length > 0 && (
          <Notice tone="warning" onDismiss={() => setRemoved(undefined)}>
            <p>
              <Trans>Removed filters that do not apply here: {dropped.join(', ')}.</Trans>
            </p>
          </Notice>
        )}

        <Place form={form} />

        {offered.length === 0 ? (
          <p className="field__hint filter-group">
            <Trans>Choose an object kind to filter by rooms, area, floor, price and more.</Trans>
          </p>
        ) : (
          <div className="filter-group">
            <h3 className="filter-group__title">{kind ? i18n._(kind.name) : t`Characteristics`}</h3>
            {ranges.map((id) =>
              PRICES.has(id) ? (
                <Fragment key={id}>
                  <PriceRange form={form} id={id} legend={nameOf(id)} />
                  {id === lastPrice && (
                    <CharacteristicSelect form={form} id={CURRENCY} label={nameOf(CURRENCY)} />
                  )}
                </Fragment>
              ) : (
                <FormRangeField
                  key={id}
                  form={form}
                  legend={nameOf(id)}
                  from={`ranges.${fieldKey(id)}.from`}
                  to={`ranges.${fieldKey(id)}.to`}
                  input={{ inputMode: 'decimal' }}
                />
              ),
            )}
            {selects.map((id) => (
              <CharacteristicSelect key={id} form={form} id={id} label={nameOf(id)} />
            ))}
            {flags.length > 0 && (
              <CheckboxGroup
                legend={t`Features`}
                options={flags.map((id) => ({
                  value: String(id),
                  label: nameOf(id),
                }))}
                input={form.register('flags')}
                columns={1}
              />
            )}
          </div>
        )}
        {/* Of any kind: after the kind's own filters, as the vehicle form has it after its own. */}
        <div className="filter-group">
          <Checkbox label={t`Only adverts with photos`} {...form.register('photoOnly')} />
        </div>
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
