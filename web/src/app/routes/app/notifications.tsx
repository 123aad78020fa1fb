import { NotificationList } from '@/features/notifications/components/notification-list';

export default function NotificationsPage() {
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
