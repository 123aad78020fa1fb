// The uploads API's shapes, from the API's own contract.
export type {
  ContributionKind as UploadKind,
  Credit as UploadCredit,
  UploadCreatedDto as CreatedUpload,
  UploadDto as Upload,
} from '@notesea/contract/contributions-rules';
import type { ContributionKind, Credit } from '@notesea/contract/contributions-rules';

/** What the student sends: the checked fields, and one PDF or the photos in page order. */
export type UploadInput = {
  kind: ContributionKind;
  subjectId: string;
  unit?: number;
  year?: number;
  session?: string;
  title?: string;
  credit: Credit;
  files: File[];
};
