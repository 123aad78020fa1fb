import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/utils/format';
import { useNotifications } from '../api/get-notifications';
import './notifications.css';

/** Spec §2 /soon: announcements from the NoteSea team, newest first as the API sends them. */
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
        </li>
      ))}
    </ul>
  );
}
