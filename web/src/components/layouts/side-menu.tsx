import { Suspense, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { RenderNavItem } from './top-nav-link';

// Radix Dialog is fetched only when a phone user first opens the menu (or hovers/focuses the
// button): desktop never needs it, and it keeps the layout chunk within its 30 KB budget.
const SideMenuDrawer = lazyWithPreload(() =>
  import('./side-menu-drawer').then((m) => m.SideMenuDrawer),
);

/**
 * Hamburger button + drawer holding the top nav under 768px. With unread notifications the
 * button carries a dot and says so in its name: on a phone the Notification item (and its count)
 * is inside the closed menu, so nothing else on screen would tell.
 */
export function SideMenu({
  unread,
  renderNavItem,
}: {
  /** Unread notifications (0 for none). */
  unread: number;
  renderNavItem?: RenderNavItem;
}) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button side-menu__toggle"
        aria-label={
          unread > 0
            ? `Open menu, ${unread} unread notification${unread === 1 ? '' : 's'}`
            : 'Open menu'
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={SideMenuDrawer.preload}
        onFocus={SideMenuDrawer.preload}
      >
        <Icon name="menu" />
        {unread > 0 && <span className="side-menu__dot" aria-hidden="true" />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SideMenuDrawer
            onClose={() => setOpen(false)}
            returnFocusTo={toggleRef}
            renderNavItem={renderNavItem}
          />
        </Suspense>
      )}
    </>
  );
}
