import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlashMessage } from '@/components/ui/flash-message';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth';
import { SettingsMenu } from './settings-menu';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

// Kept free of Radix and forms: this layout is part of the landing page's initial JavaScript
// (the settings menu's Radix code loads after the first paint, see SettingsMenu).
export function PublicLayout({ children }: { children: ReactNode }) {
  const loggedIn = Boolean(useToken());
  return (
    <div className="layout">
      <SkipLink />
      <header className="site-header">
        <Link to={paths.home.getHref()} className="brand">
          NoteSea
        </Link>
        <nav aria-label="Main" className="public-nav">
          <ul className="inline-list">
            <li>
              <Link to={paths.aboutHome.getHref()}>About</Link>
            </li>
            <li>
              {loggedIn ? (
                <Link to={paths.dashboard.getHref()}>Dashboard</Link>
              ) : (
                <Link to={paths.home.getHref()}>Login</Link>
              )}
            </li>
          </ul>
        </nav>
        {/* Theme choice for visitors too; signed-in pages add Profile and Logout. */}
        <SettingsMenu account={false} />
      </header>
      <main id="main" tabIndex={-1} className="main">
        <FlashMessage />
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
