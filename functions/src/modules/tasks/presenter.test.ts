import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { presentChatMessage } from '../chat/presenter.js';
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
    // Anything but a stored `true` is open.
    expect(presentTask({ id: 't2', data: { title: 'x', completed: 'yes' } })).toMatchObject({
      completed: false,
      createdAt: null,
    });
  });

  it('presents a chat message with the author name only, never the uid', () => {
    const dto = presentChatMessage({
      id: 'm1',
      data: { text: 'hello', uid: 'secret-uid', userName: 'Asha', createdAt: at },
    });
    expect(dto).toEqual({
      _id: 'm1',
      text: 'hello',
      createdAt: '2025-10-01T10:30:00.000Z',
      user: { name: 'Asha' },
    });
    expect(presentChatMessage({ id: 'm2', data: { text: 'x' } }).user).toEqual({ name: '' });
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
