import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { FlashMessage } from '@/components/ui/flash-message';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { bottomNavItems, topNavItems } from './app-nav-items';
import { DownloadAppButton } from './download-app-button';
import { SettingsButton } from './settings-button';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

// Radix DropdownMenu (with its positioning engine) is most of the layout's weight and is not
// needed to paint the page: load it beside the page chunk, behind a look-alike button.
const SettingsMenu = lazy(() =>
  import('./settings-menu').then((m) => ({ default: m.SettingsMenu })),
);

/** Shared frame of every protected route (spec §2). CSS decides which nav shows at 768px. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--app">
      <SkipLink />
      <header className="site-header">
        <SideMenu />
        <Link to={paths.dashboard.getHref()} className="brand">
          NoteSea
        </Link>
        <nav aria-label="Main" className="top-nav">
          <ul className="top-nav__list">
            {topNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <DownloadAppButton />
        <Suspense fallback={<SettingsButton disabled />}>
          <SettingsMenu />
        </Suspense>
      </header>
      <main id="main" tabIndex={-1} className="main">
        <FlashMessage />
        {children}
      </main>
      <SiteFooter />
      <nav aria-label="Quick links" className="bottom-bar">
        <ul className="bottom-bar__list">
          {bottomNavItems.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} className="bottom-bar__link">
                <Icon name={item.icon} />
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
