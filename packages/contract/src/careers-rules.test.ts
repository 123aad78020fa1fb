import { describe, expect, it } from 'vitest';
import { parseCareerFields } from './careers.js';
import {
  CAREER_MESSAGES,
  firstCareerFieldError,
  firstCareersError,
  RESUME_MAX_BYTES,
  type ResumeInfo,
} from './careers-rules.js';

const long = (n: number, c = 'a') => c.repeat(n);

const valid = {
  name: 'Aarav Gupta',
  email: 'aarav@gmail.com',
  phone: '9876543210',
  position: 'Frontend Developer Intern',
};
const pdf = { name: 'resume.pdf', size: 1000 };

const fieldCases: Array<Partial<Record<string, string | undefined>>> = [
  {},
  valid,
  { ...valid, linkedin: '', portfolio: '  ', skills: 'React', experience: '', about: ' hi ' },
  { ...valid, name: '   ' },
  { ...valid, email: '' },
  { ...valid, phone: undefined },
  { ...valid, position: '' },
  { name: '', email: 'x', phone: '1' },
  { ...valid, name: long(101) },
  { ...valid, name: ` ${long(100)} ` },
  { ...valid, email: 'not-an-email' },
  { ...valid, email: ' aarav@gmail.com ' },
  { ...valid, email: 'a..b@gmail.com' },
  { ...valid, email: '.a@gmail.com' },
  { ...valid, email: "o'neil+cv@example.co.in" },
  { ...valid, email: 'a@b.c' },
  { ...valid, email: `${long(250)}@gmail.com` },
  { ...valid, phone: '+91 (987) 654-3210' },
  { ...valid, phone: '123456' },
  { ...valid, phone: '1234567' },
  { ...valid, phone: long(16, '1') },
  { ...valid, phone: long(21, '1') },
  { ...valid, phone: '98765x43210' },
  { ...valid, position: long(101) },
  { ...valid, linkedin: long(301) },
  { ...valid, portfolio: long(301) },
  { ...valid, skills: long(1001) },
  { ...valid, experience: long(1001) },
  { ...valid, about: long(3001) },
  { ...valid, about: long(3000) },
  { ...valid, email: 'x', phone: '1', about: long(3001) },
  { ...valid, phone: '1', skills: long(1001) },
  { ...valid, unknown: long(5000) },
];

describe('firstCareerFieldError', () => {
  // The web form checks with firstCareerFieldError, the API with parseCareerFields (zod): the
  // same first problem for every input, or both accept it.
  it.each(fieldCases)('agrees with parseCareerFields on %j', (input) => {
    const parsed = parseCareerFields(input);
    expect(firstCareerFieldError(input)?.message).toBe(parsed.ok ? undefined : parsed.message);
  });
});

describe('firstCareersError', () => {
  const problem = (fields: Partial<Record<string, string>>, resume: ResumeInfo | null) =>
    firstCareersError(fields, resume)?.message;

  it('accepts a complete form, up to exactly 5 MB, any case of extension', () => {
    expect(problem(valid, pdf)).toBeUndefined();
    expect(problem(valid, { name: 'CV.DOCX', size: 10 })).toBeUndefined();
    expect(problem(valid, { name: 'cv.doc', size: RESUME_MAX_BYTES })).toBeUndefined();
  });

  it('asks for the resume first, even when fields are missing', () => {
    expect(problem({}, null)).toBe(CAREER_MESSAGES.resumeRequired);
    expect(problem(valid, { name: 'cv.pdf', size: 0 })).toBe(CAREER_MESSAGES.resumeRequired);
  });

  it('then required and malformed fields, then size, then type (by file name)', () => {
    const exe = { name: 'cv.exe', size: RESUME_MAX_BYTES + 1 };
    expect(problem({ ...valid, phone: '' }, exe)).toBe(CAREER_MESSAGES.requiredFields);
    expect(problem({ ...valid, email: 'x' }, exe)).toBe(CAREER_MESSAGES.email);
    expect(problem(valid, exe)).toBe(CAREER_MESSAGES.resumeTooLarge);
    expect(problem(valid, { name: 'cv.exe', size: 10 })).toBe(CAREER_MESSAGES.resumeType);
    expect(problem(valid, { name: 'pdf', size: 10 })).toBe(CAREER_MESSAGES.resumeType);
  });

  it('names the field to focus: the resume or the first bad text field', () => {
    const txt = { name: 'resume.txt', size: 10 };
    expect(firstCareersError({}, null)).toEqual({
      field: 'resume',
      message: CAREER_MESSAGES.resumeRequired,
    });
    expect(firstCareersError({ ...valid, phone: ' ' }, txt)).toEqual({
      field: 'phone',
      message: CAREER_MESSAGES.requiredFields,
    });
    expect(firstCareersError(valid, txt)).toEqual({
      field: 'resume',
      message: CAREER_MESSAGES.resumeType,
    });
    expect(firstCareersError(valid, pdf)).toBeUndefined();
  });
});
