import { i18n, type Messages } from '@lingui/core';

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

/**
 * The pages' own messages: a feature's catalog part loads with its page, never with the others
 * (the layout's and the shared widgets' messages are the `core` part, loaded on every page).
 */
export const MESSAGE_SCOPES = ['vehicles', 'realty', 'orders', 'converter', 'sign-in'] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];
type CatalogPart = 'core' | MessageScope;

/**
 * Each language's catalog in parts, each its own chunk compiled from the .po file at build
 * time (scripts/vite-lingui-scopes.ts): the other language and the other pages cost nothing.
 */
const CATALOGS = {
  uk: {
    core: () => import('../locales/uk/messages.po?scope=core'),
    vehicles: () => import('../locales/uk/messages.po?scope=vehicles'),
    realty: () => import('../locales/uk/messages.po?scope=realty'),
    orders: () => import('../locales/uk/messages.po?scope=orders'),
    converter: () => import('../locales/uk/messages.po?scope=converter'),
    'sign-in': () => import('../locales/uk/messages.po?scope=sign-in'),
  },
  en: {
    core: () => import('../locales/en/messages.po?scope=core'),
    vehicles: () => import('../locales/en/messages.po?scope=vehicles'),
    realty: () => import('../locales/en/messages.po?scope=realty'),
    orders: () => import('../locales/en/messages.po?scope=orders'),
    converter: () => import('../locales/en/messages.po?scope=converter'),
    'sign-in': () => import('../locales/en/messages.po?scope=sign-in'),
  },
} satisfies Record<Language, Record<CatalogPart, () => Promise<{ messages: Messages }>>>;

/** The parts the pages shown so far need: a change of language loads them all in the new one. */
const wanted = new Set<CatalogPart>(['core']);
const loading = new Map<`${Language}/${CatalogPart}`, Promise<void>>();

function loadPart(language: Language, part: CatalogPart): Promise<void> {
  const key = `${language}/${part}` as const;
  let loaded = loading.get(key);
  if (!loaded) {
    // Merged into the language's messages; a part of the active language re-renders the app.
    loaded = CATALOGS[language][part]().then(({ messages }) => i18n.load(language, messages));
    loading.set(key, loaded);
    loaded.catch(() => loading.delete(key));
  }
  return loaded;
}

/**
 * Loads the language's messages (those of every page shown so far) and makes it the active
 * language; `<html lang>` follows.
 */
export function activateLanguage(language: Language): Promise<void> {
  addressLanguage = language;
  document.documentElement.lang = language;
  return Promise.all([...wanted].map((part) => loadPart(language, part))).then(() => {
    // The address may have moved on to the other language meanwhile.
    if (addressLanguage === language && i18n.locale !== language) i18n.activate(language);
  });
}

/** A page's own messages, in the address's language: its route loads them with its code. */
export function loadMessages(scope: MessageScope): Promise<void> {
  wanted.add(scope);
  return loadPart(currentLanguage(), scope);
}

/** The same page in another language: `/uk/vehicles?…` ↔ `/en/vehicles?…`. */
export function withLanguage(pathname: string, language: Language): string {
  const rest = pathname.replace(/^\/[^/]+/, (first) => (isLanguage(first.slice(1)) ? '' : first));
  return `/${language}${rest}`;
}
