import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskDto } from '@notesea/contract/tasks';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const task = (id: string, title: string, completed = false): TaskDto => ({
  _id: id,
  title,
  completed,
  createdAt: '2025-10-01T10:00:00.000Z',
});

/** An in-memory /api/tasks that records the bodies it received. */
function tasksApi(initial: TaskDto[]) {
  let tasks = [...initial];
  const calls: { method: string; id?: string; body?: unknown }[] = [];
  server.use(
    api.get('/api/tasks', ({ ok }) => ok(tasks)),
    api.post('/api/tasks', async ({ request, created }) => {
      const body = (await request.json()) as { title: string };
      calls.push({ method: 'POST', body });
      const added = task(`t${tasks.length + 1}`, body.title);
      tasks = [...tasks, added];
      return created(added);
    }),
    api.put('/api/tasks/:id', async ({ params, request, ok, fail }) => {
      const body = (await request.json()) as Partial<TaskDto>;
      calls.push({ method: 'PUT', id: params.id, body });
      tasks = tasks.map((t) => (t._id === params.id ? { ...t, ...body } : t));
      const updated = tasks.find((t) => t._id === params.id);
      return updated ? ok(updated) : fail(404, { message: 'Task not found', code: 'not_found' });
    }),
    api.delete('/api/tasks/:id', ({ params, ok }) => {
      calls.push({ method: 'DELETE', id: params.id });
      tasks = tasks.filter((t) => t._id !== params.id);
      return ok({ _id: params.id, message: 'Task deleted' });
    }),
  );
  return calls;
}

describe('/tasks', () => {
  it('shows the empty state when there are no tasks', async () => {
    tasksApi([]);
    await renderApp('/tasks', { token: 't' });

    expect(await screen.findByText('No tasks added yet.')).toBeInTheDocument();
  });

  it('adds a task, and never sends a blank title', async () => {
    const calls = tasksApi([]);
    const { user } = await renderApp('/tasks', { token: 't' });
    await screen.findByText('No tasks added yet.');

    await user.type(screen.getByLabelText('New task'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText('New task'));
    await user.type(screen.getByLabelText('New task'), '  Finish DBMS lab record  {Enter}');

    expect(
      await screen.findByRole('checkbox', { name: 'Finish DBMS lab record' }),
    ).not.toBeChecked();
    expect(calls).toEqual([{ method: 'POST', body: { title: 'Finish DBMS lab record' } }]);
    expect(screen.getByLabelText('New task')).toHaveValue('');
    expect(screen.queryByText('No tasks added yet.')).not.toBeInTheDocument();
  });

  it('toggles a task complete and back', async () => {
    const calls = tasksApi([task('t1', 'Revise OS unit 3')]);
    const { user } = await renderApp('/tasks', { token: 't' });

    const checkbox = await screen.findByRole('checkbox', { name: 'Revise OS unit 3' });
    await user.click(checkbox);
    await waitFor(() => expect(checkbox).toBeChecked());
    expect(await screen.findByText('1 of 1 completed')).toBeInTheDocument();
    await user.click(checkbox);
    await waitFor(() => expect(checkbox).not.toBeChecked());

    expect(calls).toEqual([
      { method: 'PUT', id: 't1', body: { completed: true } },
      { method: 'PUT', id: 't1', body: { completed: false } },
    ]);
  });

  it('edits a title inline, then Save sends it; Cancel and blank send nothing', async () => {
    const calls = tasksApi([task('t1', 'Read chapter 2')]);
    const { user } = await renderApp('/tasks', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Edit Read chapter 2' }));
    const input = screen.getByLabelText('Task title');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'ignored');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('checkbox', { name: 'Read chapter 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Read chapter 2' }));
    await user.clear(screen.getByLabelText('Task title'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText('Task title'), 'Read chapters 2 and 3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByRole('checkbox', { name: 'Read chapters 2 and 3' }),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'PUT', id: 't1', body: { title: 'Read chapters 2 and 3' } }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Read chapters 2 and 3' })).toHaveFocus(),
    );
  });

  it('deletes a task', async () => {
    const calls = tasksApi([task('t1', 'Submit assignment'), task('t2', 'Pay exam fee')]);
    const { user } = await renderApp('/tasks', { token: 't' });

    await user.click(await screen.findByRole('button', { name: 'Delete Submit assignment' }));

    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: 'Submit assignment' })).not.toBeInTheDocument(),
    );
    const list = screen.getByRole('list', { name: 'Your tasks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(calls).toEqual([{ method: 'DELETE', id: 't1' }]);
  });

  it('shows the server message when a task cannot be added', async () => {
    tasksApi([]);
    server.use(
      api.post('/api/tasks', ({ fail }) =>
        fail(400, { message: 'Task title must be at most 200 characters', code: 'validation' }),
      ),
    );
    const { user } = await renderApp('/tasks', { token: 't' });
    await screen.findByText('No tasks added yet.');

    await user.type(screen.getByLabelText('New task'), 'Too long{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Task title must be at most 200 characters',
    );
  });

  it('shows the server message when the list cannot be loaded', async () => {
    server.use(api.get('/api/tasks', ({ fail }) => fail(500)));
    await renderApp('/tasks', { token: 't' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });
});
