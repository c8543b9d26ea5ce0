import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import type { Role } from '../api/contracts/roles';
import { OpenSettingsContext } from '../components/open-settings';
import { paths } from '../lib/paths';
import { SettingsDialog } from './settings-dialog';
// After the settings (which read the credentials too): the bundler's chunks follow the order
// modules first run in, and this order keeps the shared code in the first-load chunk.
import { useCredentials } from '../api/use-credentials';

// Proxy mode only: embedded mode's first load carries no sign-in code.
const ProxyHeader = lazy(() =>
  import('./proxy-mode').then((module) => ({ default: module.ProxyHeader })),
);

/**
 * Only pages that work are linked here; each page joins the menu when it lands. In proxy mode
 * a page that needs a role is linked for the accounts that have it.
 */
const NAV: readonly { to: string; label: string; role?: Role }[] = [
  { to: paths.home.getHref(), label: 'Overview' },
  { to: paths.vehicles.getHref(), label: 'Vehicles' },
  { to: paths.realty.getHref(), label: 'Real estate' },
  { to: paths.orders.getHref(), label: 'Orders', role: 'operator' },
  { to: paths.converter.getHref(), label: 'Converter' },
];

/**
 * The frame of every page: header, navigation, settings, and in proxy mode who is signed in.
 * `ScrollRestoration` puts Back and Forward where the reader was on that history entry, and a
 * new page at the top.
 */
export function Layout() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const { mode, roles } = useCredentials();
  const proxy = mode === 'proxy';
  const nav = NAV.filter((item) => !proxy || !item.role || roles.includes(item.role));
  return (
    <OpenSettingsContext value={openSettings}>
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to={paths.home.getHref()} className="brand">
            Marketplace Search
          </Link>
          <nav aria-label="Main">
            <ul className="nav">
              {nav.map((item) => (
                <li key={item.to}>
                  {/* Active (aria-current="page") on its own path, whatever the query. */}
                  <NavLink to={item.to} end className="nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <button
            type="button"
            className="button button--secondary header__settings"
            onClick={openSettings}
          >
            Settings
          </button>
          {proxy && (
            <Suspense fallback={null}>
              <ProxyHeader />
            </Suspense>
          )}
        </div>
      </header>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Outlet />
    </OpenSettingsContext>
  );
}
