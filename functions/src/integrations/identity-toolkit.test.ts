import { describe, expect, it } from 'vitest';
import { failureOf, identityToolkitBase } from './identity-toolkit.js';

describe('failureOf', () => {
  it('gives unknown email and wrong password the same reason', () => {
    expect(failureOf('EMAIL_NOT_FOUND')).toBe('invalid-credentials');
    expect(failureOf('INVALID_PASSWORD')).toBe('invalid-credentials');
    expect(failureOf('INVALID_LOGIN_CREDENTIALS')).toBe('invalid-credentials');
  });

  it('recognises disabled accounts and throttling, with or without detail', () => {
    expect(failureOf('USER_DISABLED')).toBe('user-disabled');
    expect(failureOf('TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled')).toBe('too-many-attempts');
  });

  it('leaves anything else to the caller (a 500)', () => {
    expect(failureOf('API_KEY_INVALID')).toBeUndefined();
    expect(failureOf('')).toBeUndefined();
  });
});

describe('identityToolkitBase', () => {
  it('targets the Auth emulator when its host is set, Google otherwise', () => {
    expect(identityToolkitBase('127.0.0.1:9099')).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1',
    );
    expect(identityToolkitBase('')).toBe('https://identitytoolkit.googleapis.com/v1');
  });
});
