import { Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useCredentials } from '../api/credentials';
import { QuotaMeter } from '../components/quota-meter';
import { paths } from '../lib/paths';
import { ErrorBoundary } from './error-boundary';
import { SettingsDialog } from './settings-dialog';
import { useScrollRestoration } from './use-scroll-restoration';

/** Only pages that work are linked here; each page joins the menu when it lands. */
const NAV = [
  { to: paths.home.getHref(), label: 'Overview' },
  { to: paths.vehicles.getHref(), label: 'Vehicles' },
  { to: paths.realty.getHref(), label: 'Real estate' },
  { to: paths.orders.getHref(), label: 'Orders' },
  { to: paths.converter.getHref(), label: 'Converter' },
] as const;

/** Its own component: it follows every change of the address, the layout only the path's. */
function ScrollRestoration() {
  useScrollRestoration();
  return null;
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const [pathname] = useLocation();
  const { openSettings } = useCredentials();
  return (
    <>
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link href={paths.home.getHref()} className="brand">
            Marketplace Search
          </Link>
          <nav aria-label="Main">
            <ul className="nav">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    href={item.to}
                    className={`nav__link${pathname === item.to ? ' active' : ''}`}
                    aria-current={pathname === item.to ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
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
      <SettingsDialog />
      <ErrorBoundary resetKey={pathname}>
        <Suspense
          fallback={
            <main className="page" id="main">
              <p role="status">Loading…</p>
            </main>
          }
        >
          {children}
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
