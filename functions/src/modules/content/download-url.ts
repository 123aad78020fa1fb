import { randomUUID } from 'node:crypto';
import { storageEmulatorHost } from '../../config.js';
import { bucketFile, type StorageObject } from './storage-object.js';

/**
 * The object's Firebase download URL (token-bearing; opens without rules, docs/architecture.md §5). Console
 * uploads carry a token already; admin/gsutil uploads get one here (one metadata write, which
 * causes a metadataUpdated event that changes nothing). Built from the documented URL form
 * rather than with firebase-admin's getDownloadURL, which re-reads the metadata through the
 * Firebase endpoint — an extra request that the emulators refuse under deny-all rules.
 * @returns `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{path}?alt=media&token=…`, or
 *   the Storage emulator's host in its place
 */
export async function downloadUrl(object: StorageObject): Promise<string> {
  let token = object.metadata?.firebaseStorageDownloadTokens?.split(',')[0];
  if (!token) {
    token = randomUUID();
    await bucketFile(object).setMetadata({ metadata: { firebaseStorageDownloadTokens: token } });
  }
  const emulator = storageEmulatorHost();
  const base = emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
  return `${base}/v0/b/${object.bucket}/o/${encodeURIComponent(object.name)}?alt=media&token=${token}`;
}
