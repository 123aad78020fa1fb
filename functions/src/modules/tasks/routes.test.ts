// Tasks through the app with an in-memory Firestore: a task that does not fit its stored schema
// (edited by hand into `completed: "yes"`, or without `createdAt`) is left out of the list and
// answers 404 when edited, like a task that does not exist.
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
      token.startsWith('u1.')
        ? Promise.resolve({ uid: 'u1' })
        : Promise.reject(Object.assign(new Error('bad'), { code: 'auth/argument-error' })),
  }),
}));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

const headers = { authorization: 'Bearer u1.session.cookie' };
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
let fake: FakeFirestore;

beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('users/u1/tasks/t1', {
    title: 'Lab record',
    completed: false,
    createdAt: at('2025-09-01T10:00:00.000Z'),
  });
  fake.put('users/u1/tasks/yes', {
    title: 'Typed by hand',
    completed: 'yes',
    createdAt: at('2025-09-02T10:00:00.000Z'),
  });
});

describe('tasks', () => {
  it('lists the tasks that fit, oldest first', async () => {
    const created = await send(createApp(), '/api/tasks', {
      method: 'POST',
      headers,
      json: { title: '  Viva prep ' },
    });
    expect(created.status).toBe(201);
    const res = await send(createApp(), '/api/tasks', { headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: 't1', title: 'Lab record', completed: false, createdAt: '2025-09-01T10:00:00.000Z' },
      {
        _id: (created.body as { _id: string })._id,
        title: 'Viva prep',
        completed: false,
        createdAt: '2025-10-01T10:30:00.000Z',
      },
    ]);
  });

  it('edits a task that fits, and answers 404 for one that does not', async () => {
    const done = await send(createApp(), '/api/tasks/t1', {
      method: 'PUT',
      headers,
      json: { completed: true },
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      _id: 't1',
      title: 'Lab record',
      completed: true,
      createdAt: '2025-09-01T10:00:00.000Z',
    });
    const misfit = await send(createApp(), '/api/tasks/yes', {
      method: 'PUT',
      headers,
      json: { title: 'Renamed' },
    });
    expect(misfit.status).toBe(404);
    expect(misfit.body).toEqual({ message: 'Task not found', code: 'not_found' });
  });
});
