import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MetaResponse } from '../../../api/contracts/meta';
import type { SessionResponse } from '../../../api/contracts/session';
import { sessionQueries } from '../../../api/session-queries';
import { createTestClient, renderWithApp } from '../../../test/render';
import SignInPage from './sign-in-page';

const PROXY_META: MetaResponse = {
  mode: 'proxy',
  demo: null,
  dataset: null,
  accounts: true,
};

const SIGNED_IN: SessionResponse = {
  signed_in: true,
  name: 'ops',
  roles: ['operator'],
  seller: null,
  idle_timeout_seconds: 1800,
  expires_at: '2026-11-23T12:00:00.000Z',
};

/** What the server answers `POST /api/_session` with, in order; every request is kept. */
let answers: Response[] = [];
let sent: { url: string; method: string; body: unknown }[] = [];

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const envelope = (code: string, message: string) => ({ error: { code, message } });

beforeEach(() => {
  answers = [];
  sent = [];
  // The network, not the component: the page and its form run as they do in the app.
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function showSignIn(
  at = '/sign-in',
  session: SessionResponse = { signed_in: false, ended: false },
  language: 'en' | 'uk' = 'en',
) {
  const client = createTestClient(PROXY_META);
  client.setQueryData(sessionQueries.session().queryKey, session);
  const rendered = await renderWithApp(<SignInPage />, {
    client,
    at,
    language,
    routes: [
      { path: '/orders', element: <p>The orders page</p> },
      { path: '/en/orders', element: <p>The orders page in English</p> },
      { path: '/', element: <p>The home page</p> },
      // The start page in the sign-in page's language, where a refused return address goes.
      { path: '/en', element: <p>The start page in English</p> },
    ],
  });
  return { ...rendered, client };
}

const nameField = () => page.getByRole('textbox', { name: 'Account name' });
const passwordField = () => page.getByLabelText('Password');
const submit = () => page.getByRole('button', { name: 'Sign in' }).click();

describe('the sign-in page', () => {
  it('has labelled fields, starts on the name, and names each empty field, announced', async () => {
    await showSignIn();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect.element(nameField()).toHaveFocus();
    await submit();
    await expect
      .element(page.getByRole('alert').first())
      .toHaveTextContent('Enter your account name.');
    await expect.element(page.getByText('Enter your password.')).toBeVisible();
    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(nameField()).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('signs in with the name trimmed and lands on the address it was sent from', async () => {
    answers.push(json(200, SIGNED_IN));
    const { client, router } = await showSignIn(
      `/sign-in?next=${encodeURIComponent('/orders?status=6')}&role=operator`,
    );
    await expect
      .element(page.getByText('Reading the basket orders needs an account with the operator role'))
      .toBeVisible();
    await userEvent.fill(nameField(), '  ops ');
    await userEvent.fill(passwordField(), ' secret with spaces ');
    await submit();
    await expect.element(page.getByText('The orders page')).toBeVisible();
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders?status=6');
    expect(sent[0]).toEqual({
      url: '/api/_session',
      method: 'POST',
      body: { name: 'ops', password: ' secret with spaces ' },
    });
    expect(client.getQueryData(sessionQueries.session().queryKey)).toEqual(SIGNED_IN);
  });

  it('returns to the page asked for in the language the reader signed in in', async () => {
    answers.push(json(200, SIGNED_IN));
    // Sent from the Ukrainian orders, then switched to English here.
    const { router } = await showSignIn(`/sign-in?next=${encodeURIComponent('/uk/orders')}`);
    await userEvent.fill(nameField(), 'ops');
    await userEvent.fill(passwordField(), 'secret');
    await submit();
    await expect.element(page.getByText('The orders page in English')).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/orders');
  });

  it('never follows a return address off this site', async () => {
    answers.push(json(200, SIGNED_IN));
    const { router } = await showSignIn(
      `/sign-in?next=${encodeURIComponent('//evil.example/orders')}`,
    );
    await userEvent.fill(nameField(), 'ops');
    await userEvent.fill(passwordField(), 'secret');
    await submit();
    await expect.element(page.getByText('The start page in English')).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/');
  });

  it('says a wrong name or password, announced, and puts focus back on an empty password', async () => {
    answers.push(
      json(
        401,
        envelope(
          'SIGN_IN_FAILED',
          'The name or the password is not right. Check both and try again.',
        ),
      ),
    );
    await showSignIn();
    await userEvent.fill(nameField(), 'ops');
    await userEvent.fill(passwordField(), 'wrong');
    await submit();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/Wrong name or password/);
    await expect.element(passwordField()).toHaveFocus();
    await expect.element(passwordField()).toHaveValue('');
    await expect.element(nameField()).toHaveValue('ops');
  });

  it('says when to try again after too many attempts (Retry-After)', async () => {
    answers.push(
      json(
        429,
        envelope('OVER_RATE_LIMIT', 'Too many sign-in attempts. Try again in 10 minutes.'),
        {
          'retry-after': '600',
        },
      ),
    );
    await showSignIn();
    await userEvent.fill(nameField(), 'ops');
    await userEvent.fill(passwordField(), 'guess');
    await submit();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent(/Too many sign-in attempts/);
    await expect.element(alert).toHaveTextContent(/Try again in 10 minutes\./);
  });

  it('keeps the focus on its button while it signs in and after a refusal', async () => {
    let calls = 0;
    vi.spyOn(window, 'fetch').mockImplementation(() => {
      calls += 1;
      return new Promise((resolve) =>
        setTimeout(() => resolve(json(503, envelope('STORE_UNAVAILABLE', 'Try again.'))), 400),
      );
    });
    await showSignIn();
    await userEvent.fill(nameField(), 'ops');
    await userEvent.fill(passwordField(), 'guess');
    await submit();
    const busy = page.getByRole('button', { name: 'Signing in…' });
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    await expect.element(busy).toHaveFocus();
    await userEvent.keyboard('{Enter}'); // a second press meanwhile sends nothing more
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    expect(calls).toBe(1);
  });

  it('says a session has ended, and which role the page needs', async () => {
    await showSignIn('/sign-in?next=%2Forders&role=operator', { signed_in: false, ended: true });
    await expect.element(page.getByText('Your session has ended')).toBeVisible();
    await expect.element(page.getByText(/the operator role/)).toBeVisible();
    await expect.element(nameField()).toHaveFocus();
  });

  it('names the role in the reader’s language', async () => {
    await showSignIn(
      '/sign-in?next=%2Forders&role=operator',
      { signed_in: false, ended: false },
      'uk',
    );
    await expect
      .element(
        page.getByText('Перегляд замовлень кошика: потрібен обліковий запис із роллю «оператор».', {
          exact: false,
        }),
      )
      .toBeVisible();
  });

  it('tells a signed-in account without the role why it cannot open the page', async () => {
    await showSignIn('/sign-in?next=%2Forders&role=operator', {
      signed_in: true,
      name: 'seller-only',
      roles: ['seller'],
      seller: { user_id: 5820722 },
      idle_timeout_seconds: 1800,
      expires_at: '2026-11-23T12:00:00.000Z',
    });
    await expect.element(page.getByText('Your account cannot open this page')).toBeVisible();
    await expect.element(page.getByText(/“seller-only” does not have it/)).toBeVisible();
  });
});
