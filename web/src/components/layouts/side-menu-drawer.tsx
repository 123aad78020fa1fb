import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Icon } from '@/components/ui/icons';
import { topNavItems } from './app-nav-items';
import { TopNavLink, type RenderNavItem } from './top-nav-link';

type SideMenuDrawerProps = {
  onClose: () => void;
  /** The hamburger button lives outside the Dialog, so Radix cannot find it on its own. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  renderNavItem?: RenderNavItem;
};

// Mounted only while open. Radix Dialog gives focus trapping, Escape / overlay click to close
// and a hidden background for screen readers.
export function SideMenuDrawer({ onClose, returnFocusTo, renderNavItem }: SideMenuDrawerProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className="drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="icon-button" aria-label="Close menu">
                <Icon name="close" />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label="Side menu">
            <ul className="drawer__list">
              {topNavItems.map((item) => (
                <li key={item.to}>
                  <TopNavLink item={item} onClick={onClose} render={renderNavItem} />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
