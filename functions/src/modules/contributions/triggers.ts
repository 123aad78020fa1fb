/**
 * Triggers of student contributions, exported beside `api`:
 * - `uploadReviewed`: the content team set an upload's `status` in the console (review.ts).
 * - `requestReviewed`: the team declined a request (requests/fulfil.ts).
 * - `noteListed` / `paperListed`: a note was created, or a paper written (an approved paper may
 *   replace the listed one at its path), by the content pipeline:
 *   a student's approved upload becomes `published`, and a newly listed note or paper fulfils
 *   the open requests it answers — whether the team or a student provided it.
 * - `contributionRefused`: the pipeline recorded a refusal; an approved upload it concerns is
 *   rejected with a reason, which tells the student.
 * Thin: event → service. Locally the official emulators deliver these events; in light mode
 * tools/src/stack/light-events.mjs does (docs/local-stack.md, "Trigger events in light mode").
 */
import type { DocumentData } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import type { ContentKind } from '../content/object-path.js';

export const uploadReviewed = onDocumentUpdated(
  // Copies a PDF of up to 20 MB through memory.
  { document: `${COLLECTIONS.uploads}/{uploadId}`, memory: '512MiB' },
  async (event) => {
    const { uploadChanged } = await import('../uploads/review.js');
    await uploadChanged(event.params.uploadId, event.data?.before.data(), event.data?.after.data());
  },
);

export const requestReviewed = onDocumentUpdated(
  { document: `${COLLECTIONS.requests}/{requestId}` },
  async (event) => {
    const { requestChanged } = await import('../requests/fulfil.js');
    await requestChanged(
      event.params.requestId,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);

/**
 * A note or paper was listed: the event's document (as written by the pipeline) says what changed
 * (created; a new `uploadId`) and carries the fields the upload and the requests need, so no read
 * of the catalog document is added per publish.
 */
async function listed(
  kind: ContentKind,
  docId: string,
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): Promise<void> {
  if (!after) return;
  const uploadId = typeof after.uploadId === 'string' ? after.uploadId : '';
  const published = uploadId !== '' && uploadId !== before?.uploadId;
  if (!published && before) return;
  if (published) {
    const { markPublished } = await import('../uploads/review.js');
    await markPublished(uploadId, kind, docId, after);
  }
  if (!before) {
    const { fulfilRequests } = await import('../requests/fulfil.js');
    await fulfilRequests(kind, docId, after);
  }
}

// Created only: an approved note's path carries its upload id, so it is always a new document;
// edits (renames, metadata, re-uploads by the team) need no event here.
export const noteListed = onDocumentCreated(
  { document: `${COLLECTIONS.notes}/{noteId}` },
  async (event) => {
    await listed('note', event.params.noteId, undefined, event.data?.data());
  },
);

export const paperListed = onDocumentWritten(
  { document: `${COLLECTIONS.pyqs}/{pyqId}` },
  async (event) => {
    await listed('pyq', event.params.pyqId, event.data?.before.data(), event.data?.after.data());
  },
);

export const contributionRefused = onDocumentWritten(
  { document: `${COLLECTIONS.contentErrors}/{errorId}` },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const [{ readStored }, { contentErrorConverter }, { copyRefused }] = await Promise.all([
      import('../../lib/stored.js'),
      import('../content/stored.js'),
      import('../uploads/review.js'),
    ]);
    // An entry that does not fit its schema (content/stored.ts; logged) is not acted on.
    const entry = readStored(contentErrorConverter, after);
    if (!entry) return;
    await copyRefused(entry.path, entry.reason);
  },
);
