import { describe, expect, it } from 'vitest';
import { mailboxKey } from './limits.js';

describe('mailboxKey', () => {
  it.each([
    ['asha.verma@gmail.com', 'ashaverma@gmail.com'],
    ['AshaVerma@Gmail.com', 'ashaverma@gmail.com'],
    ['a.s.h.a.verma+notesea@gmail.com', 'ashaverma@gmail.com'],
    ['ashaverma+1+2@googlemail.com', 'ashaverma@gmail.com'],
    [' ashaverma@gmail.com ', 'ashaverma@gmail.com'],
  ])('keys every Gmail alias of one inbox alike: %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });

  it('leaves other providers as typed (lower-cased): dots and tags may matter there', () => {
    expect(mailboxKey('Asha.Verma+x@Example.com')).toBe('asha.verma+x@example.com');
    expect(mailboxKey('gmail.com@evil.example')).toBe('gmail.com@evil.example');
  });

  it('never produces an empty local part', () => {
    expect(mailboxKey('+tag@gmail.com')).toBe('+tag@gmail.com');
    expect(mailboxKey('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxKey('no-at-sign')).toBe('no-at-sign');
  });
});
