import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithApp } from '../../../test/render';
import ConverterPage from './converter-page';

/** Every conversion the page asked for: its input pairs, the app's key left out. */
let sent: [string, string][][] = [];

/** The network, not the component: a service that converts every name but `x…` as it is. */
function serve(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input.toString(), location.href);
  const pairs = [...url.searchParams].filter(([name]) => name !== 'api_key');
  sent.push(pairs);
  const converted = pairs.filter(([name]) => !name.startsWith('x'));
  const body = {
    converted: Object.fromEntries(converted),
    unrecognized: Object.fromEntries(pairs.filter(([name]) => name.startsWith('x'))),
    // A name→value object: a repeated name's last value.
    string: new URLSearchParams(Object.entries(Object.fromEntries(converted))).toString(),
  };
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  sent = [];
  vi.spyOn(window, 'fetch').mockImplementation(serve);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const form = () => page.getByRole('form', { name: 'Parameters to convert' });
const text = () => form().getByRole('textbox', { name: 'A website link or query string' });
const convert = () => form().getByRole('button', { name: 'Convert' }).click();
const result = () => page.getByRole('region', { name: 'Result' });
const queryString = () => result().getByRole('status', { name: 'As a query string' });

async function showConverter(at = '/converter') {
  return renderWithApp(<ConverterPage />, { at });
}

