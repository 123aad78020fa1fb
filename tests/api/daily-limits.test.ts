/**
 * The daily per-student limits of contributions (docs/contributions.md#limits): 20 requests a day
 * with "me too" votes (`PUT /requests/:id/vote`) counted, and every limit exact when one student
 * sends many requests at once (lib/rate-limit.ts: each request decides on the slot it claimed,
 * not on a count read back after everyone's increments).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import { createSubject } from '../support/content.js';
import { incomingFilesOf, pdfFile, postUpload, uploadDocsOf } from '../support/contributions.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

const REQUESTS_PER_DAY_MESSAGE =
  'You can make at most 20 requests a day. Please try again tomorrow.';
const UPLOADS_PER_DAY_MESSAGE = 'You can upload at most 10 files a day. Please try again tomorrow.';

let subjectId: string;

beforeAll(async () => {
  subjectId = await createSubject('Daily Limits Subject');
});

/** A paper request of `year` (distinct years are distinct requests) of `subject`. */
const paper = (year: number, subject = subjectId) => ({
  subjectId: subject,
  kind: 'pyq',
  year,
  session: 'mar',
});

const vote = (requestId: string, token: string, value: boolean) =>
  api(`/requests/${requestId}/vote`, { method: 'PUT', token, body: { vote: value } });

async function requestsOf(uid: string) {
  return (await admin.db.collection('requests').where('uid', '==', uid).get()).size;
}

describe('"me too" votes and the 20 requests a day', () => {
  it('counts each vote against the daily requests, shares the counter with POST /requests, and never refuses a withdrawal', async () => {
    const opener = await createTestUser();
    const student = await createTestUser();
    const [first, second, third] = await Promise.all(
      [1901, 1902, 1903].map((year) =>
        api('/requests', { token: opener.token, body: paper(year) }),
      ),
    );
    for (let year = 1910; year < 1929; year++) {
      expect((await api('/requests', { token: student.token, body: paper(year) })).status).toBe(
        201,
      );
    }

    // The 20th of the day is a vote: counted.
    expect(await vote(first!.body._id, student.token, true)).toMatchObject({
      status: 200,
      body: { votes: 2, mine: true },
    });
    // The 21st, a vote: refused, and the request is unchanged.
    expect(await vote(second!.body._id, student.token, true)).toMatchObject({
      status: 429,
      body: { message: REQUESTS_PER_DAY_MESSAGE, code: 'rate_limited' },
    });
    const refused = await admin.db.doc(`requests/${second!.body._id}`).get();
    expect(refused.get('votes')).toBe(1);
    expect(refused.get('voters')).toEqual([opener.uid]);
    expect((await refused.ref.collection('votes').doc(student.uid).get()).exists).toBe(false);
    // A new request is refused too: one counter.
    expect(await api('/requests', { token: student.token, body: paper(1930) })).toMatchObject({
      status: 429,
      body: { message: REQUESTS_PER_DAY_MESSAGE },
    });
    // Withdrawing takes nothing and is always allowed.
    expect(await vote(first!.body._id, student.token, false)).toMatchObject({
      status: 200,
      body: { votes: 1, mine: false },
    });

    // Another student's votes are their own: not limited by this student's day.
    expect(await vote(third!.body._id, (await createTestUser()).token, true)).toMatchObject({
      status: 200,
      body: { votes: 2 },
    });
  });
});

describe('limits under parallel requests', () => {
  it('accepts exactly the last request left when students each send 4 at once (6 students)', async () => {
    const subject = await createSubject('Parallel Requests Subject');
    const students = await Promise.all(Array.from({ length: 6 }, () => createTestUser()));
    // Distinct years per student (1900 + 30·n …) of a subject of its own: each request is new.
    const ask = (n: number, i: number) =>
      api('/requests', { token: students[n]!.token, body: paper(1900 + 30 * n + i, subject) });
    // 19 of each student's 20, sent at once (all inside the limit).
    const first = await Promise.all(
      students.flatMap((_, n) => Array.from({ length: 19 }, (_, i) => ask(n, i))),
    );
    expect(first.filter((a) => a.status === 201)).toHaveLength(6 * 19);

    // Every student's last slot, raced by 4 of their own requests, all students at once: the
    // request whose increment took the 20th slot must be accepted, though it reads back more.
    const last = await Promise.all(
      students.flatMap((_, n) =>
        Array.from({ length: 4 }, async (_, i) => ({ n, answer: await ask(n, 19 + i) })),
      ),
    );

    const accepted = students.map((_, n) =>
      last.filter((r) => r.n === n && r.answer.status === 201),
    );
    expect(accepted.map((list) => list.length)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const { answer } of last.filter((r) => r.answer.status !== 201)) {
      expect(answer).toMatchObject({ status: 429, body: { message: REQUESTS_PER_DAY_MESSAGE } });
    }
    const stored = await Promise.all(students.map((s) => requestsOf(s.uid)));
    expect(stored).toEqual([20, 20, 20, 20, 20, 20]);
  });

  it(
    'accepts exactly the uploads left when a student with one upload sends 12 at once',
    { timeout: 180_000 },
    async () => {
      const student = await createTestUser();
      const pdf = await textPdf(['Unit 1: limits', 'Parallel uploads']);
      const fields = (title: string) => ({
        kind: 'note',
        subjectId,
        unit: '1',
        credit: 'anonymous',
        title,
      });
      expect((await postUpload(student.token, fields('First'), [pdfFile(pdf)])).status).toBe(201);

      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          postUpload(student.token, fields(`Part ${i}`), [pdfFile(pdf)]),
        ),
      );

      // Sorted whole, so a failure shows every status (an odd 422 or 500 too).
      const statuses = answers.map((a) => a.status).sort((a, b) => a - b);
      expect(statuses).toEqual([...Array<number>(9).fill(201), 429, 429, 429]);
      for (const refused of answers.filter((a) => a.status === 429)) {
        expect(refused.body).toMatchObject({ message: UPLOADS_PER_DAY_MESSAGE });
      }
      expect(await uploadDocsOf(student.uid)).toHaveLength(10);
      expect(await incomingFilesOf(student.uid)).toHaveLength(10);
    },
  );
});
