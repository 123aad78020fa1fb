/**
 * Schemas of the contributions API, built on `contributions-rules.ts` (re-exported).
 * Strict: a field the API does not take (`status`, `votes`, `uid`, `creditName`, `sharedBy`…)
 * is refused with 'Unknown field: …', so a student can never set them.
 * Import nothing but 'zod' and the rules here.
 */
import { z } from 'zod';
import { docId } from './common.js';
import {
  CONTRIBUTION_MESSAGES as M,
  REQUEST_MESSAGE_MAX,
  TITLE_MAX,
  UNIT_MAX,
  YEAR_MAX,
  YEAR_MIN,
  normaliseSession,
  type ContributionKind,
} from './contributions-rules.js';

export * from './contributions-rules.js';

const strictError = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${(issue.keys ?? []).join(', ')}`
      : issue.code === 'invalid_type'
        ? 'Request body must be a JSON object'
        : undefined,
};

/** Form values arrive as text; an empty field (a browser's blank input) counts as absent. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A whole number in [min, max], given as a number or its digits. */
function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

const kind = z.enum(['note', 'pyq'], { error: M.kind });
const unit = z.preprocess(blankToUndefined, wholeNumber(1, UNIT_MAX, M.unit).optional());
const year = z.preprocess(blankToUndefined, wholeNumber(YEAR_MIN, YEAR_MAX, M.year).optional());
const session = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.session })
    .transform((value, ctx) => {
      const normal = normaliseSession(value);
      if (!normal) ctx.addIssue({ code: 'custom', message: M.session });
      return normal ?? '';
    })
    .optional(),
);

/** What a contribution is of: a note of a unit, or a paper of a year's session. */
export interface ContributionTarget {
  kind: ContributionKind;
  subjectId: string;
  /** Set for notes, null for papers. */
  unit: number | null;
  /** Set for papers, null for notes. */
  year: number | null;
  session: string | null;
}

function requireTarget(
  value: { kind: ContributionKind; unit?: number; year?: number; session?: string },
  ctx: z.RefinementCtx,
): void {
  if (value.kind === 'note' && value.unit === undefined) {
    ctx.addIssue({ code: 'custom', message: M.unitRequired, path: ['unit'] });
  }
  if (value.kind === 'pyq' && value.year === undefined) {
    ctx.addIssue({ code: 'custom', message: M.yearRequired, path: ['year'] });
  } else if (value.kind === 'pyq' && value.session === undefined) {
    ctx.addIssue({ code: 'custom', message: M.sessionRequired, path: ['session'] });
  }
}

function target(value: {
  kind: ContributionKind;
  subjectId: string;
  unit?: number;
  year?: number;
  session?: string;
}): ContributionTarget {
  const note = value.kind === 'note';
  return {
    kind: value.kind,
    subjectId: value.subjectId,
    unit: note ? (value.unit ?? null) : null,
    year: note ? null : (value.year ?? null),
    session: note ? null : (value.session ?? null),
  };
}

/**
 * The text fields of `POST /api/uploads` (multipart, so every value is text). Output: the
 * target, `title` (trimmed; null when blank) and `credit`. Fields of the other kind (a unit on a
 * paper) are ignored.
 */
export const uploadFieldsSchema = z
  .strictObject(
    {
      kind,
      subjectId: docId('subjectId'),
      unit,
      year,
      session,
      title: z.preprocess(
        blankToUndefined,
        z
          .string({ error: M.title })
          .transform((t) => t.replace(/\s+/g, ' ').trim())
          .pipe(z.string().max(TITLE_MAX, M.title))
          .optional(),
      ),
      credit: z.enum(['name', 'anonymous'], {
        error: (issue) => (issue.input === undefined ? M.creditRequired : M.credit),
      }),
    },
    strictError,
  )
  .superRefine(requireTarget)
  .transform((value) => ({
    ...target(value),
    title: value.title ?? null,
    credit: value.credit,
  }));

export type UploadFields = z.output<typeof uploadFieldsSchema>;

/**
 * Body of `POST /api/requests` (JSON): `{ subjectId, kind, unit? | year? + session?, message? }`.
 * `unit` and `year` may be numbers or digits. `message`: text of at most REQUEST_MESSAGE_MAX
 * characters once trimmed (M.message), anything but text M.messageText; blank → absent.
 * Output: the target and `message` (null when blank).
 */
export const requestBodySchema = z
  .strictObject(
    {
      subjectId: docId('subjectId'),
      kind,
      unit,
      year,
      session,
      message: z.preprocess(
        blankToUndefined,
        z
          .string({ error: M.messageText })
          .transform((t) => t.trim())
          .pipe(z.string().max(REQUEST_MESSAGE_MAX, M.message))
          .optional(),
      ),
    },
    strictError,
  )
  .superRefine(requireTarget)
  .transform((value) => ({ ...target(value), message: value.message ?? null }));

export type RequestBody = z.output<typeof requestBodySchema>;

/** Body of `PUT /api/requests/:id/vote`: `{ vote: true }` counts the caller, `false` withdraws. */
export const voteBodySchema = z.strictObject({ vote: z.boolean({ error: M.vote }) }, strictError);

export type VoteBody = z.output<typeof voteBodySchema>;
