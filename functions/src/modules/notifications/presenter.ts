/** Stored notifications → API bodies (docs/product.md §3: _id, title, message, createdAt). */
import { toIso, type Stored } from '../../lib/present.js';
import type { NotificationDto, UnreadNotificationsDto } from '@notesea/contract/notifications';
import type { StoredNotification, StoredPersonalNotification } from './stored.js';

/** Read through its schema (stored.ts), so every field is already of its type. */
export function presentNotification({ id, data }: Stored<StoredNotification>): NotificationDto {
  return {
    _id: id,
    title: data.title,
    message: data.message,
    createdAt: toIso(data.createdAt),
  };
}

/** A student's own notification: the spec's fields plus `type` and `link` (null when empty). */
export function presentPersonalNotification(
  notification: Stored<StoredPersonalNotification>,
): NotificationDto {
  const { data } = notification;
  return {
    ...presentNotification(notification),
    type: data.type,
    link: data.link || null,
  };
}

/** The signed-in student's badge count (`GET /notifications/unread`). */
export function presentUnread(unread: number): UnreadNotificationsDto {
  return { unread };
}
