/**
 * Requests for missing notes and papers: `POST /requests`, `PUT /requests/:id/vote`,
 * `GET /semesters/subjects/:id/requests`, and the content team's "declined".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { createSubject } from '../support/content.js';
import { personalNotificationsOf } from '../support/contributions.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';
import { createTestUser } from '../support/users.js';

let subjectId: string;

beforeAll(async () => {
  subjectId = await createSubject('Requests Test Subject');
});

const listOf = (subject: string, token?: string) =>
  api<Record<string, unknown>[]>(`/semesters/subjects/${subject}/requests`, { token });

describe('POST /requests', () => {
  it('opens a request (201), and a second student adds a vote to it (200), once each', async () => {
    const asha = await createTestUser();
    const ravi = await createTestUser();
    const first = await api('/requests', {
      token: asha.token,
      body: { subjectId, kind: 'note', unit: 3, message: 'Unit 3 notes please' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: `${subjectId}--note-u3`,
      subjectId,
      kind: 'note',
      unit: 3,
      year: null,
      session: null,
      votes: 1,
      message: 'Unit 3 notes please',
      mine: true,
      status: 'open',
    });
    const metoo = await api('/requests', {
      token: ravi.token,
      body: { subjectId, kind: 'note', unit: '3', message: 'me too' },
    });
    expect(metoo.status).toBe(200);
    expect(metoo.body).toMatchObject({ _id: first.body._id, votes: 2, mine: true });
    // Asking again changes nothing.
    const again = await api('/requests', {
      token: ravi.token,
      body: { subjectId, kind: 'note', unit: 3 },
    });
    expect(again).toMatchObject({ status: 200, body: { votes: 2 } });

    const stored = await admin.db.doc(`requests/${first.body._id}`).get();
    expect(stored.data()).toMatchObject({
      status: 'open',
      votes: 2,
      voters: [asha.uid, ravi.uid],
      message: 'Unit 3 notes please',
      uid: asha.uid,
    });
  });

  it('counts every student exactly once when many ask at the same moment', async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => createTestUser()));
    const answers = await Promise.all(
      students.map((s) =>
        api('/requests', {
          token: s.token,
          body: { subjectId, kind: 'pyq', year: 2021, session: 'Nov' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const stored = await admin.db.doc(`requests/${subjectId}--pyq-2021-nov`).get();
    expect(stored.get('votes')).toBe(6);
    expect(new Set(stored.get('voters'))).toEqual(new Set(students.map((s) => s.uid)));
  });

  it('refuses no session (401), an unknown subject (404), a note without a unit and a paper without a year (400)', async () => {
    const student = await createTestUser();
    expect(await api('/requests', { body: { subjectId, kind: 'note', unit: 1 } })).toMatchObject({
      status: 401,
      body: { message: 'Not authorized' },
    });
    const cases: [unknown, number, string][] = [
      [{ subjectId: 'no-such-subject', kind: 'note', unit: 1 }, 404, 'Subject not found'],
      [{ subjectId, kind: 'note' }, 400, 'Please choose the unit.'],
      [{ subjectId, kind: 'pyq', session: 'may' }, 400, 'Please enter the year of the paper.'],
      [{ subjectId, kind: 'pyq', year: 2024 }, 400, 'Please choose the session of the paper.'],
      [{ subjectId, kind: 'note', unit: 1, status: 'fulfilled' }, 400, 'Unknown field: status'],
      [{ subjectId, kind: 'note', unit: 1, votes: 50 }, 400, 'Unknown field: votes'],
    ];
    for (const [body, status, message] of cases) {
      expect(await api('/requests', { token: student.token, body })).toMatchObject({
        status,
        body: { message },
      });
    }
    const mine = await admin.db.collection('requests').where('uid', '==', student.uid).get();
    expect(mine.size).toBe(0);
  });

  it('accepts 20 requests a day from one student and refuses the 21st (429)', async () => {
    const student = await createTestUser();
    for (let unit = 1; unit <= 20; unit++) {
      const res = await api('/requests', {
        token: student.token,
        body: { subjectId, kind: 'pyq', year: 2000 + unit, session: 'jan' },
      });
      expect(res.status).toBe(201);
    }
    const res = await api('/requests', {
      token: student.token,
      body: { subjectId, kind: 'pyq', year: 1999, session: 'jan' },
    });
    expect(res).toMatchObject({
      status: 429,
      body: {
        message: 'You can make at most 20 requests a day. Please try again tomorrow.',
        code: 'rate_limited',
      },
    });
    expect((await admin.db.doc(`requests/${subjectId}--pyq-1999-jan`).get()).exists).toBe(false);
  });
});

describe('PUT /requests/:id/vote and GET /semesters/subjects/:id/requests', () => {
  it('lists open requests publicly (mine false, cacheable) and per student (mine, never cached)', async () => {
    const subject = await createSubject('Votes Subject');
    const asha = await createTestUser();
    const ravi = await createTestUser();
    const opened = await api('/requests', {
      token: asha.token,
      body: { subjectId: subject, kind: 'note', unit: 5 },
    });
    await api('/requests', {
      token: ravi.token,
      body: { subjectId: subject, kind: 'pyq', year: 2023, session: 'dec' },
    });
    await api(`/requests/${opened.body._id}/vote`, {
      method: 'PUT',
      token: ravi.token,
      body: { vote: true },
    });

    const anonymous = await listOf(subject);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=10');
    expect(anonymous.headers.get('vary')).toMatch(/Authorization/);
    expect(anonymous.body).toEqual([
      {
        _id: opened.body._id,
        subjectId: subject,
        kind: 'note',
        unit: 5,
        year: null,
        session: null,
        votes: 2,
        message: null,
        mine: false,
        status: 'open',
      },
      {
        _id: `${subject}--pyq-2023-dec`,
        subjectId: subject,
        kind: 'pyq',
        unit: null,
        year: 2023,
        session: 'dec',
        votes: 1,
        message: null,
        mine: false,
        status: 'open',
      },
    ]);
    const signedIn = await listOf(subject, asha.token);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.body.map((r) => r.mine)).toEqual([true, false]);

    const withdrawn = await api(`/requests/${opened.body._id}/vote`, {
      method: 'PUT',
      token: asha.token,
      body: { vote: false },
    });
    expect(withdrawn).toMatchObject({ status: 200, body: { votes: 1, mine: false } });
    // Withdrawing twice changes nothing.
    const twice = await api(`/requests/${opened.body._id}/vote`, {
      method: 'PUT',
      token: asha.token,
      body: { vote: false },
    });
    expect(twice.body).toMatchObject({ votes: 1 });
    expect((await admin.db.doc(`requests/${opened.body._id}`).get()).get('voters')).toEqual([
      ravi.uid,
    ]);
  });

  it('refuses no session (401), unknown ids (404), a bad vote and votes on a closed request', async () => {
    const student = await createTestUser();
    const opened = await api('/requests', {
      token: student.token,
      body: { subjectId, kind: 'note', unit: 9 },
    });
    const path = `/requests/${opened.body._id}/vote`;
    expect((await api(path, { method: 'PUT', body: { vote: true } })).status).toBe(401);
    expect(
      await api('/requests/no-such-request/vote', {
        method: 'PUT',
        token: student.token,
        body: { vote: true },
      }),
    ).toMatchObject({ status: 404, body: { message: 'Request not found' } });
    expect(
      await api(path, { method: 'PUT', token: student.token, body: { vote: 'yes' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'vote must be true or false' },
    });
    expect(
      await api(path, { method: 'PUT', token: student.token, body: { vote: true, votes: 99 } }),
    ).toMatchObject({ status: 400, body: { message: 'Unknown field: votes' } });
    expect((await listOf('no-such-subject')).status).toBe(404);
    await admin.db
      .doc(`requests/${opened.body._id}`)
      .update({ status: 'declined', reason: 'Not in the syllabus' });
    expect(
      await api(path, { method: 'PUT', token: student.token, body: { vote: false } }),
    ).toMatchObject({
      status: 409,
      body: { message: 'This request is no longer open.' },
    });
    expect((await admin.db.doc(`requests/${opened.body._id}`).get()).get('votes')).toBe(1);
  });

  it(
    'a request the content team declines tells everyone who asked, and no one else',
    { timeout: 150_000 },
    async () => {
      const subject = await createSubject('Declined Subject');
      const asha = await createTestUser();
      const ravi = await createTestUser();
      const bystander = await createTestUser();
      const opened = await api('/requests', {
        token: asha.token,
        body: { subjectId: subject, kind: 'note', unit: 8 },
      });
      await api('/requests', {
        token: ravi.token,
        body: { subjectId: subject, kind: 'note', unit: 8 },
      });
      await admin.db
        .doc(`requests/${opened.body._id}`)
        .update({ status: 'declined', reason: 'This subject has 5 units.' });

      for (const student of [asha, ravi]) {
        // A trigger's outcome: a limit for a loaded 2-core machine, not a pace.
        const notes = await eventually(async () => {
          const list = await personalNotificationsOf(student.uid);
          return list.length ? list : null;
        }, 60_000);
        expect(notes).toEqual([
          expect.objectContaining({
            id: `request-${opened.body._id}-declined`,
            type: 'request-declined',
            title: 'Your request was declined',
            message: 'Declined Subject: Unit 8 notes — This subject has 5 units.',
            link: `/subjects/${subject}`,
          }),
        ]);
      }
      expect(await personalNotificationsOf(bystander.uid)).toEqual([]);
      expect((await listOf(subject)).body).toEqual([]);
      // Asking again after a decline opens a new request.
      const reopened = await api('/requests', {
        token: bystander.token,
        body: { subjectId: subject, kind: 'note', unit: 8 },
      });
      expect(reopened).toMatchObject({
        status: 201,
        body: { _id: `${opened.body._id}-2`, votes: 1 },
      });
    },
  );
});
