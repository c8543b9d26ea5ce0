import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithApp } from '../../test/render';
import { Chips } from './chips';

/** Chips in a results region, removed a moment after the press, as a new search lands. */
function Filters({ labels }: { readonly labels: readonly string[] }) {
  const [shown, setShown] = useState(labels);
  const later = (next: readonly string[]) => setTimeout(() => setShown(next), 50);
  return (
    <section aria-labelledby="results">
      <h2 id="results" tabIndex={-1}>
        Results
      </h2>
      <Chips
        chips={shown.map((label) => ({
          key: label,
          label,
          onRemove: () => later(shown.filter((other) => other !== label)),
        }))}
        onClearAll={() => later([])}
      />
    </section>
  );
}

const removeButton = (label: string) =>
  page.getByRole('button', { name: `Remove filter: ${label}` });

describe('Chips', () => {
  it('gives the focus to the chip that took the removed one’s place, then the last one', async () => {
    await renderWithApp(<Filters labels={['Toyota', 'Diesel', 'With photos']} />);
    await userEvent.click(removeButton('Diesel'));
    await expect.element(removeButton('With photos')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(removeButton('Toyota')).toHaveFocus();
  });

  it('gives the focus to the results’ heading once none are left', async () => {
    await renderWithApp(<Filters labels={['Toyota', 'Diesel']} />);
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await expect.element(page.getByRole('heading', { name: 'Results' })).toHaveFocus();
    expect(page.getByRole('button', { name: /^Remove filter/ }).elements()).toHaveLength(0);
  });
});
