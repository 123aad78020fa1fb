import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetSchema,
  verifyOtpSchema,
} from './accounts.js';

const valid = {
  name: '  Asha Verma ',
  email: 'Asha.Verma@gmail.com',
  phone: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
  collegeStudent: true,
  gender: 'Female',
};

const NAME = 'Name must be at least 3 characters long';
const EMAIL = 'Email must be a valid Gmail address';
const PHONE = 'Phone number must be 10 digits';
const PASSWORD = 'Password must be at least 6 characters';
const MATCH = 'Passwords do not match';
const GENDER = 'Please select your gender';

function firstMessage(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
  };
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('registerSchema', () => {
  it('accepts a valid form, trims the name and lower-cases the email', () => {
    expect(registerSchema.parse(valid)).toEqual({
      name: 'Asha Verma',
      email: 'asha.verma@gmail.com',
      phone: '9876543210',
      password: 'secret1',
      collegeStudent: true,
      gender: 'Female',
    });
  });

  it('handles absent keys like undefined ones', () => {
    const { collegeStudent: _c, ...withoutFlag } = valid;
    expect(registerSchema.parse(withoutFlag).collegeStudent).toBe(false);
    const { gender: _g, ...withoutGender } = valid;
    expect(firstMessage(registerSchema, withoutGender)).toBe(GENDER);
    expect(firstMessage(registerSchema, {})).toBe(NAME);
  });

  it('defaults collegeStudent to false and drops confirmPassword and unknown keys', () => {
    const parsed = registerSchema.parse({ ...valid, collegeStudent: undefined, admin: true });
    expect(parsed.collegeStudent).toBe(false);
    expect(Object.keys(parsed).sort()).toEqual(
      ['collegeStudent', 'email', 'gender', 'name', 'password', 'phone'].sort(),
    );
  });

  it.each([
    [{ name: 'Al' }, NAME],
    [{ name: '   ab   ' }, NAME],
    [{ name: undefined }, NAME],
    [{ name: 42 }, NAME],
    [{ name: 'x'.repeat(61) }, 'Name must be at most 60 characters'],
    [{ email: 'asha@yahoo.com' }, EMAIL],
    [{ email: '@gmail.com' }, EMAIL],
    [{ email: 'asha@gmail.com.evil.in' }, EMAIL],
    [{ email: undefined }, EMAIL],
    [{ phone: '98765' }, PHONE],
    [{ phone: '98765432101' }, PHONE],
    [{ phone: '98765abcde' }, PHONE],
    [{ phone: 9876543210 }, PHONE],
    [{ password: '12345', confirmPassword: '12345' }, PASSWORD],
    [{ password: undefined }, PASSWORD],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [{ confirmPassword: 'secret2' }, MATCH],
    [{ confirmPassword: undefined }, MATCH],
    [{ gender: '' }, GENDER],
    [{ gender: 'male' }, GENDER],
    [{ gender: undefined }, GENDER],
    [{ collegeStudent: 'yes' }, 'collegeStudent must be true or false'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(registerSchema, { ...valid, ...change })).toBe(message);
  });

  it.each([
    // Every field wrong: the first rule in docs/product.md §5 order wins.
    [{ name: 'A', email: 'x', phone: '1', password: '1', confirmPassword: '2', gender: '' }, NAME],
    [{ email: 'x', phone: '1', password: '1', confirmPassword: '2', gender: '' }, EMAIL],
    [{ phone: '1', password: '1', confirmPassword: '2', gender: '' }, PHONE],
    [{ password: '1', confirmPassword: '2', gender: '' }, PASSWORD],
    // The case zod's object refinements get wrong: a bad field must not hide "passwords match".
    [{ confirmPassword: 'other1', gender: 'Unknown' }, MATCH],
    [{ confirmPassword: 'other1', gender: undefined }, MATCH],
    [{ phone: '1', gender: 'Unknown' }, PHONE],
    [{ name: 'Al', gender: 'Unknown', confirmPassword: 'nope' }, NAME],
  ])('combination %j → %s', (change, message) => {
    expect(firstMessage(registerSchema, { ...valid, ...change })).toBe(message);
  });

  it('reports the failing field as the issue path, once', () => {
    const result = registerSchema.safeParse({ ...valid, confirmPassword: 'x', gender: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });

  it('refuses a body that is not an object', () => {
    expect(firstMessage(registerSchema, 'name=x')).toBe('Request body must be a JSON object');
    expect(firstMessage(registerSchema, null)).toBe('Request body must be a JSON object');
  });
});

describe('loginSchema', () => {
  it('requires email and password, lower-cases the email, keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' A@Gmail.com ', password: ' pw ' })).toEqual({
      email: 'a@gmail.com',
      password: ' pw ',
    });
    expect(firstMessage(loginSchema, { password: 'x' })).toBe('Email is required');
    expect(firstMessage(loginSchema, { email: '  ', password: 'x' })).toBe('Email is required');
    expect(firstMessage(loginSchema, { email: 'a@gmail.com' })).toBe('Password is required');
    expect(firstMessage(loginSchema, { email: 'a@gmail.com', password: '' })).toBe(
      'Password is required',
    );
  });
});

describe('verifyOtpSchema', () => {
  it.each([
    [{ email: 'a@gmail.com', otp: '012345' }, undefined],
    [{ email: 'a@gmail.com', otp: ' 012345 ' }, undefined],
    [{ email: 'a@gmail.com' }, 'OTP is required'],
    [{ email: 'a@gmail.com', otp: '' }, 'OTP is required'],
    [{ email: 'a@gmail.com', otp: '12345' }, 'OTP must be 6 digits'],
    [{ email: 'a@gmail.com', otp: '12345a' }, 'OTP must be 6 digits'],
    [{ email: 'a@gmail.com', otp: 123456 }, 'OTP is required'],
    [{ otp: '123456' }, 'Email is required'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(verifyOtpSchema, input)).toBe(message);
  });
});

describe('resetSchema', () => {
  it.each([
    [{ password: 'secret1' }, undefined],
    [{}, 'Password is required'],
    [{ password: '' }, 'Password is required'],
    [{ password: '12345' }, PASSWORD],
    [{ password: 12345678 }, PASSWORD],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(resetSchema, input)).toBe(message);
  });
});

describe('profileUpdateSchema', () => {
  it('accepts a partial update and trims texts', () => {
    expect(profileUpdateSchema.parse({ bio: ' hi ', location: ' Pune ' })).toEqual({
      bio: 'hi',
      location: 'Pune',
    });
  });

  it('treats an empty password as unchanged and empty image as none', () => {
    expect(profileUpdateSchema.parse({ password: '', image: '' })).toEqual({
      password: '',
      image: '',
    });
  });

  it('strips fields the profile cannot change', () => {
    expect(profileUpdateSchema.parse({ collegeStudent: false, createdAt: 'x', uid: 'u2' })).toEqual(
      {},
    );
  });

  it.each([
    [{ name: 'Al' }, NAME],
    [{ name: '  ' }, NAME],
    [{ phone: '12345' }, PHONE],
    [{ password: '12345' }, PASSWORD],
    [{ gender: 'Robot' }, GENDER],
    [{ location: 'x'.repeat(101) }, 'Location must be at most 100 characters'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ image: 'javascript:alert(1)' }, 'Image must be a link starting with http:// or https://'],
    [{ image: 'not a url' }, 'Image must be a link starting with http:// or https://'],
    [{ email: 42 }, EMAIL],
    [{ name: 'Al', phone: '1', gender: 'x' }, NAME],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(profileUpdateSchema, input)).toBe(message);
  });
});
