/**
 * Event-driven functions of the content pipeline (DESIGN §11), exported beside `api`:
 * - `contentUploaded` / `contentDeleted`: Storage object finalized/deleted in the default bucket
 *   (every object; paths outside notes/ and pyqs/ are ignored at once).
 * - `contentMetadataUpdated`: a title or unit edited in an object's custom metadata.
 * - `subjectRenamed` / `semesterRenamed`: a title edited in the console reaches the names that
 *   notes and papers copy, so a notes list stays one query.
 * The handlers are thin: event → service. Locally the official emulators deliver these events;
 * in light mode tools/src/stack/light-events.mjs delivers the same events (README).
 */
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import {
  onObjectDeleted,
  onObjectFinalized,
  onObjectMetadataUpdated,
} from 'firebase-functions/v2/storage';
import { ingestObject, propagateName, refreshMetadata, removeObject } from './service.js';
import {
  CONTENT_TRIGGER_CPUS,
  CONTENT_TRIGGER_MEMORY,
  CONTENT_TRIGGER_TIMEOUT_SECONDS,
} from './sizing.js';

/**
 * Where the triggers run. Set here, not only through setGlobalOptions in index.ts: ES modules
 * evaluate this file before index.ts's body. Storage triggers must run in the bucket's region
 * (create the default bucket in asia-south1, README).
 */
const CONTENT_REGION = 'asia-south1';

/**
 * A 200-page text PDF reads in about a second; a scan is read by OCR on both CPUs at ~2–2.5 s per
 * page and peaks at ~600 MiB plus the upload's copies (sizing.ts has the arithmetic,
 * docs/content-ocr.md the measurements). One event per instance at a time keeps that memory
 * bound and gives OCR every CPU.
 */
const STORAGE_TRIGGER_OPTIONS = {
  region: CONTENT_REGION,
  memory: CONTENT_TRIGGER_MEMORY,
  timeoutSeconds: CONTENT_TRIGGER_TIMEOUT_SECONDS,
  concurrency: 1,
  cpu: CONTENT_TRIGGER_CPUS,
  maxInstances: 10,
} as const;

export const contentUploaded = onObjectFinalized(STORAGE_TRIGGER_OPTIONS, async (event) => {
  await ingestObject(event.data);
});

/** A delete reads no PDF: the size the triggers had before OCR. */
export const contentDeleted = onObjectDeleted(
  { ...STORAGE_TRIGGER_OPTIONS, memory: '1GiB', timeoutSeconds: 300, cpu: 1 },
  async (event) => {
    await removeObject(event.data);
  },
);

export const contentMetadataUpdated = onObjectMetadataUpdated(
  { region: CONTENT_REGION, memory: '256MiB', maxInstances: 10 },
  async (event) => {
    await refreshMetadata(event.data);
  },
);

export const subjectRenamed = onDocumentUpdated(
  { document: 'subjects/{subjectId}', region: CONTENT_REGION },
  async (event) => {
    const title: unknown = event.data?.after.get('title');
    if (typeof title !== 'string' || title === event.data?.before.get('title')) return;
    await propagateName('subjectName', event.params.subjectId, title);
  },
);

export const semesterRenamed = onDocumentUpdated(
  { document: 'semesters/{semesterId}', region: CONTENT_REGION },
  async (event) => {
    const title: unknown = event.data?.after.get('title');
    if (typeof title !== 'string' || title === event.data?.before.get('title')) return;
    await propagateName('semesterName', event.params.semesterId, title);
  },
);
