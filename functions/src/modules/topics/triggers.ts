/**
 * Exam prep's own triggers, so the content pipeline never calls into topics:
 * - `paperWritten`: a paper's catalog document `pyqs/{paperId}` was written (published,
 *   replaced, renamed, deleted) → its questions and its subject's topics follow (split.ts).
 * - `noteWritten`: a note `notes/{noteId}` was published, replaced, re-united or removed → its
 *   subject's topics are recomputed (units may change), when the subject has questions.
 * Locally the official Firestore emulator delivers the events; in light mode the event bridge of
 * tools/src/stack/light-events.mjs does (docs/local-stack.md, "Trigger events in light mode").
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { SUBJECT_NOTES_TRIGGER_OPTIONS, noteContentChange } from '../../lib/note-events.js';

export const paperWritten = onDocumentWritten(
  { ...SUBJECT_NOTES_TRIGGER_OPTIONS, document: 'pyqs/{paperId}' },
  async (event) => {
    const before = event.data?.before;
    const subjectId = before?.exists ? String(before.get('subjectId') ?? '') : '';
    const { splitPaper } = await import('./split.js');
    await splitPaper(event.params.paperId, subjectId || null);
  },
);

export const noteWritten = onDocumentWritten(
  { ...SUBJECT_NOTES_TRIGGER_OPTIONS, document: 'notes/{noteId}' },
  async (event) => {
    const change = noteContentChange(event);
    if (!change) return;
    const { noteChanged } = await import('./pipeline.js');
    await noteChanged(change.subjectId, change.writtenAt);
  },
);
