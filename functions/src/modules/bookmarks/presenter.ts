/** A bookmark with its note (current title and names) → `BookmarkDto` (@notesea/contract/notes). */
import { asNumber, asString, toIso, type Stored } from '../../lib/present.js';
import type { BookmarkDto } from '@notesea/contract/notes';

export function presentBookmark(bookmark: Stored, note: Stored): BookmarkDto {
  return {
    _id: note.id,
    noteId: note.id,
    title: asString(note.data.title),
    unit: asNumber(note.data.unit),
    subjectId: asString(note.data.subjectId),
    subjectName: asString(note.data.subjectName),
    semesterName: asString(note.data.semesterName),
    pdfUrl: asString(note.data.pdfUrl),
    pages: asNumber(note.data.pages),
    createdAt: toIso(bookmark.data.createdAt),
  };
}
