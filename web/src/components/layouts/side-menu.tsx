import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icons';

const loadDrawer = () => import('./side-menu-drawer');
// Radix Dialog is fetched only when a phone user first opens the menu (or hovers/focuses the
// button): desktop never needs it, and it keeps the layout chunk within its 30 KB budget.
const SideMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SideMenuDrawer })));

/** Hamburger button + drawer holding the top nav under 768px. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button side-menu__toggle"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
      >
        <Icon name="menu" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SideMenuDrawer onClose={() => setOpen(false)} returnFocusTo={toggleRef} />
        </Suspense>
      )}
    </>
  );
}
