import { TITLE_MAX, uploadFieldsSchema } from '@notesea/contract/contributions';
import { z } from 'zod';
import type { UploadCredit, UploadInput, UploadKind } from '../types';
import { checkFiles } from './check-files';

export { TITLE_MAX };

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

/**
 * The dialog's checks: the text fields by the API's own schema of `POST /uploads`
 * (`uploadFieldsSchema`: a note needs its unit, a paper its year and session, the title at most
 * 120 characters), so its messages are the server's; the files by `checkFiles`. Each problem is
 * reported on its field. The server checks everything again and has the last word.
 */
export function uploadFormSchema(kind: UploadKind, subjectId: string) {
  return z
    .object({
      unit: z.string(),
      year: z.string(),
      session: z.string(),
      title: z.string(),
      credit: z.enum(['name', 'anonymous']),
      files: z.array(z.instanceof(File)),
    })
    .superRefine(({ files, ...fields }, ctx) => {
      const parsed = uploadFieldsSchema.safeParse({ kind, subjectId, ...fields });
      for (const issue of parsed.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: issue.path.slice(0, 1), message: issue.message });
      }
      const problem = checkFiles(files);
      if (problem) ctx.addIssue({ code: 'custom', path: ['files'], message: problem });
    });
}

/** The checked values as the upload request takes them (digits as numbers, the title trimmed). */
export function toUploadInput(
  kind: UploadKind,
  subjectId: string,
  values: UploadFormValues,
): UploadInput {
  const fields = uploadFieldsSchema.parse({
    kind,
    subjectId,
    unit: values.unit,
    year: values.year,
    session: values.session,
    title: values.title,
    credit: values.credit,
  });
  return {
    kind,
    subjectId,
    ...(fields.unit !== null ? { unit: fields.unit } : {}),
    ...(fields.year !== null ? { year: fields.year } : {}),
    ...(fields.session !== null ? { session: fields.session } : {}),
    ...(fields.title ? { title: fields.title } : {}),
    credit: fields.credit,
    files: values.files,
  };
}
