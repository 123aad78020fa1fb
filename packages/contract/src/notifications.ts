/**
 * Notifications contract shared by the API and the web app (`@notesea/contract/notifications`). Types only.
 */

/**
 * `GET /api/notifications` item (newest first); `createdAt` is ISO-8601. For a signed-in
 * student the list also holds their own notifications, which alone carry `type`
 * and `link` (an app path such as `/notes/{id}` or `/uploads`, or null); site-wide items keep
 * the spec's four fields exactly.
 */
export interface NotificationDto {
  _id: string;
  title: string;
  message: string;
  createdAt: string | null;
  type?: 'upload-published' | 'upload-rejected' | 'request-fulfilled' | 'request-declined';
  link?: string | null;
}

/**
 * `GET /api/notifications/unread` (signed in): how many listed notifications arrived since the
 * caller last opened /soon (`POST /api/notifications/seen`), site-wide and their own together
 * (each at most MAX_NOTIFICATIONS, 100).
 */
export interface UnreadNotificationsDto {
  unread: number;
}
