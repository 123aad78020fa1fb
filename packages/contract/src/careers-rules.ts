/**
 * Careers ('Join Our Team' → 'Apply Now') rules shared by the API and the web app
 * (`@notesea/contract/careers-rules`): limits, messages and the form's check, without zod. `careers.ts`
 * builds its schema from these and re-exports them; the web's form imports this file, so /careers
 * does not download zod (~22 KB gzip) for its rules. careers-rules.test.ts holds the two equal
 * (`firstCareerFieldError` against `parseCareerFields`).
 *
 * Order of checks (docs/product.md §5, then docs/architecture.md §5), the same in the form and in
 * `POST /api/applications`, so the user always sees the first problem first:
 * 1. no resume → 'Please attach your resume.'
 * 2. a required field (name, email, phone, position) blank → 'Please fill required fields.'
 * 3. a field malformed or too long → that field's message
 * 4. resume over 5 MB → 'Resume must be at most 5 MB.' (the API answers 413)
 * 5. resume not PDF/DOC/DOCX → 'Only PDF/DOC/DOCX allowed.' (the API answers 415; the form can
 *    only look at the file name, the API sniffs the content)
 */

/** Largest resume accepted, bytes (5 MiB; docs/architecture.md §5). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
/** File names the form offers; the API decides by content, not by name. */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
/** `accept` attribute for the file input. */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

export const CAREER_MESSAGES = {
  resumeRequired: 'Please attach your resume.',
  requiredFields: 'Please fill required fields.',
  resumeType: 'Only PDF/DOC/DOCX allowed.',
  resumeTooLarge: 'Resume must be at most 5 MB.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  submitted: 'Application submitted successfully!',
} as const;

export const CAREER_REQUIRED_FIELDS = ['name', 'email', 'phone', 'position'] as const;
export const CAREER_OPTIONAL_FIELDS = [
  'linkedin',
  'portfolio',
  'skills',
  'experience',
  'about',
] as const;
export type CareerField =
  (typeof CAREER_REQUIRED_FIELDS)[number] | (typeof CAREER_OPTIONAL_FIELDS)[number];
/** Every text field, in the order they are checked (and shown). */
export const CAREER_FIELDS: readonly CareerField[] = [
  ...CAREER_REQUIRED_FIELDS,
  ...CAREER_OPTIONAL_FIELDS,
];

/** Longest value per field, characters after trimming. */
export const CAREER_FIELD_MAX: Record<CareerField, number> = {
  name: 100,
  email: 254,
  phone: 20,
  position: 100,
  linkedin: 300,
  portfolio: 300,
  skills: 1000,
  experience: 1000,
  about: 3000,
};

export const CAREER_FIELD_LABELS: Record<CareerField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  position: 'Position',
  linkedin: 'LinkedIn',
  portfolio: 'Portfolio',
  skills: 'Skills',
  experience: 'Experience',
  about: 'About',
};

/** The message for a value of `field` over CAREER_FIELD_MAX. */
export function careerTooLongMessage(field: CareerField): string {
  return `${CAREER_FIELD_LABELS[field]} must be at most ${CAREER_FIELD_MAX[field]} characters.`;
}

/**
 * Digits, spaces, dashes, parentheses and an optional leading + (Indian and foreign numbers);
 * `isCareerPhone` also wants 7–15 digits.
 */
export const CAREER_PHONE_PATTERN = /^\+?[\d\s()-]+$/;
/** zod's own `z.email()` pattern, so the form and the API agree without the form loading zod. */
export const CAREER_EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether a trimmed phone value is acceptable. */
export function isCareerPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return CAREER_PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
}

/** A resume as the form sees it: only its name and size. */
export type ResumeInfo = { name: string; size: number };

export type CareerProblem = { field: CareerField | 'resume'; message: string };

/**
 * The first problem with a text field (steps 2–3 above), or undefined when they all pass.
 * Unknown names are ignored; the same answer as `parseCareerFields` in careers.ts.
 */
export function firstCareerFieldError(
  fields: Partial<Record<string, string | undefined>>,
): { field: CareerField; message: string } | undefined {
  const blank = CAREER_REQUIRED_FIELDS.find((field) => !fields[field]?.trim());
  if (blank) return { field: blank, message: CAREER_MESSAGES.requiredFields };
  for (const field of CAREER_FIELDS) {
    const value = (fields[field] ?? '').trim();
    if (value.length > CAREER_FIELD_MAX[field]) {
      return { field, message: careerTooLongMessage(field) };
    }
    if (field === 'email' && !CAREER_EMAIL_PATTERN.test(value)) {
      return { field, message: CAREER_MESSAGES.email };
    }
    if (field === 'phone' && !isCareerPhone(value)) {
      return { field, message: CAREER_MESSAGES.phone };
    }
  }
  return undefined;
}

/** Whether a file name ends in one of RESUME_EXTENSIONS (any case). */
export function hasResumeExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return RESUME_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/**
 * The form's own check before uploading, in docs/product.md §5 order (all five steps above; the type by
 * file name only): resume attached → required fields → malformed or too long fields → size →
 * type. Returns the first problem, or undefined when the form may be sent.
 */
export function firstCareersError(
  values: Partial<Record<string, string | undefined>>,
  resume: ResumeInfo | null | undefined,
): CareerProblem | undefined {
  if (!resume || resume.size === 0) {
    return { field: 'resume', message: CAREER_MESSAGES.resumeRequired };
  }
  const fieldError = firstCareerFieldError(values);
  if (fieldError) return fieldError;
  if (resume.size > RESUME_MAX_BYTES) {
    return { field: 'resume', message: CAREER_MESSAGES.resumeTooLarge };
  }
  if (!hasResumeExtension(resume.name)) {
    return { field: 'resume', message: CAREER_MESSAGES.resumeType };
  }
  return undefined;
}
