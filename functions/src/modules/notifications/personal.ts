/**
 * Personal notifications: `users/{uid}/notifications/{id}` (stored shape: stored.ts
 * `storedPersonalNotificationSchema`). Written only by triggers (an upload published or not accepted, a request
 * fulfilled or declined); only their owner reads them, merged into `GET /notifications`.
 * Ids are deterministic (`upload-{id}-published`…), so a trigger that runs twice for the same
 * event notifies once.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../../lib/errors.js';
import type { Stored } from '../../lib/present.js';
import { storedDocs } from '../../lib/stored.js';
import {
  personalNotificationsCollection,
  personalNotificationsUnconverted,
  storedPersonalNotificationSchema,
  type PersonalNotificationType,
  type StoredPersonalNotification,
} from './stored.js';

export type { PersonalNotificationType } from './stored.js';

/** What a write stores besides `createdAt` (server time, stamped at the write). */
const writtenFieldsSchema = storedPersonalNotificationSchema.omit({ createdAt: true });

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
  const { id, ...rest } = notification;
  // Parsed like a converter's write: a notification we could not read back is never stored.
  const fields = writtenFieldsSchema.parse(rest);
  const distinct = [...new Set(uids.filter(Boolean))];
  for (let i = 0; i < distinct.length; i += PARALLEL_WRITES) {
    await Promise.all(
      distinct.slice(i, i + PARALLEL_WRITES).map(async (uid) => {
        try {
          await personalNotificationsUnconverted(uid)
            .doc(id)
            .create({ ...fields, createdAt: FieldValue.serverTimestamp() });
        } catch (err) {
          if (!isAlreadyExists(err)) throw err;
        }
      }),
    );
  }
}

/**
 * The student's own notifications that fit their schema, newest first (1 query, at most
 * `limit`).
 */
export async function listPersonal(
  uid: string,
  limit: number,
): Promise<Stored<StoredPersonalNotification>[]> {
  const snap = await personalNotificationsCollection(uid)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return storedDocs(snap);
}

/**
 * How many of the student's own notifications are newer than `since` (1 count query). Counted
 * without reading them: only our triggers write them, through their schema (`notifyStudents`).
 */
export async function countPersonalSince(
  uid: string,
  since: Timestamp | undefined,
  limit: number,
): Promise<number> {
  let query = personalNotificationsUnconverted(uid).orderBy('createdAt', 'desc').limit(limit);
  if (since) query = query.where('createdAt', '>', since);
  return (await query.count().get()).data().count;
}
