import { readerHref } from '@/config/paths';
import { contributionLabel } from '@notesea/contract/contributions-rules';
import type { Upload } from '../types';

export type UploadState =
  | { label: 'Pending'; tone: 'pending'; detail?: string }
  | { label: 'Published'; tone: 'published'; href: string }
  | { label: 'Not accepted'; tone: 'refused'; reason: string };

/**
 * How an upload stands for its owner: Published once the pipeline has published it
 * (then it has a note or paper id to link to), Not accepted when the content team refused it (or
 * its subject was removed before it could be published; the reason says which), else Pending —
 * including approved and on its way through the pipeline.
 */
export function uploadState(upload: Upload): UploadState {
  if (upload.publishedId) {
    return {
      label: 'Published',
      tone: 'published',
      href: readerHref(upload.kind, upload.publishedId),
    };
  }
  if (upload.status === 'rejected') {
    return {
      label: 'Not accepted',
      tone: 'refused',
      reason: upload.reason || 'The content team did not give a reason.',
    };
  }
  if (upload.status === 'approved') {
    return { label: 'Pending', tone: 'pending', detail: 'Approved, being published' };
  }
  return { label: 'Pending', tone: 'pending', detail: 'Waiting for review' };
}

/** What the upload is, e.g. "Unit 2 notes" or "May 2024 paper" (as the catalog names papers). */
export function uploadWhat(upload: Upload): string {
  return contributionLabel(upload.kind, upload.unit, upload.year, upload.session);
}
