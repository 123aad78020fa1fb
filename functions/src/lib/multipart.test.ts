import { describe, expect, it } from 'vitest';
import { multipartBody, pdfOfSize, PDF_BYTES } from '../test-utils/resumes.js';
import { parseMultipart, UNREADABLE_UPLOAD } from './multipart.js';

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
