/**
 * The stored shapes of notifications, read and written only through the converters here
 * (lib/stored.ts):
 * - `notifications/{id}`: the site-wide feed, typed by the content team in the Firebase console
 *   (docs/architecture.md §4). A notification that does not fit (a `title` typed as a number, a
 *   `createdAt` typed as text) is left out of the feed and of every unread count, and gets a
 *   `contentErrors` entry naming its console path and field (modules/content/shape-check.ts).
 * - `users/{uid}/notifications/{id}`: a student's own, written only by our triggers
 *   (personal.ts), so they always fit; one edited by hand into a misfit is left out likewise.
 *
 * Fields nobody reads are let through (`looseObject`), so a draft flag added in the console
 * does not hide a notification.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { storedConverter } from '../../lib/stored.js';

/**
 * `notifications/{id}`: `title` and `message` as text and `createdAt` a Timestamp (the console's
 * timestamp type). Listed newest first by `createdAt`; one without it is never listed.
 */
export const storedNotificationSchema = z.looseObject({
  title: z.string(),
  message: z.string(),
  createdAt: z.instanceof(Timestamp),
});

export type StoredNotification = z.output<typeof storedNotificationSchema>;

/** Why a personal notification was sent (its `type`). */
export const PERSONAL_NOTIFICATION_TYPES = [
  'upload-published',
  'upload-rejected',
  'request-fulfilled',
  'request-declined',
] as const;

export type PersonalNotificationType = (typeof PERSONAL_NOTIFICATION_TYPES)[number];

/**
 * `users/{uid}/notifications/{id}`: the shared fields plus `type` (why it was sent) and `link`
 * (an app path such as `/notes/{id}`, or null). `createdAt` is server time, written as
 * `FieldValue.serverTimestamp()` (personal.ts parses the other fields before it writes).
 */
export const storedPersonalNotificationSchema = storedNotificationSchema.extend({
  type: z.enum(PERSONAL_NOTIFICATION_TYPES),
  link: z.string().nullable(),
});

export type StoredPersonalNotification = z.output<typeof storedPersonalNotificationSchema>;

export const notificationConverter = storedConverter(storedNotificationSchema);
export const personalNotificationConverter = storedConverter(storedPersonalNotificationSchema);

/** `notifications`, read and written through its schema. */
export function notificationsCollection() {
  return db().collection(COLLECTIONS.notifications).withConverter(notificationConverter);
}

/**
 * `users/{uid}/notifications` without a converter, for writes stamped with
 * `FieldValue.serverTimestamp()` (which no schema of the stored shape accepts) and for counts.
 * Every such write parses its other fields first (personal.ts).
 */
export function personalNotificationsUnconverted(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.personalNotifications);
}

/** `users/{uid}/notifications`, read through its schema. */
export function personalNotificationsCollection(uid: string) {
  return personalNotificationsUnconverted(uid).withConverter(personalNotificationConverter);
}
