import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { presentUser } from './presenter.js';
import { storedUserSchema } from './stored.js';

describe('presentUser', () => {
  it('sends only the profile fields, never secrets or internals', () => {
    const dto = presentUser({
      id: 'u1',
      data: storedUserSchema.parse({
        name: 'Asha',
        email: 'asha@gmail.com',
        phone: '9876543210',
        collegeStudent: true,
        gender: 'Female',
        location: 'Pune',
        bio: 'hi',
        image: 'https://x/y.png',
        createdAt: Timestamp.fromMillis(0),
        password: 'plain',
        passwordHash: 'h',
        otp: '123456',
      }),
    });
    expect(dto).toEqual({
      _id: 'u1',
      name: 'Asha',
      email: 'asha@gmail.com',
      phone: '9876543210',
      collegeStudent: true,
      gender: 'Female',
      location: 'Pune',
      bio: 'hi',
      image: 'https://x/y.png',
    });
  });

  it('fills gaps with empty values and the Auth email', () => {
    const data = storedUserSchema.parse({ collegeStudent: 'yes' });
    expect(presentUser({ id: 'u2', data }, 'b@gmail.com')).toEqual({
      _id: 'u2',
      name: '',
      email: 'b@gmail.com',
      phone: '',
      collegeStudent: false,
      gender: '',
      location: '',
      bio: '',
      image: '',
    });
  });
});
