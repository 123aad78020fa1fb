/**
 * What the triggers that follow a subject's notes share (exam prep's topics, Practice's decks):
 * their options, and which `notes/{noteId}` writes matter to them.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { Change, DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';

/**
 * A subject's notes are a few hundred pages, far below the search snapshot's 16k
 * (docs/search.md, "Search at full size"); 1 GiB and 300 s leave room. Events of one paper or
 * note are few; 10 instances keep a burst of uploads moving.
 */
export const SUBJECT_NOTES_TRIGGER_OPTIONS = {
  memory: '1GiB',
  timeoutSeconds: 300,
  concurrency: 1,
  cpu: 1,
  maxInstances: 10,
} as const;

/**
 * The subject of a note write that changed its content or unit (published, replaced, re-united
 * or removed), with when it was written; null for a write that changed neither (a rename of its
 * subject, a title edit) or a note without a subject.
 */
export function noteContentChange(
  event: FirestoreEvent<Change<DocumentSnapshot> | undefined>,
): { subjectId: string; writtenAt?: Date } | null {
  const before = event.data?.before;
  const after = event.data?.after;
  const same = (field: string) => before?.get(field) === after?.get(field);
  if (before?.exists && after?.exists && same('generation') && same('unit')) return null;
  const subjectId = String((after?.exists ? after : before)?.get('subjectId') ?? '');
  if (!subjectId) return null;
  const updatedAt: unknown = after?.exists ? after.get('updatedAt') : undefined;
  return { subjectId, ...(updatedAt instanceof Timestamp && { writtenAt: updatedAt.toDate() }) };
}
