// Exam prep through the real upload path and the public API: papers uploaded to
// Storage become questions (`pyqQuestions`) and the subject's topics; the revision checklist is
// per student. The seeded subject cse-3-dsa has three generated papers (tools/src/seed-paper-pdf.mjs).
import { beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import {
  PIPELINE_DEADLINE_MS,
  contentErrorsFor,
  createSubject,
  listedWithin,
  notesOf,
  papersOf,
  upload,
} from '../support/content.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';
import type { TopicDto as Topic } from '@notesea/contract/exam-prep';

const SEEDED = 'cse-3-dsa';
const topicsOf = async (subjectId: string) =>
  (await api<Topic[]>(`/semesters/subjects/${subjectId}/topics`)).body;

describe('GET /semesters/subjects/:id/topics', () => {
  it("groups a seeded subject's questions into topics, most asked first, unit-less last", async () => {
    const res = await api<Topic[]>(`/semesters/subjects/${SEEDED}/topics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=10');
    const topics = res.body;
    expect(topics.length).toBeGreaterThan(5);
    const withUnit = topics.filter((t) => t.unit !== null);
    expect(topics.slice(0, withUnit.length)).toEqual(withUnit);
    const counts = withUnit.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Favourite topics repeat across years; a few questions match no unit.
    expect(topics[0]!.years.length).toBeGreaterThanOrEqual(2);
    expect(topics.some((t) => t.unit === null)).toBe(true);
    const papers = new Set((await papersOf(SEEDED)).map((p) => p._id));
    const noteIds = new Set((await notesOf(SEEDED)).map((n) => n._id));
    for (const topic of topics) {
      expect(topic.topicId).toMatch(/^t_[0-9a-f]{12}$/);
      expect(topic.count).toBe(topic.questions.length);
      expect(topic.years).toEqual([...new Set(topic.questions.map((q) => q.year))]);
      expect(topic.years).toEqual([...topic.years].sort((a, b) => b - a));
      expect(topic.topic.length).toBeGreaterThan(0);
      expect(topic.topic.length).toBeLessThanOrEqual(60);
      for (const q of topic.questions) expect(papers.has(q.paperId)).toBe(true);
      expect(topic.notes.length).toBeLessThanOrEqual(3);
      for (const n of topic.notes) expect(noteIds.has(n.noteId)).toBe(true);
      if (topic.unit === null) expect(topic.notes).toEqual([]);
    }
  });

  it('answers 404 for an unknown subject and [] for a subject without papers', async () => {
    const unknown = await api('/semesters/subjects/no-such-subject/topics');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Subject not found', code: 'not_found' });
    const empty = await createSubject('No Papers Yet');
    expect((await api(`/semesters/subjects/${empty}/topics`)).body).toEqual([]);
  });
});

describe('papers uploaded to Storage', () => {
  let subjectId: string;
  const paperPath = () => `pyqs/sem-3/${subjectId}/2025-may.pdf`;

  beforeAll(async () => {
    subjectId = await createSubject('Exam Prep Test Subject');
    await upload(
      `notes/sem-3/${subjectId}/unit-2-deadlocks.pdf`,
      await textPdf(['Deadlocks', 'The banker algorithm avoids deadlock by checking safe states.']),
    );
    await listedWithin(
      () => notesOf(subjectId),
      (notes) => notes.length === 1,
    );
  });

  it('count in the topics within 10 s, with their unit, and are replaced on re-upload', async () => {
    const paper = [
      'Q.1 (a) Explain the banker algorithm for deadlock avoidance. [5]',
      '(b) Discuss the impact of monsoon rainfall on Indian agriculture. [5]',
    ].join('\n');
    const started = Date.now();
    await upload(paperPath(), await textPdf([paper]));
    const topics = await listedWithin(
      () => topicsOf(subjectId),
      (list) => list.length === 2,
    );
    expect(Date.now() - started).toBeLessThan(PIPELINE_DEADLINE_MS);
    const [paperId] = (await papersOf(subjectId)).map((p) => p._id);
    const [note] = await notesOf(subjectId);
    expect(
      topics.map(({ unit, topic, count, years, questions }) => ({
        unit,
        topic,
        count,
        years,
        questions,
      })),
    ).toEqual([
      {
        unit: 2,
        topic: 'Banker algorithm for deadlock avoidance',
        count: 1,
        years: [2025],
        questions: [
          {
            paperId,
            year: 2025,
            page: 1,
            number: '1(a)',
            text: 'Explain the banker algorithm for deadlock avoidance.',
          },
        ],
      },
      {
        unit: null,
        topic: 'Impact of monsoon rainfall on Indian agriculture',
        count: 1,
        years: [2025],
        questions: [
          {
            paperId,
            year: 2025,
            page: 1,
            number: '1(b)',
            text: 'Discuss the impact of monsoon rainfall on Indian agriculture.',
          },
        ],
      },
    ]);
    expect(topics[0]!.notes).toContainEqual({ noteId: note!._id, page: 2 });
    const stored = await admin.db.collection('pyqQuestions').where('paperId', '==', paperId).get();
    expect(stored.docs.map((d) => d.data()).sort((a, b) => a.order - b.order)).toMatchObject([
      {
        subjectId,
        paperId,
        year: 2025,
        session: 'may',
        number: '1(a)',
        marks: 5,
        page: 1,
        unit: 2,
      },
      {
        subjectId,
        paperId,
        year: 2025,
        session: 'may',
        number: '1(b)',
        marks: 5,
        page: 1,
        unit: null,
      },
    ]);

    await upload(paperPath(), await textPdf(['Q.1 What is a safe state in the banker algorithm?']));
    const replaced = await listedWithin(
      () => topicsOf(subjectId),
      (list) => list.length === 1 && list[0]!.questions[0]!.number === '1',
    );
    expect(replaced[0]).toMatchObject({ unit: 2, count: 1 });
    const after = await admin.db.collection('pyqQuestions').where('paperId', '==', paperId).get();
    expect(after.docs.map((d) => d.get('number'))).toEqual(['1']);
  });

  it('are removed from the topics when the paper is deleted', async () => {
    await upload(paperPath(), await textPdf(['Q.1 State the banker algorithm. [4]']));
    await listedWithin(
      () => topicsOf(subjectId),
      (list) => list.length === 1 && list[0]!.questions[0]!.text === 'State the banker algorithm.',
    );
    await admin.bucket.file(paperPath()).delete();
    expect(
      await listedWithin(
        () => topicsOf(subjectId),
        (list) => list.length === 0,
      ),
    ).toEqual([]);
    const left = await admin.db
      .collection('pyqQuestions')
      .where('subjectId', '==', subjectId)
      .get();
    expect(left.size).toBe(0);
  });

  it('uploaded together all count in the topics (recomputes do not lose each other)', async () => {
    const together = await createSubject('Concurrent Papers Subject');
    const years = [2019, 2020, 2021, 2022];
    await Promise.all(
      years.map(async (year) =>
        upload(
          `pyqs/sem-3/${together}/${year}-may.pdf`,
          await textPdf([`Q.1 Explain deadlock detection in ${year}. [4]\nQ.2 Define paging. [2]`]),
        ),
      ),
    );
    const topics = await listedWithin(
      () => topicsOf(together),
      (list) => list.reduce((sum, t) => sum + t.count, 0) === 2 * years.length,
    );
    expect(topics.reduce((sum, t) => sum + t.count, 0)).toBe(2 * years.length);
    const paging = topics.find((t) => t.topic === 'Paging');
    expect(paging?.years).toEqual([2022, 2021, 2020, 2019]);
  });

  it('without findable questions stay listed and get a pyq-unparsed entry', async () => {
    const path = `pyqs/sem-3/${subjectId}/2021-dec.pdf`;
    await upload(path, await textPdf(['Scanned page without text layer', '']));
    const errors = await eventually(async () => {
      const found = await contentErrorsFor(path);
      return found.length ? found : null;
    }, PIPELINE_DEADLINE_MS);
    expect(errors).toMatchObject([{ path, reason: 'pyq-unparsed', cause: 'no-questions' }]);
    expect(String(errors![0]!.message)).toMatch(/^Text, but no numbered questions: /);
    expect((await papersOf(subjectId)).map((p) => p.title)).toContain('Dec 2021');
  });

  // Notes number their headings too: uploaded as a paper, they are not split into "questions".
  it('that are really a page of notes get a pyq-unparsed entry saying so, and no questions', async () => {
    const path = `pyqs/sem-3/${subjectId}/2019-dec.pdf`;
    const notes = [
      '1. Introduction',
      'A process is a program in execution. The operating system keeps a control block for each one.',
      '2. Process States',
      'A process moves between new, ready, running, waiting and terminated states.',
      '3. Scheduling',
      'The scheduler picks a ready process to run on the processor for a time quantum.',
    ].join('\n');
    await upload(path, await textPdf([notes]));
    const errors = await eventually(async () => {
      const found = await contentErrorsFor(path);
      return found.length ? found : null;
    }, PIPELINE_DEADLINE_MS);
    expect(errors).toMatchObject([{ path, reason: 'pyq-unparsed', cause: 'notes' }]);
    expect(String(errors![0]!.message)).toMatch(/^Notes, not questions: the paper is listed /);
    expect((await papersOf(subjectId)).map((p) => p.title)).toContain('Dec 2019');
  });

  // A paper with no text at all is told apart from one whose text has no questions.
  it('without any text say so, and the entry goes once a re-upload has questions', async () => {
    const path = `pyqs/sem-3/${subjectId}/2020-dec.pdf`;
    await upload(path, await textPdf(['', '']));
    const errors = await eventually(async () => {
      const found = await contentErrorsFor(path);
      return found.length ? found : null;
    }, PIPELINE_DEADLINE_MS);
    expect(errors).toMatchObject([{ path, reason: 'pyq-unparsed', cause: 'no-text' }]);
    expect(String(errors![0]!.message)).toBe(
      'No text: the paper is listed, but none of its 2 page(s) has readable text (a scan without a text layer, or pages OCR could not read), so its questions are not in Exam prep. Upload a PDF with a text layer or a clearer scan.',
    );
    expect((await papersOf(subjectId)).map((p) => p.title)).toContain('Dec 2020');

    // A printed Module heading is authoritative: the notes would say unit 2.
    await upload(
      path,
      await textPdf(['Module -4\n1 Explain the banker algorithm for deadlock avoidance. [7]']),
    );
    expect(
      await eventually(
        async () => (await contentErrorsFor(path)).length === 0,
        PIPELINE_DEADLINE_MS,
      ),
    ).toBe(true);
    const paperId = (await papersOf(subjectId)).find((p) => p.title === 'Dec 2020')!._id;
    const stored = await eventually(async () => {
      const snap = await admin.db.collection('pyqQuestions').where('paperId', '==', paperId).get();
      return snap.size ? snap.docs.map((d) => d.data()) : null;
    }, PIPELINE_DEADLINE_MS);
    expect(stored).toMatchObject([{ number: '1', marks: 7, unit: 4, unitPrinted: 4 }]);
  });
});

describe('revision checklist', () => {
  let student: TestUser;
  let topicId: string;

  beforeAll(async () => {
    student = await createTestUser();
    topicId = (await topicsOf(SEEDED))[0]!.topicId;
  });

  it('needs a token', async () => {
    for (const [method, path] of [
      ['GET', '/revision'],
      ['GET', `/revision/${SEEDED}`],
      ['PUT', `/revision/${SEEDED}/${topicId}`],
    ] as const) {
      const res = await api(path, { method, body: method === 'PUT' ? { done: true } : undefined });
      expect(res.status).toBe(401);
    }
  });

  it('refuses a bad body and unknown ids', async () => {
    const put = (path: string, body: unknown) =>
      api(path, { method: 'PUT', token: student.token, body });
    const bad = await put(`/revision/${SEEDED}/${topicId}`, { done: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'done must be true or false', code: 'validation' });
    const unknownSubject = await put(`/revision/no-such-subject/${topicId}`, { done: true });
    expect(unknownSubject.status).toBe(404);
    expect(unknownSubject.body).toEqual({ message: 'Subject not found', code: 'not_found' });
    const unknownTopic = await put(`/revision/${SEEDED}/t_000000000000`, { done: true });
    expect(unknownTopic.status).toBe(404);
    expect(unknownTopic.body).toEqual({ message: 'Topic not found', code: 'not_found' });
    const get = await api('/revision/no-such-subject', { token: student.token });
    expect(get.status).toBe(404);
  });

  it('ticks and unticks a topic for the student only, and shows progress on opened subjects', async () => {
    const put = await api(`/revision/${SEEDED}/${topicId}`, {
      method: 'PUT',
      token: student.token,
      body: { done: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ subjectId: SEEDED, topicId, done: true });
    const mine = await api(`/revision/${SEEDED}`, { token: student.token });
    expect(mine.body).toEqual({ subjectId: SEEDED, done: [topicId] });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const other = await createTestUser();
    expect((await api(`/revision/${SEEDED}`, { token: other.token })).body).toEqual({
      subjectId: SEEDED,
      done: [],
    });

    // A subject opened (a note logged) counts too, with nothing done yet.
    const [note] = await notesOf('cse-4-dbms');
    await api('/user-pdfs', {
      token: student.token,
      body: { noteId: note!._id, subjectName: 'x', semesterName: 'x', pdfUrl: note!.pdfUrl },
    });
    const total = (await topicsOf(SEEDED)).length;
    const dbmsTotal = (await topicsOf('cse-4-dbms')).length;
    const progress = await api(`/revision`, { token: student.token });
    expect(progress.status).toBe(200);
    expect(progress.body).toEqual([
      {
        subjectId: SEEDED,
        subjectTitle: 'Data Structures and Algorithms (CSE)',
        semesterId: 'sem-3',
        done: 1,
        total,
      },
      {
        subjectId: 'cse-4-dbms',
        subjectTitle: 'Database Management System (CSE)',
        semesterId: 'sem-4',
        done: 0,
        total: dbmsTotal,
      },
    ]);

    await api(`/revision/${SEEDED}/${topicId}`, {
      method: 'PUT',
      token: student.token,
      body: { done: false },
    });
    expect((await api(`/revision/${SEEDED}`, { token: student.token })).body).toEqual({
      subjectId: SEEDED,
      done: [],
    });
  });
});
