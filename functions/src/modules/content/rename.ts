import * as logger from 'firebase-functions/logger';
import { inBatches } from '../../lib/batches.js';
import { COLLECTIONS } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { bumpContentVersion } from './version.js';

/**
 * Keeps the names that notes and papers copy (`subjectName`, `semesterName`) in step when the
 * content team renames a subject or semester in the console (Firestore onDocumentUpdated).
 * One query per collection for the affected documents, updated in batches.
 * @param field which copy to update
 * @param id the subject or semester id
 * @param title the new title
 * @returns how many documents were updated
 */
export async function propagateName(
  field: 'subjectName' | 'semesterName',
  id: string,
  title: string,
): Promise<number> {
  const key = field === 'subjectName' ? 'subjectId' : 'semesterId';
  let updated = 0;
  for (const collection of [COLLECTIONS.notes, COLLECTIONS.pyqs]) {
    const snap = await db().collection(collection).where(key, '==', id).get();
    const stale = snap.docs.filter((doc) => doc.get(field) !== title);
    await inBatches(stale, (batch, doc) => batch.update(doc.ref, { [field]: title }));
    updated += stale.length;
  }
  if (updated) {
    await bumpContentVersion();
    logger.info('content names updated', { field, id, updated });
  }
  return updated;
}
