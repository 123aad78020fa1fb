import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/utils/format';
import { useNotifications } from '../api/get-notifications';
import './notifications.css';

/**
 * docs/product.md §2 /soon: announcements from the NoteSea team and, for the signed-in student, their own,
 * newest first as the API merges them; a personal item links to what it concerns.
 */
export function NotificationList() {
  const notifications = useNotifications();

  if (notifications.isPending) return <Spinner label="Loading notifications…" />;
  if (notifications.isError) {
    return <QueryError query={notifications} fallback="Could not load notifications." />;
  }
  if (notifications.data.length === 0) {
    return <EmptyState message="No new notifications right now. Stay tuned!" />;
  }

  return (
    <ul className="notification-list" aria-label="Notifications">
      {notifications.data.map((notification) => (
        <li key={notification._id} className="card notification">
          <h2 className="notification__title">{notification.title}</h2>
          {notification.createdAt && (
            <p className="notification__date">
              <time dateTime={notification.createdAt}>
                {formatDateTime(notification.createdAt)}
              </time>
            </p>
          )}
          <p className="notification__message">{notification.message}</p>
          {/* Only paths inside the app: a link is never followed off the site from here. */}
          {notification.link && /^\/(?!\/)/.test(notification.link) && (
            <p className="notification__link">
              <Link to={notification.link} aria-label={`Open it: ${notification.title}`}>
                Open it
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
