/** Stored notifications → API bodies (spec §3: _id, title, message, createdAt). */
import { asString, toIso, type Stored } from '../../lib/present.js';
import type { NotificationDto, UnreadNotificationsDto } from '../../shared/notifications.js';

export function presentNotification({ id, data }: Stored): NotificationDto {
  return {
    _id: id,
    title: asString(data.title),
    message: asString(data.message),
    createdAt: toIso(data.createdAt),
  };
}

/** The signed-in student's badge count (`GET /notifications/unread`). */
export function presentUnread(unread: number): UnreadNotificationsDto {
  return { unread };
}
