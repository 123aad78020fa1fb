/**
 * Notifications contract shared by the API and the web app (`@shared/notifications`). Types only.
 */

/** `GET /api/notifications` item (newest first); `createdAt` is ISO-8601. */
export interface NotificationDto {
  _id: string;
  title: string;
  message: string;
  createdAt: string | null;
}

/**
 * `GET /api/notifications/unread` (signed in): how many listed notifications arrived since the
 * caller last opened /soon (`POST /api/notifications/seen`), at most MAX_NOTIFICATIONS (100).
 */
export interface UnreadNotificationsDto {
  unread: number;
}
