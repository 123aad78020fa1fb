import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';

const state = vi.hoisted(() => ({ fake: undefined as unknown }));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/firebase.js', () => ({ db: () => state.fake }));

const {
  PROFILE_FIELDS,
  newProfileSchema,
  normalisedProfileFields,
  profileChangesSchema,
  readUser,
  storedOtpSchema,
  storedPasswordResetSchema,
  storedUserSchema,
} = await import('./stored.js');

const created = Timestamp.fromMillis(Date.UTC(2025, 9, 1));

/** A profile as register writes it. */
function profile(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Verma',
    email: 'asha@gmail.com',
    phone: '9876543210',
    collegeStudent: true,
    gender: 'Female',
    location: '',
    bio: '',
    image: '',
    createdAt: created,
    ...overrides,
  };
}

let fake: FakeFirestore;
beforeEach(() => {
  fake = new FakeFirestore();
  state.fake = fake;
  vi.mocked(logger.warn).mockClear();
});

describe('users/{uid}: what the API writes reads back unchanged', () => {
  it('a new profile, and one later edited, seen and contested', () => {
    const written = newProfileSchema.parse(profile());
    expect(storedUserSchema.parse(written)).toEqual(written);
    expect(normalisedProfileFields(written)).toEqual([]);
    const later = {
      ...written,
      ...profileChangesSchema.parse({ location: 'Kota', bio: 'CSE, 3rd year' }),
      image: 'https://example.com/me.png',
      notificationsSeenAt: Timestamp.fromMillis(5),
      pendingPasswordReplacements: 2,
      legacyField: 'kept',
    };
    expect(storedUserSchema.parse(later)).toEqual(later);
    expect(normalisedProfileFields(later)).toEqual([]);
  });

  it.each([
    ['name', ' Asha '],
    ['name', ''],
    ['email', 'Asha@gmail.com'],
    ['gender', 'female'],
    ['gender', ''],
    ['image', 'javascript:alert(1)'],
    ['createdAt', '2025-10-01'],
    ['collegeStudent', 'true'],
    ['extra', 'field'],
  ])('the write schema refuses %s = %j (it would not read back as written)', (field, value) => {
    expect(newProfileSchema.safeParse(profile({ [field]: value })).success).toBe(false);
  });
});

describe('users/{uid}: a console typo is normalised, never refused', () => {
  it.each([
    ['name', 42, '42'],
    ['name', '  Asha  ', 'Asha'],
    ['name', undefined, ''],
    ['email', ' Asha@Gmail.com ', 'asha@gmail.com'],
    ['email', null, ''],
    ['phone', 9876543210, '9876543210'],
    ['collegeStudent', 'TRUE', true],
    ['collegeStudent', 'yes', false],
    ['collegeStudent', 1, false],
    ['gender', ' male ', 'Male'],
    ['gender', 'F', ''],
    ['gender', 3, ''],
    ['location', ['Kota'], ''],
    ['bio', { text: 'hi' }, ''],
    ['image', ' https://example.com/me.png ', 'https://example.com/me.png'],
    ['image', 'javascript:alert(1)', ''],
    ['image', 'me.png', ''],
    ['createdAt', '2025-10-01', null],
    ['createdAt', undefined, null],
    ['notificationsSeenAt', 'yesterday', undefined],
    ['pendingPasswordReplacements', '1', 1],
    ['pendingPasswordReplacements', -1, 1],
    ['pendingPasswordReplacements', null, 1],
    ['pendingPasswordReplacements', undefined, undefined],
  ])('%s: %j reads as %j', (field, value, readAs) => {
    const data = storedUserSchema.parse(profile({ [field]: value }));
    expect(data[field as keyof typeof data]).toEqual(readAs);
  });

  it('reads every field of any value without refusing the profile', () => {
    const odd = [
      undefined,
      null,
      0,
      42,
      Number.NaN,
      true,
      '',
      ' x ',
      [],
      ['a'],
      {},
      { nested: { deep: 1 } },
      created,
      new Date(0),
    ];
    for (const field of Object.keys(PROFILE_FIELDS)) {
      for (const value of odd) {
        const parsed = storedUserSchema.safeParse(profile({ [field]: value }));
        expect(parsed.success, `${field} = ${JSON.stringify(value)}`).toBe(true);
      }
    }
    expect(storedUserSchema.safeParse({}).success).toBe(true);
  });

  it("names the fields read differently and the stored value's kind, never the value", () => {
    const raw = profile({ phone: 9876543210, gender: 'female', name: undefined });
    expect(normalisedProfileFields(raw)).toEqual([
      { field: 'name', stored: 'missing' },
      { field: 'phone', stored: 'number' },
      { field: 'gender', stored: 'string' },
    ]);
  });

  it('reading a profile logs each normalised field with its path, and no personal data', async () => {
    fake.put('users/u1', profile({ phone: 9876543210, createdAt: 'today' }));
    const read = await readUser('u1');
    expect(read).toMatchObject({ phone: '9876543210', createdAt: null, name: 'Asha Verma' });
    const calls = vi.mocked(logger.warn).mock.calls;
    expect(calls).toEqual([
      ['user field normalised', { path: 'users/u1', field: 'phone', stored: 'number' }],
      ['user field normalised', { path: 'users/u1', field: 'createdAt', stored: 'string' }],
    ]);
    expect(JSON.stringify(calls)).not.toContain('9876543210');
  });

  it('reads a missing profile as null, and logs nothing for one that fits', async () => {
    expect(await readUser('nobody')).toBeNull();
    fake.put('users/u2', profile());
    expect(await readUser('u2')).toEqual(profile());
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

describe('otps/{uid} and passwordResets/{hash}', () => {
  const otp = {
    hash: 'a'.repeat(64),
    expiresAt: Timestamp.fromMillis(900_000),
    attempts: 0,
    sentAt: Timestamp.fromMillis(0),
  };
  const reset = { uid: 'u1', createdAt: Timestamp.fromMillis(0), expiresAt: created };

  it('take what otp.ts and password-reset.ts write', () => {
    expect(storedOtpSchema.parse(otp)).toEqual(otp);
    expect(storedPasswordResetSchema.parse(reset)).toEqual(reset);
  });

  it.each([
    ['hash', 'short'],
    ['hash', 42],
    ['attempts', '1'],
    ['attempts', 1.5],
    ['attempts', -1],
    ['expiresAt', 900_000],
    ['sentAt', undefined],
  ])('an OTP record with %s = %j does not fit', (field, value) => {
    expect(storedOtpSchema.safeParse({ ...otp, [field]: value }).success).toBe(false);
  });

  it.each([
    ['uid', ''],
    ['uid', 42],
    ['expiresAt', '2025-10-01'],
    ['createdAt', undefined],
  ])('a reset link with %s = %j does not fit', (field, value) => {
    expect(storedPasswordResetSchema.safeParse({ ...reset, [field]: value }).success).toBe(false);
  });
});
