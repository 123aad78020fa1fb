/**
 * The content team's side of the pipeline, for the suites: upload to and delete from Storage with
 * the admin SDK (as the console or gsutil would), and read what the pipeline recorded.
 */
import { randomUUID } from 'node:crypto';
import type { NoteDto, PyqDto } from '@notesea/contract/notes';
import { admin } from './admin.js';
import { api } from './http.js';
import { eventually } from './poll.js';

/** What the content team is promised: uploads are listed (or refused) within 10 s. */
export const PIPELINE_DEADLINE_MS = 10_000;

/** A note as `GET /api/semesters/subjects/:id/notes` lists it (the contract's type). */
export type ListedNote = NoteDto;
/** A paper as `GET /api/semesters/subjects/:id/pyqs` lists it (the contract's type). */
export type ListedPaper = PyqDto;

/**
 * Uploads `bytes` to `path` as the Firebase console does: Content-Type application/pdf and a
 * download token, plus any custom metadata (`title`, `unit`).
 */
export async function upload(
  path: string,
  bytes: Uint8Array,
  metadata: Record<string, string> = {},
): Promise<void> {
  await admin.bucket.file(path).save(Buffer.from(bytes), {
    resumable: false,
    validation: false,
    contentType: 'application/pdf',
    metadata: {
      contentType: 'application/pdf',
      metadata: { ...metadata, firebaseStorageDownloadTokens: randomUUID() },
    },
  });
}

/** A subject (and its semester's id) created for one test, so its lists hold only that test's files. */
export async function createSubject(title: string, semesterId = 'sem-3'): Promise<string> {
  const id = `test-${randomUUID().slice(0, 8)}`;
  await admin.db.doc(`subjects/${id}`).set({ title, semesterId, order: 99, branch: 'CSE' });
  return id;
}

export async function notesOf(subjectId: string): Promise<ListedNote[]> {
  const res = await api<ListedNote[]>(`/semesters/subjects/${subjectId}/notes`);
  if (res.status !== 200) throw new Error(`notes of ${subjectId}: ${res.status}`);
  return res.body;
}

export async function papersOf(subjectId: string): Promise<ListedPaper[]> {
  const res = await api<ListedPaper[]>(`/semesters/subjects/${subjectId}/pyqs`);
  if (res.status !== 200) throw new Error(`papers of ${subjectId}: ${res.status}`);
  return res.body;
}

/** Polls `list` until `done` holds for its result, for at most PIPELINE_DEADLINE_MS. */
export async function listedWithin<T>(
  list: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<T> {
  let last: T | undefined;
  await eventually(async () => done((last = await list())), PIPELINE_DEADLINE_MS);
  return last as T;
}

/** The `contentErrors` entries for `path` (the pipeline keeps one per path). */
export async function contentErrorsFor(path: string): Promise<Record<string, unknown>[]> {
  const snap = await admin.db.collection('contentErrors').where('path', '==', path).get();
  return snap.docs.map((d) => d.data());
}

/** The stored per-page text of a note or paper, by page number. */
export async function pageTexts(contentId: string): Promise<Map<number, string>> {
  const snap = await admin.db.collection('contentPages').where('contentId', '==', contentId).get();
  return new Map(snap.docs.map((d) => [Number(d.get('page')), String(d.get('text'))]));
}
