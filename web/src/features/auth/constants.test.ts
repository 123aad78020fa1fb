import * as shared from '@shared/accounts';
import { describe, expect, it } from 'vitest';
import { OTP_TTL_SECONDS, PASSWORD_MIN } from './constants';

describe('auth constants', () => {
  it('match the API contract in @shared/accounts', () => {
    expect(OTP_TTL_SECONDS).toBe(shared.OTP_TTL_SECONDS);
    expect(PASSWORD_MIN).toBe(shared.PASSWORD_MIN);
  });
});
