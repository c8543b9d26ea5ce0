import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '../api/contracts/roles';
import { metaQueries } from '../api/meta-queries';
import { QuotaMeter } from '../components/quota-meter';
import { OpenSettingsContext } from '../components/open-settings';
import {
  currentLanguage,
  LANGUAGES,
  scrollKey,
  storeLanguage,
  withLanguage,
} from '../lib/language';
import { MENU_PRESS, SETTINGS_PRESS } from '../lib/before-app';
import { useFocusReturn } from '../lib/focus-return';
import { useFocusOnFold } from '../lib/use-focus-on-fold';
import { takePressBeforeApp } from '../lib/take-press-before-app';
import { paths } from '../lib/paths';
import { preloadedLazy } from '../lib/preloaded-lazy';
import { whenIdle } from '../lib/when-idle';
import { useCredentials } from '../api/use-credentials';
import { AccountMenu } from './lazy-account-menu';

// The dialog (a form with its validation) loads once the page is idle, or when Settings is
// pressed first: no page's first load carries it. Its few messages stay in the core part, so
// that a dialog whose code is in opens at once, with no catalog to fetch.
const SettingsDialog = preloadedLazy(() =>
  import('./settings-dialog').then((module) => module.SettingsDialog),
);

/**
 * Only pages that work are linked here; each page joins the menu when it lands. In proxy mode
 * a page that needs a role is linked for the accounts that have it.
 */
const NAV: readonly { to: () => string; label: MessageDescriptor; role?: Role }[] = [
  { to: paths.home.getHref, label: msg`Overview` },
  { to: () => paths.vehicles.getHref(), label: msg`Vehicles` },
  { to: () => paths.realty.getHref(), label: msg`Real estate` },
  { to: () => paths.orders.getHref(), label: msg`Orders`, role: 'operator' },
  { to: () => paths.converter.getHref(), label: msg`Converter` },
];

/** Each language named in itself, as readers look for it. */
const LANGUAGE_NAMES = { uk: 'Українська', en: 'English' } as const;

/**
 * The same page, query and scroll position in the other language; the choice is kept for the
 * next address without a language.
 */
function LanguageSwitch() {
  const { t } = useLingui();
  const location = useLocation();
  const active = currentLanguage();
  return (
    <nav aria-label={t`Language`} className="language-switch">
      <ul className="nav">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Link
              to={`${withLanguage(location.pathname, language)}${location.search}${location.hash}`}
              lang={language}
              hrefLang={language}
              className="nav__link"
              aria-current={language === active ? 'true' : undefined}
              preventScrollReset
              onClick={() => storeLanguage(language)}
            >
              {LANGUAGE_NAMES[language]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The header's pages, Settings and languages: items of its row on a wide screen, and folded
 * under a Menu button where the header is one row (a phone or a small tablet, styles.css). Open
 * for the address it was opened at, so that going anywhere folds it again, as a search page's
 * filters do (src/components/search-page.tsx). Apart from the layout, so that a new address
 * re-renders the menu, not the whole frame.
 */
function SiteMenu({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const button = useRef<HTMLButtonElement>(null);
  // Menu pressed on the server's frame before the app replaced it (src/main.tsx): replayed on
  // this button, which keeps the focus.
  useLayoutEffect(() => {
    if (!takePressBeforeApp(MENU_PRESS)) return;
    button.current?.focus();
    button.current?.click();
  }, []);
  // Folded by the page (or language) chosen in it, the menu would take the focus (that link)
  // with it: the Menu button takes it, in the header, where a wide screen's link keeps it.
  const panel = useFocusOnFold<HTMLDivElement>(open, button);
  // Escape folds it from its button or from anywhere in it; the focus goes to the button, as
  // it would from a dialog.
  const fold = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenAt(null);
    button.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={button}
        className="button button--secondary header__menu-toggle"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => setOpenAt(open ? null : location.key)}
        onKeyDown={fold}
      >
        <span className="header__menu-label">
          <Trans>Menu</Trans>
        </span>
      </button>
      <div
        id="site-menu"
        ref={panel}
        className={`site-header__menu${open ? ' site-header__menu--open' : ''}`}
        onKeyDown={fold}
      >
        {children}
      </div>
    </>
  );
}

/** Back and Forward give the focus back (lib/focus-return.ts); apart, as SiteMenu is. */
function FocusReturn() {
  useFocusReturn();
  return null;
}

/**
 * The frame of every page: header, navigation, settings, and in proxy mode who is signed in.
 * `ScrollRestoration` puts Back and Forward where the reader was on that history entry, and a
 * new page at the top (or where the reader was on the same page in the other language, when the
 * link says so: an advert's way back, src/components/advert-page.tsx).
 */
export function Layout() {
  const { t, i18n } = useLingui();
  const title = t`Marketplace Search`;
  // The tab's name in the reader's language; a layout effect, so that a page naming the tab
  // itself (an advert) sets its name after this one.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The dialog (a form with its validation) is built when first opened, not on every first
  // load: about 10 ms of a phone's first seconds.
  const [settingsUsed, setSettingsUsed] = useState(false);
  // A transition, under a Suspense boundary mounted from the start: the dialog opens as soon
  // as its code is in (at once, after the idle load), where a lazy component's first render
  // showed a fallback, and React held the dialog back 300 ms after it.
  const openSettings = useCallback(() => {
    startTransition(() => {
      setSettingsUsed(true);
      setSettingsOpen(true);
    });
  }, []);
  useEffect(() => whenIdle(() => void SettingsDialog.preload(), 2000), []);
  // Settings pressed on the server's frame before the app replaced it (src/main.tsx): the
  // press is replayed on the app's own button, which then has the focus for the dialog to
  // return to.
  const settingsButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!takePressBeforeApp(SETTINGS_PRESS)) return;
    settingsButton.current?.focus();
    settingsButton.current?.click();
  }, []);
  const { mode, roles } = useCredentials();
  const proxy = mode === 'proxy';
  const meta = useQuery(metaQueries.meta());
  const accounts = meta.data?.mode === 'proxy' && meta.data.accounts;
  const nav = NAV.filter((item) => !proxy || !item.role || roles.includes(item.role));
  return (
    <OpenSettingsContext value={openSettings}>
      <ScrollRestoration getKey={scrollKey} />
      <FocusReturn />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to={paths.home.getHref()} className="brand">
            <Trans>Marketplace Search</Trans>
          </Link>
          <SiteMenu>
            <nav aria-label={t`Main`} className="main-nav">
              <ul className="nav">
                {nav.map((item) => (
                  <li key={item.to()}>
                    {/* Active (aria-current="page") on its own path, whatever the query. */}
                    <NavLink to={item.to()} end className="nav__link">
                      {i18n._(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <button
              type="button"
              ref={settingsButton}
              className="button button--secondary header__settings"
              onClick={openSettings}
            >
              <Trans>Settings</Trans>
            </button>
            <LanguageSwitch />
          </SiteMenu>
          {proxy && (
            // The meter at once, as the server's frame paints it; the account's box keeps its
            // room while its code and the session load (styles.css `.site-header__proxy`).
            <div className="site-header__proxy">
              <QuotaMeter />
              {accounts && (
                <div className="site-header__account">
                  <Suspense fallback={null}>
                    <AccountMenu />
                  </Suspense>
                </div>
              )}
            </div>
          )}
        </div>
      </header>
      <Suspense fallback={null}>
        {settingsUsed && (
          <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        )}
      </Suspense>
      <Outlet />
    </OpenSettingsContext>
  );
}
