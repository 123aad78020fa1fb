// Bookmarks through the app with an in-memory Firestore: idempotent save, owner-only delete and
// list, current note titles, and the read budget (1 query + 1 batched get).
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
      ['u1', 'u2'].includes(token.split('.')[0]!)
        ? Promise.resolve({ uid: token.split('.')[0] })
        : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' })),
  }),
}));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

const A = { authorization: 'Bearer u1.session.cookie' };
const B = { authorization: 'Bearer u2.session.cookie' };
let fake: FakeFirestore;

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  for (const [id, title, unit] of [
    ['n1', 'Normalisation', 3],
    ['n2', 'Transactions', 4],
  ] as const) {
    fake.put(`notes/${id}`, {
      title,
      unit,
      subjectId: 'dbms',
      semesterId: 's4',
      subjectName: 'DBMS',
      semesterName: 'Semester 4',
      pdfUrl: `https://x/${id}.pdf`,
      pages: 10,
    });
  }
  fake.resetCounters();
});

const put = (noteId: string, headers = A) =>
  send(createApp(), `/api/bookmarks/${noteId}`, { method: 'PUT', headers });
const del = (noteId: string, headers = A) =>
  send(createApp(), `/api/bookmarks/${noteId}`, { method: 'DELETE', headers });
const list = (headers = A) => send(createApp(), '/api/bookmarks', { headers });

describe('bookmarks', () => {
  it('PUT saves (201) then answers the same bookmark (200) without a second write', async () => {
    const first = await put('n1');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: 'n1',
      noteId: 'n1',
      title: 'Normalisation',
      unit: 3,
      subjectId: 'dbms',
      subjectName: 'DBMS',
      semesterName: 'Semester 4',
      pdfUrl: 'https://x/n1.pdf',
      pages: 10,
      createdAt: '2025-10-01T10:30:00.000Z',
    });
    expect(fake.read('users/u1/bookmarks/n1')).toEqual({
      noteId: 'n1',
      createdAt: Timestamp.fromMillis(state.nowMs),
    });
    state.nowMs += 60_000;
    fake.resetCounters();
    const again = await put('n1');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(fake.writes).toBe(0);
    state.nowMs -= 60_000;
  });

  it('PUT of an unknown note is 404 and writes nothing', async () => {
    const res = await put('nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Note not found', code: 'not_found' });
    expect(fake.writes).toBe(0);
  });

  it('GET lists newest first with current titles, drops removed notes, in 1 query + 1 batched get', async () => {
    await put('n1');
    state.nowMs += 1_000;
    await put('n2');
    state.nowMs -= 1_000;
    fake.put('notes/n1', { ...fake.read('notes/n1'), title: 'Normal Forms' });
    fake.put('users/u1/bookmarks/gone', { noteId: 'gone', createdAt: Timestamp.fromMillis(9e12) });
    fake.resetCounters();
    const res = await list();
    expect(res.status).toBe(200);
    expect((res.body as { _id: string; title: string }[]).map((b) => [b._id, b.title])).toEqual([
      ['n2', 'Transactions'],
      ['n1', 'Normal Forms'],
    ]);
    expect(fake.queries).toBe(1);
    expect(fake.batchGets).toBe(1);
    expect(fake.gets).toBe(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an empty list costs 1 query', async () => {
    const res = await list();
    expect(res.body).toEqual([]);
    expect(fake.queries + fake.batchGets + fake.gets).toBe(1);
  });

  it('DELETE removes (204); again, or another user’s, is 404 and leaves the owner’s', async () => {
    await put('n1');
    const other = await del('n1', B);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Bookmark not found', code: 'not_found' });
    expect(fake.read('users/u1/bookmarks/n1')).toBeDefined();
    expect((await list(B)).body).toEqual([]);
    const res = await del('n1');
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(fake.read('users/u1/bookmarks/n1')).toBeUndefined();
    expect((await del('n1')).status).toBe(404);
  });

  it('every route needs a session', async () => {
    const none = {} as typeof A;
    for (const res of [await put('n1', none), await del('n1', none), await list(none)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
    }
  });
});
