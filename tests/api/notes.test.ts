import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Semester = { _id: string; title: string };
type Subject = { _id: string; title: string };
type Note = {
  _id: string;
  title: string;
  unit: number;
  pages: number;
  bytes: number;
  semesterName: string;
  subjectName: string;
  pdfUrl: string;
};
type Download = {
  _id: string;
  subject: string;
  semester: string;
  fileUrl: string;
  uploadedAt: string;
};

let user: TestUser;
let semesters: Semester[];
let subject: Subject;
let notes: Note[];

beforeAll(async () => {
  user = await createTestUser();
  semesters = (await api<Semester[]>('/semesters')).body;
  const sem3 = semesters.find((s) => s.title === 'Semester 3');
  if (!sem3) throw new Error('seed has no Semester 3');
  const subjects = (await api<Subject[]>(`/semesters/${sem3._id}/subjects`)).body;
  subject = subjects[0]!;
  notes = (await api<Note[]>(`/semesters/subjects/${subject._id}/notes`)).body;
});

describe('GET /semesters', () => {
  it('lists the 8 seeded semesters in order, each with _id and title, cacheable', async () => {
    const res = await api<Semester[]>('/semesters');
    expect(res.status).toBe(200);
    expect(res.body.map((s) => s.title)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Semester ${n}`),
    );
    expect(Object.keys(res.body[0]!).sort()).toEqual(['_id', 'title']);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });
});

describe('GET /semesters/:id/subjects', () => {
  it('lists the subjects of a semester', async () => {
    const res = await api<Subject[]>(`/semesters/${semesters[2]!._id}/subjects`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(3);
    for (const s of res.body)
      expect(s).toEqual({ _id: expect.any(String), title: expect.any(String) });
    expect(res.headers.get('cache-control')).toMatch(/public/);
  });

  it('answers an empty list for a semester with no subjects', async () => {
    const res = await api('/semesters/no-such-semester/subjects');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /semesters/subjects/:id/notes', () => {
  it('lists unit-wise notes with names, a PDF URL, page count and size, ordered by unit', async () => {
    expect(notes.length).toBeGreaterThan(1);
    const units = notes.map((n) => n.unit);
    expect(units).toEqual([...units].sort((a, b) => a - b));
    for (const n of notes) {
      expect(Object.keys(n).sort()).toEqual([
        '_id',
        'bytes',
        'pages',
        'pdfUrl',
        'semesterName',
        'subjectName',
        'title',
        'unit',
      ]);
      expect(n.subjectName).toBe(subject.title);
      expect(n.semesterName).toBe('Semester 3');
      // Seeded notes are 3-page PDFs published by the content pipeline.
      expect(n.pages).toBe(3);
      expect(n.bytes).toBeGreaterThan(1000);
    }
  });

  it('serves a real PDF at the pdfUrl', async () => {
    const res = await fetch(notes[0]!.pdfUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  });

  it("answers 404 'Subject not found' for an unknown subject", async () => {
    const res = await api('/semesters/subjects/no-such-subject/notes');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Subject not found', code: 'not_found' });
  });
});

describe('POST /user-pdfs and GET /user-pdfs', () => {
  const body = () => ({
    noteId: notes[0]!._id,
    subjectName: notes[0]!.subjectName,
    semesterName: notes[0]!.semesterName,
    pdfUrl: notes[0]!.pdfUrl,
  });

  it('answers 401 without a token, and with a bad one', async () => {
    for (const token of [undefined, 'not-a-session-cookie']) {
      const post = await api('/user-pdfs', { body: body(), token });
      expect(post.status).toBe(401);
      expect(post.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
      const get = await api('/user-pdfs', { token });
      expect(get.status).toBe(401);
      expect(get.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
    }
  });

  it('logs a download from the stored note, whatever names the client sends', async () => {
    const res = await api<Download>('/user-pdfs', {
      token: user.token,
      body: { ...body(), subjectName: 'Forged', pdfUrl: 'https://evil.example/x.pdf' },
    });
    expect(res.status).toBe(201);
    const stored = await admin.db.doc(`users/${user.uid}/downloads/${notes[0]!._id}`).get();
    expect(stored.exists).toBe(true);
    expect(stored.get('subject')).toBe(notes[0]!.subjectName);
    expect(stored.get('fileUrl')).toBe(notes[0]!.pdfUrl);
  });

  it('keeps one entry per note and lists newest first', async () => {
    const other = await createTestUser();
    const [a, b] = [notes[0]!, notes[1]!];
    const log = (n: Note) =>
      api('/user-pdfs', {
        token: other.token,
        body: {
          noteId: n._id,
          subjectName: n.subjectName,
          semesterName: n.semesterName,
          pdfUrl: n.pdfUrl,
        },
      });
    expect((await log(a)).status).toBe(201);
    expect((await log(b)).status).toBe(201);
    expect((await log(a)).status).toBe(201);
    const res = await api<Download[]>('/user-pdfs', { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.map((d) => d.fileUrl)).toEqual([a.pdfUrl, b.pdfUrl]);
    expect(res.body[0]).toMatchObject({ subject: a.subjectName, semester: a.semesterName });
    expect(new Date(res.body[0]!.uploadedAt).toISOString()).toBe(res.body[0]!.uploadedAt);
    // Downloads are per user: the first user's list does not show these.
    const mine = await api<Download[]>('/user-pdfs', { token: user.token });
    expect(mine.body.map((d) => d.fileUrl)).toEqual([a.pdfUrl]);
  });

  it('refuses an unknown note with 404 and stores nothing', async () => {
    const res = await api('/user-pdfs', {
      token: user.token,
      body: { ...body(), noteId: 'no-such-note' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
    const stored = await admin.db.doc(`users/${user.uid}/downloads/no-such-note`).get();
    expect(stored.exists).toBe(false);
  });

  it('answers 400 with a clear message for a missing noteId', async () => {
    const res = await api<{ message: string }>('/user-pdfs', {
      token: user.token,
      body: { subjectName: 'x', semesterName: 'y', pdfUrl: notes[0]!.pdfUrl },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('noteId is required');
  });

  it('answers 400 for a malformed JSON body and stores nothing', async () => {
    // The Cloud Functions runtime parses JSON before the app runs, so the body of this answer
    // is the runtime's, not ours (functions unit tests cover the app's own message).
    const res = await api('/user-pdfs', { token: user.token, body: '{"noteId":' });
    expect(res.status).toBe(400);
  });
});

describe('the API surface', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await api('/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('answers the health check', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});
