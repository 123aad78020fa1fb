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
