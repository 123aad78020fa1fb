/**
 * Personal notifications: `users/{uid}/notifications/{id}` with `title`, `message`,
 * `link` (an app path such as `/notes/{id}`, or null), `type` (why it was sent) and `createdAt`
 * (server time). Written only by triggers (an upload published or not accepted, a request
 * fulfilled or declined); only their owner reads them, merged into `GET /notifications`.
 * Ids are deterministic (`upload-{id}-published`…), so a trigger that runs twice for the same
 * event notifies once.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { isAlreadyExists } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { stored, type Stored } from '../../lib/present.js';

export type PersonalNotificationType =
  'upload-published' | 'upload-rejected' | 'request-fulfilled' | 'request-declined';

export interface PersonalNotification {
  /** Document id, the same for every student told of one event. */
  id: string;
  type: PersonalNotificationType;
  title: string;
  message: string;
  link: string | null;
}

/** Writes created at once; a few hundred voters of one request are written in a few rounds. */
const PARALLEL_WRITES = 50;

/**
 * Tells each of `uids` (duplicates ignored). A notification already there is left as it was
 * (same `createdAt`), so repeated events neither duplicate it nor make it unread again.
 */
export async function notifyStudents(uids: string[], notification: PersonalNotification) {
  const { id, ...fields } = notification;
  const distinct = [...new Set(uids.filter(Boolean))];
  for (let i = 0; i < distinct.length; i += PARALLEL_WRITES) {
    await Promise.all(
      distinct.slice(i, i + PARALLEL_WRITES).map(async (uid) => {
        try {
          await personal(uid)
            .doc(id)
            .create({ ...fields, createdAt: FieldValue.serverTimestamp() });
        } catch (err) {
          if (!isAlreadyExists(err)) throw err;
        }
      }),
    );
  }
}

/** The student's own notifications, newest first (1 query, at most `limit`). */
export async function listPersonal(uid: string, limit: number): Promise<Stored[]> {
  const snap = await personal(uid).orderBy('createdAt', 'desc').limit(limit).get();
  return snap.docs.map(stored);
}

/** How many of the student's own notifications are newer than `since` (1 count query). */
export async function countPersonalSince(
  uid: string,
  since: Timestamp | undefined,
  limit: number,
): Promise<number> {
  let query = personal(uid).orderBy('createdAt', 'desc').limit(limit);
  if (since) query = query.where('createdAt', '>', since);
  return (await query.count().get()).data().count;
}

function personal(uid: string) {
  return db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.personalNotifications);
}
