/**
 * Event-driven functions of the content pipeline (docs/architecture.md §11), exported beside `api`:
 * - `contentUploaded` / `contentDeleted`: Storage object finalized/deleted in the default bucket
 *   (every object; paths outside notes/ and pyqs/ are ignored at once).
 * - `contentMetadataUpdated`: a title or unit edited in an object's custom metadata.
 * - `subjectRenamed` / `semesterRenamed`: a title edited in the console reaches the names that
 *   notes and papers copy, so a notes list stays one query.
 * The handlers are thin: event → service (ingest.ts, remove.ts, metadata.ts, rename.ts), each
 * loaded on the handler's first call (lib/lazy-handler.ts says why). Each is
 * idempotent (fixed ids, set()), because Eventarc may deliver an event twice, and
 * generation-aware, because it may deliver them out of order: overwriting an object sends the
 * new object's "finalized" and the old generation's "deleted" in no fixed order. Locally the
 * official emulators deliver these events; in light mode tools/src/stack/light-events.mjs delivers
 * the same events (docs/local-stack.md, "Trigger events in light mode"). The region comes from
 * global-options.ts.
 */
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import {
  onObjectDeleted,
  onObjectFinalized,
  onObjectMetadataUpdated,
} from 'firebase-functions/v2/storage';
import { COLLECTIONS } from '../../lib/collections.js';
import {
  CONTENT_TRIGGER_CPUS,
  CONTENT_TRIGGER_MEMORY,
  CONTENT_TRIGGER_TIMEOUT_SECONDS,
} from './sizing.js';

/**
 * A 200-page text PDF reads in about a second; a scan is read by OCR on both CPUs at ~2–2.5 s per
 * page and peaks at ~600 MiB plus the upload's copies (sizing.ts has the arithmetic,
 * docs/content-ocr.md the measurements). One event per instance at a time keeps that memory
 * bound and gives OCR every CPU.
 */
const STORAGE_TRIGGER_OPTIONS = {
  memory: CONTENT_TRIGGER_MEMORY,
  timeoutSeconds: CONTENT_TRIGGER_TIMEOUT_SECONDS,
  concurrency: 1,
  cpu: CONTENT_TRIGGER_CPUS,
} as const;

export const contentUploaded = onObjectFinalized(STORAGE_TRIGGER_OPTIONS, async (event) => {
  const { ingestObject } = await import('./ingest.js');
  await ingestObject(event.data);
});

/** A delete reads no PDF: the size the triggers had before OCR. */
export const contentDeleted = onObjectDeleted(
  { ...STORAGE_TRIGGER_OPTIONS, memory: '1GiB', timeoutSeconds: 300, cpu: 1 },
  async (event) => {
    const { removeObject } = await import('./remove.js');
    await removeObject(event.data);
  },
);

export const contentMetadataUpdated = onObjectMetadataUpdated(
  { memory: '256MiB' },
  async (event) => {
    const { refreshMetadata } = await import('./metadata.js');
    await refreshMetadata(event.data);
  },
);

export const subjectRenamed = onDocumentUpdated(
  { document: `${COLLECTIONS.subjects}/{subjectId}` },
  async (event) => {
    const title: unknown = event.data?.after.get('title');
    if (typeof title !== 'string' || title === event.data?.before.get('title')) return;
    const { propagateName } = await import('./rename.js');
    await propagateName('subjectName', event.params.subjectId, title);
  },
);

export const semesterRenamed = onDocumentUpdated(
  { document: `${COLLECTIONS.semesters}/{semesterId}` },
  async (event) => {
    const title: unknown = event.data?.after.get('title');
    if (typeof title !== 'string' || title === event.data?.before.get('title')) return;
    const { propagateName } = await import('./rename.js');
    await propagateName('semesterName', event.params.semesterId, title);
  },
);
