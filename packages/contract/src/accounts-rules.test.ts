import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, registerSchema } from './accounts.js';
import { firstProfileError, firstRegisterError } from './accounts-rules.js';

/** What a zod schema reports first, in the shape of the rules' checks. */
function firstIssue(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
  };
  if (result.success) return undefined;
  const issue = result.error?.issues[0];
  return { field: String(issue?.path[0]), message: issue?.message };
}

const long = (n: number, c = 'a') => c.repeat(n);

describe('firstProfileError', () => {
  // The web's profile form checks with firstProfileError, the API with profileUpdateSchema: the
  // same first problem for every input, or both accept it.
  it.each([
    {},
    { name: 'Asha Verma', email: 'asha@gmail.com', phone: '9876543210', gender: 'Female' },
    { name: '  Asha  ', location: ' Pune ', bio: ' hi ', image: '', password: '' },
    { name: 'As' },
    { name: '   As   ' },
    { name: long(61) },
    { name: ` ${long(60)} ` },
    { name: 42 },
    { name: null },
    { email: long(255) },
    { email: ` ${long(254)} ` },
    { email: 7 },
    { phone: '98765' },
    { phone: ' 9876543210 ' },
    { phone: '98765432101' },
    { phone: '' },
    { password: 'abc' },
    { password: '' },
    { password: 'secret1' },
    { password: long(129) },
    { password: long(128) },
    { password: false },
    { gender: 'Unknown' },
    { gender: '' },
    { gender: 'Other' },
    { location: long(101) },
    { location: ` ${long(100)} ` },
    { bio: long(501) },
    { bio: long(500) },
    { image: 'ftp://example.com/a.png' },
    { image: 'not a url' },
    { image: ' https://example.com/a.png ' },
    { image: `https://example.com/${long(2040)}` },
    { image: 5 },
    { name: 'As', phone: '1', bio: long(600) },
    { phone: '1', password: 'abc', gender: 'x', image: 'x' },
    { password: 'abc', gender: 'x' },
    { location: long(200), image: 'x' },
    { collegeStudent: false, createdAt: 'x' },
  ])('agrees with profileUpdateSchema on %j', (input) => {
    expect(firstProfileError(input)).toEqual(firstIssue(profileUpdateSchema, input));
  });
});

describe('firstRegisterError', () => {
  it.each([
    {
      name: 'Asha Verma',
      email: 'asha@gmail.com',
      phone: '9876543210',
      password: 'secret1',
      confirmPassword: 'secret1',
      collegeStudent: true,
      gender: 'Female',
    },
    { name: 'As', email: 'x' },
    { name: 'Asha Verma', email: 'asha@yahoo.com' },
  ])('agrees with registerSchema on %j', (input) => {
    expect(firstRegisterError(input)).toEqual(firstIssue(registerSchema, input));
  });
});
