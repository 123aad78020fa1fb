import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { FlashMessage } from '@/components/ui/flash-message';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { SearchBox } from '@/features/search/components/search-box';
import { bottomNavItems, topNavItems } from './app-nav-items';
import { DownloadAppButton } from './download-app-button';
import { SettingsMenu } from './settings-menu';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopNavLink } from './top-nav-link';

/**
 * Shared frame of every protected route (spec §2). CSS decides which nav shows at 768px, and
 * whether search is a field (desktop) or a button that opens it over the header (phones).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--app">
      <SkipLink />
      <header className="site-header">
        <SideMenu />
        <Link to={paths.dashboard.getHref()} className="brand">
          NoteSea
        </Link>
        <SearchBox />
        <nav aria-label="Main" className="top-nav">
          <ul className="top-nav__list">
            {topNavItems.map((item) => (
              <li key={item.to}>
                <TopNavLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <DownloadAppButton />
        <SettingsMenu />
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
