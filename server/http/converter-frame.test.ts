/**
 * The converter's frame where the catalog lacks a word (compression.test.ts checks the frame the
 * pages carry, in each language and mode).
 */
import { describe, expect, it, vi } from 'vitest';
import type * as AppI18n from './app-i18n';
import { converterFormHtml } from './converter-frame';

// The Ukrainian catalog without the hint's translation, as after a new message's extraction.
vi.mock('./app-i18n', async (importOriginal) => {
  const original = await importOriginal<typeof AppI18n>();
  return {
    ...original,
    appMessage: (...args: Parameters<typeof original.appMessage>) =>
      args[0] === 'uk' && args[1].startsWith('For example https://')
        ? null
        : original.appMessage(...args),
  };
});

describe('the converter’s frame', () => {
  it('is left out where a message is untranslated, rather than show English in a Ukrainian page', () => {
    expect(converterFormHtml('uk')).toBeNull();
  });

  it('takes messages with arrows and markup characters from the catalog, escaped', () => {
    const html = converterFormHtml('en') ?? '';
    expect(html).toContain('<span>Website → API</span>');
    expect(html).toContain('<span>API → website</span>');
    expect(html).toContain('?categories.main.id=1&amp;brand.id[0]=9 — the address and anything');
  });
});
