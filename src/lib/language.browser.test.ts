import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { expect, test, vi } from 'vitest';
import { activateLanguage, loadMessages } from './language';

// A message of a part loaded apart (the delete dialog's).
const question = msg`Delete this advert?`;

/** Lingui's change announcements while `work` runs. */
async function changesDuring(work: () => Promise<void>) {
  const changed = vi.fn();
  const stop = i18n.on('change', changed);
  try {
    await work();
  } finally {
    stop();
  }
  return changed;
}

test('a part loaded once its language is in use is taken in quietly: the app does not render again', async () => {
  await activateLanguage('uk');
  const changed = await changesDuring(() => loadMessages('vehicles.delete'));
  expect(i18n._(question)).toBe('Видалити це оголошення?');
  // Lingui's provider renders the whole app on a change, for words no mounted code shows.
  expect(changed).not.toHaveBeenCalled();
});

test('another language loads every part in use, and is announced', async () => {
  await loadMessages('vehicles.delete');
  const changed = await changesDuring(() => activateLanguage('en'));
  expect(i18n._(question)).toBe('Delete this advert?');
  expect(changed).toHaveBeenCalled();
});
