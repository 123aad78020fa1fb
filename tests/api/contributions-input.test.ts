/**
 * Bodies of the contributions API that are not what the endpoint takes
 * (docs/contributions.md#api-under-api): `POST /uploads` sent as anything but multipart, and a
 * request `message` that is not text. Each refusal names what is wrong and stores nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { createSubject } from '../support/content.js';
import { incomingFilesOf, uploadDocsOf } from '../support/contributions.js';
import { api } from '../support/http.js';
import { createTestUser } from '../support/users.js';

const NOT_MULTIPART =
  'Send the upload as multipart/form-data: the fields and the PDF or photos in one form.';

let subjectId: string;

beforeAll(async () => {
  subjectId = await createSubject('Contributions Input Subject');
});

describe('POST /uploads with a body that is not multipart', () => {
  it('answers 415 saying so, whatever the body holds, and stores nothing', async () => {
    const student = await createTestUser();
    const fields = { kind: 'note', subjectId, unit: '2', credit: 'name' };
    const bodies: [string | undefined, string | undefined][] = [
      ['application/json', JSON.stringify(fields)],
      ['application/json', JSON.stringify({ ...fields, kind: 'book' })],
      ['application/x-www-form-urlencoded', new URLSearchParams(fields).toString()],
      ['text/plain', 'a PDF, honestly'],
      ['application/pdf', '%PDF-1.7'],
      [undefined, undefined],
    ];
    for (const [type, body] of bodies) {
      const res = await api('/uploads', {
        method: 'POST',
        token: student.token,
        headers: type ? { 'Content-Type': type } : {},
        body,
      });
      expect({ type, status: res.status, body: res.body }).toEqual({
        type,
        status: 415,
        body: { message: NOT_MULTIPART, code: 'unsupported_media_type' },
      });
    }
    expect(await uploadDocsOf(student.uid)).toEqual([]);
    expect(await incomingFilesOf(student.uid)).toEqual([]);
  });

  it('still answers 401 first without a session', async () => {
    const res = await api('/uploads', { method: 'POST', body: { kind: 'note' } });
    expect(res).toMatchObject({ status: 401, body: { message: 'Not authorized' } });
  });
});

describe('POST /requests with a message that is not text', () => {
  it('answers 400 "message must be text", and a long text is still too long', async () => {
    const student = await createTestUser();
    const ask = { subjectId, kind: 'note', unit: 3 };
    for (const message of [42, true, ['Unit 3'], { text: 'Unit 3' }, null]) {
      expect(
        await api('/requests', { token: student.token, body: { ...ask, message } }),
      ).toMatchObject({
        status: 400,
        body: { message: 'message must be text', code: 'validation' },
      });
    }
    expect(
      await api('/requests', { token: student.token, body: { ...ask, message: 'x'.repeat(301) } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'message must be at most 300 characters' },
    });
    const mine = await admin.db.collection('requests').where('uid', '==', student.uid).get();
    expect(mine.size).toBe(0);
  });
});
