// Exam prep's own documents read through their schemas (stored.ts): a question, topics document or
// split record that does not fit is a bug or half-written, so it is left out or read as missing
// (logged), never taken at face value; and what the pipeline writes must fit.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import type { SearchIndex } from '../search/search-index.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));
vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { refreshTopics } = await import('./pipeline.js');
const { splitPaper } = await import('./split.js');
const { subjectTopicsDoc, storedSubjectTopicsSchema } = await import('./stored.js');
const { storedPaperQuestions } = await import('../chatbot/asked-in.js');

let fake: FakeFirestore;
const subjectId = 'cse-3-dbms';

function question(paperId: string, number: string, text: string, extra = {}) {
  fake.put(`pyqQuestions/${paperId}-${number}`, {
    subjectId,
    semesterId: 'sem-3',
    paperId,
    year: paperId === 'may-2024' ? 2024 : 2023,
    session: 'may',
    number,
    marks: 5,
    text,
    page: 1,
    unit: null,
    unitPrinted: null,
    section: null,
    notePages: [],
    order: Number(number) - 1,
    ...extra,
  });
}

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  question('may-2024', '1', 'Explain the second normal form with an example.');
  question('may-2023', '1', 'Explain the second normal form with an example.');
  // Half-written: a page that is not a number.
  question('may-2023', '2', 'Explain deadlock detection in a database.', { page: 'one' });
});

describe('pyqQuestions and subjectTopics', () => {
  it('groups only the questions that fit, and stores topics that fit their schema', async () => {
    await refreshTopics(subjectId);
    const stored = fake.read(`subjectTopics/${subjectId}`)!;
    expect(storedSubjectTopicsSchema.safeParse(stored).success).toBe(true);
    expect(stored.questions).toBe(2);
    const topics = stored.topics as { count: number; questions: { number: string }[] }[];
    expect(topics).toHaveLength(1);
    expect(topics[0]!.count).toBe(2);
    // The one left out is not rewritten either (its unit stays as stored).
    expect(fake.read('pyqQuestions/may-2023-2')?.page).toBe('one');
  });

  it('refuses to store a topics document that does not fit', async () => {
    const bad = { subjectId, topics: [{ topicId: 't1', count: 'lots' }] };
    await expect(subjectTopicsDoc(subjectId).set(bad as never)).rejects.toThrow(/count/);
    expect(fake.read(`subjectTopics/${subjectId}`)).toBeUndefined();
  });

  it("leaves a question that does not fit out of a paper's questions for the Partner", async () => {
    const questions = await storedPaperQuestions({} as SearchIndex)('may-2023');
    expect(questions.map((q) => q.number)).toEqual(['1']);
  });
});

describe('pyqSplits', () => {
  it('splits a paper again when its last split record does not fit', async () => {
    const names = { subjectId, semesterId: 'sem-3', subjectName: 'DBMS', semesterName: 'Sem 3' };
    fake.put('pyqs/may-2022', {
      ...names,
      title: 'May 2022',
      year: 2022,
      session: 'may',
      pdfUrl: 'https://x/may-2022.pdf',
      pages: 1,
      generation: '7',
      storagePath: 'pyqs/sem-3/cse-3-dbms/2022-may.pdf',
    });
    fake.put('contentPages/may-2022-p1', {
      ...names,
      contentId: 'may-2022',
      type: 'pyq',
      page: 1,
      text: '1. Explain the second normal form with an example. (5)',
    });
    const split = { subjectId, generation: '7', read: ':', questions: 1, cause: null };
    fake.put('pyqSplits/may-2022', { ...split, at: Timestamp.now() });
    expect(await splitPaper('may-2022', null)).toBe('unchanged');
    fake.put('pyqSplits/may-2022', { ...split, at: 'yesterday' });
    expect(await splitPaper('may-2022', null)).not.toBe('unchanged');
    expect(fake.read('pyqSplits/may-2022')?.at).toBeInstanceOf(Timestamp);
  });
});
