/**
 * The whole contributions loop through the real stack: a request, a "me too", photos of a paper
 * uploaded, the content team approving in the console (an admin write to `uploads/{id}`), the
 * pipeline publishing it, the request fulfilled, and personal notifications for the uploader and
 * everyone who asked. Also: rejection, a subject deleted before approval, a note the team
 * publishes itself fulfilling a request, and repeated approvals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../functions/src/test-utils/pdfs.js';
import { admin } from '../support/admin.js';
import { createSubject, notesOf, papersOf, upload } from '../support/content.js';
import {
  pagePhoto,
  pdfFile,
  personalNotificationsOf,
  photo,
  postUpload,
} from '../support/contributions.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Notification = Record<string, unknown> & { _id: string; type?: string; link?: string };

/**
 * How long a trigger-driven outcome may take: approval runs two triggers in series (the copy,
 * then the pipeline) and then a third (published, fulfilled), each possibly a cold function
 * worker on a shared 2-core machine: a limit for a loaded machine, not a pace.
 */
const TRIGGERS_MS = 60_000;
const LOOP_TEST_MS = 180_000;

/** Polls `check` until it returns something truthy, for at most TRIGGERS_MS. */
const soon = <T>(check: () => Promise<T>) => eventually(check, TRIGGERS_MS);

let subjectId: string;

beforeAll(async () => {
  subjectId = await createSubject('Loop Subject');
});

/** Waits until the upload's status, as its owner sees it, is `status`. */
async function uploadStatus(student: TestUser, uploadId: string, status: string) {
  const res = await soon(async () => {
    const one = await api(`/uploads/${uploadId}`, { token: student.token });
    return one.body?.status === status ? one : null;
  });
  expect(res?.body?.status).toBe(status);
  return res!.body as Record<string, unknown>;
}

async function notificationsOf(student: TestUser): Promise<Notification[]> {
  const res = await api<Notification[]>('/notifications', { token: student.token });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.body;
}

