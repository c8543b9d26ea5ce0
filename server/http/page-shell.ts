/**
 * The frame of a page, in the page's language, sent inside `#root` so that a phone paints the
 * header and the page's heading as soon as the HTML and the stylesheet are in, not after the
 * app's JavaScript has loaded and run (issue 21: on a slow phone that was a second and more of
 * blank screen, and the heading was the page's largest contentful paint).
 *
 * It is the markup `src/app/layout.tsx` and the page render first (same elements and classes),
 * with the words of the app's own catalogs (`src/locales/<lang>/messages.po`). The app does not
 * hydrate it: it renders once the route is ready (src/app/start.tsx), and React's first commit
 * replaces it. e2e/page-shell.spec.ts checks that the frame says what the app says.
 */
import { readFileSync } from 'node:fs';
import { BEFORE_APP_ATTRIBUTE, MENU_PRESS, SETTINGS_PRESS } from '../../src/lib/before-app';
import { GALLERY_SIZES, type PhotoSources } from '../../src/lib/photo-sources';

/** The app's languages (src/lib/language.ts): the first part of every address (`/uk/vehicles`). */
export const PAGE_LANGUAGES = ['uk', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The language an address's path starts with (`/en/orders`: en), if it is one of the app's. */
export function pageLanguageOf(path: string): PageLanguage | undefined {
  const first = path.split('/')[1];
  return PAGE_LANGUAGES.find((language) => language === first);
}

/** A paragraph of a page's frame: its words, or a link to one of the app's pages. */
type ShellText = string | { readonly label: string; readonly path: string };

/** A page's first words: its heading and, where the page has one, its lead paragraph. */
interface ShellPage {
  readonly mainClass: string;
  readonly heading?: string;
  readonly lead?: string;
  /** Plain paragraphs after those. */
  readonly text?: readonly ShellText[];
}

/**
 * The "route" of an address that is none of the app's pages: the app's "not found"
 * (src/app/routes/not-found.tsx), under the layout as every page.
 */
export const NOT_FOUND_ROUTE = '*';

/** The start page's lead, which is also the page's description (index.html says it in English). */
export const APP_DESCRIPTION =
  'Search vehicle and real-estate adverts, review basket orders, and convert search links.';

/** By client route (server/http/app-page.ts); the messages are the catalogs' ids (English). */
const PAGES: Readonly<Record<string, ShellPage>> = {
  '/': {
    mainClass: 'page',
    heading: 'Marketplace Search',
    lead: APP_DESCRIPTION,
  },
  '/vehicles': { mainClass: 'page page--search', heading: 'Vehicle search' },
  '/realty': { mainClass: 'page page--search', heading: 'Real-estate search' },
  '/orders': { mainClass: 'page page--orders', heading: 'Orders' },
  '/converter': {
    mainClass: 'page',
    heading: 'Parameter converter',
    lead: 'Translate search parameters between the marketplace website’s names and the API’s names.',
  },
  '/sign-in': { mainClass: 'page page--narrow', heading: 'Sign in' },
  // An advert's heading is its title, which only the data has: the frame alone, or the
  // advert's title and first photo where the server knows them (`AdvertShell`).
  '/vehicles/:id': { mainClass: 'page advert' },
  '/realty/:id': { mainClass: 'page advert' },
  [NOT_FOUND_ROUTE]: {
    mainClass: 'page',
    heading: 'Page not found',
    text: ['There is no page at this address.', { label: 'Go to the start page', path: '/' }],
  },
};

/** Where an advert page's "← <results>" link goes when the page was opened directly. */
const ADVERT_RESULTS: Readonly<Record<string, { readonly path: string; readonly label: string }>> =
  {
    '/vehicles/:id': { path: '/vehicles', label: 'Vehicle search' },
    '/realty/:id': { path: '/realty', label: 'Real-estate search' },
  };

/**
 * What the server knows of an advert before the app asks (embedded mode): its title, as the
 * app's page heads it, and its gallery's first photo (null: it has none). The frame then
 * paints the top of the page as the app will (src/components/advert-page.tsx and
 * src/components/ui/gallery.tsx, the page opened directly): the way back to the results, the
 * title and the first photo, which is a phone's largest paint.
 */
export interface AdvertShell {
  readonly title: string;
  /**
   * With the gallery's words: the photo's `alt`, its slide's label ("Photo 1 of 5") and the
   * photos' ("Photos, 5: …"); no labels where it is the only photo (no carousel then).
   */
  readonly photo: {
    readonly sources: PhotoSources;
    readonly alt: string;
    readonly labels: { readonly slide: string; readonly photos: string } | null;
  } | null;
}

/** The header's menu, as the layout lists it; `operator`: shown only where orders are open. */
const NAV: readonly { readonly path: string; readonly label: string; operator?: true }[] = [
  { path: '/', label: 'Overview' },
  { path: '/vehicles', label: 'Vehicles' },
  { path: '/realty', label: 'Real estate' },
  { path: '/orders', label: 'Orders', operator: true },
  { path: '/converter', label: 'Converter' },
];

/** Every message the frame shows, for the test that each is translated. */
export const SHELL_MESSAGES: readonly string[] = [
  'Skip to content',
  'carousel',
  'slide',
  'Marketplace Search',
  'Menu',
  'Main',
  'Settings',
  'Language',
  'No photos',
  ...NAV.map((item) => item.label),
  ...Object.values(PAGES).flatMap((page) =>
    [
      page.heading ?? [],
      page.lead ?? [],
      (page.text ?? []).map((text) => (typeof text === 'string' ? text : text.label)),
    ].flat(),
  ),
];

const LANGUAGE_NAMES: Readonly<Record<PageLanguage, string>> = { uk: 'Українська', en: 'English' };

/** Text made safe inside an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * A catalog's translations by message (`msgid` → `msgstr`). The catalogs are gettext files
 * that Lingui writes with one quoted string per line, continued on the next lines.
 */
export function readCatalog(po: string): ReadonlyMap<string, string> {
  const messages = new Map<string, string>();
  let id: string | undefined;
  let field: 'msgid' | 'msgstr' | undefined;
  let value = '';
  const flush = () => {
    if (field === 'msgid') id = value;
    else if (field === 'msgstr' && id && value) messages.set(id, value);
  };
  for (const line of po.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      flush();
      field = start[1] as 'msgid' | 'msgstr';
      value = JSON.parse(start[2]!) as string;
    } else if (field && line.startsWith('"')) {
      value += JSON.parse(line) as string;
    } else {
      flush();
      field = undefined;
    }
  }
  flush();
  return messages;
}

