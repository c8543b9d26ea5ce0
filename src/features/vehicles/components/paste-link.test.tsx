import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithApp } from '../../../test/render';
import { PasteLink, type PasteOutcome } from './paste-link';

/** The converter's answers, in order; each is held until the test lets it go. */
let answers: { body: unknown; held?: Promise<void> }[] = [];

/** Every request the form sent. */
let sent: string[] = [];

beforeEach(() => {
  answers = [];
  sent = [];
  // The network, not the component: the form converts as it does in the app.
  vi.spyOn(window, 'fetch').mockImplementation(async (input) => {
    sent.push(input instanceof Request ? input.url : input.toString());
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    await answer.held;
    return new Response(JSON.stringify(answer.body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function showPasteLink() {
  const applied: PasteOutcome[] = [];
  const rejected: number[] = [];
  await renderWithApp(
    <PasteLink onApply={(outcome) => applied.push(outcome)} onReject={() => rejected.push(1)} />,
  );
  return { applied, rejected };
}

const field = () => page.getByRole('textbox', { name: 'Paste a link from auto.ria.com' });
const linkButton = () => page.getByRole('button', { name: 'Use link' });
const NO_PARAMETERS =
  'This link has no search parameters: copy the address of a search results page.';

describe('PasteLink', () => {
  it('keeps the search when the text converts to nothing, and says why', async () => {
    const { applied, rejected } = await showPasteLink();
    for (const text of ['hello world', 'https://example.com/?a=1']) {
      answers.push({ body: { converted: {}, unrecognized: { a: '1' }, string: '' } });
      await userEvent.fill(field(), text);
      await linkButton().click();
      await expect.poll(() => rejected.length).toBeGreaterThan(0);
      await expect.element(field()).toHaveAccessibleDescription(NO_PARAMETERS);
      // The text stays, to be corrected.
      await expect.element(field()).toHaveValue(text);
      rejected.length = 0;
    }
    expect(applied).toEqual([]);
  });

  it('refuses an address without a query before asking the converter', async () => {
    const { applied, rejected } = await showPasteLink();
    await userEvent.fill(field(), 'https://auto.ria.com/uk/');
    await linkButton().click();
    await expect.element(field()).toHaveAccessibleDescription(NO_PARAMETERS);
    expect(rejected).toHaveLength(1);
    expect(applied).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('applies a link that converts, and keeps the focus on its button while it converts', async () => {
    const { applied, rejected } = await showPasteLink();
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    answers.push({
      body: { converted: { 'marka_id[0]': '79' }, unrecognized: { x: '1' }, string: '' },
      held,
    });
    await userEvent.fill(field(), 'https://auto.ria.com/search/?brand.id[0]=79&x=1');
    await linkButton().click();
    const busy = page.getByRole('button', { name: 'Converting…' });
    // Not `disabled`, which would drop the focus to the page's body.
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    await expect.element(busy).toHaveFocus();
    // A second press while it converts asks nothing more.
    await userEvent.keyboard('{Enter}');
    answer();
    await expect.poll(() => applied).toHaveLength(1);
    expect(applied[0]?.query.makes).toEqual([{ index: 0, marka_id: 79 }]);
    expect(applied[0]?.notUsed).toEqual(['x=1: the converter does not know it']);
    expect(rejected).toEqual([]);
    await expect.element(linkButton()).toHaveFocus();
    await expect.element(field()).toHaveValue('');
    expect(sent).toHaveLength(1);
  });
});
