import '../../test/english';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Combobox, type ComboboxOption } from './combobox';

const MAKES: ComboboxOption[] = [
  { value: '9', label: 'BMW' },
  { value: '24', label: 'Mercedes-Benz' },
  { value: '70', label: 'Skoda' },
  { value: '79', label: 'Toyota' },
];

/** The combobox as a form holds it: the chosen value in state, shown beside it. */
function Harness({
  initial = '',
  options = MAKES,
}: {
  initial?: string;
  options?: ComboboxOption[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Combobox
        label="Make"
        emptyLabel="Any make"
        options={options}
        value={value}
        onChange={setValue}
      />
      <output aria-label="Chosen">{value || 'none'}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => page.getByRole('combobox', { name: 'Make' });
const chosen = () => page.getByRole('status', { name: 'Chosen' });

describe('Combobox', () => {
  it('filters as one types and chooses with the arrows and Enter', async () => {
    await render(<Harness />);
    await userEvent.type(input(), 'o');
    await expect.element(input()).toHaveAttribute('aria-expanded', 'true');
    // "Any make" first, then the makes whose name holds the text.
    const options = page.getByRole('option');
    await expect.element(options.nth(1)).toHaveTextContent('Skoda');
    expect(options.elements().map((option) => option.textContent)).toEqual([
      'Any make',
      'Skoda',
      'Toyota',
    ]);
    await userEvent.keyboard('{ArrowDown}');
    await expect
      .element(input())
      .toHaveAttribute('aria-activedescendant', options.nth(2).element().id);
    await userEvent.keyboard('{Enter}');
    await expect.element(input()).toHaveValue('Toyota');
    await expect.element(input()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(chosen()).toHaveTextContent('79');
  });

  it('tells a screen reader which option is highlighted and what typing found', async () => {
    await render(<Harness initial="70" />);
    // A click opens the list at the choice, which is then the one selected.
    await userEvent.click(input());
    await expect.element(page.getByRole('option', { selected: true })).toHaveTextContent('Skoda');
    await expect
      .element(input())
      .toHaveAttribute('aria-activedescendant', page.getByRole('option').nth(3).element().id);
    await userEvent.keyboard('{ArrowDown}');
    // Only the highlighted option is selected, not the committed Skoda.
    await expect.element(page.getByRole('option', { selected: true })).toHaveTextContent('Toyota');
    expect(page.getByRole('option', { selected: true }).elements()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { selected: true })).toHaveTextContent('Skoda');

    const live = () => document.querySelector('[aria-live="polite"]');
    await userEvent.clear(input());
    await userEvent.type(input(), 'o');
    await expect.poll(() => live()?.textContent).toBe('2 options match');
    await userEvent.type(input(), 'y');
    await expect.poll(() => live()?.textContent).toBe('1 option matches');
    await userEvent.type(input(), 'zz');
    await expect.poll(() => live()?.textContent).toBe('Nothing matches “oyzz”');
  });

  it('chooses with a click, and says when nothing matches', async () => {
    await render(<Harness />);
    await userEvent.type(input(), 'zz');
    await expect.element(page.getByRole('listbox').getByText('Nothing matches “zz”')).toBeVisible();
    await userEvent.clear(input());
    await userEvent.type(input(), 'benz');
    await page.getByRole('option', { name: 'Mercedes-Benz' }).click();
    await expect.element(chosen()).toHaveTextContent('24');
    await expect.element(input()).toHaveValue('Mercedes-Benz');
  });

  it('Escape closes the list and keeps the choice; an emptied box clears it on leaving', async () => {
    await render(<Harness initial="9" />);
    await expect.element(input()).toHaveValue('BMW');
    await userEvent.type(input(), 'sk');
    await userEvent.keyboard('{Escape}');
    await expect.element(input()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input()).toHaveValue('BMW');
    await expect.element(chosen()).toHaveTextContent('9');

    await userEvent.clear(input());
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(chosen()).toHaveTextContent('none');
    await expect.element(input()).toHaveValue('');
  });

  it('text typed without choosing reverts to the choice on leaving', async () => {
    await render(<Harness initial="70" />);
    await userEvent.type(input(), 'x');
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(input()).toHaveValue('Skoda');
    await expect.element(chosen()).toHaveTextContent('70');
  });

  it('Tab takes the highlighted match of what was typed, and moves on', async () => {
    await render(<Harness initial="9" />);
    await userEvent.clear(input());
    await userEvent.type(input(), 'Skoda');
    await expect
      .element(input())
      .toHaveAttribute('aria-activedescendant', page.getByRole('option').nth(1).element().id);
    await userEvent.keyboard('{Tab}');
    await expect.element(chosen()).toHaveTextContent('70');
    await expect.element(input()).toHaveValue('Skoda');
    await expect.element(page.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    // With nothing matching, Tab leaves the choice as it was.
    await userEvent.click(input());
    await userEvent.type(input(), 'zz');
    await userEvent.keyboard('{Tab}');
    await expect.element(chosen()).toHaveTextContent('70');
    await expect.element(input()).toHaveValue('Skoda');
  });

  it('lists at most 80 options, and says how many more to narrow', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      value: String(i + 1),
      label: `Make ${i + 1}`,
    }));
    await render(<Harness options={many} />);
    await userEvent.click(input());
    await expect.element(page.getByText('40 more: type to narrow the list')).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(81);
  });

  it('opens on a choice past the first 80, listed after the empty choice', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      value: String(i + 1),
      label: `Make ${i + 1}`,
    }));
    await render(<Harness options={many} initial="100" />);
    await userEvent.click(input());
    await expect
      .element(page.getByRole('option', { selected: true }))
      .toHaveTextContent('Make 100');
    expect(page.getByRole('option').elements()[1]?.textContent).toBe('Make 100');
  });

  it('shows an error on the field, announced and named as its description', async () => {
    await render(
      <Combobox
        label="Make"
        emptyLabel="Any make"
        options={MAKES}
        value=""
        onChange={() => {}}
        error="Choose a make."
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Choose a make.');
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input()).toHaveAccessibleDescription('Choose a make.');
  });
});
