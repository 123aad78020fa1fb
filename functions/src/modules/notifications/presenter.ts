/** Stored notifications → API bodies (docs/product.md §3: _id, title, message, createdAt). */
import { asString, toIso, type Stored } from '../../lib/present.js';
import type { NotificationDto, UnreadNotificationsDto } from '@notesea/contract/notifications';

export function presentNotification({ id, data }: Stored): NotificationDto {
  return {
    _id: id,
    title: asString(data.title),
    message: asString(data.message),
    createdAt: toIso(data.createdAt),
  };
}

/** A student's own notification: the spec's fields plus `type` and `link`. */
export function presentPersonalNotification(notification: Stored): NotificationDto {
  const { data } = notification;
  return {
    ...presentNotification(notification),
    type: PERSONAL_TYPES.find((t) => t === data.type) ?? 'upload-published',
    link: asString(data.link) || null,
  };
}

const PERSONAL_TYPES = [
  'upload-published',
  'upload-rejected',
  'request-fulfilled',
  'request-declined',
] as const;

/** The signed-in student's badge count (`GET /notifications/unread`). */
export function presentUnread(unread: number): UnreadNotificationsDto {
  return { unread };
}
