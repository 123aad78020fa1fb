// The content pipeline's own collections are typed too (issue 34): only the functions write
// them, so a document that does not fit its schema is a bug or a half-written document. It is left
// out or answers as missing, never a 500: a subject's topics document answers as no topics, and a
// page whose text record does not fit leaves only that page out of search. Everything here lives
// under its own subject, and its documents are deleted afterwards.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponseDto, SearchResultDto } from '@notesea/contract/search';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import { createSubject, listedWithin, notesOf, upload } from '../support/content.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

const SEMESTER = 'sem-3';
// Made-up words, so only this suite's pages hold them.
const run = randomUUID().slice(0, 6).replace(/[0-9]/g, 'q');
const [FIRST, SECOND, REWRITTEN] = [`zelqorith${run}`, `vantrexil${run}`, `quimbrel${run}`];

let subjectId: string;
let student: TestUser;
/** The note this suite uploads, under its own subject. */
let notePath = '';

async function search(q: string): Promise<SearchResultDto[]> {
  const res = await api<SearchResponseDto>(`/search?${new URLSearchParams({ q, subjectId })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results;
}

beforeAll(async () => {
  subjectId = await createSubject('Pipeline Shapes Subject', SEMESTER);
  notePath = `notes/${SEMESTER}/${subjectId}/unit-1-shapes.pdf`;
  student = await createTestUser();
});

afterAll(async () => {
  // Through the pipeline (unpublished, version bumped), so later suites search the seed alone.
  await admin.bucket.file(notePath).delete({ ignoreNotFound: true });
  await admin.db.doc(`subjectTopics/${subjectId}`).delete();
  await admin.db.doc(`subjects/${subjectId}`).delete();
});

describe('a pipeline document that does not fit its schema', () => {
  it('subjectTopics: answers as no topics, and its topics as unknown to the checklist', async () => {
    await admin.db.doc(`subjectTopics/${subjectId}`).set({
      subjectId,
      // A topic's count that is not a number: before typing, this topic was shown with count 0.
      topics: [
        {
          topicId: 't_shapes0000',
          unit: 1,
          topic: 'Normal forms',
          count: 'lots',
          years: [2024],
          questions: [],
          notes: [],
          clearest: 0,
        },
      ],
      questions: 1,
    });
    const topics = await api(`/semesters/subjects/${subjectId}/topics`);
    expect(topics.status).toBe(200);
    expect(topics.body).toEqual([]);
    const tick = await api(`/revision/${subjectId}/t_shapes0000`, {
      method: 'PUT',
      token: student.token,
      body: { done: true },
    });
    expect(tick.status).toBe(404);
    expect(tick.body).toEqual({ message: 'Topic not found', code: 'not_found' });
  });

  it('contentPages: only that page leaves search; its note and the catalogue stay', async () => {
    await upload(notePath, await textPdf([`${FIRST} opens the note.`, `${SECOND} ends the note.`]));
    const [hit] = await listedWithin(
      () => search(SECOND),
      (results) => results.length === 1,
    );
    const noteId = hit!._id;
    // Half-written page 2 (a page number that is not one); page 1 changes so the rebuild shows.
    await admin.db.doc(`contentPages/${noteId}-p2`).update({ page: 'two' });
    await admin.db.doc(`contentPages/${noteId}-p1`).update({ text: `${REWRITTEN} opens it.` });
    const version = await admin.db.doc('meta/content').get();
    await admin.db.doc('meta/content').update({ version: Number(version.get('version')) + 1 });

    const rebuilt = await listedWithin(
      () => search(REWRITTEN),
      (results) => results.length === 1,
    );
    expect(rebuilt.map((r) => [r._id, r.page])).toEqual([[noteId, 1]]);
    expect(await search(SECOND)).toEqual([]);
    expect((await notesOf(subjectId)).map((n) => n._id)).toEqual([noteId]);
    const seeded = await api<SearchResponseDto>('/search?q=normalization');
    expect(seeded.status).toBe(200);
    expect(seeded.body.results.length).toBeGreaterThan(0);
  });
});
