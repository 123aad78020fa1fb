/**
 * The one firebase-admin app of this function instance, and lazy getters for its services.
 *
 * Lazy so that importing a module (unit tests, the deploy-time manifest build) never opens a
 * connection. In the emulator the Admin SDK finds the emulators through `FIRESTORE_EMULATOR_HOST`,
 * `FIREBASE_AUTH_EMULATOR_HOST` and `FIREBASE_STORAGE_EMULATOR_HOST`.
 */
import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';
import { configuredBucket, runtimeProjectId } from '../config.js';

export type Bucket = ReturnType<Storage['bucket']>;

let firestore: Firestore | undefined;

/**
 * The default app. Looked up by name, not by `getApps().length`: firebase-functions creates its
 * own named app when it decodes a Firestore event, and then no default app exists yet.
 */
export function app(): App {
  return getApps().some((a) => a.name === '[DEFAULT]') ? getApp() : initializeApp();
}

/**
 * Firestore, configured once. `preferRest` is deliberately NOT set: the light emulator
 * (docs/architecture.md §8) speaks gRPC only. `ignoreUndefinedProperties` lets services pass optional fields
 * without stripping `undefined` by hand.
 */
export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}

/** Project id from the runtime environment (Cloud Functions and the emulator both set it). */
export function projectId(): string | undefined {
  return runtimeProjectId() ?? app().options.projectId;
}

/**
 * Name of the default bucket: `STORAGE_BUCKET` if set, else the bucket from `FIREBASE_CONFIG`
 * (what `initializeApp()` read), else `${projectId}.appspot.com` — which is
 * `demo-notesea.appspot.com` in the emulator.
 */
export function bucketName(): string {
  const configured = configuredBucket() ?? app().options.storageBucket;
  if (configured) return configured;
  const id = projectId();
  if (!id) throw new Error('Cannot determine the storage bucket: no project id in the environment');
  return `${id}.appspot.com`;
}

/** The default Cloud Storage bucket (see `bucketName`). */
export function bucket(): Bucket {
  return getStorage(app()).bucket(bucketName());
}
