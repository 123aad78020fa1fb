/**
 * Practice's own trigger, so neither exam prep nor the content pipeline calls into practice:
 * `deckSourcesWritten` rebuilds a subject's deck (deck-store.ts) when its topics document
 * `subjectTopics/{subjectId}` is recomputed (a paper or a note of a subject with papers changed),
 * and `noteWrittenForDeck` when a note of a subject without papers changes. In light mode the
 * event bridge delivers both (docs/local-stack.md).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { SUBJECT_NOTES_TRIGGER_OPTIONS, noteContentChange } from '../../lib/note-events.js';

export const deckSourcesWritten = onDocumentWritten(
  { ...SUBJECT_NOTES_TRIGGER_OPTIONS, document: 'subjectTopics/{subjectId}' },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    // Each recompute first bumps a change counter: only a write of new topics matters.
    const stamp = (snap: typeof before) => {
      const at: unknown = snap?.exists ? snap.get('updatedAt') : undefined;
      return at instanceof Timestamp ? at.toMillis() : null;
    };
    if (after?.exists && stamp(before) === stamp(after)) return;
    const { rebuildDeck } = await import('./deck-store.js');
    await rebuildDeck(event.params.subjectId);
  },
);

export const noteWrittenForDeck = onDocumentWritten(
  { ...SUBJECT_NOTES_TRIGGER_OPTIONS, document: 'notes/{noteId}' },
  async (event) => {
    const change = noteContentChange(event);
    if (!change) return;
    const [{ db }, { rebuildDeck }] = await Promise.all([
      import('../../lib/firebase.js'),
      import('./deck-store.js'),
    ]);
    // A subject with papers gets its deck rebuilt after its topics are (deckSourcesWritten).
    const papers = await db()
      .collection('pyqQuestions')
      .where('subjectId', '==', change.subjectId)
      .limit(1)
      .get();
    if (!papers.empty) return;
    await rebuildDeck(change.subjectId);
  },
);
