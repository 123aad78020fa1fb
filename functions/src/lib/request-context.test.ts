import { describe, expect, it } from 'vitest';
import { loggablePath, pickRequestId } from './request-context.js';

describe('pickRequestId', () => {
  it('prefers the trace id, then a safe client id, then a UUID', () => {
    expect(pickRequestId('abc123/456;o=1', 'client')).toBe('abc123');
    expect(pickRequestId(undefined, 'client-1')).toBe('client-1');
    expect(pickRequestId(undefined, 'x'.repeat(129))).toMatch(/^[0-9a-f-]{36}$/);
    expect(pickRequestId(undefined, 'bad\nid')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('loggablePath', () => {
  it('drops the query string and hides reset tokens', () => {
    expect(loggablePath('/api/semesters?x=1')).toBe('/api/semesters');
    expect(loggablePath('/api/users/reset-password/abcdef0123')).toBe(
      '/api/users/reset-password/:token',
    );
  });
});
