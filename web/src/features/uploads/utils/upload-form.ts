import { z } from 'zod';
import type { UploadCredit, UploadInput, UploadKind } from '../types';
import { checkFiles } from './check-files';

export const TITLE_MAX = 120;

/** What the dialog's inputs hold: text as typed, the files in page order. */
export type UploadFormValues = {
  unit: string;
  year: string;
  session: string;
  title: string;
  credit: UploadCredit;
  files: File[];
};

export const EMPTY_UPLOAD_FORM: UploadFormValues = {
  unit: '',
  year: '',
  session: '',
  title: '',
  credit: 'name',
  files: [],
};

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/**
 * The dialog's checks, in the order the fields appear: a note needs its unit (1–99), a paper its
 * year (4 digits) and session; the title is optional (at most 120 characters); the files as
 * `checkFiles` says. The server applies the same rules and has the last word.
 */
export function uploadFormSchema(kind: UploadKind) {
  return z
    .object({
      unit: z.string(),
      year: z.string(),
      session: z.string(),
      title: z.string().trim().max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters.`),
      credit: z.enum(['name', 'anonymous']),
      files: z.array(z.instanceof(File)),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof UploadFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (kind === 'note') {
        const unit = whole(values.unit);
        if (!values.unit.trim()) issue('unit', 'Enter the unit these notes cover, e.g. 2.');
        else if (!(unit >= 1 && unit <= 99)) issue('unit', 'The unit is a number from 1 to 99.');
      } else {
        const year = whole(values.year);
        if (!values.year.trim()) issue('year', "Enter the paper's year, e.g. 2024.");
        else if (!(year >= 1990 && year <= 2099)) issue('year', 'Enter the year as 4 digits, e.g. 2024.');
        if (!values.session) issue('session', 'Choose the exam session.');
      }
      const problem = checkFiles(values.files);
      if (problem) issue('files', problem);
    });
}

/** The checked values as the upload request takes them. */
export function toUploadInput(
  kind: UploadKind,
  subjectId: string,
  values: UploadFormValues,
): UploadInput {
  const title = values.title.trim();
  return {
    kind,
    subjectId,
    ...(kind === 'note'
      ? { unit: whole(values.unit) }
      : { year: whole(values.year), session: values.session }),
    ...(title ? { title } : {}),
    credit: values.credit,
    files: values.files,
  };
}
