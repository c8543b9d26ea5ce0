import { useCallback, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router-dom';
import { OpenSettingsContext } from '../components/open-settings';
import { QuotaMeter } from '../components/quota-meter';
import { paths } from '../lib/paths';
import { SettingsDialog } from './settings-dialog';

/** Only pages that work are linked here; each page joins the menu when it lands. */
const NAV = [
  { to: paths.home.getHref(), label: 'Overview' },
  { to: paths.vehicles.getHref(), label: 'Vehicles' },
  { to: paths.realty.getHref(), label: 'Real estate' },
  { to: paths.orders.getHref(), label: 'Orders' },
  { to: paths.converter.getHref(), label: 'Converter' },
] as const;

/**
 * The frame of every page: header, navigation, settings. `ScrollRestoration` puts Back and
 * Forward where the reader was on that history entry, and a new page at the top.
 */
export function Layout() {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
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
              {NAV.map((item) => (
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
          <QuotaMeter />
        </div>
      </header>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <Outlet />
    </OpenSettingsContext>
  );
}
