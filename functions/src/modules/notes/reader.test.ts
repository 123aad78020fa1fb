// The reader's endpoints: one note or paper, and reading progress on the caller's own entry.
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
      token === 'good.session.cookie' || token === 'other.session.cookie'
        ? Promise.resolve({ uid: token === 'good.session.cookie' ? 'u1' : 'u2' })
        : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' })),
  }),
}));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

const AUTH = { authorization: 'Bearer good.session.cookie' };
const OTHER = { authorization: 'Bearer other.session.cookie' };
let fake: FakeFirestore;

const NAMES = {
  subjectId: 'dbms',
  semesterId: 's4',
  subjectName: 'DBMS',
  semesterName: 'Semester 4',
};

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('notes/n1', {
    ...NAMES,
    title: 'Normalisation',
    unit: 3,
    order: 3,
    pdfUrl: 'https://x/n1.pdf',
    pages: 12,
    bytes: 4096,
    storagePath: 'notes/s4/dbms/unit-3-normalisation.pdf',
  });
  // A console typo: its page count is text.
  fake.put('notes/unknown-pages', {
    ...NAMES,
    title: 'Old',
    unit: 1,
    pdfUrl: 'https://x/o.pdf',
    pages: 'lots',
  });
  fake.put('pyqs/p1', {
    ...NAMES,
    title: 'May 2024',
    year: 2024,
    session: 'may',
    pdfUrl: 'https://x/p1.pdf',
    pages: 2,
    bytes: 900,
  });
  fake.put('users/u1/downloads/n1', {
    noteId: 'n1',
    subject: 'DBMS',
    semester: 'Semester 4',
    fileUrl: 'https://x/n1.pdf',
    pages: 12,
    uploadedAt: Timestamp.fromMillis(1_000),
    count: 2,
  });
  fake.put('users/u1/downloads/unknown-pages', {
    noteId: 'unknown-pages',
    uploadedAt: Timestamp.fromMillis(1_000),
  });
  fake.resetCounters();
});

describe('GET /api/notes/:noteId and /api/pyqs/:pyqId', () => {
  it('answers the note with its ids and names, cached 10 s, in 1 read', async () => {
    const res = await send(createApp(), '/api/notes/n1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: 'n1',
      title: 'Normalisation',
      unit: 3,
      subjectId: 'dbms',
      subjectName: 'DBMS',
      semesterId: 's4',
      semesterName: 'Semester 4',
      pdfUrl: 'https://x/n1.pdf',
      pages: 12,
      bytes: 4096,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=10, s-maxage=10');
    expect(fake.gets + fake.queries + fake.batchGets).toBe(1);
  });

  it('answers the paper', async () => {
    const res = await send(createApp(), '/api/pyqs/p1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: 'p1',
      title: 'May 2024',
      year: 2024,
      session: 'may',
      subjectId: 'dbms',
      subjectName: 'DBMS',
      semesterId: 's4',
      semesterName: 'Semester 4',
      pdfUrl: 'https://x/p1.pdf',
      pages: 2,
    });
  });

  it('404s unknown ids with their own message, not cached', async () => {
    const note = await send(createApp(), '/api/notes/nope');
    expect(note.status).toBe(404);
    expect(note.body).toEqual({ message: 'Note not found', code: 'not_found' });
    expect(note.headers['cache-control']).toBe('no-store');
    const paper = await send(createApp(), '/api/pyqs/nope');
    expect(paper.body).toEqual({ message: 'Paper not found', code: 'not_found' });
  });
});

describe('PUT /api/user-pdfs/:noteId/progress', () => {
  const put = (noteId: string, json: unknown, headers = AUTH) =>
    send(createApp(), `/api/user-pdfs/${noteId}/progress`, { method: 'PUT', headers, json });

  it('saves lastPage and lastReadAt on the caller’s entry and answers it (1 batched read, 1 write)', async () => {
    const res = await put('n1', { page: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      _id: 'n1',
      noteId: 'n1',
      subject: 'DBMS',
      semester: 'Semester 4',
      fileUrl: 'https://x/n1.pdf',
      uploadedAt: '1970-01-01T00:00:01.000Z',
      lastPage: 7,
      pages: 12,
    });
    expect(fake.read('users/u1/downloads/n1')).toMatchObject({
      lastPage: 7,
      lastReadAt: Timestamp.fromMillis(state.nowMs),
      count: 2,
    });
    expect(fake.batchGets).toBe(1);
    expect(fake.gets + fake.queries).toBe(0);
    expect(fake.writes).toBe(1);
  });

  it.each([0, 13, 1.5, '3', null, undefined])('refuses page %s with the range', async (page) => {
    const res = await put('n1', { page });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'page must be a whole number from 1 to 12',
      code: 'validation',
    });
    expect(fake.writes).toBe(0);
  });

  it('accepts the last page; a note whose page count is not a number is not found', async () => {
    expect((await put('n1', { page: 12 })).status).toBe(200);
    fake.resetCounters();
    const typo = await put('unknown-pages', { page: 1 });
    expect(typo.status).toBe(404);
    expect(typo.body).toEqual({ message: 'Note not found', code: 'not_found' });
    expect(fake.writes).toBe(0);
  });

  it('404s a note the caller never opened, writing nothing (another user’s entry untouched)', async () => {
    const res = await put('n1', { page: 3 }, OTHER);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'Open the note before saving progress',
      code: 'not_found',
    });
    expect(fake.writes).toBe(0);
    expect(fake.read('users/u2/downloads/n1')).toBeUndefined();
    expect(fake.read('users/u1/downloads/n1')).not.toHaveProperty('lastPage');
  });

  it('404s an unknown note', async () => {
    const res = await put('nope', { page: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
  });

  it('needs a session and a JSON object body', async () => {
    const anon = await put('n1', { page: 1 }, {} as typeof AUTH);
    expect(anon.status).toBe(401);
    const array = await put('n1', [1]);
    expect(array.body).toEqual({
      message: 'Request body must be a JSON object',
      code: 'validation',
    });
  });

  it('POST /user-pdfs keeps saved progress and answers it, so the reader can resume', async () => {
    await put('n1', { page: 5 });
    const res = await send(createApp(), '/api/user-pdfs', {
      method: 'POST',
      headers: AUTH,
      json: { noteId: 'n1', subjectName: 'x', semesterName: 'y', pdfUrl: 'https://x/n1.pdf' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lastPage: 5, pages: 12 });
    expect(fake.read('users/u1/downloads/n1')).toMatchObject({ lastPage: 5, count: 3 });
  });
});
