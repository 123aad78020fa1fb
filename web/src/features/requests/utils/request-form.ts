import { REQUEST_MESSAGE_MAX, requestBodySchema } from '@notesea/contract/contributions';
import { z } from 'zod';
import type { CreateRequestInput, RequestKind } from '../types';

export const MESSAGE_MAX = REQUEST_MESSAGE_MAX;

/** What the request dialog's inputs hold, as typed. */
export type RequestFormValues = {
  kind: RequestKind;
  unit: string;
  year: string;
  session: string;
  message: string;
};

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  kind: 'note',
  unit: '',
  year: '',
  session: '',
  message: '',
};

/** The form's values as `POST /requests` takes them; fields of the other kind are left out. */
function toBody(subjectId: string, values: RequestFormValues) {
  const { kind, unit, year, session, message } = values;
  return kind === 'note'
    ? { subjectId, kind, unit, message }
    : { subjectId, kind, year, session, message };
}

/**
 * The dialog's checks, by the API's own schema of `POST /requests` (`requestBodySchema`: a unit
 * for notes, a year and session for a paper, a short optional message), each on its field, in
 * the server's words. The server checks again and has the last word.
 */
export function requestFormSchema(subjectId: string) {
  return z
    .object({
      kind: z.enum(['note', 'pyq']),
      unit: z.string(),
      year: z.string(),
      session: z.string(),
      message: z.string(),
    })
    .superRefine((values, ctx) => {
      const parsed = requestBodySchema.safeParse(toBody(subjectId, values));
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
      }
    });
}

/** The checked values as `POST /requests` takes them (numbers for digits, the message trimmed). */
export function toCreateRequest(subjectId: string, values: RequestFormValues): CreateRequestInput {
  const body = requestBodySchema.parse(toBody(subjectId, values));
  const message = body.message ?? undefined;
  return body.kind === 'note'
    ? { subjectId, kind: 'note', unit: body.unit!, ...(message ? { message } : {}) }
    : {
        subjectId,
        kind: 'pyq',
        year: body.year!,
        session: body.session!,
        ...(message ? { message } : {}),
      };
}
