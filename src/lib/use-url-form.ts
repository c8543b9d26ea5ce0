import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

interface UrlFormOptions<Q, V extends FieldValues> {
  /** The query the URL holds now. */
  readonly query: Q;
  readonly toValues: (query: Q) => V;
  readonly toQuery: (values: V, current: Q) => Q;
  /** Takes a function of the query the address holds (or is about to hold). */
  readonly setQuery: (next: (current: Q) => Q) => void;
  readonly resolver: Resolver<V>;
}

/**
 * A filter form bound to the URL: the URL's query fills the form; submitting writes the URL
 * (one history entry, page back to the first); when the URL changes under the form (Back,
 * Forward, a chip removed) the form is reset to it. Nothing is written while typing.
 */
export function useUrlForm<Q, V extends FieldValues>(options: UrlFormOptions<Q, V>) {
  const { query, toValues, toQuery, setQuery, resolver } = options;
  // Only a change of the form's own part of the URL resets it: changing the sort order keeps
  // a draft that has not been submitted yet.
  const valuesKey = useMemo(() => JSON.stringify(toValues(query)), [toValues, query]);
  const values = useMemo(() => JSON.parse(valuesKey) as V, [valuesKey]);
  const form = useForm<V>({
    resolver,
    defaultValues: values as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { reset } = form;

  // What the last submit sent, and what the form held then: the address changes a moment
  // after a submit (once the results are in), and typing meanwhile must survive it.
  const submitted = useRef<{ values: string; form: string } | null>(null);
  useEffect(() => {
    const now = JSON.stringify(form.getValues());
    const sent = submitted.current;
    submitted.current = null;
    if (sent?.values === valuesKey && sent.form !== now) return;
    // After a submit the form already holds what the URL now says: a reset would only repeat
    // a render of every field.
    if (now !== valuesKey) reset(values);
  }, [form, reset, values, valuesKey]);

  /** The form's submit handler; `after` runs once the search is on its way. */
  const handleSubmit = useCallback(
    (after?: () => void) =>
      form.handleSubmit((values) => {
        const held = JSON.stringify(values);
        setQuery((current) => {
          const next = toQuery(values, current);
          submitted.current = { values: JSON.stringify(toValues(next)), form: held };
          return next;
        });
        after?.();
      }),
    [form, setQuery, toQuery, toValues],
  );
  return { form, values, handleSubmit };
}
