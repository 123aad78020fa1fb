import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { topNavItems } from './app-nav-items';

export type TopNavItem = (typeof topNavItems)[number];

/**
 * Draws one top-nav item in place of the plain link, or returns `undefined` to keep it: how
 * app/ puts feature data (the unread count) into a nav that knows no feature. `onClick` closes
 * the phone menu the item sits in.
 */
export type RenderNavItem = (item: TopNavItem, onClick?: () => void) => ReactNode | undefined;

type TopNavLinkProps = {
  item: TopNavItem;
  onClick?: () => void;
  render?: RenderNavItem;
};

/** A top-nav item, in the desktop nav and the phone side menu alike. */
export function TopNavLink({ item, onClick, render }: TopNavLinkProps) {
  const custom = render?.(item, onClick);
  if (custom !== undefined) return custom;
  return (
    <NavLink to={item.to} onClick={onClick}>
      {item.label}
    </NavLink>
  );
}
