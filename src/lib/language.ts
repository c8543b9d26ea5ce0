import { i18n, type Messages } from '@lingui/core';
import { catalogs } from 'virtual:message-catalogs';
import { NavigationType, type DataRouter, type Location } from 'react-router-dom';
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
    loaded = catalogPart(language, part).then(({ messages }) => {
      // A later part of the language in use (activated once its parts so far were in, so
      // Lingui holds its messages) brings only words of the code loaded with it, which
      // withMessages holds back until they are in: merged quietly. Lingui's `load` announces a
      // change, and its provider renders the whole app again for words no mounted part shows.
      if (i18n.locale === language) Object.assign(i18n.messages, messages);
      else i18n.load(language, messages);
    });
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
  // Only the core words are needed for the layout (its loader calls this): a page's part that
  // cannot be fetched (offline) leaves that page in the source words, not the app without its
  // header.
  const parts = [...wanted].map((part) =>
    part === 'core' ? loadPart(language, part) : loadPart(language, part).catch(() => undefined),
  );
  return Promise.all(parts).then(() => {
    // The address may have moved on to the other language meanwhile.
    if (addressLanguage === language && i18n.locale !== language) i18n.activate(language);
  });
}

/** A part of the messages, in the address's language (and in any language chosen later). */
export function loadMessages(part: MessagePart): Promise<void> {
  const language = currentLanguage();
  // Wanted once it is in (a part that failed is no part of the next language's activation),
  // and fetched in the language the address moved to meanwhile, if it did.
  return loadPart(language, part).then(() => {
    wanted.add(part);
    const now = currentLanguage();
    return now === language ? undefined : loadPart(now, part);
  });
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

/** A page of the tab's history: its entry's key and its address. */
export interface Visited {
  readonly key: string;
  /** Its ScrollRestoration key (scrollKey): where its scroll position is kept. */
  readonly scroll?: string;
  readonly pathname: string;
  readonly search: string;
}

const CAME_FROM_KEY = 'marketplace-search.came-from';
/** The entries kept: an advert's way back reaches a few entries, not the whole tab. */
const CAME_FROM_KEPT = 100;
let cameFrom: Record<string, Visited> | undefined;

function cameFromRecords(): Record<string, Visited> {
  if (!cameFrom) {
    try {
      cameFrom = (JSON.parse(sessionStorage.getItem(CAME_FROM_KEY) ?? '{}') ?? {}) as Record<
        string,
        Visited
      >;
    } catch {
      cameFrom = {};
    }
  }
  return cameFrom;
}

/**
 * An entry added by a link (a language switch too) notes the page it was added from; a
 * replaced entry keeps what it had. Kept for the tab (sessionStorage), as the scroll positions
 * are: a reload keeps an advert's way back.
 */
function noteNavigation(from: Location, to: Location, action: NavigationType): void {
  const records = cameFromRecords();
  const previous = records[from.key];
  if (action === NavigationType.Push) {
    records[to.key] = {
      key: from.key,
      scroll: scrollKey(from),
      pathname: from.pathname,
      search: from.search,
    };
  } else if (action === NavigationType.Replace && previous) {
    records[to.key] = previous;
  } else {
    return;
  }
  const keys = Object.keys(records);
  if (keys.length > CAME_FROM_KEPT) delete records[keys[0]!];
  try {
    sessionStorage.setItem(CAME_FROM_KEY, JSON.stringify(records));
  } catch {
    // Not kept: this document still knows the way.
  }
}

/** Notes where each entry of the tab's history was reached from, as the router moves. */
export function followHistory(router: DataRouter): () => void {
  let shown = router.state.location;
  return router.subscribe(({ location, historyAction }) => {
    if (location.key === shown.key) return;
    noteNavigation(shown, location, historyAction);
    shown = location;
  });
}

/** The page an entry was reached from by a link, when the app saw it. */
export function cameFromPage(key: string): Visited | undefined {
  return cameFromRecords()[key];
}

/**
 * A link's state that puts the page at the scroll position of another entry of the same page
 * (the results in the other language): ScrollRestoration's key (src/app/layout.tsx).
 */
export interface ScrollOf {
  readonly scrollOf: string;
  /** That entry's history key: the focus goes back to what had it there (focus-return.ts). */
  readonly focusOf?: string;
}

export const scrollKey = (location: Location): string =>
  (location.state as Partial<ScrollOf> | null)?.scrollOf ??
  // Every page the browser loads (a link from elsewhere, an address typed) is the router's
  // "default" entry: one key for all of them would give this page the last one's position.
  (location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key);
