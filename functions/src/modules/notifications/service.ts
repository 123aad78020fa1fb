/**
 * Site-wide notifications (docs/product.md §2 /soon). Stored: `notifications/{id}`, written by the
 * content team in the Firebase console (docs/architecture.md §4); its shape is stored.ts
 * `storedNotificationSchema`. One that does not fit is neither listed nor counted as unread.
 *
 * Unread count: `users/{uid}.notificationsSeenAt` is the server time the student last
 * opened /soon; notifications created after it are unread.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { isNotFoundError, NotFound } from '../../lib/errors.js';
import type { Stored } from '../../lib/present.js';
import { storedDocs } from '../../lib/stored.js';
import { ACCOUNT_MESSAGES } from '../users/schema.js';
import { readUser, userRefUnconverted, type StoredUser } from '../users/stored.js';
import { countPersonalSince, listPersonal } from './personal.js';
import {
  notificationsCollection,
  type StoredNotification,
  type StoredPersonalNotification,
} from './stored.js';

/** Most notifications listed; older ones are not shown. */
export const MAX_NOTIFICATIONS = 100;
/** Profile field: when the student last opened /soon (server time). Never presented. */
const SEEN_FIELD = 'notificationsSeenAt' satisfies keyof StoredUser;

/** Newest first, those that fit their schema (1 query). */
export async function listNotifications(): Promise<Stored<StoredNotification>[]> {
  return listSiteSince(undefined);
}

/** The newest MAX_NOTIFICATIONS created after `since` (all without), those that fit. */
async function listSiteSince(since: Timestamp | undefined): Promise<Stored<StoredNotification>[]> {
  let query = notificationsCollection().orderBy('createdAt', 'desc').limit(MAX_NOTIFICATIONS);
  if (since) query = query.where('createdAt', '>', since);
  return storedDocs(await query.get());
}

export type StudentNotification =
  | { notification: Stored<StoredNotification>; /** Site-wide. */ personal: false }
  | { notification: Stored<StoredPersonalNotification>; /** The student's own. */ personal: true };

/**
 * Site-wide notifications merged with `uid`'s own, newest first, at most
 * MAX_NOTIFICATIONS in all (2 queries, run together).
 */
export async function listForStudent(uid: string): Promise<StudentNotification[]> {
  const [site, own] = await Promise.all([
    listNotifications(),
    listPersonal(uid, MAX_NOTIFICATIONS),
  ]);
  const merged: StudentNotification[] = [
    ...site.map((notification) => ({ notification, personal: false as const })),
    ...own.map((notification) => ({ notification, personal: true as const })),
  ];
  return merged
    .sort(
      (a, b) => b.notification.data.createdAt.toMillis() - a.notification.data.createdAt.toMillis(),
    )
    .slice(0, MAX_NOTIFICATIONS);
}

/**
 * How many listed notifications `uid` has not seen: those created after the profile's
 * SEEN_FIELD or, before the first visit to /soon, after the account was created (a new student
 * is not greeted with years of old announcements). A profile with neither counts every listed
 * one. The student's own notifications are counted the same way and added. Each count is
 * capped at MAX_NOTIFICATIONS because older ones are not shown.
 *
 * Cost: 1 profile read, the unread site-wide notifications themselves (1 read each, at most
 * MAX_NOTIFICATIONS; 1 when there are none) and 1 count aggregation for the student's own. The
 * site-wide ones are read, not counted by an aggregation, because a count cannot leave out one
 * the content team mistyped (a `title` typed as a number); a student who opens /soon has few.
 */
export async function countUnread(uid: string): Promise<number> {
  const since = lastSeen(await readUser(uid));
  // The student's own notifications count too; both run together.
  const [site, own] = await Promise.all([
    listSiteSince(since),
    countPersonalSince(uid, since, MAX_NOTIFICATIONS),
  ]);
  return site.length + own;
}

/**
 * Marks every notification up to now as seen by `uid`. Firestore's server time, not this
 * instance's clock, so it orders consistently with `createdAt` stamps written elsewhere.
 * Throws 404 userNotFound without a profile (update, so no stray profile is created).
 */
export async function markSeen(uid: string): Promise<void> {
  try {
    // Server time, which no schema of the stored shape takes: written unconverted.
    await userRefUnconverted(uid).update({ [SEEN_FIELD]: FieldValue.serverTimestamp() });
  } catch (err) {
    if (isNotFoundError(err)) {
      throw new NotFound(ACCOUNT_MESSAGES.userNotFound);
    }
    throw err;
  }
}

/** The profile's SEEN_FIELD, else its `createdAt` (both read through the profile's schema). */
function lastSeen(profile: StoredUser | null): Timestamp | undefined {
  return profile?.[SEEN_FIELD] ?? profile?.createdAt ?? undefined;
}
