import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { storedApplicationSchema } from './stored.js';

const RECORD = {
  name: 'Asha Verma',
  email: 'asha@gmail.com',
  phone: '9876543210',
  position: 'Content Writer',
  skills: 'SEO',
  resumePath: 'resumes/app1/resume.pdf',
  resumeType: 'application/pdf',
  resumeSize: 1234,
  createdAt: Timestamp.fromMillis(1_000),
};

describe('storedApplicationSchema', () => {
  it('takes what submitApplication writes', () => {
    expect(storedApplicationSchema.parse(RECORD)).toEqual(RECORD);
    expect(storedApplicationSchema.parse({ ...RECORD, about: undefined })).toEqual(RECORD);
  });

  it.each([
    ['name', ''],
    ['name', ' Asha '],
    ['position', undefined],
    ['about', ''],
    ['about', 'x'.repeat(3001)],
    ['resumePath', 'notes/app1/resume.pdf'],
    ['resumePath', 'resumes/app1/resume.exe'],
    ['resumeSize', 0],
    ['createdAt', '2025-10-01'],
  ])('refuses %s = %j', (field, value) => {
    expect(storedApplicationSchema.safeParse({ ...RECORD, [field]: value }).success).toBe(false);
  });
});
