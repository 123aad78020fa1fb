import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({
  fake: undefined as unknown,
  nowMs: Date.parse('2025-10-01T10:30:00.000Z'),
}));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/clock.js', () => ({ now: () => new Date(state.nowMs) }));
vi.mock('../../lib/firebase.js', () => ({
  db: () => state.fake,
  auth: () => ({
    verifySessionCookie: (token: string) =>
      token === 'good.session.cookie'
        ? Promise.resolve({ uid: 'u1', email: 'a@gmail.com' })
        : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' })),
  }),
}));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

const AUTH = { authorization: 'Bearer good.session.cookie' };
const CATALOG_CACHE = 'public, max-age=10, s-maxage=10';
let fake: FakeFirestore;

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('semesters/s2', { title: 'Semester 2', order: 2 });
  fake.put('semesters/s1', { title: 'Semester 1', order: 1 });
  fake.put('subjects/os', { title: 'Operating Systems', semesterId: 's1', order: 2 });
  fake.put('subjects/dbms', { title: 'DBMS', semesterId: 's1', order: 1 });
  fake.put('subjects/cn', { title: 'Networks', semesterId: 's2', order: 1 });
  const note = {
    subjectId: 'dbms',
    semesterId: 's1',
    subjectName: 'DBMS',
    semesterName: 'Semester 1',
  };
  fake.put('notes/n3', {
    ...note,
    title: 'U2 part 1',
    unit: 2,
    order: 1,
    pdfUrl: 'https://x/3.pdf',
    pages: 9,
  });
  fake.put('notes/n2', {
    ...note,
    title: 'U1 part 2',
    unit: 1,
    order: 2,
    pdfUrl: 'https://x/2.pdf',
    pages: 7,
  });
  // A console typo: not a note any student should be handed.
  fake.put('notes/typo', { ...note, title: 42, unit: 1, pdfUrl: '', pages: 'lots' });
  fake.put('notes/n1', {
    ...note,
    title: 'U1 part 1',
    unit: 1,
    order: 1,
    pdfUrl: 'https://x/1.pdf',
    pages: 4,
    bytes: 2048,
  });
  fake.put('notes/other', {
    ...note,
    subjectId: 'os',
    title: 'OS',
    unit: 1,
    order: 1,
    pdfUrl: 'https://x/o.pdf',
    pages: 3,
  });
  fake.resetCounters();
});

