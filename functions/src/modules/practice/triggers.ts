/**
 * Practice's own trigger, so neither exam prep nor the content pipeline calls into practice:
 * `deckSourcesWritten` rebuilds a subject's deck (deck-store.ts) when its topics document
 * `subjectTopics/{subjectId}` is recomputed (a paper or a note of a subject with papers changed),
 * and `noteWrittenForDeck` when a note of a subject without papers changes. In light mode the
 * event bridge delivers both (docs/local-stack.md).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** A build reads a subject's note pages (a few hundred): as the topics triggers. */
const DECK_TRIGGER_OPTIONS = {
  memory: '1GiB',
  timeoutSeconds: 300,
  concurrency: 1,
  cpu: 1,
  maxInstances: 10,
} as const;

export const deckSourcesWritten = onDocumentWritten(
  { ...DECK_TRIGGER_OPTIONS, document: 'subjectTopics/{subjectId}' },
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
  { ...DECK_TRIGGER_OPTIONS, document: 'notes/{noteId}' },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const same = (field: string) => before?.get(field) === after?.get(field);
    if (before?.exists && after?.exists && same('generation') && same('unit')) return;
    const subjectId = String((after?.exists ? after : before)?.get('subjectId') ?? '');
    if (!subjectId) return;
    const [{ db }, { rebuildDeck }] = await Promise.all([
      import('../../lib/firebase.js'),
      import('./deck-store.js'),
    ]);
    // A subject with papers gets its deck rebuilt after its topics are (deckSourcesWritten).
    const papers = await db()
      .collection('pyqQuestions')
      .where('subjectId', '==', subjectId)
      .limit(1)
      .get();
    if (!papers.empty) return;
    await rebuildDeck(subjectId);
  },
);
