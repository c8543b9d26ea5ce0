import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';

interface UrlFormOptions<Q, V extends FieldValues> {
  /** The query the URL holds now. */
  readonly query: Q;
  readonly toValues: (query: Q) => V;
  readonly toQuery: (values: V, current: Q) => Q;
  readonly setQuery: (query: Q) => void;
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

  useEffect(() => {
    // After a submit the form already holds what the URL now says: a reset would only repeat
    // a render of every field.
    if (JSON.stringify(form.getValues()) !== JSON.stringify(values)) reset(values);
  }, [form, reset, values]);

  /** The form's submit handler; `after` runs once the URL holds the new search. */
  const latestQuery = useRef(query);
  useLayoutEffect(() => {
    latestQuery.current = query;
  });
  const handleSubmit = useCallback(
    (after?: () => void) =>
      form.handleSubmit((submitted) => {
        setQuery(toQuery(submitted, latestQuery.current));
        after?.();
      }),
    [form, setQuery, toQuery],
  );
  return { form, values, handleSubmit };
}
