// Reading progress (PUT /user-pdfs/:noteId/progress) and what GET /user-pdfs shows of it, on
// seeded notes, for two real users of the Auth emulator.
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Note = { _id: string; title: string; pages: number; subjectName: string; pdfUrl: string };
type Download = {
  _id: string;
  noteId: string;
  subject: string;
  semester: string;
  fileUrl: string;
  uploadedAt: string;
  lastPage: number | null;
  pages: number | null;
};

let a: TestUser;
let b: TestUser;
let note: Note;
let other: Note;

const open = (user: TestUser, n: Note) =>
  api<Download>('/user-pdfs', {
    token: user.token,
    body: { noteId: n._id, subjectName: n.subjectName, semesterName: 'x', pdfUrl: n.pdfUrl },
  });
const progress = (user: TestUser | undefined, noteId: string, body: unknown) =>
  api<Download>(`/user-pdfs/${noteId}/progress`, { method: 'PUT', token: user?.token, body });
const entry = async (user: TestUser, noteId: string) =>
  (await admin.db.doc(`users/${user.uid}/downloads/${noteId}`).get()).data();

beforeAll(async () => {
  [a, b] = await Promise.all([createTestUser(), createTestUser()]);
  const notes = (await api<Note[]>('/semesters/subjects/cse-4-dbms/notes')).body;
  [note, other] = notes.filter((n) => n.pages > 1) as [Note, Note];
  expect(note).toBeDefined();
  expect(other).toBeDefined();
});

describe('PUT /user-pdfs/:noteId/progress', () => {
  it('saves the page on the caller’s entry and GET /user-pdfs shows lastPage and pages', async () => {
    expect((await open(a, note)).body).toMatchObject({ lastPage: null, pages: note.pages });
    const res = await progress(a, note._id, { page: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: note._id,
      noteId: note._id,
      fileUrl: note.pdfUrl,
      lastPage: 2,
      pages: note.pages,
    });
    expect(new Date(res.body.uploadedAt).toISOString()).toBe(res.body.uploadedAt);
    const stored = await entry(a, note._id);
    expect(stored).toMatchObject({ lastPage: 2 });
    expect(stored?.lastReadAt).toBeDefined();

    const list = await api<Download[]>('/user-pdfs', { token: a.token });
    expect(list.body.find((d) => d.noteId === note._id)).toMatchObject({
      lastPage: 2,
      pages: note.pages,
    });
  });

  it('keeps the progress when the note is opened again, so the reader resumes there', async () => {
    await open(a, note);
    await progress(a, note._id, { page: note.pages });
    const again = await open(a, note);
    expect(again.status).toBe(201);
    expect(again.body.lastPage).toBe(note.pages);
  });

  it.each([
    ['0', { page: 0 }],
    ['N + 1', 'next'],
    ['1.5', { page: 1.5 }],
    ["'3'", { page: '3' }],
    ['missing', {}],
    ['null', { page: null }],
  ])('refuses page %s with the note’s range', async (_label, body) => {
    const before = await entry(a, note._id);
    const res = await progress(a, note._id, body === 'next' ? { page: note.pages + 1 } : body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: `page must be a whole number from 1 to ${note.pages}`,
      code: 'validation',
    });
    expect(await entry(a, note._id)).toEqual(before);
  });

  it('only ever touches the caller’s own entry: B on a note only A opened → 404, A unchanged', async () => {
    await open(a, other);
    await progress(a, other._id, { page: 1 });
    const before = await entry(a, other._id);
    const res = await progress(b, other._id, { page: 2 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'Open the note before saving progress',
      code: 'not_found',
    });
    expect(await entry(a, other._id)).toEqual(before);
    expect(await entry(b, other._id)).toBeUndefined();
  });

  it('404s an unknown note', async () => {
    const res = await progress(a, 'no-such-note', { page: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
  });

  it('401s without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const res = await api(`/user-pdfs/${note._id}/progress`, {
        method: 'PUT',
        token,
        body: { page: 1 },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
    }
  });
});

describe('GET /notes/:noteId and /pyqs/:pyqId (the reader)', () => {
  it('answer one note with its ids, cached 10 s; 404 for unknown ids', async () => {
    const res = await api(`/notes/${note._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: note._id,
      title: note.title,
      subjectId: 'cse-4-dbms',
      semesterId: 'sem-4',
      semesterName: 'Semester 4',
      pdfUrl: note.pdfUrl,
      pages: note.pages,
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        '_id',
        'bytes',
        'pages',
        'pdfUrl',
        'semesterId',
        'semesterName',
        'subjectId',
        'subjectName',
        'title',
        'unit',
      ].sort(),
    );
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=10');
    const missing = await api('/notes/no-such-note');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Note not found', code: 'not_found' });
  });

  it('answer one paper', async () => {
    const papers = (await api<{ _id: string }[]>('/semesters/subjects/cse-4-dbms/pyqs')).body;
    const res = await api(`/pyqs/${papers[0]!._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: papers[0]!._id,
      year: expect.any(Number),
      session: expect.any(String),
      subjectId: 'cse-4-dbms',
      semesterId: 'sem-4',
      pages: expect.any(Number),
    });
    const missing = await api('/pyqs/no-such-paper');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Paper not found', code: 'not_found' });
  });
});
