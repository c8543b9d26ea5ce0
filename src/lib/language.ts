import { i18n, type Messages } from '@lingui/core';
import { catalogs } from 'virtual:message-catalogs';
import type { CatalogPart, MessagePart } from './message-parts';

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
 * Each language's catalog in parts (src/lib/message-parts.ts), each its own chunk compiled from
 * the .po file at build time (scripts/vite-lingui-scopes.ts): the other language and the other
 * pages cost nothing.
 */
function catalogPart(language: Language, part: CatalogPart): Promise<{ messages: Messages }> {
  const load = catalogs[language]?.[part];
  return load ? load() : Promise.reject(new Error(`No catalog part ${language}/${part}`));
}

/** The parts shown so far: a change of language loads them all in the new one. */
const wanted = new Set<CatalogPart>(['core']);
const loading = new Map<`${Language}/${CatalogPart}`, Promise<void>>();

function loadPart(language: Language, part: CatalogPart): Promise<void> {
  const key = `${language}/${part}` as const;
  let loaded = loading.get(key);
  if (!loaded) {
    // Merged into the language's messages; a part of the active language re-renders the app.
    loaded = catalogPart(language, part).then(({ messages }) => i18n.load(language, messages));
    loading.set(key, loaded);
    loaded.catch(() => loading.delete(key));
  }
  return loaded;
}

/**
 * Loads the language's messages (every part shown so far) and makes it the active language;
 * `<html lang>` follows.
 */
export function activateLanguage(language: Language): Promise<void> {
  addressLanguage = language;
  document.documentElement.lang = language;
  return Promise.all([...wanted].map((part) => loadPart(language, part))).then(() => {
    // The address may have moved on to the other language meanwhile.
    if (addressLanguage === language && i18n.locale !== language) i18n.activate(language);
  });
}

/** A part of the messages, in the address's language (and in any language chosen later). */
export function loadMessages(part: MessagePart): Promise<void> {
  wanted.add(part);
  return loadPart(currentLanguage(), part);
}

/** Code loaded on demand, ready when the messages it shows are (fetched alongside it). */
export async function withMessages<Module>(
  part: MessagePart,
  code: Promise<Module>,
): Promise<Module> {
  const [module] = await Promise.all([code, loadMessages(part)]);
  return module;
}

/** The same page in another language: `/uk/vehicles?…` ↔ `/en/vehicles?…`. */
export function withLanguage(pathname: string, language: Language): string {
  const rest = pathname.replace(/^\/[^/]+/, (first) => (isLanguage(first.slice(1)) ? '' : first));
  return `/${language}${rest}`;
}
