import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../styles.css';
import { renderWithApp } from '../../test/render';
import { Notice } from './notice';

describe('Notice', () => {
  it('wraps a long word it quotes within a phone’s width, its Dismiss button in view', async () => {
    const name = 'x'.repeat(90);
    await renderWithApp(
      <div style={{ width: 380 }} data-testid="column">
        <Notice tone="warning" title={`${name} is not a search parameter`} onDismiss={() => {}}>
          <p>{`Not used: ${name}=1`}</p>
        </Notice>
      </div>,
    );
    const notice = page.getByRole('status');
    await expect.element(notice).toHaveTextContent(`${name} is not a search parameter`);
    const column = page.getByTestId('column').element().getBoundingClientRect();
    const box = notice.element().getBoundingClientRect();
    const dismiss = page.getByRole('button', { name: 'Dismiss' }).element().getBoundingClientRect();
    expect(box.right).toBeLessThanOrEqual(column.right);
    expect(dismiss.right).toBeLessThanOrEqual(column.right);
    expect(notice.element().scrollWidth).toBeLessThanOrEqual(notice.element().clientWidth);
  });

  it('after an action, its region is in the page before its words, so that they are announced', async () => {
    function Search() {
      const [searched, setSearched] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setSearched(true)}>
            Search
          </button>
          {searched && <Notice tone="warning">2 parameters left out</Notice>}
        </>
      );
    }
    await renderWithApp(<Search />);
    // What each live region held as it came into the page.
    const arrived: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof Element && node.getAttribute('role') === 'status')
          arrived.push(node.textContent);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('2 parameters left out');
    observer.disconnect();
    expect(arrived).toEqual(['']);
  });

  it('Dismiss hands the focus on to what follows the notice, not to the page’s body', async () => {
    function Page() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown && (
            <Notice tone="warning" onDismiss={() => setShown(false)}>
              <p>1 parameter left out</p>
            </Notice>
          )}
          <label>
            Make <input />
          </label>
        </>
      );
    }
    await renderWithApp(<Page />);
    const dismiss = page.getByRole('button', { name: 'Dismiss' });
    await expect.element(dismiss).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dismiss).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Make' })).toHaveFocus();
  });
});
