/**
 * Stored documents → API bodies (docs/product.md §3 fields, docs/architecture.md §2: `_id`, ISO dates). Only the listed
 * fields are sent; ordering keys, counters and foreign ids stay on the server. The documents were
 * read through their schemas (./stored.ts), so fields are used as typed, not coerced.
 */
import { toIso, type Stored } from '../../lib/present.js';
import type {
  DownloadDto,
  NoteDetailDto,
  NoteDto,
  PyqDetailDto,
  PyqDto,
  SemesterDto,
  SubjectDto,
} from '@notesea/contract/notes';
import type {
  StoredDownload,
  StoredNote,
  StoredPyq,
  StoredSemester,
  StoredSubject,
} from './stored.js';

type CatalogItem = StoredNote | StoredPyq;

/** `{ sharedBy }` for a student's credited contribution, else nothing: additive. */
function sharedBy(data: CatalogItem): { sharedBy?: string } {
  const name = data.sharedBy?.trim();
  return name ? { sharedBy: name } : {};
}

export function presentSemester({ id, data }: Stored<StoredSemester>): SemesterDto {
  return { _id: id, title: data.title };
}

export function presentSubject({ id, data }: Stored<StoredSubject>): SubjectDto {
  return { _id: id, title: data.title };
}

/**
 * `subject` is the note's subject document when it was read; its title stands in when the note
 * lacks the denormalised `subjectName`.
 */
export function presentNote(
  { id, data }: Stored<StoredNote>,
  subject: Stored<StoredSubject> | null,
): NoteDto {
  return {
    _id: id,
    title: data.title,
    unit: data.unit ?? null,
    semesterName: data.semesterName ?? '',
    subjectName: data.subjectName || (subject?.data.title ?? ''),
    pdfUrl: data.pdfUrl,
    pages: data.pages,
    bytes: data.bytes ?? null,
    ...sharedBy(data),
  };
}

export function presentPyq({ id, data }: Stored<StoredPyq>): PyqDto {
  return {
    _id: id,
    title: data.title,
    year: data.year,
    session: data.session,
    pdfUrl: data.pdfUrl,
    pages: data.pages,
    ...sharedBy(data),
  };
}

/** Where a note or paper sits, for the reader's links back. */
function placeOf(data: CatalogItem) {
  return {
    subjectId: data.subjectId,
    subjectName: data.subjectName ?? '',
    semesterId: data.semesterId,
    semesterName: data.semesterName ?? '',
  };
}

/** A note for the reader: its catalogue fields with the ids of its subject and semester. */
export function presentNoteDetail(stored: Stored<StoredNote>): NoteDetailDto {
  return { ...presentNote(stored, null), ...placeOf(stored.data) };
}

/** A paper for the reader: its catalogue fields with the ids of its subject and semester. */
export function presentPyqDetail(stored: Stored<StoredPyq>): PyqDetailDto {
  return { ...presentPyq(stored), ...placeOf(stored.data) };
}

export function presentDownload({ id, data }: Stored<StoredDownload>): DownloadDto {
  return {
    _id: id,
    noteId: data.noteId || id,
    subject: data.subject,
    semester: data.semester,
    fileUrl: data.fileUrl,
    uploadedAt: toIso(data.uploadedAt),
    lastPage: data.lastPage ?? null,
    pages: data.pages,
  };
}
