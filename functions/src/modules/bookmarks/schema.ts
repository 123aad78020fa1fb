/**
 * Bookmarks: notes a student saved to come back to.
 *
 * Stored: `users/{uid}/bookmarks/{noteId}` = `{ noteId, createdAt: Timestamp }`. Only the id is
 * kept: the list shows each note's CURRENT title and names, read from `notes/{noteId}` in one
 * batched get, so a re-titled note is never shown under its old name and a removed one drops
 * out.
 */
import { z } from 'zod';
import { docId } from '@notesea/contract/common';

export const bookmarkParamsSchema = z.object({ noteId: docId('noteId') });
