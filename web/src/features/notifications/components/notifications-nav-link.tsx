import { NavLink } from 'react-router';
import { useUnreadNotifications } from '../api/get-unread-notifications';

/** Shown as is up to this many; more reads "9+" (the exact number is still announced). */
const MAX_SHOWN = 9;

type NotificationsNavLinkProps = {
  to: string;
  label: string;
  onClick?: () => void;
};

/**
 * The Notification nav item with the number of notifications that arrived since the student
 * last opened /soon. Nothing extra at 0, or while the count loads or after it failed:
 * a missing badge is better than an error in the nav. The link is named "Notification, 3 unread"
 * (aria-label: one string, so no reader splits it) and the visual badge is hidden from screen
 * readers so it is not read twice.
 */
export function NotificationsNavLink({ to, label, onClick }: NotificationsNavLinkProps) {
  const unread = useUnreadNotifications().data?.unread ?? 0;
  return (
    <NavLink
      to={to}
      onClick={onClick}
      aria-label={unread > 0 ? `${label}, ${unread} unread` : undefined}
    >
      {label}
      {unread > 0 && (
        <span className="count-badge" aria-hidden="true">
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      )}
    </NavLink>
  );
}