describe(
  'request → upload → approve → published → fulfilled → notified',
  { timeout: LOOP_TEST_MS },
  () => {
    it('runs with photos of a paper', async () => {
      const asha = await createTestUser({ name: 'Asha Verma' });
      const ravi = await createTestUser({ name: 'Ravi Kumar' });
      const meera = await createTestUser({ name: 'Meera Iyer' });
      const bystander = await createTestUser();
      expect((await api('/notifications/unread', { token: asha.token })).body).toEqual({
        unread: 0,
      });

      const request = await api('/requests', {
        token: asha.token,
        body: { subjectId, kind: 'pyq', year: 2023, session: 'dec', message: 'End-term paper' },
      });
      expect(request.status).toBe(201);
      await api(`/requests/${request.body._id}/vote`, {
        method: 'PUT',
        token: ravi.token,
        body: { vote: true },
      });

      const photos = [1, 2, 3, 4].map((n) =>
        photo(`IMG_00${n}.jpg`, pagePhoto([`Q.${n} Explain normal forms with examples. [7]`])),
      );
      const uploaded = await postUpload(
        meera.token,
        { kind: 'pyq', subjectId, year: '2023', session: 'December', credit: 'name' },
        photos,
      );
      expect(uploaded.status).toBe(201);
      const uploadId = uploaded.body._id!;
      // Pending: nothing listed yet.
      expect(await papersOf(subjectId)).toEqual([]);

      // The content team corrects the title and approves in the console.
      const approvedAt = Date.now();
      await admin.db
        .doc(`uploads/${uploadId}`)
        .update({ title: 'End-term December 2023', status: 'approved' });
      const papers = (await soon(async () => {
        const list = await papersOf(subjectId);
        return list.length === 1 ? list : null;
      }))!;
      const listedMs = Date.now() - approvedAt;
      console.info(`[measure] approval → listed: ${listedMs} ms`);
      expect(papers[0]).toMatchObject({
        title: 'End-term December 2023',
        year: 2023,
        session: 'dec',
        pages: 4,
        sharedBy: 'Meera',
      });
      const paperId = papers[0]!._id;
      const detail = await api(`/pyqs/${paperId}`);
      expect(detail.body).toMatchObject({ sharedBy: 'Meera', subjectId });

      const published = await uploadStatus(meera, uploadId, 'published');
      expect(published).toMatchObject({ publishedId: paperId, reason: null });

      // The request is fulfilled and leaves the subject's list.
      await soon(
        async () =>
          (await admin.db.doc(`requests/${request.body._id}`).get()).get('status') === 'fulfilled',
      );
      expect((await admin.db.doc(`requests/${request.body._id}`).get()).data()).toMatchObject({
        status: 'fulfilled',
        fulfilledId: paperId,
        fulfilledKind: 'pyq',
      });
      expect((await api(`/semesters/subjects/${subjectId}/requests`)).body).toEqual([]);

      // Everyone who asked or voted is told, with a link; so is the uploader.
      for (const student of [asha, ravi]) {
        const list = await soon(async () => {
          const all = await notificationsOf(student);
          return all.some((n) => n.type === 'request-fulfilled') ? all : null;
        });
        expect(list?.find((n) => n.type === 'request-fulfilled')).toEqual({
          _id: `request-${request.body._id}-fulfilled`,
          type: 'request-fulfilled',
          title: 'Your request is on NoteSea',
          message:
            'Loop Subject: the Dec 2023 paper you asked for is here — "End-term December 2023".',
          link: `/pyqs/${paperId}`,
          createdAt: expect.any(String),
        });
      }
      const meeras = await soon(async () => {
        const all = await notificationsOf(meera);
        return all.some((n) => n.type === 'upload-published') ? all : null;
      });
      expect(meeras?.find((n) => n.type === 'upload-published')).toMatchObject({
        title: 'Your upload is published',
        link: `/pyqs/${paperId}`,
      });
      // Site-wide notifications are still there, newest first, in the spec's shape.
      const site = (await api<Notification[]>('/notifications')).body;
      expect(site.length).toBeGreaterThan(0);
      expect(site.every((n) => !('type' in n) && !('link' in n))).toBe(true);
      const ashas = await notificationsOf(asha);
      for (const n of site) expect(ashas).toContainEqual(n);
      const times = ashas.map((n) => Date.parse(String(n.createdAt)));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // The badge counts the personal one; nobody else sees it.
      expect((await api('/notifications/unread', { token: asha.token })).body).toEqual({
        unread: 1,
      });
      expect((await notificationsOf(bystander)).filter((n) => n.type)).toEqual([]);
      expect((await notificationsOf(meera)).map((n) => n.type)).not.toContain('request-fulfilled');

      // A repeated approval copies nothing again and notifies nobody twice.
      const [before] = await admin.bucket
        .file(`pyqs/sem-3/${subjectId}/2023-dec.pdf`)
        .getMetadata();
      await admin.db.doc(`uploads/${uploadId}`).update({ status: 'approved' });
      await uploadStatus(meera, uploadId, 'published');
      const [after] = await admin.bucket.file(`pyqs/sem-3/${subjectId}/2023-dec.pdf`).getMetadata();
      expect(after.generation).toBe(before.generation);
      expect(
        (await personalNotificationsOf(meera.uid)).filter((n) => n.type === 'upload-published'),
      ).toHaveLength(1);
    });
  },
);

