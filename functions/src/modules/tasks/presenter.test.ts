import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { presentNotification } from '../notifications/presenter.js';
import { presentTask } from './presenter.js';

const at = Timestamp.fromDate(new Date('2025-10-01T10:30:00.000Z'));

describe('student-tool presenters', () => {
  it('presents a task as {_id, title, completed, createdAt}', () => {
    expect(
      presentTask({ id: 't1', data: { title: 'Lab record', completed: true, createdAt: at } }),
    ).toEqual({
      _id: 't1',
      title: 'Lab record',
      completed: true,
      createdAt: '2025-10-01T10:30:00.000Z',
    });
    // A task that does not fit its schema never reaches the presenter (routes.test.ts).
  });

  it('presents a notification as {_id, title, message, createdAt}', () => {
    expect(
      presentNotification({
        id: 'n1',
        data: { title: 'Exams', message: 'Revise', createdAt: at, draft: true },
      }),
    ).toEqual({
      _id: 'n1',
      title: 'Exams',
      message: 'Revise',
      createdAt: '2025-10-01T10:30:00.000Z',
    });
  });
});
