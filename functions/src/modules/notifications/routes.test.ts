import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const { createApp } = await import('../../app.js');
const { send } = await import('../../test-utils/http.js');

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  fake.put('notifications/old', {
    title: 'Semester 4 notes',
    message: 'Up now',
    createdAt: at('2025-09-01T10:00:00.000Z'),
  });
  fake.put('notifications/new', {
    title: 'Exams',
    message: 'Revise',
    createdAt: at('2025-10-01T10:30:00.000Z'),
    draft: false,
  });
  // Console typos: a title typed as a number, a date typed as text. Neither is listed.
  fake.put('notifications/number', {
    title: 42,
    message: 'x',
    createdAt: at('2025-10-02T00:00:00.000Z'),
  });
  fake.put('notifications/text-date', {
    title: 'Text date',
    message: 'x',
    createdAt: '2025-10-03',
  });
});

describe('GET /api/notifications', () => {
  it('lists the fitting notifications newest first, typos left out', async () => {
    const res = await send(createApp(), '/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: 'new', title: 'Exams', message: 'Revise', createdAt: '2025-10-01T10:30:00.000Z' },
      {
        _id: 'old',
        title: 'Semester 4 notes',
        message: 'Up now',
        createdAt: '2025-09-01T10:00:00.000Z',
      },
    ]);
  });
});
