/**
 * A filter form as its page holds it, without the page: the query lives in state (standing in
 * for the address), a valid submit records the query asked for, and `Back` sets another query
 * from outside, as the Back button does.
 */
import { useState, type FormEventHandler, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { useSearchForm, type FormSchema, type SearchForm } from '../lib/use-search-form';

interface HarnessProps<Q, S extends FormSchema> {
  readonly schema: S;
  readonly initial: Q;
  readonly toValues: (query: Q) => z.input<S>;
  readonly toQuery: (values: z.output<S>, current: Q) => Q;
  /** Every query a submit asked for, in order. */
  readonly asked: Q[];
  /** A query the harness's "Back" button puts in place of the current one. */
  readonly back?: Q;
  readonly children: (props: {
    form: SearchForm<z.input<S>, z.output<S>>;
    onSubmit: FormEventHandler<HTMLFormElement>;
    onReset: () => void;
  }) => ReactNode;
}

export function FormHarness<Q, S extends FormSchema>(props: HarnessProps<Q, S>) {
  const { schema, initial, toValues, toQuery, asked, back, children } = props;
  const [query, setQuery] = useState(initial);
  const { form, submit, lifecycle } = useSearchForm({
    schema,
    query,
    toValues,
    toQuery,
    setQuery: (next: (current: Q) => Q) => {
      const value = next(query);
      asked.push(value);
      setQuery(value);
    },
  });
  return (
    <>
      {children({ form, onSubmit: submit, onReset: () => setQuery(initial) })}
      {lifecycle}
      {back !== undefined && (
        <button type="button" onClick={() => setQuery(back)}>
          Back
        </button>
      )}
    </>
  );
}
