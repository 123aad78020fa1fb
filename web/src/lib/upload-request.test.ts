import { describe, expect, it } from 'vitest';
import type { UploadCreatedDto } from '@notesea/contract/contributions-rules';
import { api } from '@/testing/api-handlers';
import { server } from '@/testing/server';
import { getToken, setToken } from './api-client';
import { postMultipart, UploadError } from './upload-request';

const uploaded: UploadCreatedDto = {
  _id: 'u1',
  kind: 'pyq',
  subjectId: 'dbms',
  title: 'May 2024',
  status: 'pending',
};

describe('postMultipart', () => {
  it('sends the fields and files with the bearer token and reports progress', async () => {
    setToken('session-9');
    let received: { auth: string | null; kind: unknown; photos: string[] } | undefined;
    server.use(
      api.post('/api/uploads', async ({ request, created }) => {
        const form = await request.formData();
        received = {
          auth: request.headers.get('Authorization'),
          kind: form.get('kind'),
          // By content: jsdom's FormData reaches msw's XMLHttpRequest stand-in without the file
          // names (browsers send them); the order is what matters here.
          photos: await Promise.all(form.getAll('photos').map((file) => (file as File).text())),
        };
        return created(uploaded);
      }),
    );
    const body = new FormData();
    body.set('kind', 'pyq');
    body.append('photos', new File(['a'], 'p1.jpg', { type: 'image/jpeg' }));
    body.append('photos', new File(['bb'], 'p2.png', { type: 'image/png' }));
    const progress: number[] = [];

    const answer = await postMultipart('/uploads', body, {
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });

    expect(answer).toEqual(uploaded);
    expect(received).toEqual({ auth: 'Bearer session-9', kind: 'pyq', photos: ['a', 'bb'] });
    expect(progress.at(-1)).toBe(1);
  });

  it("rejects with the server's message and keeps the whole answer", async () => {
    server.use(
      api.post('/api/uploads', ({ fail }) =>
        fail(409, {
          message: 'This file is already on NoteSea.',
          code: 'duplicate',
          existing: { kind: 'pyq', _id: 'p9', title: 'May 2024', link: '/pyqs/p9' },
        }),
      ),
    );

    const error = await postMultipart('/uploads', new FormData()).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({
      status: 409,
      message: 'This file is already on NoteSea.',
      code: 'duplicate',
      body: { existing: { kind: 'pyq', _id: 'p9', title: 'May 2024', link: '/pyqs/p9' } },
    });
  });

  it('drops the session on a 401, as every API call does', async () => {
    setToken('expired');
    server.use(
      api.post('/api/uploads', ({ fail }) =>
        fail(401, { message: 'Not authorized', code: 'unauthorized' }),
      ),
    );

    await expect(postMultipart('/uploads', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
  });
});
