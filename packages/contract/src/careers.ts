/**
 * Careers ('Join Our Team' → 'Apply Now') schema for the API (`@notesea/contract/careers`), built from the
 * zod-free rules in `careers-rules.ts` (re-exported here, so every name this module has always
 * exported still is). The web form imports `@notesea/contract/careers-rules` instead, so the /careers page
 * does not download zod. Import nothing but 'zod' and the rules here.
 *
 * Order of checks: see careers-rules.ts (docs/product.md §5, then docs/architecture.md §5).
 */
import { z } from 'zod';
import {
  CAREER_FIELD_MAX,
  CAREER_MESSAGES,
  CAREER_REQUIRED_FIELDS,
  careerTooLongMessage,
  isCareerPhone,
  type CareerField,
} from './careers-rules.js';

export * from './careers-rules.js';

function bounded(field: CareerField) {
  return z.string().trim().max(CAREER_FIELD_MAX[field], careerTooLongMessage(field));
}

function optional(field: CareerField) {
  // docs/product.md §5: only non-empty optional fields are sent — and stored.
  return bounded(field)
    .optional()
    .transform((value) => (value ? value : undefined));
}

const careerFieldsSchema = z.object({
  name: bounded('name'),
  email: bounded('email').pipe(z.email({ error: CAREER_MESSAGES.email })),
  phone: bounded('phone').refine(isCareerPhone, { message: CAREER_MESSAGES.phone }),
  position: bounded('position'),
  linkedin: optional('linkedin'),
  portfolio: optional('portfolio'),
  skills: optional('skills'),
  experience: optional('experience'),
  about: optional('about'),
});

/** `POST /api/applications` answer (201): the stored application's id and CAREER_MESSAGES.submitted. */
export interface ApplicationCreatedDto {
  _id: string;
  message: string;
}

/** The text fields of an application, trimmed; optional ones absent when empty. */
export type CareerFields = z.infer<typeof careerFieldsSchema>;

export type CareerFieldsResult = { ok: true; data: CareerFields } | { ok: false; message: string };

/**
 * Checks the text fields (steps 2–3 of careers-rules.ts). `fields` maps field names to the raw
 * form values; unknown names are ignored.
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