describe('catalog', () => {
  it('GET /api/semesters lists semesters by order, cacheable, in one query', async () => {
    const res = await send(createApp(), '/api/semesters');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: 's1', title: 'Semester 1' },
      { _id: 's2', title: 'Semester 2' },
    ]);
    expect(res.headers['cache-control']).toBe(CATALOG_CACHE);
    expect(fake.queries + fake.gets).toBe(1);
  });

  it('GET /api/semesters/:id/subjects lists that semester’s subjects by order', async () => {
    const res = await send(createApp(), '/api/semesters/s1/subjects');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: 'dbms', title: 'DBMS' },
      { _id: 'os', title: 'Operating Systems' },
    ]);
    expect(res.headers['cache-control']).toBe(CATALOG_CACHE);
    expect(fake.queries + fake.gets).toBe(1);
  });

  it('an unknown semester has no subjects', async () => {
    const res = await send(createApp(), '/api/semesters/nope/subjects');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('GET /api/semesters/subjects/:id/notes lists notes unit-wise with names, typos left out', async () => {
    const res = await send(createApp(), '/api/semesters/subjects/dbms/notes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        _id: 'n1',
        title: 'U1 part 1',
        unit: 1,
        semesterName: 'Semester 1',
        subjectName: 'DBMS',
        pdfUrl: 'https://x/1.pdf',
        pages: 4,
        bytes: 2048,
      },
      {
        _id: 'n2',
        title: 'U1 part 2',
        unit: 1,
        semesterName: 'Semester 1',
        subjectName: 'DBMS',
        pdfUrl: 'https://x/2.pdf',
        pages: 7,
        bytes: null,
      },
      {
        _id: 'n3',
        title: 'U2 part 1',
        unit: 2,
        semesterName: 'Semester 1',
        subjectName: 'DBMS',
        pdfUrl: 'https://x/3.pdf',
        pages: 9,
        bytes: null,
      },
    ]);
    expect(res.headers['cache-control']).toBe(CATALOG_CACHE);
    // The notes carry the names, so the subject document is not read (docs/architecture.md §10: one query).
    expect(fake.queries).toBe(1);
    expect(fake.gets).toBe(0);
  });

  it('a subject without notes gives []', async () => {
    const res = await send(createApp(), '/api/semesters/subjects/cn/notes');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('an unknown subject is 404 Subject not found, not cached', async () => {
    const res = await send(createApp(), '/api/semesters/subjects/nope/notes');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Subject not found', code: 'not_found' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a semester literally named "subjects" still routes to the subjects list', async () => {
    const res = await send(createApp(), '/api/semesters/subjects/subjects');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('refuses an id that would change the document path', async () => {
    const res = await send(createApp(), '/api/semesters/subjects/a%2Fb/notes');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'subjectId is invalid', code: 'validation' });
  });
});

describe('user-pdfs', () => {
  const payload = {
    noteId: 'n1',
    subjectName: 'Forged subject',
    semesterName: 'Forged semester',
    pdfUrl: 'https://evil.example/malware.pdf',
  };

  it('POST logs the download with the stored note values and answers 201', async () => {
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      headers: AUTH,
      json: payload,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: 'n1',
      noteId: 'n1',
      subject: 'DBMS',
      semester: 'Semester 1',
      fileUrl: 'https://x/1.pdf',
      uploadedAt: '2025-10-01T10:30:00.000Z',
      lastPage: null,
      pages: 4,
    });
    expect(fake.read('users/u1/downloads/n1')).toEqual({
      noteId: 'n1',
      subjectId: 'dbms',
      semesterId: 's1',
      subject: 'DBMS',
      semester: 'Semester 1',
      fileUrl: 'https://x/1.pdf',
      pages: 4,
      uploadedAt: Timestamp.fromMillis(state.nowMs),
      count: 1,
    });
  });

  it('POST again keeps one entry per note and counts opens', async () => {
    const app = createApp();
    await send(app, '/api/user-pdfs', { method: 'POST', headers: AUTH, json: payload });
    await send(app, '/api/user-pdfs', { method: 'POST', headers: AUTH, json: payload });
    expect(fake.read('users/u1/downloads/n1')).toMatchObject({ count: 2 });
  });

  it('POST for an unknown note is 404 Note not found and stores nothing', async () => {
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      headers: AUTH,
      json: { ...payload, noteId: 'missing' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
    expect(fake.writes).toBe(0);
  });

  it('POST without noteId is 400 noteId is required', async () => {
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      headers: AUTH,
      json: { ...payload, noteId: undefined },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'noteId is required', code: 'validation' });
  });

  it('POST falls back to subject/semester titles when the note lacks the names', async () => {
    fake.put('notes/bare', {
      title: 'x',
      unit: 1,
      subjectId: 'os',
      semesterId: 's1',
      pdfUrl: 'https://x/b.pdf',
      pages: 1,
    });
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      headers: AUTH,
      json: { ...payload, noteId: 'bare' },
    });
    expect(res.body).toMatchObject({ subject: 'Operating Systems', semester: 'Semester 1' });
  });

  it('GET lists the user’s downloads newest first, private', async () => {
    const old = { subject: 'S', semester: 'M', fileUrl: 'https://x/a.pdf', pages: null, count: 1 };
    fake.put('users/u1/downloads/a', {
      ...old,
      noteId: 'a',
      uploadedAt: Timestamp.fromMillis(1_000),
    });
    fake.put('users/u1/downloads/b', {
      ...old,
      noteId: 'b',
      uploadedAt: Timestamp.fromMillis(5_000),
    });
    fake.put('users/u2/downloads/c', {
      ...old,
      noteId: 'c',
      uploadedAt: Timestamp.fromMillis(9_000),
    });
    fake.resetCounters();
    const res = await send(createApp(), '/api/user-pdfs', { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        _id: 'b',
        noteId: 'b',
        subject: 'S',
        semester: 'M',
        fileUrl: 'https://x/a.pdf',
        uploadedAt: '1970-01-01T00:00:05.000Z',
        lastPage: null,
        pages: null,
      },
      {
        _id: 'a',
        noteId: 'a',
        subject: 'S',
        semester: 'M',
        fileUrl: 'https://x/a.pdf',
        uploadedAt: '1970-01-01T00:00:01.000Z',
        lastPage: null,
        pages: null,
      },
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(fake.queries).toBe(1);
  });

  it('both need a valid session', async () => {
    for (const init of [{}, { method: 'POST', json: payload }]) {
      const res = await send(createApp(), '/api/user-pdfs', {
        ...init,
        headers: { authorization: 'Bearer bad.session.cookie' },
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
    }
  });
});
