import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { NotificationsNavLink } from '@/features/notifications/components/notifications-nav-link';
import type { topNavItems } from './app-nav-items';

type TopNavLinkProps = {
  item: (typeof topNavItems)[number];
  onClick?: () => void;
};

/**
 * A top-nav item, in the desktop nav and the phone side menu alike; the Notification item also
 * shows how many notifications are unread (issue 12).
 */
export function TopNavLink({ item, onClick }: TopNavLinkProps) {
  if (item.to === paths.notifications.getHref()) {
    return <NotificationsNavLink to={item.to} label={item.label} onClick={onClick} />;
  }
  return (
    <NavLink to={item.to} onClick={onClick}>
      {item.label}
    </NavLink>
  );
}
