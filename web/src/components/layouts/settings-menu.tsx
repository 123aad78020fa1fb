import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/logout';
import { SettingsButton } from './settings-button';

/**
 * The gear's menu (Profile, Logout), following the WAI-ARIA menu button pattern: Enter, Space or
 * the arrow keys open it on an item; arrows, Home and End move between items; Escape closes it
 * and returns to the button; Tab, a click outside or choosing an item close it.
 *
 * Hand-written rather than Radix DropdownMenu: that came with a positioning engine, focus scope
 * and scroll lock, ~33 KB gzip for two items below a button in the corner (DESIGN §10).
 */
export function SettingsMenu() {
  // Revokes the session on the server, then drops the token and the query cache, so the next
  // person on this device never sees this user's data.
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  /** Which item receives the focus when the menu opens: the first, or the last (ArrowUp). */
  const [initialItem, setInitialItem] = useState<'first' | 'last'>('first');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const buttonId = `${id}-button`;

  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = items();
    (initialItem === 'last' ? all.at(-1) : all[0])?.focus();
    // A press anywhere outside closes the menu (focus goes where the user pressed).
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialItem]);

  const openAt = (item: 'first' | 'last') => {
    setInitialItem(item);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(current + 1);
        break;
      case 'ArrowUp':
        focusAt(current - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        // Focus moves on to the next control as usual; the menu is done.
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="menu-anchor" ref={root}>
      <SettingsButton
        ref={button}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
      />
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          aria-orientation="vertical"
          className="menu menu--settings"
          onKeyDown={onMenuKeyDown}
        >
          <Link
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            to={paths.profile.getHref()}
            onClick={() => setOpen(false)}
          >
            Profile
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
