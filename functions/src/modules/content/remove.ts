import * as logger from 'firebase-functions/logger';
import { catalogDoc, unpublish } from './catalog.js';
import {
  ContentPathError,
  contentKindOf,
  parseContentPath,
  type ParsedContentPath,
} from './object-path.js';
import { contentErrorDoc } from './rejection.js';
import { isNewer, type StorageObject } from './storage-object.js';
import { bumpContentVersion } from './version.js';
import { removeWarning } from './warnings.js';

/**
 * Handles `google.cloud.storage.object.v1.deleted`: unpublishes the note or paper at that path
 * (and its page text, and any error entry), unless a newer generation was published since:
 * overwriting an object sends the new object's "finalized" and the old generation's "deleted"
 * in no fixed order.
 */
export async function removeObject(object: StorageObject): Promise<void> {
  let parsed: ParsedContentPath | null = null;
  try {
    parsed = parseContentPath(object.name, object.metadata ?? {});
  } catch (error) {
    if (!(error instanceof ContentPathError)) throw error;
  }
  const errorRef = contentErrorDoc(object.name);
  if (!parsed) {
    // A misnamed content path may have an error entry; other paths are not content.
    if (contentKindOf(object.name))
      await Promise.all([errorRef.delete(), removeWarning(object.name)]);
    return;
  }
  const ref = catalogDoc(parsed);
  const current = await ref.get();
  if (current.exists && isNewer(current.get('generation'), object.generation)) return;
  await unpublish(parsed);
  await errorRef.delete();
  await removeWarning(object.name);
  if (current.exists) await bumpContentVersion();
  logger.info('content removed', { path: object.name, kind: parsed.kind, docId: parsed.docId });
}
