import { describe, expect, it } from 'vitest';
import {
  RESET_TTL_SECONDS,
  generateResetToken,
  hashResetToken,
  resetLink,
  resetLinkOrigin,
} from './password-reset.js';

describe('reset tokens', () => {
  it('are 32 random bytes in hex, stored only as their SHA-256', () => {
    const token = generateResetToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(generateResetToken()).not.toBe(token);
    const hash = hashResetToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toBe(token);
    expect(hashResetToken(token)).toBe(hash);
    expect(RESET_TTL_SECONDS).toBe(900);
  });

  it('make the docs/product.md §2 link', () => {
    expect(resetLink('https://x.web.app', 'ab')).toBe('https://x.web.app/reset-password/ab');
  });
});

describe('resetLinkOrigin', () => {
  const prod = { emulator: false, projectId: 'notesea' };

  it('uses the request Origin when it is one of the app origins', () => {
    expect(resetLinkOrigin({ ...prod, origin: 'https://notesea.firebaseapp.com' })).toBe(
      'https://notesea.firebaseapp.com',
    );
    expect(resetLinkOrigin({ ...prod, host: 'notesea.web.app' })).toBe('https://notesea.web.app');
  });

  it('never points the link at a foreign origin (host-header poisoning)', () => {
    expect(resetLinkOrigin({ ...prod, origin: 'https://evil.example', host: 'evil.example' })).toBe(
      'https://notesea.web.app',
    );
    expect(resetLinkOrigin({ ...prod, origin: 'http://localhost:5000' })).toBe(
      'https://notesea.web.app',
    );
  });

  it('in the emulator accepts local origins and defaults to the app at :5000', () => {
    const emu = { emulator: true, projectId: 'demo-notesea' };
    expect(resetLinkOrigin({ ...emu, origin: 'http://127.0.0.1:5100' })).toBe(
      'http://127.0.0.1:5100',
    );
    expect(resetLinkOrigin({ ...emu, host: 'localhost:5000' })).toBe('http://localhost:5000');
    expect(resetLinkOrigin({ ...emu, origin: 'https://evil.example' })).toBe(
      'http://127.0.0.1:5000',
    );
    expect(resetLinkOrigin(emu)).toBe('http://127.0.0.1:5000');
  });
});
