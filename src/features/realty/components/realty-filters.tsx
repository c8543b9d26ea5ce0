import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { memo, useState, type FormEventHandler } from 'react';
import { useWatch } from 'react-hook-form';
import { catalogQueries, toOptions, withChosen } from '../../../api/catalog-queries';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { SelectField } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { FormRangeField } from '../../../components/ui/form-fields';
import type { SearchForm } from '../../../lib/use-search-form';
import { CHARACTERISTICS, KINDS, OPERATIONS } from '../realty-characteristics';
import {
  applicableIds,
  droppedBy,
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
  const offered = applicableIds(Number(category) || undefined, Number(operation) || undefined);
  const [dropped, setDropped] = useState<string[]>([]);

  /** Clears what the new kind or operation does not offer, and says what went. */
  const changeKind = (nextCategory: string, nextOperation: string) => {
    const values = form.getValues();
    const gone = droppedBy(
      values,
      Number(nextCategory) || undefined,
      Number(nextOperation) || undefined,
    );
    for (const id of gone) {
      const meta = CHARACTERISTICS[id];
      if (meta?.type === 'range') form.setValue(`ranges.${fieldKey(id)}`, { from: '', to: '' });
      if (meta?.type === 'select') form.setValue(`selects.${fieldKey(id)}`, '');
    }
    const goneFlags = new Set(gone.map(String));
    form.setValue(
      'flags',
      values.flags.filter((flag) => !goneFlags.has(flag)),
    );
    setDropped(gone.map((id) => nameOf(id)));
  };

  const nameOf = (id: number) => {
    const name = CHARACTERISTICS[id]?.name;
    return name ? i18n._(name) : `#${id}`;
  };
  const categoryField = form.register('category');
  const operationField = form.register('operation');
  const ranges = offered.filter((id) => CHARACTERISTICS[id]?.type === 'range');
  const selects = offered.filter((id) => CHARACTERISTICS[id]?.type === 'select');
  const flags = offered.filter((id) => CHARACTERISTICS[id]?.type === 'flag');

  return (
    <form className="filters" aria-label={t`Real-estate filters`} noValidate onSubmit={onSubmit}>
      {/* The fields scroll on their own; the actions below them are never over a field. */}
      <div className="filters__body">
        <SelectField
          label={t`Object kind`}
          options={[
            { value: '', label: t`Any kind` },
            ...KINDS.map((k) => ({ value: String(k.id), label: i18n._(k.name) })),
          ]}
          {...categoryField}
          onChange={(event) => {
            void categoryField.onChange(event);
            form.setValue('realtyType', ''); // a property type belongs to its kind
            changeKind(event.target.value, operation);
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
            ...OPERATIONS.map((o) => ({ value: String(o.id), label: i18n._(o.name) })),
          ]}
          {...operationField}
          onChange={(event) => {
            void operationField.onChange(event);
            changeKind(category, event.target.value);
          }}
        />
        {dropped.length > 0 && (
          <Notice tone="warning" onDismiss={() => setDropped([])}>
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
            {ranges.map((id) => (
              <FormRangeField
                key={id}
                form={form}
                legend={nameOf(id)}
                from={`ranges.${fieldKey(id)}.from`}
                to={`ranges.${fieldKey(id)}.to`}
                input={{ inputMode: 'decimal' }}
              />
            ))}
            {selects.map((id) => (
              <SelectField
                key={id}
                label={nameOf(id)}
                options={[
                  { value: '', label: t`Any` },
                  ...(CHARACTERISTICS[id]?.options ?? []).map(([value, label]) => ({
                    value: String(value),
                    label: typeof label === 'string' ? label : i18n._(label),
                  })),
                ]}
                {...form.register(`selects.${fieldKey(id)}`)}
              />
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
      </div>

      <div className="filters__actions">
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onReset}>
          <Trans>Reset filters</Trans>
        </button>
      </div>
    </form>
  );
});
