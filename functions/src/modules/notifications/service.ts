/**
 * Site-wide notifications (docs/product.md §2 /soon). Stored: `notifications/{id}` with `title`, `message`
 * and `createdAt` (Timestamp), written by the content team in the Firebase console (docs/architecture.md §4).
 * A document without `createdAt` is not listed (Firestore's orderBy skips it).
 *
 * Unread count: `users/{uid}.notificationsSeenAt` is the server time the student last
 * opened /soon; notifications created after it are unread.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { isNotFoundError, NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { stored, type Stored } from '../../lib/present.js';
import { ACCOUNT_MESSAGES } from '../users/schema.js';
import { countPersonalSince, listPersonal } from './personal.js';

/** Most notifications listed; older ones are not shown. */
export const MAX_NOTIFICATIONS = 100;
/** Profile field: when the student last opened /soon (server time). Never presented. */
const SEEN_FIELD = 'notificationsSeenAt';

/** Newest first (1 query). */
export async function listNotifications(): Promise<Stored[]> {
  const snap = await db()
    .collection(COLLECTIONS.notifications)
    .orderBy('createdAt', 'desc')
    .limit(MAX_NOTIFICATIONS)
    .get();
  return snap.docs.map(stored);
}

export interface StudentNotification {
  notification: Stored;
  /** The student's own, not site-wide. */
  personal: boolean;
}

/**
 * Site-wide notifications merged with `uid`'s own, newest first, at most
 * MAX_NOTIFICATIONS in all (2 queries, run together).
 */
export async function listForStudent(uid: string): Promise<StudentNotification[]> {
  const [site, own] = await Promise.all([
    listNotifications(),
    listPersonal(uid, MAX_NOTIFICATIONS),
  ]);
  const merged = [
    ...site.map((notification) => ({ notification, personal: false })),
    ...own.map((notification) => ({ notification, personal: true })),
  ];
  return merged
    .sort((a, b) => millis(b.notification) - millis(a.notification))
    .slice(0, MAX_NOTIFICATIONS);
}

function millis({ data }: Stored): number {
  return data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : 0;
}

/**
 * How many listed notifications `uid` has not seen: those created after the profile's
 * SEEN_FIELD or, before the first visit to /soon, after the account was created (a new student
 * is not greeted with years of old announcements). A profile with neither counts every listed
 * one. The student's own notifications are counted the same way and added. Costs 1
 * document read + 2 count aggregations (1 read per 1,000 matches), never the notifications
 * themselves; each count capped at MAX_NOTIFICATIONS because older ones are not shown.
 */
export async function countUnread(uid: string): Promise<number> {
  const profile = await profileRef(uid).get();
  const since = lastSeen(profile.data());
  let query = db()
    .collection(COLLECTIONS.notifications)
    .orderBy('createdAt', 'desc')
    .limit(MAX_NOTIFICATIONS);
  if (since) query = query.where('createdAt', '>', since);
  // The student's own notifications count too; both counts run together.
  const [site, own] = await Promise.all([
    query.count().get(),
    countPersonalSince(uid, since, MAX_NOTIFICATIONS),
  ]);
  return site.data().count + own;
}

/**
 * Marks every notification up to now as seen by `uid`. Firestore's server time, not this
 * instance's clock, so it orders consistently with `createdAt` stamps written elsewhere.
 * Throws 404 userNotFound without a profile (update, so no stray profile is created).
 */
export async function markSeen(uid: string): Promise<void> {
  try {
    await profileRef(uid).update({ [SEEN_FIELD]: FieldValue.serverTimestamp() });
  } catch (err) {
    if (isNotFoundError(err)) {
      throw new NotFound(ACCOUNT_MESSAGES.userNotFound);
    }
    throw err;
  }
}

function profileRef(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid);
}

function lastSeen(profile: DocumentData | undefined): Timestamp | undefined {
  for (const value of [profile?.[SEEN_FIELD], profile?.createdAt]) {
    if (value instanceof Timestamp) return value;
  }
  return undefined;
}
