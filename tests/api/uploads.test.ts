/**
 * Student uploads: `POST /uploads` (multipart, signed in), `GET /uploads`,
 * `GET /uploads/:id`. Every refusal answers its message and status and stores nothing: no
 * `uploads` document, no file under `incoming/`.
 */
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptedPdf, textPdf } from '../../functions/src/test-utils/pdfs.js';
import { EXE_BYTES } from '../../functions/src/test-utils/resumes.js';
import { admin } from '../support/admin.js';
import { createSubject, listedWithin, notesOf, upload } from '../support/content.js';
import {
  incomingFilesOf,
  pagePhoto,
  pdfFile,
  photo,
  postUpload,
  uploadDocsOf,
} from '../support/contributions.js';
import { pdfPaddedTo } from '../support/resumes.js';
import { api } from '../support/http.js';
import { eventually } from '../support/poll.js';
import { createTestUser, type TestUser } from '../support/users.js';

const MB20 = 20 * 1024 * 1024;
const M = {
  unitRequired: 'Please choose the unit.',
  yearRequired: 'Please enter the year of the paper.',
  subject: 'Subject not found',
  fileRequired: 'Please attach a PDF or photos of the pages.',
  fileAndPhotos: 'Attach either one PDF or photos, not both.',
  tooManyPhotos: 'You can attach at most 20 photos.',
  pdfTooLarge: 'The PDF must be at most 20 MB.',
  photosTooLarge: 'The photos must be at most 20 MB together.',
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  duplicate: 'This file is already on NoteSea.',
  perDay: 'You can upload at most 10 files a day. Please try again tomorrow.',
  notFound: 'Upload not found',
};

let subjectId: string;
let pdf: Uint8Array;

beforeAll(async () => {
  subjectId = await createSubject('Uploads Test Subject');
  pdf = await textPdf(['Unit 2: normalisation', '2NF and 3NF']);
});

const note = (extra: Record<string, string> = {}) => ({
  kind: 'note',
  subjectId,
  unit: '2',
  credit: 'name',
  ...extra,
});

/** Nothing of `student`'s is stored: no document, no private file. */
async function expectNothingStored(student: TestUser): Promise<void> {
  expect(await uploadDocsOf(student.uid)).toEqual([]);
  expect(await incomingFilesOf(student.uid)).toEqual([]);
}

