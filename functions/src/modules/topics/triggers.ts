/**
 * Exam prep's own triggers, so the content pipeline never calls into topics:
 * - `paperWritten`: a paper's catalog document `pyqs/{paperId}` was written (published,
 *   replaced, renamed, deleted) → its questions and its subject's topics follow (split.ts).
 * - `noteWritten`: a note `notes/{noteId}` was published, replaced, re-united or removed → its
 *   subject's topics are recomputed (units may change), when the subject has questions.
 * Locally the official Firestore emulator delivers the events; in light mode the event bridge of
 * tools/src/stack/light-events.mjs does (docs/local-stack.md, "Trigger events in light mode").
 */
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/**
 * A split loads the subject's notes into a search index (units.ts): a subject's notes are a few
 * hundred pages, far below the search snapshot's 16k (docs/search.md, "Search at full size"); 1 GiB
 * and 300 s leave room. Events of one paper are few; 10 instances keep a burst of uploads moving.
 */
const TOPICS_TRIGGER_OPTIONS = {
  memory: '1GiB',
  timeoutSeconds: 300,
  concurrency: 1,
  cpu: 1,
  maxInstances: 10,
} as const;

export const paperWritten = onDocumentWritten(
  { ...TOPICS_TRIGGER_OPTIONS, document: 'pyqs/{paperId}' },
  async (event) => {
    const before = event.data?.before;
    const subjectId = before?.exists ? String(before.get('subjectId') ?? '') : '';
    const { splitPaper } = await import('./split.js');
    await splitPaper(event.params.paperId, subjectId || null);
  },
);

export const noteWritten = onDocumentWritten(
  { ...TOPICS_TRIGGER_OPTIONS, document: 'notes/{noteId}' },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    // A rename of its subject or a title edit changes no unit: only content and unit count.
    const same = (field: string) => before?.get(field) === after?.get(field);
    if (before?.exists && after?.exists && same('generation') && same('unit')) return;
    const subjectId = String((after?.exists ? after : before)?.get('subjectId') ?? '');
    const updatedAt: unknown = after?.exists ? after.get('updatedAt') : undefined;
    const writtenAt = updatedAt instanceof Timestamp ? updatedAt.toDate() : undefined;
    if (!subjectId) return;
    const { noteChanged } = await import('./pipeline.js');
    await noteChanged(subjectId, writtenAt);
  },
);
