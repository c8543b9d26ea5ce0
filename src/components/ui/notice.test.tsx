import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
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
});
