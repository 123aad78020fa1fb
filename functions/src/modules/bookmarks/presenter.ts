/** A bookmark with its note (current title and names) → `BookmarkDto` (@notesea/contract/notes). */
import { toIso, type Stored } from '../../lib/present.js';
import type { BookmarkDto } from '@notesea/contract/notes';
import type { StoredNote } from '../notes/stored.js';
import type { StoredBookmark } from './schema.js';

export function presentBookmark(
  bookmark: Stored<StoredBookmark>,
  note: Stored<StoredNote>,
): BookmarkDto {
  return {
    _id: note.id,
    noteId: note.id,
    title: note.data.title,
    unit: note.data.unit ?? null,
    subjectId: note.data.subjectId,
    subjectName: note.data.subjectName ?? '',
    semesterName: note.data.semesterName ?? '',
    pdfUrl: note.data.pdfUrl,
    pages: note.data.pages,
    createdAt: toIso(bookmark.data.createdAt),
  };
}
