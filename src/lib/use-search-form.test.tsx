import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render as renderAlone } from 'vitest-browser-react';
import * as z from 'zod/mini';
import { fieldText, numberText } from './form-values';
import { useSearchForm } from './use-search-form';

// The form writes numbers in the page's language, as the app's provider has it.
i18n.loadAndActivate({ locale: 'en', messages: {} });
const render = (ui: ReactNode) => renderAlone(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

interface Query {
  readonly min?: number;
  readonly max?: number;
  /** Not the form's: the results' order, set by a column header. */
  readonly sort?: string;
}

const schema = z.object({ min: numberText, max: numberText });
const toValues = (query: Query) => ({ min: fieldText(query.min), max: fieldText(query.max) });
const toQuery = (values: z.output<typeof schema>, current: Query): Query => ({
  ...(current.sort === undefined ? {} : { sort: current.sort }),
  ...(values.min === undefined ? {} : { min: values.min }),
  ...(values.max === undefined ? {} : { max: values.max }),
});

/** The address changes a moment after a submit, as it does while the results load. */
function SlowAddress({ asked, at = {} }: { asked: Query[]; at?: Query }) {
  const [query, setQuery] = useState<Query>(at);
  const move = (next: (current: Query) => Query) => {
    const value = next(query);
    asked.push(value);
    setTimeout(() => setQuery(value), 300);
  };
  const {
    form,
    submit,
    clear,
    remove,
    searches: counter,
    lifecycle,
  } = useSearchForm({ schema, query, toValues, toQuery, setQuery: move });
  const searches = useSyncExternalStore(counter.subscribe, counter.get);
  return (
    <form aria-label="Filters" onSubmit={submit}>
      <input aria-label="Min" {...form.register('min')} />
      <input aria-label="Max" {...form.register('max')} />
      <button type="submit">Search</button>
      <button type="button" onClick={() => clear(() => ({}))}>
        Clear filters
      </button>
      <button type="button" onClick={() => move((current) => ({ ...current, sort: 'price' }))}>
        Sort by price
      </button>
      <button type="button" onClick={() => move(() => ({ min: 1 }))}>
        Back
      </button>
      <button type="button" onClick={() => remove(({ min: _, ...current }) => current)}>
        Remove the min chip
      </button>
      <output aria-label="Address">{JSON.stringify(query)}</output>
      <output aria-label="Searches">{searches}</output>
      {lifecycle}
    </form>
  );
}

describe('useSearchForm', () => {
  it('resets a draft the address never held, and an applied search with its address', async () => {
    const asked: Query[] = [];
    await render(<SlowAddress asked={asked} />);
    // Nothing applied yet: the address does not change, and the draft goes all the same.
    await userEvent.fill(page.getByLabelText('Min'), '5000');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.element(page.getByLabelText('Min')).toHaveValue('');
    await userEvent.fill(page.getByLabelText('Max'), '9000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{"max":9000}');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.element(page.getByLabelText('Max')).toHaveValue('');
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{}');
    expect(asked).toEqual([{}, { max: 9000 }, {}]);
  });

  it('keeps what is typed while the address catches up with a search', async () => {
    const asked: Query[] = [];
    await render(<SlowAddress asked={asked} />);
    await userEvent.fill(page.getByLabelText('Min'), '5000');
    await page.getByRole('button', { name: 'Search' }).click();
    await userEvent.fill(page.getByLabelText('Max'), '30000');
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{"min":5000}');
    await expect.element(page.getByLabelText('Max')).toHaveValue('30000');
    expect(asked).toEqual([{ min: 5000 }]);
    await expect.element(page.getByLabelText('Searches')).toHaveTextContent('1');
  });

  it('keeps a draft when only the order changes, and follows the address when its filters do', async () => {
    const asked: Query[] = [];
    await render(<SlowAddress asked={asked} />);
    await userEvent.fill(page.getByLabelText('Min'), '5000');
    await page.getByRole('button', { name: 'Sort by price' }).click();
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{"sort":"price"}');
    await expect.element(page.getByLabelText('Min')).toHaveValue('5000');
    // The draft goes with the sort when it is applied.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .element(page.getByLabelText('Address'))
      .toHaveTextContent('{"sort":"price","min":5000}');
    // Other filters under the form (Back, a chip): the form shows them.
    await userEvent.fill(page.getByLabelText('Max'), '9000');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{"min":1}');
    await expect.element(page.getByLabelText('Min')).toHaveValue('1');
    await expect.element(page.getByLabelText('Max')).toHaveValue('');
  });

  it('keeps what is typed in the other fields when a chip is removed', async () => {
    const asked: Query[] = [];
    await render(<SlowAddress asked={asked} />);
    await userEvent.fill(page.getByLabelText('Min'), '5000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{"min":5000}');
    // Typed, not searched yet; then the min chip's ×.
    await userEvent.fill(page.getByLabelText('Max'), '9000');
    await page.getByRole('button', { name: 'Remove the min chip' }).click();
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{}');
    await expect.element(page.getByLabelText('Min')).toHaveValue('');
    await expect.element(page.getByLabelText('Max')).toHaveValue('9000');
    // The draft searched next goes without the removed filter.
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.element(page.getByLabelText('Address')).toHaveTextContent('{"max":9000}');
    expect(asked).toEqual([{ min: 5000 }, {}, { max: 9000 }]);
  });

  it('writes the address’s numbers in the language switched to, and searches them as they were', async () => {
    i18n.loadAndActivate({ locale: 'uk', messages: {} });
    const asked: Query[] = [];
    await render(<SlowAddress asked={asked} at={{ min: 45.125 }} />);
    await expect.element(page.getByLabelText('Min')).toHaveValue('45,125');
    // Typed, not searched yet: kept, as a chip's × keeps it.
    await userEvent.fill(page.getByLabelText('Max'), '90');
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    await expect.element(page.getByLabelText('Min')).toHaveValue('45.125');
    await expect.element(page.getByLabelText('Max')).toHaveValue('90');
    await page.getByRole('button', { name: 'Search' }).click();
    // 45.125, not the 45125 that English reads "45,125" as.
    await expect.poll(() => asked).toEqual([{ min: 45.125, max: 90 }]);
  });

  it('gives the submit numbers from text, and counts only valid searches', async () => {
    const asked: Query[] = [];
    await render(<SlowAddress asked={asked} />);
    await userEvent.fill(page.getByLabelText('Min'), 'ten');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.element(page.getByLabelText('Min')).toHaveFocus();
    expect(asked).toEqual([]);
    await expect.element(page.getByLabelText('Searches')).toHaveTextContent('0');
    await userEvent.fill(page.getByLabelText('Min'), '1,5');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => asked).toEqual([{ min: 1.5 }]);
  });
});
