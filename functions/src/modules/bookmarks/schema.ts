/**
 * Bookmarks: notes a student saved to come back to.
 *
 * Only the note's id is kept: the list shows each note's CURRENT title and names, read from
 * `notes/{noteId}` in one batched get, so a re-titled note is never shown under its old name and a
 * removed one drops out.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { docId } from '@notesea/contract/common';
import { COLLECTIONS } from '../../lib/collections.js';
import { storedConverter, userCollection } from '../../lib/stored.js';

/** `users/{uid}/bookmarks/{noteId}`. */
export const storedBookmarkSchema = z.looseObject({
  noteId: z.string(),
  createdAt: z.instanceof(Timestamp),
});

export type StoredBookmark = z.output<typeof storedBookmarkSchema>;
export const bookmarkConverter = storedConverter(storedBookmarkSchema);

/** `users/{uid}/bookmarks`, read and written through its schema. */
export function bookmarksCollection(uid: string) {
  return userCollection(uid, COLLECTIONS.bookmarks, bookmarkConverter);
}

export const bookmarkParamsSchema = z.object({ noteId: docId('noteId') });
