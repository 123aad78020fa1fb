import * as logger from 'firebase-functions/logger';
import { CATALOG_SCHEMAS, catalogDoc } from './catalog.js';
import { ContentPathError, parseContentPath, type ParsedContentPath } from './object-path.js';
import type { StorageObject } from './storage-object.js';
import { bumpContentVersion } from './version.js';

/**
 * Handles `google.cloud.storage.object.v1.metadataUpdated`: a `title` or `unit` edited on a
 * published object (Google Cloud console → Edit metadata, `gsutil setmeta`) updates the listed
 * note or paper without reading the PDF again. Events for unpublished objects, and the event
 * that the pipeline's own download-token write causes, change nothing.
 * @returns whether the catalog document was updated
 */
export async function refreshMetadata(object: StorageObject): Promise<boolean> {
  let parsed: ParsedContentPath | null;
  try {
    parsed = parseContentPath(object.name, object.metadata ?? {});
  } catch (error) {
    if (error instanceof ContentPathError) return false;
    throw error;
  }
  if (!parsed) return false;
  const ref = catalogDoc(parsed);
  const current = await ref.get();
  if (!current.exists) return false;
  const changes: Record<string, unknown> = {};
  if (current.get('title') !== parsed.title) changes.title = parsed.title;
  if (parsed.kind === 'note' && current.get('unit') !== parsed.unit) {
    changes.unit = parsed.unit;
    changes.order = parsed.unit ?? 0;
  }
  if (Object.keys(changes).length === 0) return false;
  // The changed fields through the stored schema (an update bypasses the converter).
  await ref.update(CATALOG_SCHEMAS[parsed.kind].partial().parse(changes));
  await bumpContentVersion();
  logger.info('content metadata updated', { path: object.name, ...changes });
  return true;
}
