import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../styles.css';
import './orders.css';
import { activateLanguage } from '../../../lib/language';
import { FormHarness } from '../../../test/form-harness';
import { renderWithApp } from '../../../test/render';
import {
  EMPTY_QUERY,
  ordersFormSchema,
  toFormValues,
  toQuery,
  type OrdersQuery,
} from '../orders-search-params';
import { OrdersFilters } from './orders-filters';

async function showPanel(initial: OrdersQuery = EMPTY_QUERY, back?: OrdersQuery) {
  const asked: OrdersQuery[] = [];
  await renderWithApp(
    <FormHarness
      schema={ordersFormSchema}
      initial={initial}
      toValues={toFormValues}
      toQuery={toQuery}
      asked={asked}
      back={back}
    >
      {(props) => <OrdersFilters {...props} />}
    </FormHarness>,
  );
  return asked;
}

const form = () => page.getByRole('form', { name: 'Order filters' });
const apply = () => form().getByRole('button', { name: 'Apply filters' }).click();

describe('the orders filter panel', () => {
  it('asks for statuses, days, totals and words, keeping the sort order', async () => {
    const asked = await showPanel({ statuses: [], sort: { column: 'total', desc: true } });
    await form().getByRole('checkbox', { name: 'Deleted' }).click();
    await form().getByRole('checkbox', { name: 'New' }).click();
    await userEvent.fill(form().getByLabelText('Created from'), '2026-01-01');
    await userEvent.fill(form().getByRole('textbox', { name: 'Total to' }), '2500,5');
    await userEvent.fill(form().getByRole('searchbox', { name: 'Search' }), '  Петренко ');
    await apply();
    await expect
      .poll(() => asked)
      .toEqual([
        {
          statuses: [0, 6],
          from: '2026-01-01',
          max: 2500.5,
          q: 'Петренко',
          sort: { column: 'total', desc: true },
        },
      ]);
  });

  it('says what is wrong on each field, announced, and asks for nothing', async () => {
    const asked = await showPanel();
    await userEvent.fill(form().getByLabelText('Created from'), '2026-03-01');
    await userEvent.fill(form().getByLabelText('Created to'), '2026-02-01');
    await userEvent.fill(form().getByRole('textbox', { name: 'Total from' }), 'many');
    await apply();
    await expect
      .element(form().getByLabelText('Created to'))
      .toHaveAccessibleDescription('The end date is before the start date.');
    await expect
      .element(form().getByRole('textbox', { name: 'Total from' }))
      .toHaveAccessibleDescription('Enter an amount such as 1500 or 1500.50.');
    expect(form().getByRole('alert').elements()).toHaveLength(2);
    expect(asked).toEqual([]);
  });

  it('refuses a total larger than an address may hold, rather than sending it to be dropped', async () => {
    const asked = await showPanel();
    await userEvent.fill(form().getByRole('textbox', { name: 'Total to' }), '9999999999999');
    await apply();
    await expect
      .element(form().getByRole('textbox', { name: 'Total to' }))
      .toHaveAccessibleDescription('Enter a number up to 1,000,000,000,000.');
    expect(asked).toEqual([]);
    // More digits than a number is read to: still too large, not "no number".
    await userEvent.fill(form().getByRole('textbox', { name: 'Total to' }), '99999999999999999');
    await apply();
    await expect
      .element(form().getByRole('textbox', { name: 'Total to' }))
      .toHaveAccessibleDescription('Enter a number up to 1,000,000,000,000.');
    expect(asked).toEqual([]);
    await userEvent.fill(form().getByRole('textbox', { name: 'Total to' }), '1 000 000 000 000');
    await apply();
    await expect.poll(() => asked.at(-1)?.max).toBe(1e12);
  });

  it('follows the address when it changes under it (Back)', async () => {
    await showPanel({ statuses: [1], q: 'вул' }, EMPTY_QUERY);
    await expect
      .element(form().getByRole('checkbox', { name: 'Completed', exact: true }))
      .toBeChecked();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect
      .element(form().getByRole('checkbox', { name: 'Completed', exact: true }))
      .not.toBeChecked();
    await expect.element(form().getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('stacks the dates on a 320-pixel screen, each after a visible “from” or “to”', async () => {
    await page.viewport(320, 640);
    try {
      await showPanel();
      const dates = form().getByRole('group', { name: 'Created' });
      const from = dates.getByLabelText('Created from').element().getBoundingClientRect();
      const to = dates.getByLabelText('Created to').element().getBoundingClientRect();
      expect(to.top).toBeGreaterThanOrEqual(from.bottom);
      await expect.element(dates.getByText('from', { exact: true })).toBeVisible();
      await expect.element(dates.getByText('to', { exact: true })).toBeVisible();
      // Side by side, the dash between them says it; the totals never needed the words.
      await page.viewport(1024, 768);
      await expect.element(dates.getByText('from', { exact: true })).not.toBeVisible();
      expect(form().getByRole('group', { name: 'Total' }).getByText('from').elements()).toEqual([]);
    } finally {
      await page.viewport(414, 896);
    }
  });

  it('writes the totals typed anew in a new language, and asks for what was meant', async () => {
    const asked = await showPanel();
    const to = form().getByRole('textbox', { name: 'Total to' });
    const from = form().getByRole('textbox', { name: 'Total from' });
    await userEvent.fill(to, '1,500.5');
    await userEvent.fill(from, 'abc');
    const [toField, fromField] = [to.element(), from.element()] as HTMLInputElement[];
    try {
      await activateLanguage('uk');
      await expect.poll(() => toField?.value).toBe('1500,5');
      // Not an amount in either language: left as typed, for its message.
      expect(fromField?.value).toBe('abc');
      await userEvent.fill(page.getByRole('textbox', { name: 'Сума від' }), '');
      await page.getByRole('button', { name: 'Застосувати фільтри' }).click();
      await expect.poll(() => asked).toEqual([{ statuses: [], max: 1500.5 }]);
      await activateLanguage('en');
      await expect.poll(() => toField?.value).toBe('1500.5');
    } finally {
      await activateLanguage('en');
    }
  });
});