describe('review outcomes', { timeout: LOOP_TEST_MS }, () => {
  it('a rejected upload tells its student why, and publishes nothing', async () => {
    const student = await createTestUser();
    const res = await postUpload(
      student.token,
      { kind: 'note', subjectId, unit: '3', credit: 'anonymous' },
      [pdfFile(await textPdf(['Blurry unit 3 notes']))],
    );
    await admin.db
      .doc(`uploads/${res.body._id}`)
      .update({ status: 'rejected', reason: 'The photos are too blurry to read.' });
    const upload = await uploadStatus(student, res.body._id!, 'rejected');
    expect(upload).toMatchObject({
      reason: 'The photos are too blurry to read.',
      publishedId: null,
    });
    const told = await soon(async () => {
      const list = await notificationsOf(student);
      return list.find((n) => n.type === 'upload-rejected') ?? null;
    });
    expect(told).toMatchObject({
      title: 'Your upload was not accepted',
      message: '"Unit 3 notes" (Loop Subject): The photos are too blurry to read.',
      link: '/my-uploads',
    });
    // The trigger that told the student is the one that would have copied the file to its
    // content path: nothing may be there (a listed note would only appear later).
    const [copied] = await admin.bucket.getFiles({ prefix: `notes/sem-3/${subjectId}/unit-3` });
    expect(copied.map((f) => f.name)).toEqual([]);
    expect((await notesOf(subjectId)).map((n) => n.unit)).not.toContain(3);
  });

  it('an approved upload whose subject was deleted meanwhile: an error entry for the team, and the student is told', async () => {
    const gone = await createSubject('Soon Deleted Subject');
    const student = await createTestUser();
    const res = await postUpload(
      student.token,
      { kind: 'note', subjectId: gone, unit: '1', credit: 'name' },
      [pdfFile(await textPdf(['Unit 1 of a retired subject']))],
    );
    expect(res.status).toBe(201);
    await admin.db.doc(`subjects/${gone}`).delete();
    await admin.db.doc(`uploads/${res.body._id}`).update({ status: 'approved' });
    const upload = await uploadStatus(student, res.body._id!, 'rejected');
    expect(upload.reason).toBe(
      'This subject was removed from NoteSea before your upload could be published.',
    );
    const path = `incoming/${student.uid}/${res.body._id}.pdf`;
    const errors = await admin.db.collection('contentErrors').where('path', '==', path).get();
    expect(errors.docs.map((d) => d.get('reason'))).toEqual(['unknown-subject']);
    const told = await soon(async () =>
      (await personalNotificationsOf(student.uid)).find((n) => n.type === 'upload-rejected'),
    );
    expect(told).toBeTruthy();
    const [files] = await admin.bucket.getFiles({ prefix: `notes/sem-3/${gone}/` });
    expect(files).toEqual([]);
  });

  it('an approved upload the pipeline refuses is rejected with a reason the student reads', async () => {
    // A subject whose semester does not exist: the copy is made, the pipeline refuses it.
    const orphan = await createSubject('Orphan Subject', 'sem-that-does-not-exist');
    const student = await createTestUser();
    const res = await postUpload(
      student.token,
      { kind: 'note', subjectId: orphan, unit: '2', credit: 'name' },
      [pdfFile(await textPdf(['Unit 2 of an orphan subject']))],
    );
    expect(res.status).toBe(201);
    await admin.db.doc(`uploads/${res.body._id}`).update({ status: 'approved' });
    const upload = await uploadStatus(student, res.body._id!, 'rejected');
    expect(upload.reason).toBe(
      'This subject was removed from NoteSea before your upload could be published.',
    );
    const told = await soon(async () =>
      (await personalNotificationsOf(student.uid)).find((n) => n.type === 'upload-rejected'),
    );
    expect(told).toBeTruthy();
  });

  it('a note the content team publishes itself fulfils a matching request', async () => {
    const student = await createTestUser();
    const request = await api('/requests', {
      token: student.token,
      body: { subjectId, kind: 'note', unit: 6 },
    });
    expect(request.status).toBe(201);
    await upload(`notes/sem-3/${subjectId}/unit-6-recovery.pdf`, await textPdf(['Recovery: logs']));
    const note = (await soon(async () =>
      (await notesOf(subjectId)).find((n) => n.title === 'Recovery'),
    ))!;
    expect(note).not.toHaveProperty('sharedBy');
    const told = await soon(async () =>
      (await personalNotificationsOf(student.uid)).find((n) => n.type === 'request-fulfilled'),
    );
    expect(told).toMatchObject({ link: `/notes/${note._id}` });
  });
});

describe('20 photos', { timeout: LOOP_TEST_MS }, () => {
  it('become one 20-page PDF', async () => {
    const student = await createTestUser();
    const photos = Array.from({ length: 20 }, (_, i) =>
      photo(`p${i + 1}.jpg`, pagePhoto([`Page ${i + 1}`], 'jpeg', 1200, 1600)),
    );
    const started = Date.now();
    const res = await postUpload(
      student.token,
      { kind: 'note', subjectId, unit: '1', credit: 'name' },
      photos,
    );
    console.info(
      `[measure] POST /uploads with 20 photos (${(photos.reduce((n, p) => n + p.bytes.length, 0) / 1e6).toFixed(1)} MB): ${Date.now() - started} ms`,
    );
    expect(res.status).toBe(201);
    const [doc] = (await admin.db.collection('uploads').where('uid', '==', student.uid).get()).docs;
    expect(doc?.get('pages')).toBe(20);
  });
});
