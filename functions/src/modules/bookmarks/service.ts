/**
 * Bookmarks of the signed-in student (fields in ./schema.ts). Every function works on the
 * caller's own `users/{uid}/bookmarks` only; nobody can read or change another student's.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../lib/collections.js';
import { now } from '../../lib/clock.js';
import { isAlreadyExists, isNotFoundError, NotFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import type { Stored } from '../../lib/present.js';
import { readStoredDoc, storedDoc, storedDocs } from '../../lib/stored.js';
import { noteConverter, type StoredNote } from '../notes/stored.js';
import { bookmarkConverter, bookmarksCollection, type StoredBookmark } from './schema.js';

/** Upper bound on one list (a student saves tens, not thousands). */
export const MAX_BOOKMARKS = 500;

/** A bookmark and the note it points to. */
export interface SavedNote {
  bookmark: Stored<StoredBookmark>;
  note: Stored<StoredNote>;
}

/**
 * Saves note `noteId` for `uid` (PUT /bookmarks/:noteId), idempotently: 1 batched read (note +
 * bookmark) and, the first time, 1 create (a create-precondition, so two concurrent saves make
 * one bookmark with one `createdAt`).
 * @returns the bookmark and whether it was created now (201) or already saved (200)
 * Throws NotFound('Note not found') (404) for an unknown note; nothing is written then.
 */
export async function saveBookmark(
  uid: string,
  noteId: string,
): Promise<SavedNote & { created: boolean }> {
  const ref = bookmarksCollection(uid).doc(noteId);
  const [noteSnap, existing] = await db().getAll(
    db().collection(COLLECTIONS.notes).doc(noteId),
    ref.withConverter(null),
  );
  const note = readStoredDoc(noteConverter, noteSnap);
  if (!note) throw new NotFound('Note not found');
  const earlier = readStoredDoc(bookmarkConverter, existing);
  if (earlier) return { bookmark: earlier, note, created: false };
  const data = { noteId, createdAt: Timestamp.fromDate(now()) };
  try {
    await ref.create(data);
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    // A concurrent save won: answer with its bookmark (or replace one that does not fit).
    const winner = storedDoc(await ref.get());
    if (winner) return { bookmark: winner, note, created: false };
    await ref.set(data);
  }
  return { bookmark: { id: noteId, data }, note, created: true };
}

/**
 * Removes `uid`'s bookmark of `noteId` (DELETE /bookmarks/:noteId): 1 delete with an
 * exists-precondition, no read.
 * Throws NotFound('Bookmark not found') (404) when it is not saved.
 */
export async function removeBookmark(uid: string, noteId: string): Promise<void> {
  try {
    await bookmarksCollection(uid).doc(noteId).delete({ exists: true });
  } catch (error) {
    if (isNotFoundError(error)) throw new NotFound('Bookmark not found');
    throw error;
  }
}

/**
 * `uid`'s bookmarks, newest first, each with its note's current fields (GET /bookmarks):
 * 1 query + 1 batched get of the notes. Bookmarks of notes that were removed, or that no longer
 * fit their schema, are left out.
 */
export async function listBookmarks(uid: string): Promise<SavedNote[]> {
  const snap = await bookmarksCollection(uid)
    .orderBy('createdAt', 'desc')
    .limit(MAX_BOOKMARKS)
    .get();
  const saved = storedDocs(snap);
  if (saved.length === 0) return [];
  const notes: DocumentSnapshot[] = await db().getAll(
    ...saved.map(({ id }) => db().collection(COLLECTIONS.notes).doc(id)),
  );
  return saved.flatMap((bookmark, i) => {
    const note = readStoredDoc(noteConverter, notes[i]);
    return note ? [{ bookmark, note }] : [];
  });
}
