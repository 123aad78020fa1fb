import { AppLayout } from '@/components/layouts/app-layout';
import type { RenderNavItem } from '@/components/layouts/top-nav-link';
import { paths } from '@/config/paths';
import { useUnreadNotifications } from '@/features/notifications/api/get-unread-notifications';
import { NotificationsNavLink } from '@/features/notifications/components/notifications-nav-link';
import { usePracticeSync } from '@/features/practice/hooks/use-practice-sync';
import { SearchBox } from '@/features/search/components/search-box';
import { PageOutlet } from '../route-states';

/** The Notification item carries the unread count; the other items are plain links. */
const renderNavItem: RenderNavItem = (item, onClick) =>
  item.to === paths.notifications.getHref() ? (
    <NotificationsNavLink to={item.to} label={item.label} onClick={onClick} />
  ) : undefined;

/** The signed-in frame, with the features it shows on every page put in its slots. */
export default function AppRoot() {
  const unread = useUnreadNotifications().data?.unread ?? 0;
  // Practice reviews made offline (or whose sending failed) go out on start and on reconnecting.
  usePracticeSync();
  return (
    <AppLayout search={<SearchBox />} renderNavItem={renderNavItem} unreadNotifications={unread}>
      <PageOutlet />
    </AppLayout>
  );
}