describe('the converter page', () => {
  it('shows the input as typed after Convert, and writes the address escaped', async () => {
    const { router } = await showConverter();
    await userEvent.fill(
      text(),
      'search=Київ центр& brand.id[0] = 9 &price.USD.gte=1+000&q=%ZZ&brand.id%5B1%5D=10',
    );
    await convert();
    await expect
      .poll(() => router.state.location.search)
      .toBe(
        '?direction=new_to_old&search=%D0%9A%D0%B8%D1%97%D0%B2%20%D1%86%D0%B5%D0%BD%D1%82%D1%80&brand.id[0]=9&price.USD.gte=1%20000&q=%25ZZ&brand.id[1]=10',
      );
    await expect
      .element(text())
      .toHaveValue('search=Київ центр&brand.id[0]=9&price.USD.gte=1 000&q=%ZZ&brand.id[1]=10');
    // The spaces around "=" and "&" were no part of the names.
    await expect.element(queryString()).toHaveTextContent(/brand\.id%5B0%5D=9/);
    expect(sent.at(-1)?.map(([name]) => name)).toEqual([
      'search',
      'brand.id[0]',
      'price.USD.gte',
      'q',
      'brand.id[1]',
    ]);
  });

  it('refuses a value without a name, and reads nothing from an address without a query', async () => {
    const { router } = await showConverter();
    await userEvent.fill(text(), 'brand.id[0]=9&=5');
    await convert();
    await expect
      .element(text())
      .toHaveAccessibleDescription(
        /Every parameter needs a name before its value, such as brand\.id\[0\]=9\.$/,
      );
    await expect.element(text()).toHaveFocus();
    await userEvent.fill(text(), 'fbclid=1');
    await convert();
    await expect
      .element(text())
      .toHaveAccessibleDescription(
        /Paste a link or a query string with at least one parameter, such as brand\.id\[0\]=9\.$/,
      );
    // A catalogue page's address: its page holds no parameters, and where to find some is said.
    await userEvent.fill(text(), 'https://auto.ria.com/uk/legkovie/bmw/x5/');
    await convert();
    await expect
      .element(text())
      .toHaveAccessibleDescription(
        /This page’s address holds no search parameters\. Search on the website, then copy the address of the results page: its parameters follow “\?”\.$/,
      );
    expect(router.state.location.search).toBe('');
    expect(sent).toEqual([]);
  });

  it('refuses more parameters than one request takes, as it refuses too long a text', async () => {
    const { router } = await showConverter();
    await userEvent.fill(text(), Array.from({ length: 1100 }, (_, i) => `a=${i}`).join('&'));
    await convert();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'This has more parameters than one request takes (999 at most). Convert it in parts, or leave out parameters the search does not need.',
      );
    expect(router.state.location.search).toBe('');
    expect(sent).toEqual([]);
  });

  it('says which repeated name kept its last value only', async () => {
    await showConverter('/converter?direction=new_to_old&brand.id[0]=9&a=1&brand.id[0]=10');
    const notice = result()
      .getByRole('status')
      .filter({ hasText: 'Only the last value of a repeated name was converted' });
    await expect
      .element(notice.getByRole('listitem'))
      .toHaveTextContent(
        'brand.id[0] is given more than once: only its last value, 10, was converted.',
      );
    await expect.element(queryString()).toHaveTextContent('brand.id%5B0%5D=10&a=1');
  });

  it('says nothing of repeats when every name is given once', async () => {
    await showConverter('/converter?direction=new_to_old&brand.id[0]=9&brand.id[1]=10');
    await expect.element(queryString()).toHaveTextContent('brand.id%5B0%5D=9&brand.id%5B1%5D=10');
    await expect.element(page.getByText(/repeated name/)).not.toBeInTheDocument();
  });

  it('says Copied for the text copied only, and offers no Copy for an empty answer', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const { router } = await showConverter('/converter?direction=new_to_old&a=1');
    await expect.element(queryString()).toHaveTextContent('a=1');
    await userEvent.fill(text(), 'b=2');
    await convert();
    await expect.element(queryString()).toHaveTextContent('b=2');
    // Back to an answer already in: the result changes under the same Copy button.
    await router.navigate(-1);
    await expect.element(queryString()).toHaveTextContent('a=1');
    const copy = result().getByRole('button', { name: 'Copy' });
    await copy.click();
    expect(writeText).toHaveBeenLastCalledWith('a=1');
    await expect.element(result().getByText('Copied.')).toBeVisible();
    await router.navigate(1);
    await expect.element(queryString()).toHaveTextContent('b=2');
    await expect.element(result().getByText('Copied.')).not.toBeInTheDocument();

    await userEvent.fill(text(), 'x=');
    await convert();
    await expect.element(queryString()).toHaveTextContent('(empty)');
    await expect.element(result().getByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('in rows, asks for a row in their words and hands the focus to where to add one', async () => {
    await showConverter();
    await form().getByRole('radio', { name: 'Name and value rows' }).click();
    await form().getByRole('button', { name: 'Remove parameter 1' }).click();
    await convert();
    const message = 'Add a parameter row with a name, such as brand.id[0], and its value.';
    await expect.element(page.getByRole('alert')).toHaveTextContent(message);
    const add = form().getByRole('button', { name: 'Add a parameter' });
    await expect.element(add).toHaveFocus();

    // A row with a value and no name: the focus goes to it.
    await add.click();
    await form().getByRole('textbox', { name: 'Name 1' }).fill('brand.id[0]');
    await add.click();
    await form().getByRole('textbox', { name: 'Value 2' }).fill('5');
    await convert();
    const name = form().getByRole('textbox', { name: 'Name 2' });
    await expect
      .element(name)
      .toHaveAccessibleDescription(
        'Every parameter needs a name before its value, such as brand.id[0]=9.',
      );
    await expect.element(name).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('keeps one live region for the result, and changes only its words', async () => {
    // The service answers when the test says so.
    let answer: () => void = () => undefined;
    vi.spyOn(window, 'fetch').mockImplementation(
      (input) =>
        new Promise((resolve) => {
          answer = () => resolve(serve(input));
        }),
    );
    await showConverter();
    const status = result().getByRole('status').first();
    await expect.element(status).toHaveTextContent('');
    const region = status.element();
    await userEvent.fill(text(), 'a=1&x=2');
    await convert();
    await expect.element(status).toHaveTextContent('Converting…');
    answer();
    await expect
      .element(status)
      .toHaveTextContent('2 given: 1 converted, 1 not converted (website → API names)');
    expect(status.element()).toBe(region);
  });

  it('converts on Ctrl+Enter or ⌘+Enter in the text box, and takes Enter alone as a new line', async () => {
    const { router } = await showConverter();
    await userEvent.fill(text(), 'a=1');
    await userEvent.keyboard('{Enter}');
    await expect.element(text()).toHaveValue('a=1\n');
    expect(router.state.location.search).toBe('');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect.poll(() => router.state.location.search).toBe('?direction=new_to_old&a=1');
    await expect.element(text()).toHaveValue('a=1');
    await userEvent.fill(text(), 'b=2');
    await userEvent.keyboard('{Meta>}{Enter}{/Meta}');
    await expect.poll(() => router.state.location.search).toBe('?direction=new_to_old&b=2');
  });
});
