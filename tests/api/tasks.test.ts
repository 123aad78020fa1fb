import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { createTestUser, type TestUser } from '../support/users.js';

type Task = { _id: string; title: string; completed: boolean; createdAt: string };

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createTestUser(), createTestUser()]);
});

async function addTask(user: TestUser, title: string): Promise<Task> {
  const res = await api<Task>('/tasks', { method: 'POST', token: user.token, body: { title } });
  expect(res.status).toBe(201);
  return res.body;
}

describe('tasks need a session', () => {
  it.each([
    ['GET', '/tasks', undefined],
    ['POST', '/tasks', { title: 'x' }],
    ['PUT', '/tasks/some-id', { completed: true }],
    ['DELETE', '/tasks/some-id', undefined],
  ])('%s %s without a token → 401', async (method, path, body) => {
    const res = await api(path, { method, body });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authorized', code: 'unauthorized' });
  });
});

describe('POST /tasks', () => {
  it('creates an open task with the trimmed title and stores it under the user', async () => {
    const task = await addTask(alice, '  Finish DBMS assignment  ');
    expect(task).toEqual({
      _id: expect.any(String),
      title: 'Finish DBMS assignment',
      completed: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const stored = await admin.db.doc(`users/${alice.uid}/tasks/${task._id}`).get();
    expect(stored.data()).toMatchObject({ title: 'Finish DBMS assignment', completed: false });
  });

  it.each([
    ['an empty title', { title: '' }, 'Task title is required'],
    ['a blank title', { title: '   ' }, 'Task title is required'],
    ['no title', {}, 'Task title is required'],
    ['a number', { title: 42 }, 'Task title must be text'],
    ['201 characters', { title: 'x'.repeat(201) }, 'Task title must be at most 200 characters'],
  ])('%s → 400 %s, nothing stored', async (_label, body, message) => {
    const before = await admin.db.collection(`users/${bob.uid}/tasks`).get();
    const res = await api('/tasks', { method: 'POST', token: bob.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    const after = await admin.db.collection(`users/${bob.uid}/tasks`).get();
    expect(after.size).toBe(before.size);
  });

  it('accepts exactly 200 characters', async () => {
    const task = await addTask(bob, 'y'.repeat(200));
    expect(task.title).toHaveLength(200);
  });
});

describe('GET /tasks', () => {
  it("lists only the caller's tasks, oldest first, private", async () => {
    const user = await createTestUser();
    const first = await addTask(user, 'first');
    const second = await addTask(user, 'second');
    const third = await addTask(user, 'third');
    await addTask(alice, 'not yours');
    const res = await api<Task[]>('/tasks', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.map((t) => t._id)).toEqual([first._id, second._id, third._id]);
    expect(res.body[0]).toEqual(first);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves out a task stored in a shape it does not fit, and answers 404 to edit it', async () => {
    // Tasks are written only by the API; one edited by hand (`completed: "yes"`) is not shown.
    const user = await createTestUser();
    const kept = await addTask(user, 'kept');
    const misfit = admin.db.doc(`users/${user.uid}/tasks/typed-by-hand`);
    await misfit.set({ title: 'typed by hand', completed: 'yes', createdAt: new Date() });
    const res = await api<Task[]>('/tasks', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([kept]);
    const edit = await api('/tasks/typed-by-hand', {
      method: 'PUT',
      token: user.token,
      body: { title: 'renamed' },
    });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ message: 'Task not found', code: 'not_found' });
    // The refused edit changed nothing.
    expect((await misfit.get()).data()).toMatchObject({ title: 'typed by hand', completed: 'yes' });
    // It can still be deleted (the student's own document, whatever its shape).
    const removed = await api('/tasks/typed-by-hand', { method: 'DELETE', token: user.token });
    expect(removed.status).toBe(200);
    expect((await misfit.get()).exists).toBe(false);
  });

  it('is an empty list for a new user', async () => {
    const user = await createTestUser();
    const res = await api('/tasks', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('PUT /tasks/:id', () => {
  it('toggles completed and keeps the title', async () => {
    const task = await addTask(alice, 'toggle me');
    const res = await api<Task>(`/tasks/${task._id}`, {
      method: 'PUT',
      token: alice.token,
      body: { completed: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...task, completed: true });
    const back = await api<Task>(`/tasks/${task._id}`, {
      method: 'PUT',
      token: alice.token,
      body: { completed: false },
    });
    expect(back.body.completed).toBe(false);
  });

  it('renames with a trimmed title and keeps completed', async () => {
    const task = await addTask(alice, 'old title');
    await api(`/tasks/${task._id}`, {
      method: 'PUT',
      token: alice.token,
      body: { completed: true },
    });
    const res = await api<Task>(`/tasks/${task._id}`, {
      method: 'PUT',
      token: alice.token,
      body: { title: '  new title ' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...task, title: 'new title', completed: true });
    const stored = await admin.db.doc(`users/${alice.uid}/tasks/${task._id}`).get();
    expect(stored.data()).toMatchObject({ title: 'new title', completed: true });
  });

  it.each([
    ['nothing to change', {}, 'Send either completed or title'],
    ['both fields', { completed: true, title: 'both' }, 'Send either completed or title, not both'],
    ['completed as text', { completed: 'yes' }, 'completed must be true or false'],
    ['a blank title', { title: '  ' }, 'Task title is required'],
    ['201 characters', { title: 'z'.repeat(201) }, 'Task title must be at most 200 characters'],
  ])('%s → 400 %s, task unchanged', async (_label, body, message) => {
    const task = await addTask(alice, 'stays');
    const res = await api(`/tasks/${task._id}`, { method: 'PUT', token: alice.token, body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'validation' });
    const stored = await admin.db.doc(`users/${alice.uid}/tasks/${task._id}`).get();
    expect(stored.data()).toMatchObject({ title: 'stays', completed: false });
  });

  it("another user's task → 404 Task not found, untouched, not created for the caller", async () => {
    const task = await addTask(alice, 'alice only');
    for (const body of [{ completed: true }, { title: 'hijacked' }]) {
      const res = await api(`/tasks/${task._id}`, { method: 'PUT', token: bob.token, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Task not found', code: 'not_found' });
    }
    const stored = await admin.db.doc(`users/${alice.uid}/tasks/${task._id}`).get();
    expect(stored.data()).toMatchObject({ title: 'alice only', completed: false });
    const ghost = await admin.db.doc(`users/${bob.uid}/tasks/${task._id}`).get();
    expect(ghost.exists).toBe(false);
  });

  it('an unknown id → 404', async () => {
    const res = await api('/tasks/no-such-task', {
      method: 'PUT',
      token: alice.token,
      body: { completed: true },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Task not found', code: 'not_found' });
  });
});

describe('DELETE /tasks/:id', () => {
  it('deletes the task', async () => {
    const task = await addTask(alice, 'delete me');
    const res = await api(`/tasks/${task._id}`, { method: 'DELETE', token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: task._id, message: 'Task deleted' });
    const stored = await admin.db.doc(`users/${alice.uid}/tasks/${task._id}`).get();
    expect(stored.exists).toBe(false);
    const list = await api<Task[]>('/tasks', { token: alice.token });
    expect(list.body.map((t) => t._id)).not.toContain(task._id);
  });

  it('deleting it again → 404', async () => {
    const task = await addTask(alice, 'twice');
    await api(`/tasks/${task._id}`, { method: 'DELETE', token: alice.token });
    const res = await api(`/tasks/${task._id}`, { method: 'DELETE', token: alice.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Task not found', code: 'not_found' });
  });

  it("another user's task → 404 Task not found, still there", async () => {
    const task = await addTask(alice, 'keep me');
    const res = await api(`/tasks/${task._id}`, { method: 'DELETE', token: bob.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Task not found', code: 'not_found' });
    const stored = await admin.db.doc(`users/${alice.uid}/tasks/${task._id}`).get();
    expect(stored.exists).toBe(true);
  });
});
