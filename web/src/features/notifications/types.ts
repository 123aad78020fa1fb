import type { NotificationDto } from '@notesea/contract/notifications';

export type { UnreadNotificationsDto as UnreadNotifications } from '@notesea/contract/notifications';

/**
 * `GET /notifications` item. A signed-in student's own items (issue 23: an upload reviewed, a
 * request fulfilled or declined) may carry `link`, a path inside the app to what they concern.
 */
export type Notification = NotificationDto & { link?: string | null };
