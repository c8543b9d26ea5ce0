import { expect, test } from 'vitest';
import { intlDataLoaded, loadIntlData } from './intl-data';

test('before the worker is started, no language’s data counts as loaded', async () => {
  await expect(intlDataLoaded()).resolves.toBeNull();
});

test('the worker loads the page language’s data, and says which language it loaded', async () => {
  loadIntlData('uk');
  await expect(intlDataLoaded()).resolves.toBe('uk');
});
