// The body bytes as the Cloud Functions runtime keeps them: a webhook signature and a multipart
// upload are read from `req.rawBody`, never from the drained stream.
import { describe, expect, it } from 'vitest';
import { keptRawBody, rawBodyOf } from './raw-body.js';

type Fake = Parameters<typeof rawBodyOf>[0] & { rawBody?: unknown };
const request = (fields: Partial<Fake>): Fake => ({ readable: true, headers: {}, ...fields });

describe('raw body', () => {
  it('returns the bytes the runtime kept', () => {
    const bytes = Buffer.from('{"a":1}');
    expect(keptRawBody(request({ rawBody: bytes }))).toBe(bytes);
    expect(rawBodyOf(request({ rawBody: bytes }))).toBe(bytes);
  });

  it('ignores a rawBody that is not bytes', () => {
    expect(keptRawBody(request({ rawBody: '{"a":1}' }))).toBeUndefined();
  });

  it('reads a body-less request as empty', () => {
    expect(rawBodyOf(request({ readable: false }))).toEqual(Buffer.alloc(0));
    expect(rawBodyOf(request({ headers: { 'content-length': '0' } }))).toEqual(Buffer.alloc(0));
  });

  it('fails loudly when a body was sent but not kept (not in the functions runtime)', () => {
    expect(() => rawBodyOf(request({ headers: { 'content-length': '12' } }))).toThrow(
      /must run in the Cloud Functions runtime/,
    );
  });
});
