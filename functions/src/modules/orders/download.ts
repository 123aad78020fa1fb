/**
 * `GET /orders/{id}/download` (docs/product.md §4, §7; docs/architecture.md §5): the first delivered project file, streamed
 * from Cloud Storage as an attachment. Deliverables are never publicly readable; this owner +
 * delivered check is their only way out.
 */
import type { Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { pipeline } from 'node:stream/promises';
import { Conflict, NotFound } from '../../lib/errors.js';
import { bucket, bucketName, type Bucket } from '../../lib/firebase.js';
import { fileNameOf } from '@notesea/contract/orders';
import { getOwnedOrder } from './orders-service.js';

export const DOWNLOAD_MESSAGES = {
  notDelivered: 'Your project is not delivered yet',
  noFiles: 'No project files are available for this order yet',
  fileMissing: 'The project file could not be found. Please contact support.',
} as const;

/** Only objects under this prefix are ever served (a console typo must not expose resumes). */
export const DELIVERABLES_PREFIX = 'deliverables/';

/**
 * The object path a content-team entry names: a plain path ('deliverables/NS-…/a.zip', with or
 * without a leading '/') or a `gs://<bucket>/…` URL of our bucket. Undefined for anything outside
 * this order's own folder `deliverables/{orderId}/` (docs/architecture.md §5, docs/content-team.md): a path
 * pasted from another order must not hand one buyer another buyer's confidential project. Also
 * undefined for other buckets and paths with '.' or '..' segments.
 */
export function storagePathOf(
  entry: string,
  ourBucket: string,
  orderId: string,
): string | undefined {
  let path = entry.trim();
  const gs = /^gs:\/\/([^/]+)\/(.+)$/.exec(path);
  if (gs) {
    if (gs[1] !== ourBucket) return undefined;
    path = gs[2] ?? '';
  }
  path = path.replace(/^\/+/, '');
  if (!path.startsWith(`${DELIVERABLES_PREFIX}${orderId}/`) || path.endsWith('/')) return undefined;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return path;
}

/**
 * `Content-Disposition: attachment` for `fileName`: an ASCII fallback (quotes, backslashes and
 * non-ASCII replaced by '_') plus the exact name as RFC 5987 `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type StorageFile = ReturnType<Bucket['file']>;

export interface Deliverable {
  file: StorageFile;
  fileName: string;
  contentType: string;
  size?: number;
}

/**
 * The file to send for order `orderId` of `uid`.
 * Throws: NotFound('Order not found') 404 (missing or someone else's); Conflict('Your project is
 * not delivered yet') 409 unless orderStatus is delivered; NotFound('No project files are available
 * for this order yet') 404 when projectFiles is empty; NotFound('The project file could not be
 * found. Please contact support.') 404 when the entry is not a deliverable path or the object is
 * missing (logged for the content team).
 */
export async function findDeliverable(uid: string, orderId: string): Promise<Deliverable> {
  const order = await getOwnedOrder(uid, orderId);
  // Both fields are the content team's, normalised by the schema (./stored.ts).
  if (order.data.orderStatus !== 'delivered') {
    throw new Conflict(DOWNLOAD_MESSAGES.notDelivered);
  }
  const [first] = order.data.projectFiles;
  if (!first) throw new NotFound(DOWNLOAD_MESSAGES.noFiles);
  const path = storagePathOf(first, bucketName(), order.id);
  if (!path) {
    logger.error("projectFiles entry is not in this order's deliverables/{orderId}/ folder", {
      orderId,
      entry: first,
    });
    throw new NotFound(DOWNLOAD_MESSAGES.fileMissing);
  }
  const file = bucket().file(path);
  let metadata: { contentType?: string; size?: string | number };
  try {
    [metadata] = await file.getMetadata();
  } catch (err) {
    if ((err as { code?: unknown }).code !== 404) throw err;
    logger.error('Deliverable missing in Storage', { orderId, path });
    throw new NotFound(DOWNLOAD_MESSAGES.fileMissing);
  }
  const size = Number(metadata.size);
  return {
    file,
    fileName: fileNameOf(path),
    contentType: metadata.contentType || 'application/octet-stream',
    size: Number.isFinite(size) ? size : undefined,
  };
}

/** Streams `deliverable` as the response body, with its type, length and attachment name. */
export async function sendDeliverable(res: Response, deliverable: Deliverable): Promise<void> {
  res.set('Content-Type', deliverable.contentType);
  res.set('Content-Disposition', contentDisposition(deliverable.fileName));
  if (deliverable.size !== undefined) res.set('Content-Length', String(deliverable.size));
  await pipeline(deliverable.file.createReadStream(), res);
}
