import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithApp } from '../../test/render';
import { CheckboxGroup } from './checkbox-group';

const FUELS = [
  { value: '1', label: 'Petrol' },
  { value: '2', label: 'Diesel' },
];

/** A catalog's list, as a filter panel shows it: it fails once, then loads when asked again. */
function Fuels() {
  const form = useForm({ defaultValues: { fuels: [] as string[] } });
  const [loaded, setLoaded] = useState(false);
  return (
    <CheckboxGroup
      legend="Fuel"
      options={loaded ? FUELS : []}
      failed={loaded ? undefined : { retry: () => setLoaded(true) }}
      searchable
      input={form.register('fuels')}
    />
  );
}

describe('CheckboxGroup', () => {
  it('says a list that failed to load failed, and asks again, rather than “nothing matches”', async () => {
    await renderWithApp(<Fuels />);
    const group = page.getByRole('group', { name: 'Fuel' });
    await expect.element(group).toHaveTextContent('This list could not be loaded.');
    await expect.element(group).not.toHaveTextContent('Nothing matches');
    await group.getByRole('button', { name: 'Try again' }).click();
    await expect.element(group.getByRole('checkbox', { name: 'Diesel' })).toBeVisible();
    await userEvent.fill(group.getByRole('searchbox'), 'electric');
    await expect.element(group).toHaveTextContent('Nothing matches “electric”.');
  });
});
