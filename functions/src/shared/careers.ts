/**
 * Careers ('Join Our Team' → 'Apply Now') form rules shared by the API and the web app
 * (`@shared/careers`). Import nothing but 'zod' here: this file is bundled into the browser.
 *
 * Order of checks (spec §5, then DESIGN §5), the same in the form and in
 * `POST /api/applications`, so the user always sees the first problem first:
 * 1. no resume → 'Please attach your resume.'
 * 2. a required field (name, email, phone, position) blank → 'Please fill required fields.'
 * 3. a field malformed or too long → that field's message
 * 4. resume over 5 MB → 'Resume must be at most 5 MB.' (the API answers 413)
 * 5. resume not PDF/DOC/DOCX → 'Only PDF/DOC/DOCX allowed.' (the API answers 415; the form can
 *    only look at the file name, the API sniffs the content)
 */
import { z } from 'zod';

/** Largest resume accepted, bytes (5 MiB; DESIGN §5). */
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

const LABELS: Record<CareerField, string> = {
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

/** 7–15 digits, optionally with a leading +, spaces, dashes or parentheses (Indian and foreign numbers). */
const PHONE = /^\+?[\d\s()-]+$/;

function bounded(field: CareerField) {
  const max = CAREER_FIELD_MAX[field];
  return z.string().trim().max(max, `${LABELS[field]} must be at most ${max} characters.`);
}

function optional(field: CareerField) {
  // Spec §5: only non-empty optional fields are sent — and stored.
  return bounded(field)
    .optional()
    .transform((value) => (value ? value : undefined));
}

const careerFieldsSchema = z.object({
  name: bounded('name'),
  email: bounded('email').pipe(z.email({ error: CAREER_MESSAGES.email })),
  phone: bounded('phone').refine(
    (value) => PHONE.test(value) && digitCount(value) >= 7 && digitCount(value) <= 15,
    { message: CAREER_MESSAGES.phone },
  ),
  position: bounded('position'),
  linkedin: optional('linkedin'),
  portfolio: optional('portfolio'),
  skills: optional('skills'),
  experience: optional('experience'),
  about: optional('about'),
});

/** The text fields of an application, trimmed; optional ones absent when empty. */
export type CareerFields = z.infer<typeof careerFieldsSchema>;

export type CareerFieldsResult = { ok: true; data: CareerFields } | { ok: false; message: string };

/**
 * Checks the text fields (steps 2–3 above). `fields` maps field names to the raw form values;
 * unknown names are ignored.
 */
export function parseCareerFields(
  fields: Partial<Record<string, string | undefined>>,
): CareerFieldsResult {
  if (CAREER_REQUIRED_FIELDS.some((field) => !fields[field]?.trim())) {
    return { ok: false, message: CAREER_MESSAGES.requiredFields };
  }
  const result = careerFieldsSchema.safeParse(fields);
  if (!result.success) {
    return {
      ok: false,
      message: result.error.issues[0]?.message ?? CAREER_MESSAGES.requiredFields,
    };
  }
  return { ok: true, data: result.data };
}

/**
 * The form's own check before uploading (all five steps; type by file name only). Returns the
 * message to show, or `null` when the form may be sent.
 */
export function careerFormError(
  fields: Partial<Record<string, string | undefined>>,
  resume: { name: string; size: number } | null | undefined,
): string | null {
  if (!resume || resume.size === 0) return CAREER_MESSAGES.resumeRequired;
  const parsed = parseCareerFields(fields);
  if (!parsed.ok) return parsed.message;
  if (resume.size > RESUME_MAX_BYTES) return CAREER_MESSAGES.resumeTooLarge;
  const name = resume.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((ext) => name.endsWith(ext))) return CAREER_MESSAGES.resumeType;
  return null;
}

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}
