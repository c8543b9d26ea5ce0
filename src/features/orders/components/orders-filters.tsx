import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ORDER_STATUSES } from '../../../api/contracts/orders';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { TextField } from '../../../components/ui/field';
import { RangeField } from '../../../components/ui/range-field';
import type { OrdersFormValues } from '../orders-search-params';
import { statusName } from '../orders-table';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: String(status),
  label: statusName(status),
}));

interface OrdersFiltersProps {
  readonly form: UseFormReturn<OrdersFormValues>;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onReset: () => void;
}

/** Status, created dates, total and free text; applied on submit (nothing is written while typing). */
export function OrdersFilters({ form, onSubmit, onReset }: OrdersFiltersProps) {
  const { errors } = form.formState;
  return (
    <form className="orders-filters" aria-label="Order filters" noValidate onSubmit={onSubmit}>
      <CheckboxGroup
        legend="Status"
        options={STATUS_OPTIONS}
        input={form.register('statuses')}
        columns={2}
      />
      <RangeField
        legend="Created"
        className="orders-filters__dates"
        from={{ ...form.register('from'), type: 'date' }}
        to={{ ...form.register('to'), type: 'date' }}
        error={errors.to?.message ?? errors.from?.message}
      />
      <RangeField
        legend="Total"
        from={{ ...form.register('min'), inputMode: 'decimal' }}
        to={{ ...form.register('max'), inputMode: 'decimal' }}
        error={errors.max?.message ?? errors.min?.message}
      />
      <TextField
        label="Search"
        type="search"
        hint="Recipient, e-mail, phone, address or item name. Every word must match."
        error={errors.q?.message}
        {...form.register('q')}
      />
      <div className="orders-filters__actions">
        <button type="submit" className="button">
          Apply filters
        </button>
        <button type="button" className="button button--secondary" onClick={onReset}>
          Reset filters
        </button>
      </div>
    </form>
  );
}