describe('POST /uploads', () => {
  it('stores a PDF privately for review and answers 201 with the pending upload', async () => {
    const asha = await createTestUser({ name: 'Asha Verma' });
    const res = await postUpload(asha.token, note({ title: 'Normal forms' }), [pdfFile(pdf)]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      kind: 'note',
      subjectId,
      title: 'Normal forms',
      status: 'pending',
    });
    const [doc] = await uploadDocsOf(asha.uid);
    expect(doc).toMatchObject({
      id: res.body._id,
      kind: 'note',
      subjectId,
      semesterId: 'sem-3',
      unit: 2,
      year: null,
      session: null,
      title: 'Normal forms',
      credit: 'name',
      creditName: 'Asha',
      status: 'pending',
      reason: null,
      pages: 2,
      bytes: pdf.byteLength,
      source: 'pdf',
      publishedId: null,
      incomingPath: `incoming/${asha.uid}/${res.body._id}.pdf`,
    });
    // Private: stored as sent, under incoming/, with no download token.
    const [file] = await incomingFilesOf(asha.uid);
    expect(file?.name).toBe(`incoming/${asha.uid}/${res.body._id}.pdf`);
    const [bytes] = await file!.download();
    expect(new Uint8Array(bytes)).toEqual(pdf);
    const [meta] = await file!.getMetadata();
    expect(meta.metadata?.firebaseStorageDownloadTokens).toBeUndefined();
  });

  it('combines photos, in order, into one PDF of one page each (JPEG and PNG)', async () => {
    const ravi = await createTestUser({ name: 'Ravi' });
    const photos = [
      photo('p1.jpg', pagePhoto(['Page one'], 'jpeg', 600, 800)),
      photo('p2.png', pagePhoto(['Page two'], 'png', 800, 600), 'image/png'),
      photo('p3.jpg', pagePhoto(['Page three'], 'jpeg', 300, 400)),
    ];
    const res = await postUpload(
      ravi.token,
      { kind: 'pyq', subjectId, year: '2023', session: 'December', credit: 'anonymous' },
      photos,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'pyq', title: 'Dec 2023', status: 'pending' });
    const [doc] = await uploadDocsOf(ravi.uid);
    expect(doc).toMatchObject({ source: 'photos', photos: 3, pages: 3, creditName: null });
    const [file] = await incomingFilesOf(ravi.uid);
    const stored = await PDFDocument.load((await file!.download())[0]);
    const sizes = stored.getPages().map((p) => p.getSize());
    // Each page has its photo's shape, the longer side as long as A4's.
    expect(sizes.map((s) => [Math.round(s.width), Math.round(s.height)])).toEqual([
      [631, 842],
      [842, 631],
      [631, 842],
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await postUpload(undefined, note(), [pdfFile(pdf)]);
    expect(res).toEqual({ status: 401, body: { message: 'Not authorized', code: 'unauthorized' } });
  });

  it('refuses an executable renamed .pdf, by its content (415)', async () => {
    const student = await createTestUser();
    const res = await postUpload(student.token, note(), [pdfFile(EXE_BYTES, 'notes.pdf')]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('"notes.pdf" is not a PDF. Attach a PDF, or JPEG or PNG photos.');
    const photoRes = await postUpload(student.token, note(), [
      photo('page.jpg', EXE_BYTES),
      photo('p2.jpg', pagePhoto(['x'])),
    ]);
    expect(photoRes.status).toBe(415);
    expect(photoRes.body.message).toBe('"page.jpg" is not a JPEG or PNG photo.');
    await expectNothingStored(student);
  });

  it('refuses over 20 MB (413): a PDF, and photos together', async () => {
    const student = await createTestUser();
    const big = await postUpload(student.token, note(), [pdfFile(pdfPaddedTo(pdf, MB20 + 1))]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(M.pdfTooLarge);
    const half = pdfPaddedTo(pagePhoto(['x']), MB20 / 2 + 1);
    const photos = await postUpload(student.token, note(), [
      photo('a.jpg', half),
      photo('b.jpg', half),
    ]);
    expect(photos.status).toBe(413);
    expect(photos.body.message).toBe(M.photosTooLarge);
    await expectNothingStored(student);
  });

  it('refuses 21 photos, both a PDF and photos, and no file at all (400)', async () => {
    const student = await createTestUser();
    const small = pagePhoto(['p'], 'jpeg', 60, 80);
    const many = Array.from({ length: 21 }, (_, i) => photo(`p${i}.jpg`, small));
    expect(await postUpload(student.token, note(), many)).toMatchObject({
      status: 400,
      body: { message: M.tooManyPhotos },
    });
    expect(
      await postUpload(student.token, note(), [pdfFile(pdf), photo('p.jpg', small)]),
    ).toMatchObject({ status: 400, body: { message: M.fileAndPhotos } });
    expect(await postUpload(student.token, note(), [])).toMatchObject({
      status: 400,
      body: { message: M.fileRequired },
    });
    expect(
      await postUpload(student.token, note(), [pdfFile(await encryptedPdf(['secret']))]),
    ).toMatchObject({ status: 400, body: { message: M.encrypted } });
    await expectNothingStored(student);
  });

  it('refuses an unknown subject (404), a note without a unit and a paper without a year (400)', async () => {
    const student = await createTestUser();
    expect(
      await postUpload(student.token, note({ subjectId: 'no-such-subject' }), [pdfFile(pdf)]),
    ).toMatchObject({ status: 404, body: { message: M.subject } });
    expect(
      await postUpload(student.token, { kind: 'note', subjectId, credit: 'name' }, [pdfFile(pdf)]),
    ).toMatchObject({ status: 400, body: { message: M.unitRequired, code: 'validation' } });
    expect(
      await postUpload(student.token, { kind: 'pyq', subjectId, session: 'may', credit: 'name' }, [
        pdfFile(pdf),
      ]),
    ).toMatchObject({ status: 400, body: { message: M.yearRequired } });
    await expectNothingStored(student);
  });

  it('never lets a student set status, votes or a credit name', async () => {
    const student = await createTestUser({ name: 'Meera Iyer' });
    for (const [field, value] of [
      ['status', 'approved'],
      ['votes', '100'],
      ['creditName', 'Somebody Else'],
      ['sharedBy', 'Somebody Else'],
      ['uid', 'another-uid'],
    ]) {
      const res = await postUpload(student.token, note({ [field!]: value! }), [pdfFile(pdf)]);
      expect(res).toMatchObject({ status: 400, body: { message: `Unknown field: ${field}` } });
    }
    await expectNothingStored(student);
  });

  it(
    'refuses a file byte-identical to a published note, linking to it (409)',
    { timeout: 120_000 },
    async () => {
      const bytes = await textPdf(['Unit 4: transactions', 'ACID and serialisability']);
      await upload(`notes/sem-3/${subjectId}/unit-4-transactions.pdf`, bytes);
      // Listed by the pipeline: a limit for a loaded 2-core machine (content-pipeline.test.ts holds
      // the pipeline to its 10 s).
      const published = (await eventually(
        async () => (await notesOf(subjectId)).find((n) => n.title === 'Transactions'),
        60_000,
      ))!;
      const student = await createTestUser();
      // The pipeline stores the file's SHA-256 in the same write that lists the note.
      let res = await postUpload(student.token, note({ unit: '4' }), [pdfFile(bytes)]);
      expect(res).toEqual({
        status: 409,
        body: {
          message: M.duplicate,
          code: 'duplicate',
          existing: {
            kind: 'note',
            _id: published._id,
            title: 'Transactions',
            link: `/notes/${published._id}`,
          },
        },
      });
      res = await postUpload(student.token, note({ unit: '4' }), [pdfFile(bytes, 'copy.pdf')]);
      expect(res.status).toBe(409);
      await expectNothingStored(student);
    },
  );

  it('accepts 10 uploads a day from one student and refuses the 11th (429)', async () => {
    const student = await createTestUser();
    for (let i = 0; i < 10; i++) {
      const res = await postUpload(student.token, note({ title: `Part ${i}` }), [pdfFile(pdf)]);
      expect(res.status).toBe(201);
    }
    const res = await postUpload(student.token, note(), [pdfFile(pdf)]);
    expect(res).toMatchObject({ status: 429, body: { message: M.perDay, code: 'rate_limited' } });
    expect(await uploadDocsOf(student.uid)).toHaveLength(10);
    expect(await incomingFilesOf(student.uid)).toHaveLength(10);
  });
});

describe('GET /uploads and GET /uploads/:id', () => {
  it("list the student's own uploads newest first, and 404 another student's", async () => {
    const asha = await createTestUser({ name: 'Asha' });
    const ravi = await createTestUser({ name: 'Ravi' });
    const first = await postUpload(asha.token, note({ title: 'First' }), [pdfFile(pdf)]);
    const second = await postUpload(
      asha.token,
      { kind: 'pyq', subjectId, year: '2022', session: 'may', credit: 'anonymous' },
      [photo('q.jpg', pagePhoto(['Q1']))],
    );
    await postUpload(ravi.token, note({ title: "Ravi's" }), [pdfFile(pdf)]);

    const list = await api('/uploads', { token: asha.token });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toEqual([
      {
        _id: second.body._id,
        kind: 'pyq',
        subjectId,
        subjectName: 'Uploads Test Subject',
        title: 'May 2022',
        unit: null,
        year: 2022,
        session: 'may',
        status: 'pending',
        reason: null,
        publishedId: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ _id: first.body._id, title: 'First', unit: 2, year: null }),
    ]);

    const one = await api(`/uploads/${first.body._id}`, { token: asha.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: first.body._id, title: 'First', status: 'pending' });

    const theirs = await api(`/uploads/${first.body._id}`, { token: ravi.token });
    expect(theirs).toMatchObject({ status: 404, body: { message: M.notFound } });
    expect(await api(`/uploads/no-such-upload`, { token: asha.token })).toMatchObject({
      status: 404,
    });
    expect((await api('/uploads')).status).toBe(401);
    expect((await api(`/uploads/${first.body._id}`)).status).toBe(401);
    const ravisList = await api<{ _id: string }[]>('/uploads', { token: ravi.token });
    expect(ravisList.body.map((u) => u._id)).not.toContain(first.body._id);
  });

  it('keep the private file out of the catalog: nothing under incoming/ is listed', async () => {
    const student = await createTestUser();
    const res = await postUpload(student.token, note({ unit: '7', title: 'Hidden' }), [
      pdfFile(await textPdf(['Unit 7 private draft'])),
    ]);
    expect(res.status).toBe(201);
    // A file the team publishes afterwards in the same subject: once the pipeline has listed
    // it, it has also handled the earlier private upload, had that reached it.
    await upload(
      `notes/sem-3/${subjectId}/unit-8-after-the-private-upload.pdf`,
      await textPdf(['Unit 8']),
    );
    const notes = await listedWithin(
      () => notesOf(subjectId),
      (list) => list.some((n) => n.unit === 8),
    );
    expect(notes.map((n) => n.unit)).toContain(8);
    expect(notes.map((n) => n.title)).not.toContain('Hidden');
    const snap = await admin.db.collection('notes').where('storagePath', '>=', 'incoming/').get();
    expect(snap.docs.filter((d) => String(d.get('storagePath')).startsWith('incoming/'))).toEqual(
      [],
    );
  });
});
