import { emulatorAdmin } from '../../tools/src/admin.mjs';
import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import type { Storage } from 'firebase-admin/storage';

type Handles = { db: Firestore; auth: Auth; bucket: ReturnType<Storage['bucket']> };

/** firebase-admin aimed at the local emulators (project demo-notesea), for arranging and asserting state. */
export const admin: Handles = emulatorAdmin();