const catalogs = new Map<PageLanguage, ReadonlyMap<string, string>>();

/** The app's catalog of `language` (`msgid` → `msgstr`), read when first asked for. */
export function appCatalog(language: PageLanguage): ReadonlyMap<string, string> {
  let messages = catalogs.get(language);
  if (!messages) {
    const file = new URL(`../../src/locales/${language}/messages.po`, import.meta.url);
    messages = readCatalog(readFileSync(file, 'utf8'));
    catalogs.set(language, messages);
  }
  return messages;
}

/** What a page's frame holds beyond its route's header, heading and lead. */
export interface FrameParts {
  /** On an advert's page, what the server knows of it. */
  readonly advert?: AdvertShell | undefined;
  /**
   * The page's part after its heading and lead as the app first renders it (a search's
   * results, realty-results-frame.ts; the converter's form, converter-frame.ts).
   */
  readonly results?: string | undefined;
  /** The header's last part, the app's in that mode (proxy-header-frame.ts). */
  readonly header?: string | undefined;
  /**
   * Whether the menu lists the orders: in embedded mode for everyone, in proxy mode for a
   * browser whose account reads them (app-page.ts `PagePreloads.orders`).
   */
  readonly ordersOpen?: boolean | undefined;
}

export interface PageShells {
  /** The app's name in `language`, for the page's `<title>` (the layout keeps it so). */
  title(language: PageLanguage): string;
  /**
   * The heading of `route`'s page in `language`, as its words are (not HTML), for the tab's
   * name (src/lib/use-document-title.ts); none for the start page and an advert's.
   */
  heading(route: string, language: PageLanguage): string | undefined;
  /**
   * The frame of `route` at `pathname` + `search` (the request's own address, for the
   * language links) in `language`, with its `parts`.
   */
  shell(
    route: string,
    pathname: string,
    search: string,
    language: PageLanguage,
    parts?: FrameParts,
  ): string;
}

