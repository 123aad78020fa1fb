import { describe, expect, it } from 'vitest';
import { careerFormError, parseCareerFields } from './careers.js';
import {
  CAREER_MESSAGES,
  firstCareerFieldError,
  firstCareersError,
  RESUME_MAX_BYTES,
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
  const resumes = [
    null,
    undefined,
    { name: 'resume.pdf', size: 0 },
    pdf,
    { name: 'CV.DOCX', size: 10 },
    { name: 'cv.doc', size: RESUME_MAX_BYTES },
    { name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 },
    { name: 'cv.txt', size: 10 },
    { name: 'cv.txt', size: RESUME_MAX_BYTES + 1 },
    { name: 'pdf', size: 10 },
  ];
  const cases = resumes.flatMap((resume) =>
    [valid, {}, { ...valid, email: 'x' }].map((fields) => ({ fields, resume })),
  );

  it.each(cases)('agrees with careerFormError on %j', ({ fields, resume }) => {
    expect(firstCareersError(fields, resume)?.message ?? null).toBe(
      careerFormError(fields, resume),
    );
  });

  it('checks in spec §5 order: resume attached, required fields, resume type', () => {
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
