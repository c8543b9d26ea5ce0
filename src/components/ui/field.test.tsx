import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithApp } from '../../test/render';
import { SelectField } from './field';

const ANY = { value: '', label: 'All categories' };
const CATALOG = [
  { value: '1', label: 'Cars' },
  { value: '2', label: 'Motorcycles' },
];

/** A select whose options come later, as a catalog does, in a form that already has a value. */
function Category({ value = '' }: { readonly value?: string }) {
  const form = useForm({ defaultValues: { category: value } });
  const [options, setOptions] = useState([ANY]);
  const chosen = useWatch({ control: form.control, name: 'category' });
  return (
    <form aria-label="Filters">
      <SelectField label="Category" options={options} {...form.register('category')} />
      <button type="button" onClick={() => setOptions([ANY, ...CATALOG])}>
        Catalog arrives
      </button>
      <output aria-label="Form value">{chosen}</output>
    </form>
  );
}

describe('SelectField', () => {
  it('shows the form’s value once its option arrives', async () => {
    await renderWithApp(<Category value="2" />);
    const select = page.getByRole('combobox', { name: 'Category' });
    await page.getByRole('button', { name: 'Catalog arrives' }).click();
    await expect.element(select).toHaveValue('2');
  });

  it('keeps the focus when its options arrive, and the choice made after', async () => {
    await renderWithApp(<Category />);
    const select = page.getByRole('combobox', { name: 'Category' });
    (select.element() as HTMLElement).focus();
    await expect.element(select).toHaveFocus();
    // The options arrive while the field has the focus (a press elsewhere would take it).
    (page.getByRole('button', { name: 'Catalog arrives' }).element() as HTMLElement).click();
    await expect.element(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Motorcycles');
    await expect.element(page.getByRole('status', { name: 'Form value' })).toHaveTextContent('2');
  });

  it('does not take a focus it did not have', async () => {
    await renderWithApp(<Category />);
    await page.getByRole('button', { name: 'Catalog arrives' }).click();
    await expect.element(page.getByRole('button', { name: 'Catalog arrives' })).toHaveFocus();
  });
});
