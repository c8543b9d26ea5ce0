/**
 * The app's messages, formatted on the server as the app formats them, for the page frames
 * (page-shell.ts). The app composes its words with Lingui macros, compiled at build time, which
 * the server cannot run; the server takes the same messages (their English `msgid`s) from the
 * same catalogs, compiles each with the same compiler (@lingui/message-utils, as the build's
 * catalog plugin) and formats it with the same runtime (plural rules and `#` from `Intl`), so
 * the words are the app's to the letter.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { appCatalog, type PageLanguage } from './page-shell';

const instances = new Map<PageLanguage, { i18n: I18n; compiled: Set<string> }>();

/**
 * The message `id` (as the app's code writes it) in `language` with `values` (the names the
 * macro gives them: `{0}`, `{count}`…); null when the catalog lacks it, for a frame that shows
 * nothing rather than words the app would change.
 */
export function appMessage(
  language: PageLanguage,
  id: string,
  values?: Readonly<Record<string, unknown>>,
): string | null {
  const translation = appCatalog(language).get(id);
  if (translation === undefined) return null;
  let instance = instances.get(language);
  if (!instance) {
    instance = {
      i18n: setupI18n({ locale: language, messages: { [language]: {} } }),
      compiled: new Set(),
    };
    instances.set(language, instance);
  }
  if (!instance.compiled.has(id)) {
    // Compiled when first asked for: a frame uses a handful of the catalog's messages.
    instance.i18n.load(language, { [id]: compileMessageOrThrow(translation) });
    instance.compiled.add(id);
  }
  return instance.i18n._(id, values);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as src/lib/format.ts writes it in `language`: `count` as `formatCount` (the plain
 * number format), `amount` as `formatAmount` (at most two decimals).
 */
export function appNumber(
  language: PageLanguage,
  value: number,
  style: 'count' | 'amount' = 'count',
): string {
  const key = `${language} ${style}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      style === 'amount' ? { maximumFractionDigits: 2 } : {},
    );
    numberFormats.set(key, format);
  }
  return format.format(value);
}
