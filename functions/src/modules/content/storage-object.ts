/**
 * The Storage object events the content pipeline handles, and what it asks of the object itself.
 */
import { getStorage } from 'firebase-admin/storage';
import { app } from '../../lib/firebase.js';

/** The fields of a Storage object event the pipeline uses (StorageObjectData, units: bytes). */
export interface StorageObject {
  bucket: string;
  name: string;
  /** Object size in bytes (Storage sends it as a string). */
  size?: string | number;
  /** Object generation (a decimal string of up to 19 digits). */
  generation?: string | number;
  /** Custom metadata set at upload (console: "Edit metadata"; gsutil -h x-goog-meta-title:…). */
  metadata?: Record<string, string> | null;
}

/** The object's file in its bucket (firebase-admin Storage). */
export function bucketFile(object: StorageObject) {
  return getStorage(app()).bucket(object.bucket).file(object.name);
}

/**
 * Whether a stored generation is newer than the event's. Generations are 64-bit integers sent as
 * decimal strings, compared as BigInt; anything else (missing, not digits) counts as not newer.
 */
export function isNewer(stored: unknown, incoming: string | number | undefined): boolean {
  if (typeof stored !== 'string' || !/^\d+$/.test(stored)) return false;
  if (incoming === undefined || !/^\d+$/.test(String(incoming))) return false;
  return BigInt(stored) > BigInt(incoming);
}
