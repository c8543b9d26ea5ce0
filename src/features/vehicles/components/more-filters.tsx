/**
 * The panel's "More filters": the public table's other rows, grouped as the marketplace groups
 * them, the ones buyers reach for first at the head of each group. Loaded apart from the page
 * (see load-more-filters.ts): the page's first load does not carry it.
 */
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { catalogQueries, toOptions } from '../../../api/catalog-queries';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Checkbox, SelectField } from '../../../components/ui/field';
import { FormRangeField, FormTextField } from '../../../components/ui/form-fields';
import { RadioGroup } from '../../../components/ui/radio-group';
import type { SearchForm } from '../../../lib/use-search-form';
import {
  AXLES,
  DOORS,
  FUEL_CYCLES,
  label,
  PERIODS,
  SEATS,
  WHEEL_FORMULAS,
} from '../vehicle-filter-options';
import type { VehicleFormOutput, VehicleFormValues } from '../vehicle-search-params';

type Form = SearchForm<VehicleFormValues, VehicleFormOutput>;

/** "Any": read when the panel renders, in the page's language. */
const ANY_WORD = msg({ message: 'Any', context: 'filter choice' });
const any = () => ({ value: '', label: label(ANY_WORD) });
const choices = <K extends string | number>(
  list: readonly (readonly [K, Parameters<typeof label>[0]])[],
) => list.map(([value, words]) => ({ value: String(value), label: label(words) }));
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Counts offered, with the one the form holds when a link asked for another. */
function counts(offered: readonly number[], held: string) {
  const all = [...new Set([...offered.map(String), ...(held ? [held] : [])])];
  return [any(), ...all.sort((a, b) => Number(a) - Number(b)).map((n) => ({ value: n, label: n }))];
}

/** Only those, only the others, or any: the words for each way. */
function onlyOrNot(only: string, others: string) {
  return [any(), { value: '0', label: others }, { value: '1', label: only }];
}

function Group({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className="more-filters__group">
      <h3 className="more-filters__title">{title}</h3>
      {children}
    </div>
  );
}

export interface MoreFiltersProps {
  readonly form: Form;
  /** The category the catalogs follow (drive types differ between cars and motorcycles). */
  readonly category: number;
}

export function MoreFilters({ form, category }: MoreFiltersProps) {
  // The options' words are read here: a language switch renders the panel anew.
  useLingui();
  const drives = useQuery(catalogQueries.driveTypes(category));
  const colors = useQuery(catalogQueries.colors());
  const countries = useQuery(catalogQueries.countries());
  const [doors, seats] = useWatch({ control: form.control, name: ['doors', 'seats'] });
  return (
    <div className="more-filters">
      <Group title={t`Body and colour`}>
        <CheckboxGroup
          legend={t`Colour`}
          options={toOptions(colors.data)}
          loading={colors.isPending}
          failed={colors.isError ? { retry: () => void colors.refetch() } : undefined}
          input={form.register('colors')}
          columns={3}
        />
        <div className="more-filters__pair">
          <SelectField
            label={t`Doors`}
            options={counts(DOORS, doors)}
            {...form.register('doors')}
          />
          <SelectField
            label={t`Seats`}
            options={counts(SEATS, seats)}
            {...form.register('seats')}
          />
        </div>
        <FormTextField
          form={form}
          name="payload"
          label={t`Payload at least`}
          hint={t`In kilograms.`}
          inputMode="numeric"
        />
      </Group>

      <Group title={t`Engine and drive`}>
        {(drives.isPending || (drives.data?.length ?? 0) > 0) && (
          <CheckboxGroup
            legend={t`Drive`}
            options={toOptions(drives.data)}
            loading={drives.isPending}
            failed={drives.isError ? { retry: () => void drives.refetch() } : undefined}
            input={form.register('drives')}
          />
        )}
        <FormRangeField
          form={form}
          legend={t`Fuel consumption`}
          unit={<span className="range__unit">{t`l/100 km`}</span>}
          from="consumptionFrom"
          to="consumptionTo"
          input={{ inputMode: 'decimal' }}
        />
        <SelectField
          label={t`Consumption cycle`}
          options={choices(FUEL_CYCLES)}
          {...form.register('consumptionCycle')}
        />
        <div className="more-filters__pair">
          <SelectField
            label={t`Wheel formula`}
            options={[any(), ...choices(WHEEL_FORMULAS)]}
            {...form.register('wheelFormula')}
          />
          <SelectField
            label={t`Axles`}
            options={[any(), ...choices(AXLES)]}
            {...form.register('axles')}
          />
        </div>
      </Group>

      <Group title={t`Condition and history`}>
        <FormRangeField
          form={form}
          legend={t`Mileage`}
          unit={<span className="range__unit">{t`thousand km`}</span>}
          from="mileageFrom"
          to="mileageTo"
          input={{ inputMode: 'numeric' }}
        />
        <RadioGroup
          legend={t`Accidents`}
          options={[
            any(),
            { value: '0', label: t`No accidents` },
            { value: '1', label: t`After an accident` },
          ]}
          input={form.register('accidents')}
        />
        <Checkbox label={t`Only adverts with a checked VIN`} {...form.register('vinChecked')} />
        <SelectField
          label={t`Running`}
          options={onlyOrNot(t`Not running only`, t`Running only`)}
          {...form.register('notRunning')}
        />
        <SelectField
          label={t`On credit`}
          options={onlyOrNot(t`On credit only`, t`Not on credit`)}
          {...form.register('onCredit')}
        />
        <SelectField
          label={t`Confiscated`}
          options={onlyOrNot(t`Confiscated only`, t`Not confiscated`)}
          {...form.register('confiscated')}
        />
        <SelectField
          label={t`Imported from`}
          options={[{ value: '', label: t`Any country` }, ...toOptions(countries.data)]}
          {...form.register('importedFrom')}
        />
      </Group>

      <Group title={t`Seller and advert`}>
        <RadioGroup
          legend={t`Seller`}
          options={[
            any(),
            { value: '1', label: t`Private seller` },
            { value: '2', label: t`Dealer` },
          ]}
          input={form.register('seller')}
        />
        <SelectField
          label={t`Posted`}
          options={[
            { value: '', label: t`Any time` },
            ...choices(PERIODS).map((choice) => ({ ...choice, label: capital(choice.label) })),
          ]}
          {...form.register('period')}
        />
        <Checkbox label={t`Only adverts with a video`} {...form.register('withVideo')} />
        <SelectField
          label={t`Sold adverts`}
          options={[
            { value: '', label: t`Shown` },
            { value: '2', label: t`Hidden` },
            { value: '1', label: t`Only sold` },
          ]}
          {...form.register('sold')}
        />
      </Group>
    </div>
  );
}
