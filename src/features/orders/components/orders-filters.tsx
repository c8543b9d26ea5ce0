import { useLingui as useLinguiContext } from '@lingui/react';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { memo, useEffect, useRef, type FormEventHandler } from 'react';
import { ORDER_STATUSES } from '../../../api/contracts/orders';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormRangeField, FormTextField } from '../../../components/ui/form-fields';
import { fieldText, readNumber } from '../../../lib/form-values';
import type { SearchForm } from '../../../lib/use-search-form';
import type { OrdersFormOutput, OrdersFormValues } from '../orders-search-params';
import { statusName } from '../orders-table';

/** Named at render: the page's language (a module-level name would be read before it loads). */
const statusOptions = () =>
  ORDER_STATUSES.map((status) => ({ value: String(status), label: statusName(status) }));

interface OrdersFiltersProps {
  readonly form: SearchForm<OrdersFormValues, OrdersFormOutput>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onReset: () => void;
}

/**
 * The totals typed but not applied, written anew in a new language: "1500,5" typed in Ukrainian
 * reads 1500.5 and shows "1500.5" in English (where "1500,5" is no amount), as a field filled
 * from the address would. Text that is no amount in the old language is left as typed.
 */
function useAmountsFollowLanguage(
  form: SearchForm<OrdersFormValues, OrdersFormOutput>,
  language: string,
) {
  const previous = useRef(language);
  useEffect(() => {
    const before = previous.current;
    previous.current = language;
    if (before === language) return;
    for (const name of ['min', 'max'] as const) {
      const text = form.getValues(name) ?? '';
      const value = readNumber(text, before);
      const next = value === undefined ? text : fieldText(value, language);
      if (next !== text)
        form.setValue(name, next, { shouldValidate: !!form.getFieldState(name).error });
    }
  }, [form, language]);
}

/** Status, created dates, total and free text; applied on submit (nothing is written while typing). */
export const OrdersFilters = memo(function OrdersFilters({
  form,
  onSubmit,
  onReset,
}: OrdersFiltersProps) {
  // Memoised: subscribes to the language itself, so a switch renders it anew.
  const { i18n } = useLinguiContext();
  useAmountsFollowLanguage(form, i18n.locale);
  return (
    <form className="orders-filters" aria-label={t`Order filters`} noValidate onSubmit={onSubmit}>
      <CheckboxGroup
        legend={t`Status`}
        options={statusOptions()}
        input={form.register('statuses')}
        columns={2}
      />
      <FormRangeField
        form={form}
        legend={t`Created`}
        className="orders-filters__dates"
        from="from"
        to="to"
        input={{ type: 'date' }}
      />
      <FormRangeField
        form={form}
        legend={t`Total`}
        from="min"
        to="max"
        input={{ inputMode: 'decimal' }}
      />
      <FormTextField
        form={form}
        name="q"
        label={t`Search`}
        type="search"
        hint={t`Order number, recipient, e-mail, phone, city, address, delivery service or item. Every word must match.`}
      />
      <div className="orders-filters__actions">
        <button type="submit" className="button">
          <Trans>Apply filters</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onReset}>
          <Trans>Clear filters</Trans>
        </button>
      </div>
    </form>
  );
});
