import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalog, SHELL_MESSAGES } from './page-shell';

describe('the page frame’s words', () => {
  it('reads a catalog’s messages, continued lines and escapes included', () => {
    const catalog = readCatalog(
      [
        '#: src/app/layout.tsx',
        'msgid "Settings"',
        'msgstr "Налаштування"',
        '',
        'msgid ""',
        '"A long message "',
        '"on two lines with a \\"quote\\""',
        'msgstr ""',
        '"Довге повідомлення "',
        '"у два рядки з \\"лапками\\""',
        '',
        'msgid "Untranslated"',
        'msgstr ""',
      ].join('\n'),
    );
    expect(catalog.get('Settings')).toBe('Налаштування');
    expect(catalog.get('A long message on two lines with a "quote"')).toBe(
      'Довге повідомлення у два рядки з "лапками"',
    );
    // No translation: the frame falls back to the message, as Lingui does.
    expect(catalog.has('Untranslated')).toBe(false);
  });

  it('are all translated in the Ukrainian catalog, which the app shows them from too', () => {
    const catalog = readCatalog(
      readFileSync(new URL('../../src/locales/uk/messages.po', import.meta.url), 'utf8'),
    );
    const missing = SHELL_MESSAGES.filter((message) => !catalog.get(message));
    expect(missing).toEqual([]);
    expect(SHELL_MESSAGES.length).toBeGreaterThan(10);
  });
});
