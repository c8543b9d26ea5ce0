import { zodResolver } from '@hookform/resolvers/zod';
import {
  createElement,
  useCallback,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
} from 'react';
import {
  createFormControl,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type * as z from 'zod/mini';
import { formMessage } from './form-message';

/**
 * A date field the browser holds half typed ("06/15/yyyy") reads '' as an empty one does, and
 * sends no event: the search would go without it while the field still shows it.
 */
const UNFINISHED = formMessage(msg`Finish the date (day, month and year), or clear it.`);

/** A form's schema: what the inputs hold (z.input) becomes what the search needs (z.output). */
export type FormSchema = z.ZodMiniType<unknown, FieldValues>;

export interface SearchFormOptions<Q, S extends FormSchema> {
  readonly schema: S;
  /** The query the address holds now. */
  readonly query: Q;
  readonly toValues: (query: Q) => z.input<S>;
  /** The query a valid form asks for; `current` is the query shown (or about to be). */
  readonly toQuery: (values: z.output<S>, current: Q) => Q;
  /** Navigates (see useSearchQuery). */
  readonly setQuery: (next: (current: Q) => Q) => unknown;
  /** Fields the address does not hold (how the form is shown): kept when it resets. */
  readonly formOnly?: readonly string[];
}

/**
 * A search form's methods. Its state is read where it is shown (useFormState, useWatch), so
 * that a memoised panel re-renders for its own fields only.
 */
export type SearchForm<V extends FieldValues, O> = Omit<UseFormReturn<V, unknown, O>, 'formState'>;

const NONE: readonly string[] = [];

const MODES = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

interface LifecycleProps<V extends FieldValues, O> {
  readonly form: SearchForm<V, O>;
  readonly resolver: Resolver<V, unknown, O>;
}

/**
 * Joins the form to React's life (useForm: subscriptions, validity, clean-up) one commit after
 * the page's first. useForm sets state in a layout effect when it mounts; inside the page's
 * first commit that made React run the whole page's effects and render it again in the same
 * task, a long task on a phone. The fields work before: they talk to the form's control.
 */
function FormLifecycle<V extends FieldValues, O>(props: LifecycleProps<V, O>) {
  // False in the first render, true in a render React does after that commit.
  const joined = useDeferredValue(true, false);
  return joined ? createElement(JoinForm<V, O>, props) : null;
}

function JoinForm<V extends FieldValues, O>({ form, resolver }: LifecycleProps<V, O>) {
  useForm<V, unknown, O>({ formControl: form, resolver, ...MODES });
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The address's new values `after`, but where the reader changed a field of `held` from the
 * address's values `before` and `after` left it as it was: that field as the reader left it.
 * Field by field, also inside a group of fields (a kind's ranges).
 */
function withDraft(held: unknown, before: unknown, after: unknown): unknown {
  if (isRecord(held) && isRecord(before) && isRecord(after)) {
    return Object.fromEntries(
      Object.keys(after).map((name) => [name, withDraft(held[name], before[name], after[name])]),
    );
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return !same(held, before) && same(after, before) ? held : after;
}

/** The form's values as text, without the fields the address does not hold. */
function keyOf(values: FieldValues, formOnly: readonly string[]): string {
  return JSON.stringify(values, (key, value: unknown) =>
    formOnly.includes(key) ? undefined : value,
  );
}

/**
 * A filter form bound to the address: the address's query fills the form; a valid submit
 * writes the address (one history entry); when the address changes under the form (Back,
 * Forward, a chip removed) the form is reset to it. Nothing is written while typing. The form
 * is typed by its schema: inputs hold z.input, a submit gets z.output.
 */
export function useSearchForm<Q, S extends FormSchema>(options: SearchFormOptions<Q, S>) {
  const { schema, query, toValues, toQuery, setQuery, formOnly = NONE } = options;
  // Fields show numbers in the page's language ("45,125" in Ukrainian, "45.125" in English),
  // so that its values are the address's in the language shown.
  const { locale } = useLingui().i18n;
  // Only a change of the form's own part of the address resets it: changing the sort order
  // keeps a draft that has not been submitted yet.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- toValues reads the language
  const values = useMemo(() => toValues(query), [toValues, query, locale]);
  const valuesKey = useMemo(() => keyOf(values, formOnly), [values, formOnly]);
  const [{ form, lifecycle }] = useState(() => {
    const resolver = zodResolver(schema);
    const { formControl } = createFormControl<z.input<S>, unknown, z.output<S>>({
      resolver,
      defaultValues: values as DefaultValues<z.input<S>>,
      ...MODES,
    });
    return {
      form: formControl,
      lifecycle: createElement(FormLifecycle<z.input<S>, z.output<S>>, {
        form: formControl,
        resolver,
      }),
    };
  });
  const { reset, getValues } = form;

  // What the last submit asked for, and what the form held then: the address changes a
  // moment after a submit (once the results are in), and typing meanwhile must survive it.
  const submitted = useRef<{ values: string; form: string } | null>(null);
  /**
   * Valid submits so far (the filter panel folds away on a phone after each). A counter to
   * subscribe to, not state: the page does not render again for it while its search loads.
   */
  const [searches] = useState(createCounter);
  // The address's values the form last followed, and whether the page itself is changing the
  // address (a chip's ×) rather than the reader going Back or Forward.
  const followed = useRef<FieldValues>(values);
  const followedLocale = useRef(locale);
  const removing = useRef(false);
  const follow = useEffectEvent(() => {
    const before = followed.current;
    followed.current = values;
    // A language switch writes the address's numbers in the new language ("45,125" left as it
    // was is 45125 in English) and, as a chip's ×, keeps the draft in the fields it leaves.
    const relanguaged = followedLocale.current !== locale;
    const keepDraft = removing.current || relanguaged;
    removing.current = false;
    const held = getValues();
    const now = keyOf(held, formOnly);
    const sent = submitted.current;
    submitted.current = null;
    if (sent?.values === valuesKey && sent.form !== now && !relanguaged) return;
    // After a submit the form already holds what the address now says: a reset would only
    // repeat a render of every field.
    if (now === valuesKey) return;
    const kept = Object.fromEntries(formOnly.map((name) => [name, held[name] as unknown]));
    // A chip removed keeps what the reader was typing in the other fields (not searched yet):
    // only the fields the address changed take its values. Back and Forward show the search
    // they go to as it was.
    const next = keepDraft ? (withDraft(held, before, values) as typeof values) : values;
    // Each mounted field gets its value where it is: memoised panels need not re-render (and
    // register their fields again) for the reset to show.
    reset({ ...next, ...kept }, { keepFieldsRef: true, keepErrors: relanguaged });
  });
  // The form's part of the address, not the query: a new sort order is a new query (and new
  // values) with the same filters, and the draft stays.
  useEffect(() => follow(), [valuesKey]);
  // After `follow`: a switch that changed none of the values (no decimals) leaves the form as
  // it is, messages and all.
  useEffect(() => {
    followedLocale.current = locale;
  }, [locale]);

  /** The form's onSubmit: one function for the page's life, so memoised panels keep still. */
  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const unfinished = [...event.currentTarget.elements].filter(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && element.validity.badInput && element.name !== '',
      );
      if (unfinished.length > 0) {
        event.preventDefault();
        // Submitted as far as the form knows (nothing is searched), so that finishing the date
        // validates the field again and takes the message away, as for any other field.
        void form
          .handleSubmit(() => undefined)()
          .then(() => {
            for (const { name } of unfinished) {
              form.setError(name as Path<z.input<S>>, {
                type: 'unfinished',
                message: UNFINISHED,
              });
            }
            unfinished[0]?.focus();
          });
        return;
      }
      void form.handleSubmit((output) => {
        searches.increment();
        const held = keyOf(getValues(), formOnly);
        setQuery((current) => {
          const next = toQuery(output, current);
          submitted.current = { values: keyOf(toValues(next), formOnly), form: held };
          return next;
        });
      })(event);
    },
    [form, getValues, setQuery, toQuery, toValues, formOnly, searches],
  );
  // The address's query as it is now, for `clear`, which stays one function for the page's life.
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
    // After `follow` (declared first): a removal that left the form's values as they were
    // must not keep the draft through a later Back.
    removing.current = false;
  }, [query]);
  /**
   * Clear filters (the panel's, the chips' and the empty results'): the address without the filters, and the form with it, the
   * draft too. The address alone would leave a draft in place when it held no filters already
   * (nothing changes under the form for it to follow).
   */
  const clear = useCallback(
    (without: (current: Q) => Q) => {
      const held = getValues();
      const kept = Object.fromEntries(formOnly.map((name) => [name, held[name] as unknown]));
      reset({ ...toValues(without(latest.current)), ...kept }, { keepFieldsRef: true });
      setQuery(without);
    },
    [getValues, reset, setQuery, toValues, formOnly],
  );
  /**
   * A chip's ×: the address less one filter, while the form keeps the draft of the others
   * (`setQuery`'s function form, as `removableChips` calls it).
   */
  const remove = useCallback(
    (without: (current: Q) => Q) => {
      removing.current = true;
      return setQuery(without);
    },
    [setQuery],
  );
  /** `lifecycle` goes anywhere in the page's tree: it renders nothing. */
  return { form, submit, clear, remove, searches, lifecycle: lifecycle as ReactElement };
}

/** A number that components may subscribe to (useSyncExternalStore). */
export interface Counter {
  readonly get: () => number;
  readonly subscribe: (listener: () => void) => () => void;
  readonly increment: () => void;
}

export function createCounter(): Counter {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    increment: () => {
      value += 1;
      for (const listener of listeners) listener();
    },
  };
}
