import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { credentialsOf, CREDENTIALS_STORAGE_KEY } from '../api/credentials';
import type { MetaResponse } from '../api/contracts/meta';
import { createTestClient, renderWithApp } from '../test/render';
import { Layout } from './layout';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const dialog = () => page.getByRole('dialog', { name: 'Settings' });
const keyField = () => dialog().getByRole('textbox', { name: 'API key' });
const userField = () => dialog().getByRole('textbox', { name: 'Your user ID (seller)' });

async function openSettings(meta?: MetaResponse) {
  const client = createTestClient(meta);
  await renderWithApp(<Layout />, { client });
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect.element(dialog()).toBeVisible();
  return client;
}

describe('the settings dialog', () => {
  it('opens with the credentials the app calls with, and says where they come from', async () => {
    await openSettings();
    await expect.element(keyField()).toHaveValue('demo-key');
    await expect.element(userField()).toHaveValue('5820722');
    await expect
      .element(dialog().getByText('The demo seller of the embedded service (from the server).'))
      .toBeVisible();
    // The dialog is modal: focus starts inside it.
    expect(dialog().element().contains(document.activeElement)).toBe(true);
  });

  it('refuses a user ID that is not a number, on the field, announced', async () => {
    await openSettings();
    await userEvent.fill(userField(), 'seller 7');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('The user ID is a number, such as 5820722.');
    await expect.element(userField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(userField()).toHaveFocus();
    await expect.element(dialog()).toBeVisible();
    expect(sessionStorage.getItem(CREDENTIALS_STORAGE_KEY)).toBeNull();
  });

  it('saves a key for the tab, trimmed, and drops what the previous key fetched', async () => {
    const client = await openSettings();
    client.setQueryData(['orders', 'list'], { total: 1, orders: [] });
    await userEvent.fill(keyField(), '  my-key  ');
    await userEvent.fill(userField(), '42');
    await dialog().getByRole('button', { name: 'Save' }).click();
    // Closed: out of the accessibility tree.
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CREDENTIALS_STORAGE_KEY) ?? '{}')).toEqual({
      apiKey: 'my-key',
      userId: 42,
    });
    expect(localStorage.getItem(CREDENTIALS_STORAGE_KEY)).toBeNull();
    expect(credentialsOf(client).getState()).toMatchObject({
      credentials: { apiKey: 'my-key', userId: 42 },
      source: 'saved',
    });
    // Another key is another account: its orders are gone.
    expect(client.getQueryData(['orders', 'list'])).toBeUndefined();
  });

  it('remembers on the device only when asked, and forgets back to the defaults', async () => {
    const client = await openSettings();
    await userEvent.fill(keyField(), 'kept-key');
    await dialog()
      .getByRole('checkbox', { name: /Remember on this device/ })
      .click();
    await dialog().getByRole('button', { name: 'Save' }).click();
    expect(localStorage.getItem(CREDENTIALS_STORAGE_KEY)).toContain('kept-key');

    await page.getByRole('button', { name: 'Settings' }).click();
    await expect.element(keyField()).toHaveValue('kept-key');
    await expect.element(dialog().getByRole('checkbox', { name: /Remember/ })).toBeChecked();
    await dialog().getByRole('button', { name: 'Use the defaults' }).click();
    expect(localStorage.getItem(CREDENTIALS_STORAGE_KEY)).toBeNull();
    expect(credentialsOf(client).getState().credentials.apiKey).toBe('demo-key');
  });

  it('Cancel and Escape change nothing', async () => {
    const client = await openSettings();
    await userEvent.fill(keyField(), 'not-saved');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect.element(keyField()).toHaveValue('demo-key');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(credentialsOf(client).getState().source).toBe('demo');
  });

  it('in proxy mode offers nothing to enter: the server holds the key, signing in says who', async () => {
    sessionStorage.setItem(CREDENTIALS_STORAGE_KEY, JSON.stringify({ apiKey: 'mine', userId: 7 }));
    await openSettings({ mode: 'proxy', demo: null, dataset: null, accounts: true });
    await expect
      .element(dialog().getByText('This server holds the API key: there is nothing to enter.'))
      .toBeVisible();
    expect(dialog().getByRole('textbox').elements()).toEqual([]);
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Settings' })).toHaveFocus();
  });
});
