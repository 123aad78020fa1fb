import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { catalogDoc, unpublish } from './catalog.js';
import { contentErrorId, type ParsedContentPath } from './object-path.js';
import type { ContentRejected } from './pdf.js';
import { isNewer, type StorageObject } from './storage-object.js';
import { contentErrorsCollection } from './stored.js';
import { bumpContentVersion } from './version.js';
import { removeWarning } from './warnings.js';

/**
 * `contentErrors/{hash of path}`: the refusal entry of a Storage path (at most one), read and
 * written through its schema (stored.ts).
 */
export function contentErrorDoc(path: string) {
  return contentErrorsCollection().doc(contentErrorId(path));
}

/**
 * Records a refusal where the content team looks (`contentErrors`, newest per path) and in a
 * structured log line. A refused re-upload also unpublishes what was at that path: the listed
 * URL would now serve the refused bytes.
 * @param parsed the parsed path, or null when the path itself was refused
 */
export async function recordRejection(
  object: StorageObject,
  rejection: ContentRejected,
  parsed: ParsedContentPath | null,
): Promise<void> {
  logger.warn('content rejected', {
    path: object.name,
    reason: rejection.reason,
    message: rejection.message,
    bytes: Number(object.size ?? 0),
  });
  if (parsed) {
    const current = await catalogDoc(parsed).get();
    if (current.exists && !isNewer(current.get('generation'), object.generation)) {
      await unpublish(parsed);
      await removeWarning(object.name);
      await bumpContentVersion();
    }
  }
  await contentErrorDoc(object.name).set({
    path: object.name,
    bucket: object.bucket,
    reason: rejection.reason,
    message: rejection.message,
    bytes: Number(object.size ?? 0),
    generation: String(object.generation ?? ''),
    at: Timestamp.fromDate(now()),
  });
}
