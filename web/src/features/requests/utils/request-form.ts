import { z } from 'zod';
import type { CreateRequestInput, RequestKind } from '../types';

export const MESSAGE_MAX = 280;

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

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * A request names a unit (1–99) for notes, or a year (4 digits) and session for a paper; the
 * message is optional and short. The server applies the same rules and has the last word.
 */
export const requestFormSchema = z
  .object({
    kind: z.enum(['note', 'pyq']),
    unit: z.string(),
    year: z.string(),
    session: z.string(),
    message: z
      .string()
      .trim()
      .max(MESSAGE_MAX, `Keep the message under ${MESSAGE_MAX} characters.`),
  })
  .superRefine((values, ctx) => {
    const issue = (path: keyof RequestFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.kind === 'note') {
      const unit = whole(values.unit);
      if (!values.unit.trim()) issue('unit', 'Enter the unit you need, e.g. 3.');
      else if (!(unit >= 1 && unit <= 99)) issue('unit', 'The unit is a number from 1 to 99.');
      return;
    }
    const year = whole(values.year);
    if (!values.year.trim()) issue('year', "Enter the paper's year, e.g. 2024.");
    else if (!(year >= 1990 && year <= 2099)) issue('year', 'Enter the year as 4 digits, e.g. 2024.');
    if (!values.session) issue('session', 'Choose the exam session.');
  });

/** The checked values as `POST /requests` takes them. */
export function toCreateRequest(subjectId: string, values: RequestFormValues): CreateRequestInput {
  const message = values.message.trim() || undefined;
  return values.kind === 'note'
    ? { subjectId, kind: 'note', unit: whole(values.unit), ...(message ? { message } : {}) }
    : {
        subjectId,
        kind: 'pyq',
        year: whole(values.year),
        session: values.session,
        ...(message ? { message } : {}),
      };
}
