/** Stored uploads → API bodies (shapes in @notesea/contract/contributions-rules). */
import { asNumber, asString, toIso, type Stored } from '../../lib/present.js';
import {
  defaultContributionTitle,
  type ContributionKind,
  type UploadCreatedDto,
  type UploadDto,
  type UploadStatus,
} from '@notesea/contract/contributions-rules';

const STATUSES: readonly UploadStatus[] = ['pending', 'approved', 'rejected', 'published'];

/** `subjectName`: the subject's current title when it was read, else the copy made at upload. */
export function presentUpload({ id, data }: Stored, subjectName?: string): UploadDto {
  const kind: ContributionKind = data.kind === 'pyq' ? 'pyq' : 'note';
  const unit = kind === 'note' ? asNumber(data.unit) : null;
  const year = kind === 'pyq' ? asNumber(data.year) : null;
  const session = kind === 'pyq' ? asString(data.session) || null : null;
  const status = STATUSES.find((s) => s === data.status) ?? 'pending';
  return {
    _id: id,
    kind,
    subjectId: asString(data.subjectId),
    subjectName: subjectName ?? asString(data.subjectName),
    title: asString(data.title).trim() || defaultContributionTitle(kind, unit, year, session),
    unit,
    year,
    session,
    status,
    reason: status === 'rejected' ? asString(data.reason) || null : null,
    publishedId: status === 'published' ? asString(data.publishedId) || null : null,
    createdAt: toIso(data.createdAt),
  };
}

export function presentCreatedUpload(upload: Stored): UploadCreatedDto {
  const { _id, kind, subjectId, title } = presentUpload(upload);
  return { _id, kind, subjectId, title, status: 'pending' };
}
