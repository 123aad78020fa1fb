import type { TaskDto } from '@notesea/contract/tasks';
import { describe, expect, it } from 'vitest';
import { api, EventStream, FileDownload, sseEvent } from './api-handlers';
import { server } from './server';

const task: TaskDto = { _id: 't1', title: 'Revise OS', completed: false, createdAt: null };

async function call(method: string, path: string) {
  const response = await fetch(new URL(path, window.location.origin), { method });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

describe('api handlers', () => {
  it('answer with the status and JSON body of each reply', async () => {
    server.use(
      api.get('/api/tasks', ({ ok }) => ok([task])),
      api.post('/api/tasks', ({ created }) => created(task)),
      api.delete('/api/bookmarks/:noteId', ({ noContent }) => noContent()),
      api.put('/api/tasks/:id', ({ params, fail }) =>
        fail(404, { message: `No task ${params.id}`, code: 'not_found' }),
      ),
      api.delete('/api/tasks/:id', ({ fail }) => fail(500)),
    );

    expect(await call('GET', '/api/tasks')).toMatchObject({ status: 200, body: [task] });
    expect(await call('POST', '/api/tasks')).toMatchObject({ status: 201, body: task });
    expect(await call('DELETE', '/api/bookmarks/n1')).toEqual({
      status: 204,
      type: null,
      body: '',
    });
    expect(await call('PUT', '/api/tasks/t9')).toMatchObject({
      status: 404,
      body: { message: 'No task t9', code: 'not_found' },
    });
    expect(await call('DELETE', '/api/tasks/t1')).toMatchObject({
      status: 500,
      body: { message: 'Something went wrong. Please try again.', code: 'internal' },
    });
  });

  it('a concrete path answers for that id only', async () => {
    // In one server.use, the first handler that matches answers.
    server.use(
      api.get('/api/notes/n1', ({ fail }) => fail(500)),
      api.get('/api/notes/:noteId', ({ fail }) =>
        fail(404, { message: 'Note not found', code: 'not_found' }),
      ),
    );

    expect((await call('GET', '/api/notes/n1')).status).toBe(500);
    expect((await call('GET', '/api/notes/n2')).status).toBe(404);
  });

  it('sends files and event streams as the API does', async () => {
    server.use(
      api.get('/api/orders/:id/download', ({ ok }) =>
        ok(new FileDownload(new Uint8Array([80, 75]), 'app.zip', 'application/zip')),
      ),
      api.post('/api/chatbot/stream', ({ ok }) =>
        ok(new EventStream(sseEvent('done', { conversationId: null }))),
      ),
    );

    expect(await call('GET', '/api/orders/o1/download')).toEqual({
      status: 200,
      type: 'application/zip',
      body: 'PK',
    });
    expect(await call('POST', '/api/chatbot/stream')).toEqual({
      status: 200,
      type: 'text/event-stream; charset=utf-8',
      body: 'event: done\ndata: {"conversationId":null}\n\n',
    });
  });

  it('a network error never reaches the API', async () => {
    server.use(api.get('/api/tasks', ({ networkError }) => networkError()));

    await expect(call('GET', '/api/tasks')).rejects.toThrow(TypeError);
  });
});

/**
 * Handlers the API could never answer, each refused by `tsc -p web` (never run: the point is the
 * compile). An unused `@ts-expect-error` fails the compile too, so each line proves its error.
 */
export function wrongHandlers() {
  return [
    // A route the API does not have.
    // @ts-expect-error -- no GET /api/task
    api.get('/api/task', ({ ok }) => ok([task])),
    // The right route with another method.
    // @ts-expect-error -- /api/tasks/:id is PUT and DELETE only
    api.get('/api/tasks/:id', ({ ok }) => ok(task)),
    // A body of the wrong shape: a task where the list is, a field missing, a field too many.
    // @ts-expect-error -- GET /api/tasks answers TaskDto[]
    api.get('/api/tasks', ({ ok }) => ok(task)),
    // @ts-expect-error -- TaskDto has createdAt
    api.post('/api/tasks', ({ created }) => created({ _id: 't1', title: 'x', completed: false })),
    // @ts-expect-error -- TaskDto has no `done`
    api.put('/api/tasks/t1', ({ ok }) => ok({ ...task, done: true })),
    // 204 where the API answers 200 with a body (DELETE /api/tasks/:id: { _id, message }).
    // @ts-expect-error -- no noContent on this route
    api.delete('/api/tasks/:id', ({ noContent }) => noContent()),
    // 200 where the API answers 201 (POST /api/tasks).
    // @ts-expect-error -- no ok on this route
    api.post('/api/tasks', ({ ok }) => ok(task)),
    // An error code the API never uses, and one of another status.
    // @ts-expect-error -- 'VALIDATION' is 'validation'
    api.post('/api/tasks', ({ fail }) => fail(400, { message: 'Too long', code: 'VALIDATION' })),
    // @ts-expect-error -- 400 is 'validation' or 'bad_request'
    api.post('/api/tasks', ({ fail }) => fail(400, { message: 'Gone', code: 'not_found' })),
    // An error status the route never answers (GET /api/semesters is public and has no id).
    // @ts-expect-error -- no 401 on a public route
    api.get('/api/semesters', ({ fail }) => fail(401, { message: 'No', code: 'unauthorized' })),
    // A 500 with a message of its own: the API's 500 never says more than the generic one.
    // @ts-expect-error -- fail(500) takes no body
    api.get('/api/tasks', ({ fail }) => fail(500, { message: 'Boom', code: 'internal' })),
    // A plain MSW response, or nothing at all.
    // @ts-expect-error -- only the replies' answers
    api.get('/api/tasks', () => new Response('[]')),
    // @ts-expect-error -- a resolver must answer
    api.get('/api/tasks', async () => {}),
  ];
}
