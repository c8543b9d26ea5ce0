/**
 * Fields bound to a react-hook-form form by name. Each subscribes to its own errors, so a
 * message shows even inside a memoised panel (a search form has no `formState` to read: see
 * `SearchForm`).
 */
import { useLingui } from '@lingui/react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { messageText } from '../../lib/form-message';
import type { SearchForm } from '../../lib/use-search-form';
import { TextField } from './field';
import { RangeField } from './range-field';

/**
 * The first error message among the named fields, as it changes, in the page's language (schema
 * messages are message ids: src/lib/form-message.ts).
 */
export function useFieldError<T extends FieldValues, O>(
  control: Control<T, unknown, O>,
  names: readonly FieldPath<T>[],
): string | undefined {
  // A language switch re-reads the message.
  useLingui();
  const { errors } = useFormState({ control, name: [...names] });
  for (const name of names) {
    const error: unknown = get(errors, name);
    const message =
      error && typeof error === 'object' && 'message' in error ? error.message : undefined;
    if (typeof message === 'string' && message) return messageText(message);
  }
  return undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'>;

interface FormRangeFieldProps<T extends FieldValues, O> {
  readonly form: SearchForm<T, O>;
  /** The quantity, e.g. "Price": the inputs are named "Price from" and "Price to". */
  readonly legend: string;
  readonly from: FieldPath<T>;
  readonly to: FieldPath<T>;
  readonly input?: InputProps;
  readonly unit?: ReactNode;
  readonly className?: string;
}

/** A from/to pair; the message of either end (the "to" first, where order errors go). */
export function FormRangeField<T extends FieldValues, O>({
  form,
  legend,
  from,
  to,
  input,
  unit,
  className,
}: FormRangeFieldProps<T, O>) {
  const error = useFieldError(form.control, [to, from]);
  return (
    <RangeField
      legend={legend}
      from={{ ...input, ...form.register(from) }}
      to={{ ...input, ...form.register(to) }}
      error={error}
      unit={unit}
      className={className}
    />
  );
}

interface FormTextFieldProps<T extends FieldValues, O> extends InputProps {
  readonly form: SearchForm<T, O>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
}

export function FormTextField<T extends FieldValues, O>({
  form,
  name,
  ...field
}: FormTextFieldProps<T, O>) {
  const error = useFieldError(form.control, [name]);
  return <TextField {...field} {...form.register(name)} error={error} />;
}
