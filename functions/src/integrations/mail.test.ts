import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));
vi.mock('../lib/clock.js', () => ({ now: () => new Date('2025-10-01T10:30:00.000Z') }));
vi.mock('../lib/firebase.js', () => ({ db: () => state.fake }));

const { escapeHtml, mailDocument, otpMail, passwordNotKeptMail, passwordResetMail, sendMail } =
  await import('./mail.js');

describe('mail documents (Trigger Email extension format)', () => {
  it('has exactly to, message {subject, text, html} and createdAt', () => {
    const doc = mailDocument('a@gmail.com', otpMail('Asha', '042137', 15));
    expect(Object.keys(doc).sort()).toEqual(['createdAt', 'message', 'to']);
    expect(Object.keys(doc.message).sort()).toEqual(['html', 'subject', 'text']);
    expect(doc.to).toBe('a@gmail.com');
    expect(doc.createdAt).toEqual(Timestamp.fromDate(new Date('2025-10-01T10:30:00.000Z')));
  });

  it('puts the OTP, and no other 6-digit number, in both bodies', () => {
    const mail = otpMail('Asha', '042137', 15);
    expect(mail.subject).toBe('NoteSea: your verification code');
    expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['042137']);
    expect(mail.html).toContain('042137');
    expect(mail.text).toContain('15 minutes');
  });

  it('escapes the user-chosen name in HTML, not in text', () => {
    const mail = otpMail('<b>Asha</b>', '123456', 15);
    expect(mail.html).toContain('&lt;b&gt;Asha&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Asha');
    expect(mail.text).toContain('Hi <b>Asha</b>,');
  });

  it('carries the reset link in text and as the HTML anchor', () => {
    const link = 'http://127.0.0.1:5000/reset-password/abc';
    const mail = passwordResetMail('Asha', link, 15);
    expect(mail.subject).toBe('NoteSea: reset your password');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.text).toContain('expires in 15 minutes');
  });

  it('tells a contested sign-up how to choose a password, with no code or link to misuse', () => {
    const mail = passwordNotKeptMail('<b>Asha</b>');
    expect(mail.subject).toBe('NoteSea: choose your password');
    expect(mail.text).toContain('Hi <b>Asha</b>,');
    expect(mail.text).toContain('none of those passwords works any more');
    expect(mail.text).toContain('Forgot password');
    expect(mail.text).not.toMatch(/\b\d{6}\b|https?:/);
    expect(mail.html).toContain('&lt;b&gt;Asha&lt;/b&gt;');
    expect(mail.html).toContain('&quot;Forgot password&quot;');
  });

  it('escapeHtml covers attribute quotes', () => {
    expect(escapeHtml(`"'<&>`)).toBe('&quot;&#39;&lt;&amp;&gt;');
  });
});

describe('sendMail', () => {
  it('queues one mail document through its schema', async () => {
    const fake = new FakeFirestore();
    state.fake = fake;
    const id = await sendMail('a@gmail.com', otpMail('Asha', '042137', 15));
    expect(fake.read(`mail/${id}`)).toEqual(
      mailDocument('a@gmail.com', otpMail('Asha', '042137', 15)),
    );
  });

  it.each(['', 'a@gmail.com, b@gmail.com', 'not an address'])(
    'refuses to %j, writing nothing',
    async (to) => {
      const fake = new FakeFirestore();
      state.fake = fake;
      await expect(sendMail(to, otpMail('Asha', '042137', 15))).rejects.toThrow();
      expect(fake.docs.size).toBe(0);
    },
  );
});
