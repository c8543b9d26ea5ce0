import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useCredentials } from '../api/credentials';
import { ErrorBoundary } from './error-boundary';
import { SettingsDialog } from './settings-dialog';
import { useScrollRestoration } from './use-scroll-restoration';

/** Only pages that work are linked here; each page joins the menu when it lands. */
const NAV = [
  { to: paths.home.getHref(), label: 'Overview' },
  { to: paths.vehicles.getHref(), label: 'Vehicles' },
] as const;

export function Layout() {
  const location = useLocation();
  const { openSettings } = useCredentials();
  useScrollRestoration();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <NavLink to={paths.home.getHref()} className="brand">
            Marketplace Search
          </NavLink>
          <nav aria-label="Main">
            <ul className="nav">
              {NAV.map((item) => (
                <li key={item.to}>
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
        </div>
      </header>
      <SettingsDialog />
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense
          fallback={
            <main className="page" id="main">
              <p role="status">Loading…</p>
            </main>
          }
        >
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
