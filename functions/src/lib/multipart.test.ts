import express from 'express';
import { describe, expect, it } from 'vitest';
import { send } from '../test-utils/http.js';
import { multipartBody, pdfOfSize, PDF_BYTES } from '../test-utils/resumes.js';
import { errorHandler } from './error-handler.js';
import {
  isMultipart,
  parseMultipart,
  parseMultipartFiles,
  requireMultipart,
  UNREADABLE_UPLOAD,
} from './multipart.js';

const OPTIONS = { fileField: 'resume', maxFileBytes: 1000 };

async function parse(
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
  options = OPTIONS,
) {
  const { body, contentType } = await multipartBody(fields, file);
  return parseMultipart(body, { 'content-type': contentType }, options);
}

describe('parseMultipart', () => {
  it('reads text fields and the resume with its name and declared type', async () => {
    const form = await parse(
      { name: 'Asha', email: 'a@gmail.com' },
      { name: 'cv.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    );
    expect(form.fields).toEqual({ name: 'Asha', email: 'a@gmail.com' });
    expect(form.file).toEqual({
      filename: 'cv.pdf',
      declaredType: 'application/pdf',
      data: PDF_BYTES,
      truncated: false,
    });
  });

  it('keeps a file of exactly the maximum whole', async () => {
    const form = await parse({}, { name: 'cv.pdf', bytes: pdfOfSize(1000) });
    expect(form.file?.truncated).toBe(false);
    expect(form.file?.data.length).toBe(1000);
  });

  it('marks a file one byte over the maximum as truncated and keeps at most the maximum', async () => {
    const form = await parse({}, { name: 'cv.pdf', bytes: pdfOfSize(1001) });
    expect(form.file?.truncated).toBe(true);
    expect(form.file?.data.length).toBe(1000);
  });

  it('ignores other file fields and an empty file input', async () => {
    expect((await parse({}, { field: 'photo', name: 'me.pdf', bytes: PDF_BYTES })).file).toBe(
      undefined,
    );
    // A browser posts an empty file input as a part with filename="" and no bytes.
    const boundary = 'b0undary';
    const emptyPart = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        '',
        'x',
        `--${boundary}`,
        'Content-Disposition: form-data; name="resume"; filename=""',
        'Content-Type: application/octet-stream',
        '',
        '',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const form = await parseMultipart(emptyPart, { 'content-type': contentType }, OPTIONS);
    expect(form.fields).toEqual({ name: 'x' });
    expect(form.file).toBeUndefined();
  });

  it('keeps the first value of a repeated field', async () => {
    const form = new FormData();
    form.append('name', 'first');
    form.append('name', 'second');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const parsed = await parseMultipart(
      Buffer.from(await request.arrayBuffer()),
      { 'content-type': request.headers.get('content-type') ?? '' },
      OPTIONS,
    );
    expect(parsed.fields).toEqual({ name: 'first' });
  });

  it('a body that is not multipart is an empty form', async () => {
    const form = await parseMultipart(
      Buffer.from('{"name":"x"}'),
      { 'content-type': 'application/json' },
      OPTIONS,
    );
    expect(form).toEqual({ fields: {} });
  });

  it('a cut-off or boundary-less body → 400', async () => {
    const { body, contentType } = await multipartBody(
      { name: 'x' },
      { name: 'cv.pdf', bytes: PDF_BYTES },
    );
    await expect(
      parseMultipart(body.subarray(0, body.length - 20), { 'content-type': contentType }, OPTIONS),
    ).rejects.toMatchObject({ status: 400, message: UNREADABLE_UPLOAD });
    await expect(
      parseMultipart(body, { 'content-type': 'multipart/form-data' }, OPTIONS),
    ).rejects.toMatchObject({ status: 400, message: UNREADABLE_UPLOAD });
  });
});

describe('parseMultipartFiles', () => {
  async function body(parts: { field: string; name: string; bytes: Uint8Array }[]) {
    const form = new FormData();
    form.append('kind', 'note');
    for (const part of parts) {
      form.append(part.field, new Blob([new Uint8Array(part.bytes)]), part.name);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return {
      data: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    };
  }
  const options = { files: { file: 1, photos: 3 }, maxTotalBytes: 100 };
  const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

  it('keeps the parts of each field in the order sent', async () => {
    const { data, headers } = await body([
      { field: 'photos', name: 'a.jpg', bytes: bytes(10, 1) },
      { field: 'photos', name: 'b.jpg', bytes: bytes(20, 2) },
      { field: 'other', name: 'x.bin', bytes: bytes(5) },
    ]);
    const form = await parseMultipartFiles(data, headers, options);
    expect(form.fields).toEqual({ kind: 'note' });
    expect(form.files.photos?.map((p) => [p.filename, p.data.length, p.data[0]])).toEqual([
      ['a.jpg', 10, 1],
      ['b.jpg', 20, 2],
    ]);
    expect(form.files.other).toBeUndefined();
    expect(form).toMatchObject({ tooMany: {}, truncated: false });
  });

  it('says when a field has more parts than it allows', async () => {
    const four = ['a', 'b', 'c', 'd'].map((n) => ({ field: 'photos', name: n, bytes: bytes(5) }));
    const { data, headers } = await body(four);
    const form = await parseMultipartFiles(data, headers, options);
    expect(form.tooMany).toEqual({ photos: true });
    expect(form.files.photos).toHaveLength(3);
  });

  it('counts the limit over all parts together, and exactly the limit is whole', async () => {
    const exact = await body([
      { field: 'photos', name: 'a', bytes: bytes(60) },
      { field: 'photos', name: 'b', bytes: bytes(40) },
    ]);
    expect((await parseMultipartFiles(exact.data, exact.headers, options)).truncated).toBe(false);
    const over = await body([
      { field: 'photos', name: 'a', bytes: bytes(60) },
      { field: 'photos', name: 'b', bytes: bytes(41) },
    ]);
    const form = await parseMultipartFiles(over.data, over.headers, options);
    expect(form.truncated).toBe(true);
    expect(form.files.photos?.map((p) => p.truncated)).toEqual([false, true]);
  });
});

describe('requireMultipart', () => {
  const app = express();
  app.post('/form', requireMultipart('Send a form.'), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler);

  it('lets a multipart body through and answers 415 with the message for any other', async () => {
    const { body, contentType } = await multipartBody({ a: '1' });
    expect(
      (
        await send(app, '/form', {
          method: 'POST',
          headers: { 'Content-Type': contentType },
          raw: body,
        })
      ).body,
    ).toEqual({ ok: true });
    for (const init of [
      { json: { a: '1' } },
      { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, raw: 'a=1' },
      { headers: { 'Content-Type': 'multipart/mixed; boundary=x' }, raw: '' },
      {},
    ]) {
      const res = await send(app, '/form', { method: 'POST', ...init });
      expect(res).toMatchObject({
        status: 415,
        body: { message: 'Send a form.', code: 'unsupported_media_type' },
      });
    }
  });

  it('reads the type case-insensitively, with or without parameters', () => {
    expect(isMultipart({ 'content-type': 'Multipart/Form-Data; boundary=x' })).toBe(true);
    expect(isMultipart({ 'content-type': 'multipart/form-data' })).toBe(true);
    expect(isMultipart({ 'content-type': 'multipart/form-database' })).toBe(false);
    expect(isMultipart({})).toBe(false);
  });
});
