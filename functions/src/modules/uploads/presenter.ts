/**
 * Stored uploads (read through ./stored.ts, console typos already normalised) → API bodies
 * (shapes in @notesea/contract/contributions-rules).
 */
import { toIso, type Stored } from '../../lib/present.js';
import {
  defaultContributionTitle,
  type ContributionKind,
  type UploadCreatedDto,
  type UploadDto,
} from '@notesea/contract/contributions-rules';
import type { StoredUpload } from './stored.js';

/**
 * `subjectName`: the subject's current title when it was read, else the copy made at upload. A
 * `kind` the team mistyped shows as a note, as it always did.
 */
export function presentUpload({ id, data }: Stored<StoredUpload>, subjectName?: string): UploadDto {
  const kind: ContributionKind = data.kind === 'pyq' ? 'pyq' : 'note';
  const unit = kind === 'note' ? data.unit : null;
  const year = kind === 'pyq' ? data.year : null;
  const session = kind === 'pyq' ? data.session || null : null;
  const { status } = data;
  return {
    _id: id,
    kind,
    subjectId: data.subjectId,
    subjectName: subjectName ?? data.subjectName,
    title: data.title?.trim() || defaultContributionTitle(kind, unit, year, session),
    unit,
    year,
    session,
    status,
    reason: status === 'rejected' ? data.reason || null : null,
    publishedId: status === 'published' ? data.publishedId || null : null,
    createdAt: toIso(data.createdAt),
  };
}

/** The 201 answer of `POST /uploads`: five fields of the new upload. */
export function presentCreatedUpload(upload: Stored<StoredUpload>): UploadCreatedDto {
  const { _id, kind, subjectId, title } = presentUpload(upload);
  return { _id, kind, subjectId, title, status: 'pending' };
}
