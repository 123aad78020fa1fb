import type { NotificationDto } from '@shared/notifications';

export type { UnreadNotificationsDto as UnreadNotifications } from '@shared/notifications';

/**
 * `GET /notifications` item. A signed-in student's own items (issue 23: an upload reviewed, a
 * request fulfilled or declined) may carry `link`, a path inside the app to what they concern.
 */
export type Notification = NotificationDto & { link?: string | null };
