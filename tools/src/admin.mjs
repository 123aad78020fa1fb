import { initializeApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { getAuth } from 'firebase-admin/auth';
import { BUCKET, HOSTS, PROJECT_ID } from './paths.mjs';

/**
 * Points firebase-admin in this process at the local emulators (never a real project: the
 * project id is `demo-notesea`) and returns its handles. Environment variables already set win,
 * so a caller can aim at other ports.
 * @returns {{ db: import('firebase-admin/firestore').Firestore,
 *   bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>,
 *   auth: import('firebase-admin/auth').Auth }}
 */
export function emulatorAdmin() {
  process.env.FIRESTORE_EMULATOR_HOST ??= HOSTS.firestore;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= HOSTS.storage;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= HOSTS.auth;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
  // No GCE metadata server here; skip @google-cloud's lookup and its warning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app =
    getApps().find((a) => a.name === 'notesea-tools') ??
    initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, 'notesea-tools');
  return { db: getFirestore(app), bucket: getStorage(app).bucket(BUCKET), auth: getAuth(app) };
}