export function pageShells(): PageShells {
  return {
    title: (language) =>
      escapeHtml(appCatalog(language).get('Marketplace Search') ?? 'Marketplace Search'),
    heading(route, language) {
      const heading = route === '/' ? undefined : PAGES[route]?.heading;
      return heading && (appCatalog(language).get(heading) ?? heading);
    },
    shell(route, pathname, search, language, { advert, results, header, ordersOpen } = {}) {
      const messages = appCatalog(language);
      const t = (message: string) => escapeHtml(messages.get(message) ?? message);
      const page = PAGES[route] ?? { mainClass: 'page' };
      const href = (path: string) => escapeHtml(`/${language}${path}`);
      const nav = NAV.filter((item) => ordersOpen || !item.operator).map((item) => {
        // NavLink's `end`: active on its own path only.
        const here = pathname.replace(/\/$/, '') === `/${language}${item.path}`.replace(/\/$/, '');
        const current = here
          ? ' aria-current="page" class="nav__link active"'
          : ' class="nav__link"';
        return `<li><a${current} href="${href(item.path)}">${t(item.label)}</a></li>`;
      });
      // The same address in each language (src/lib/language.ts `withLanguage`).
      const rest = pathname.replace(/^\/[^/]+/, '');
      const languages = PAGE_LANGUAGES.map((other) => {
        const current = other === language ? ' aria-current="true"' : '';
        const to = escapeHtml(`/${other}${rest}${search}`);
        return `<li><a lang="${other}" hreflang="${other}" class="nav__link"${current} href="${to}">${LANGUAGE_NAMES[other]}</a></li>`;
      });
      return [
        `<a class="skip-link" href="#main">${t('Skip to content')}</a>`,
        '<header class="site-header"><div class="site-header__inner">',
        `<a class="brand" href="${href('/')}">${t('Marketplace Search')}</a>`,
        // Shown where the header folds (a phone or a small tablet, styles.css); marked as
        // Settings is, so that a press before the app runs opens the menu once it does.
        `<button type="button" class="button button--secondary header__menu-toggle" aria-expanded="false" aria-controls="site-menu" ${BEFORE_APP_ATTRIBUTE}="${MENU_PRESS}"><span class="header__menu-label">${t('Menu')}</span></button>`,
        '<div class="site-header__menu" id="site-menu">',
        `<nav aria-label="${t('Main')}" class="main-nav"><ul class="nav">${nav.join('')}</ul></nav>`,
        // Marked so that a press before the app runs is kept, and the app opens Settings then.
        `<button type="button" class="button button--secondary header__settings" ${BEFORE_APP_ATTRIBUTE}="${SETTINGS_PRESS}">${t('Settings')}</button>`,
        `<nav aria-label="${t('Language')}" class="language-switch"><ul class="nav">${languages.join('')}</ul></nav>`,
        '</div>',
        header ?? '',
        '</div></header>',
        `<main class="${page.mainClass}" id="main">`,
        page.heading ? `<h1>${t(page.heading)}</h1>` : '',
        page.lead ? `<p class="lead">${t(page.lead)}</p>` : '',
        ...(page.text ?? []).map((text) =>
          typeof text === 'string'
            ? `<p>${t(text)}</p>`
            : `<p><a href="${href(text.path)}">${t(text.label)}</a></p>`,
        ),
        advert && ADVERT_RESULTS[route] ? advertTop(advert, ADVERT_RESULTS[route], href, t) : '',
        results ?? '',
        '</main>',
      ].join('');
    },
  };
}

/**
 * The top of an advert's page: "← <results>", the title, and the gallery's first photo in the
 * gallery's boxes (the rest of the page, below it, comes with the app). The picture offers what
 * src/components/ui/photo.tsx offers, so the browser takes the same file, once.
 */
function advertTop(
  advert: AdvertShell,
  results: { readonly path: string; readonly label: string },
  href: (path: string) => string,
  t: (message: string) => string,
): string {
  const title = escapeHtml(advert.title);
  const sizes = escapeHtml(GALLERY_SIZES);
  const { photo } = advert;
  const labels = photo?.labels;
  const picture = photo
    ? [
        // Not focusable, as the app's is: the keys that move between photos come with the app.
        labels
          ? `<div class="gallery__viewport" role="group" aria-label="${escapeHtml(labels.photos)}">`
          : '<div class="gallery__viewport">',
        labels
          ? `<div class="gallery__slide" role="group" aria-roledescription="${t('slide')}" aria-label="${escapeHtml(labels.slide)}">`
          : '<div class="gallery__slide">',
        '<picture class="photo">',
        `<source type="image/webp" srcset="${escapeHtml(photo.sources.webp)}" sizes="${sizes}">`,
        `<img src="${escapeHtml(photo.sources.src)}" srcset="${escapeHtml(photo.sources.jpeg)}" sizes="${sizes}"`,
        ` alt="${escapeHtml(photo.alt)}" width="640" height="480" decoding="async">`,
        '</picture></div></div>',
      ].join('')
    : `<div class="photo photo--empty"><span class="photo__missing">${t('No photos')}</span></div>`;
  return [
    `<p><a href="${href(results.path)}">← ${t(results.label)}</a></p>`,
    `<h1 tabindex="-1" class="advert__title">${title}</h1>`,
    '<div class="advert__layout"><div class="advert__gallery">',
    `<section class="gallery"${labels ? ` aria-roledescription="${t('carousel')}"` : ''} aria-label="${title}">${picture}</section>`,
    '</div></div>',
  ].join('');
}
