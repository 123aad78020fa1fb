import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '@/components/ui/icons';
import { topNavItems } from './app-nav-items';

// Under 768px the top nav moves into a drawer; Radix Dialog gives it focus trapping, Escape to
// close and focus return to the hamburger button.
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="icon-button side-menu__toggle" aria-label="Open menu">
          <Icon name="menu" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content className="drawer" aria-describedby={undefined}>
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
                  <NavLink to={item.to} onClick={close}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
