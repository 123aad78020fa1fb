import { useEffect } from 'react';
import { useMarkNotificationsSeen } from '@/features/notifications/api/mark-notifications-seen';
import { NotificationList } from '@/features/notifications/components/notification-list';

export default function NotificationsPage() {
  const { mutate: markSeen } = useMarkNotificationsSeen();
  // Opening /soon counts as reading them: the nav's unread badge clears.
  useEffect(() => markSeen(), [markSeen]);

  return (
    <>
      <title>Notifications · NoteSea</title>
      <header className="page-header">
        <h1>Notifications</h1>
        <p className="subtitle">New notes, exam reminders and announcements from NoteSea.</p>
      </header>
      <NotificationList />
    </>
  );
}
