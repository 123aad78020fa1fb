import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { FlashMessage } from '@/components/ui/flash-message';
import { Icon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { bottomNavItems, topNavItems } from './app-nav-items';
import { DownloadAppButton } from './download-app-button';
import { SettingsMenu } from './settings-menu';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopNavLink, type RenderNavItem } from './top-nav-link';

type AppLayoutProps = {
  children: ReactNode;
  /** The header's search, between the brand and the top nav. */
  search: ReactNode;
  /** Draws a top-nav item itself (e.g. with a badge); `undefined` for the plain link. */
  renderNavItem?: RenderNavItem;
  /** Unread notifications, which the phone menu's closed button must announce (0 for none). */
  unreadNotifications?: number;
};

/**
 * Shared frame of every protected route (docs/product.md §2). CSS decides which nav shows at 768px, and
 * whether search is a field (desktop) or a button that opens it over the header (phones). What
 * comes from features (search, the notifications badge) is handed in by app/, so this frame
 * depends on no feature.
 */
export function AppLayout({
  children,
  search,
  renderNavItem,
  unreadNotifications = 0,
}: AppLayoutProps) {
  return (
    <div className="layout layout--app">
      <SkipLink />
      <header className="site-header">
        <SideMenu unread={unreadNotifications} renderNavItem={renderNavItem} />
        <Link to={paths.dashboard.getHref()} className="brand">
          NoteSea
        </Link>
        {search}
        <nav aria-label="Main" className="top-nav">
          <ul className="top-nav__list">
            {topNavItems.map((item) => (
              <li key={item.to}>
                <TopNavLink item={item} render={renderNavItem} />
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
