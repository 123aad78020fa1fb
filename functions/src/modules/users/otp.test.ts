import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { REFUSED } from '../../lib/stored.js';
import {
  MAX_OTP_ATTEMPTS,
  checkOtpState,
  generateOtp,
  hashOtp,
  otpMatches,
  previousSend,
  resendWaitSeconds,
} from './otp.js';

describe('generateOtp', () => {
  it('draws 6-digit strings, keeping leading zeros', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2000 draws from a million: practically all distinct if the draw is random.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });
});

describe('hashOtp / otpMatches', () => {
  it('stores no trace of the digits and binds the code to its account', () => {
    const hash = hashOtp('uid-1', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashOtp('uid-2', '123456')).not.toBe(hash);
    expect(otpMatches('uid-1', '123456', hash)).toBe(true);
    expect(otpMatches('uid-1', '123457', hash)).toBe(false);
    expect(otpMatches('uid-2', '123456', hash)).toBe(false);
    expect(otpMatches('uid-1', '123456', undefined)).toBe(false);
    expect(otpMatches('uid-1', '123456', 'short')).toBe(false);
  });
});

describe('checkOtpState', () => {
  const sent = Date.parse('2025-10-01T10:00:00.000Z');
  const expiresAtMs = sent + 900_000;

  it('is valid until 900 s after sending, expired from then on', () => {
    expect(checkOtpState({ expiresAtMs, attempts: 1 }, sent + 899_999)).toBe('ok');
    expect(checkOtpState({ expiresAtMs, attempts: 1 }, sent + 900_000)).toBe('expired');
  });

  it('allows the 5th try and locks from the 6th', () => {
    expect(MAX_OTP_ATTEMPTS).toBe(5);
    expect(checkOtpState({ expiresAtMs, attempts: 5 }, sent)).toBe('ok');
    expect(checkOtpState({ expiresAtMs, attempts: 6 }, sent)).toBe('locked');
  });

  it('reports expiry before the lock', () => {
    expect(checkOtpState({ expiresAtMs, attempts: 9 }, expiresAtMs)).toBe('expired');
  });
});

describe('resendWaitSeconds', () => {
  const sent = 1_000_000;
  it('makes the next OTP email wait 60 s, rounded up', () => {
    expect(resendWaitSeconds(sent, sent)).toBe(60);
    expect(resendWaitSeconds(sent, sent + 59_001)).toBe(1);
    expect(resendWaitSeconds(sent, sent + 60_000)).toBe(0);
    expect(resendWaitSeconds(0, sent)).toBe(0);
  });

  it('tolerates a second of clock skew; a sentAt further ahead was typed by hand: no wait', () => {
    expect(resendWaitSeconds(sent + 1_000, sent)).toBe(60);
    expect(resendWaitSeconds(sent + 1_001, sent)).toBe(0);
    expect(resendWaitSeconds(sent + 86_400_000, sent)).toBe(0);
  });
});

describe('previousSend', () => {
  const updateTime = Timestamp.fromMillis(1_759_314_600_123);

  it('is the stored send time, or none', () => {
    const sentAt = Timestamp.fromMillis(1_759_314_000_000);
    const record = { hash: 'a'.repeat(64), expiresAt: sentAt, attempts: 0, sentAt };
    expect(previousSend(record, updateTime)).toEqual({
      sentAtMs: 1_759_314_000_000,
      claimKey: 1_759_314_000_000,
    });
    expect(previousSend(undefined, undefined)).toEqual({ sentAtMs: 0, claimKey: 0 });
  });

  it('for an unreadable record: no wait, and a claim named after its last write in µs', () => {
    expect(previousSend(REFUSED, updateTime)).toEqual({
      sentAtMs: 0,
      claimKey: 1_759_314_600_123_000,
    });
  });
});
