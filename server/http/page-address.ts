/**
 * How the server reads a page's address as the app's router does (src/app/router.tsx), so that
 * the two agree on what an address shows:
 *
 * - an address whose first part is not one of the app's languages (`/vehicles`, `/fr/…`,
 *   `/en-GB/…`) is the same address in a language (`languageLoader`): the server frames it in
 *   the reader's (`Accept-Language`), which the app moves to unless the reader chose another in
 *   it (a choice kept in the browser only, which the server cannot see);
 * - react-router matches a route without regard to case or trailing slashes; the server sends
 *   such an address on to its one spelling (`canonicalPagePath`).
 */
import { addressInLanguage } from '../../src/lib/language-address';
import { PAGE_LANGUAGES, pageLanguageOf, type PageLanguage } from './page-shell';

const isPageLanguage = (value: string | undefined): value is PageLanguage =>
  PAGE_LANGUAGES.includes(value as PageLanguage);

/**
 * The app's language a browser asks for first (`Accept-Language`, by weight, ties in order), as
 * src/lib/language.ts `preferredLanguage` reads `navigator.languages` (the list browsers send
 * it from): the first tag whose language is one of the app's, else Ukrainian.
 */
export function acceptedLanguage(header: string | undefined): PageLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((item, order) => {
      const [tag = '', ...params] = item.trim().split(';');
      const weight = params
        .map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1])
        .find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: weight === undefined ? 1 : Number(weight), order };
    })
    .filter(({ tag, q }) => tag !== '' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isPageLanguage(base)) return base;
  }
  return 'uk';
}

/**
 * The address the app moves `pathname` to when its first part is not one of its languages
 * (`/vehicles` → `/uk/vehicles`, `/en-GB/…` → `/en/…`), `preferred` where it names none.
 */
export const pageAddressInLanguage = (pathname: string, preferred: PageLanguage) =>
  addressInLanguage(pathname, PAGE_LANGUAGES, () => preferred);

/** A path's parts between slashes, without the empty ones a trailing slash leaves. */
const partsOf = (path: string) =>
  path
    .split('/')
    .slice(1)
    .filter((part, i, all) => part !== '' || i < all.length - 1);

/**
 * The route of `routes` (`/vehicles/:id`…, each under `/:lang`) that a pathname under a language
 * shows, matched as react-router matches it: a `:param` takes any one part, other parts match
 * without regard to case, and trailing slashes do not count. Undefined: the app's "not found".
 */
export function routeOf(pathname: string, routes: readonly string[]): string | undefined {
  const parts = partsOf(pathname.replace(/\/+$/, '')).slice(1);
  return routes.find((route) => {
    const pattern = partsOf(route);
    return (
      pattern.length === parts.length &&
      pattern.every((part, i) =>
        part.startsWith(':') ? !!parts[i] : part.toLowerCase() === parts[i]?.toLowerCase(),
      )
    );
  });
}

/**
 * What a Location may not carry as it is: a backslash, which a browser reads as `/` (`/\host`
 * would be another host), and anything but printable ASCII.
 */
const UNSAFE = /[^\x21-\x5b\x5d-\x7e]/g;
const escapeUnsafe = (text: string) =>
  text.replace(UNSAFE, (char) => {
    const code = char.charCodeAt(0);
    // A raw request target's characters are bytes (Node reads it as latin1).
    return code <= 0xff
      ? `%${code.toString(16).toUpperCase().padStart(2, '0')}`
      : encodeURIComponent(char);
  });

/**
 * The one spelling of a page's address, when `url` (a request target: path and query) is
 * another the app reads the same: repeated slashes made one (the app's router reads
 * `//uk/vehicles` as the host `uk`, and never shows a page there), the parts of one of `routes` in their case
 * (`/en/Vehicles`), and then no trailing slash but the start page's (`/en/`). Undefined when it
 * is that spelling already, or not a path; a single trailing slash alone (`/uk/vehicles/`) is
 * left as the app reads it. The result is a path on this origin: it starts with one `/`, and
 * the query follows as it came.
 */
export function canonicalPagePath(url: string, routes: readonly string[]): string | undefined {
  if (!url.startsWith('/')) return undefined;
  const end = url.search(/[?#]/);
  const [path, query] = end === -1 ? [url, ''] : [url.slice(0, end), url.slice(end)];
  const single = path.replace(/\/{2,}/g, '/');
  let cased = single;
  const language = pageLanguageOf(single);
  const route = language && routeOf(single, routes);
  if (route) {
    const pattern = partsOf(route);
    cased = single
      .split('/')
      .map((part, i) => {
        const own = i >= 2 ? pattern[i - 2] : undefined;
        return own && !own.startsWith(':') ? own : part;
      })
      .join('/');
  }
  if (cased === path) return undefined;
  const canonical =
    language && cased.replace(/\/+$/, '') === `/${language}`
      ? `/${language}/`
      : cased.length > 1
        ? cased.replace(/\/+$/, '')
        : cased;
  return `${escapeUnsafe(canonical)}${escapeUnsafe(query)}`;
}
