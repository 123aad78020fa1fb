import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { loadSubjectNotes } = await import('./subject-notes.js');

let fake: FakeFirestore;
/** Each test its own subject: the instance keeps indexes across calls, as in production. */
let subjectId: string;
let subjects = 0;

/** Publishes a note as the content pipeline does: its pages first, then its catalog document. */
function publishNote(id: string, unit: number, pages: string[]): void {
  pages.forEach((text, i) => {
    fake.put(`contentPages/${id}-p${i + 1}`, {
      contentId: id,
      type: 'note',
      page: i + 1,
      text,
      subjectId,
    });
  });
  fake.put(`notes/${id}`, {
    subjectId,
    semesterId: 'sem-3',
    title: `Unit ${unit}`,
    unit,
    pdfUrl: `https://x/${id}.pdf`,
    pages: pages.length,
  });
}

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  subjectId = `subject-${++subjects}`;
  publishNote(`${subjectId}-u1`, 1, ['Binary, octal and hexadecimal systems. Gray code and BCD.']);
  publishNote(`${subjectId}-u4`, 4, ['Latches and flip-flops. SR, JK, D and T flip-flops.']);
  // A paper of the subject: its pages are never read for units.
  fake.put(`contentPages/${subjectId}-paper-p1`, {
    contentId: `${subjectId}-paper`,
    type: 'pyq',
    page: 1,
    text: 'Explain shift registers and counters.',
    subjectId,
  });
});

describe('loadSubjectNotes', () => {
  it('reads the note pages once while the notes are unchanged: later loads cost 1 query', async () => {
    const first = await loadSubjectNotes(subjectId);
    expect(fake.queries).toBe(2);
    fake.resetCounters();

    const again = await loadSubjectNotes(subjectId);

    expect(fake.queries).toBe(1);
    expect(again.match('Explain the JK flip-flop.')).toEqual(
      first.match('Explain the JK flip-flop.'),
    );
    expect(again.match('Explain the JK flip-flop.').unit).toBe(4);
  });

  it('sees a note re-uploaded with new text, and a note added, at the next load', async () => {
    await loadSubjectNotes(subjectId);
    expect((await loadSubjectNotes(subjectId)).match('Explain shift registers.').unit).toBeNull();

    publishNote(`${subjectId}-u4`, 4, ['Shift registers; synchronous and asynchronous counters.']);
    expect((await loadSubjectNotes(subjectId)).match('Explain shift registers.').unit).toBe(4);

    publishNote(`${subjectId}-u5`, 5, ['Memory organisation: cache mapping and replacement.']);
    expect((await loadSubjectNotes(subjectId)).match('Explain cache mapping.').unit).toBe(5);
  });

  it('forgets a removed note at the next load, even before its pages are deleted', async () => {
    expect((await loadSubjectNotes(subjectId)).match('Explain Gray code.').unit).toBe(1);

    // The pipeline removes the catalog document first, then the pages.
    await fake.collection('notes').doc(`${subjectId}-u1`).delete();

    expect((await loadSubjectNotes(subjectId)).match('Explain Gray code.').unit).toBeNull();
  });

  it("never gives a unit from a paper's pages", async () => {
    const index = await loadSubjectNotes(subjectId);
    expect(index.match('Explain shift registers and counters.')).toEqual({ unit: null, hits: [] });
  });
});
