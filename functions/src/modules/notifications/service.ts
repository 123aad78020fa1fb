/**
 * Site-wide notifications (spec §2 /soon). Stored: `notifications/{id}` with `title`, `message`
 * and `createdAt` (Timestamp), written by the content team in the Firebase console (DESIGN §4).
 * A document without `createdAt` is not listed (Firestore's orderBy skips it).
 */
import { db } from '../../lib/firebase.js';
import { stored, type Stored } from '../../lib/present.js';

export const NOTIFICATIONS_COLLECTION = 'notifications';
/** Most notifications listed; older ones are not shown. */
export const MAX_NOTIFICATIONS = 100;

/** Newest first (1 query). */
export async function listNotifications(): Promise<Stored[]> {
  const snap = await db()
    .collection(NOTIFICATIONS_COLLECTION)
    .orderBy('createdAt', 'desc')
    .limit(MAX_NOTIFICATIONS)
    .get();
  return snap.docs.map(stored);
}
