import { i18n } from '@lingui/core';

/** The app's languages, Ukrainian first: the first part of every address (`/uk/vehicles`). */
export const LANGUAGES = ['uk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const STORAGE_KEY = 'marketplace-search.language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

let addressLanguage: Language | undefined;

/**
 * The language of the address being shown or loaded: links and catalog queries use it. Set as
 * soon as the address is read, before its catalog has loaded, so that the page's own loaders
 * (which start at the same time) ask for the right language.
 */
export function currentLanguage(): Language {
  return addressLanguage ?? (isLanguage(i18n.locale) ? i18n.locale : 'uk');
}

/** For an address without a language: the reader's stored choice, else the browser's, else uk. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (privacy settings): the browser's preference decides.
  }
  for (const tag of navigator.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'uk';
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept: the address still carries the language.
  }
}

/** Each catalog its own chunk, compiled from the .po file at build time. */
const CATALOGS = {
  uk: () => import('../locales/uk/messages.po'),
  en: () => import('../locales/en/messages.po'),
} satisfies Record<Language, () => Promise<unknown>>;

/**
 * Loads the language's catalog (its own chunk: the other language costs nothing) and makes it
 * the active one; `<html lang>` follows.
 */
export function activateLanguage(language: Language): Promise<void> {
  addressLanguage = language;
  document.documentElement.lang = language;
  if (i18n.locale === language) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = CATALOGS[language]().then(({ messages }) => {
      // The address may have moved on to the other language meanwhile.
      if (addressLanguage === language) i18n.loadAndActivate({ locale: language, messages });
      else i18n.load(language, messages);
    });
    pending.set(language, loading);
    loading.catch(() => pending.delete(language));
  }
  return loading.then(() => {
    if (addressLanguage === language && i18n.locale !== language) i18n.activate(language);
  });
}

const pending = new Map<Language, Promise<void>>();

/** The same page in another language: `/uk/vehicles?…` ↔ `/en/vehicles?…`. */
export function withLanguage(pathname: string, language: Language): string {
  const rest = pathname.replace(/^\/[^/]+/, (first) => (isLanguage(first.slice(1)) ? '' : first));
  return `/${language}${rest}`;
}
