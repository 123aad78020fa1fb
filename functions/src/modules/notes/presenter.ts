/**
 * Stored documents → API bodies (docs/product.md §3 fields, docs/architecture.md §2: `_id`, ISO dates). Only the listed
 * fields are sent; ordering keys, counters and foreign ids stay on the server.
 */
import { asNumber, asString, toIso, type Stored } from '../../lib/present.js';
import type {
  DownloadDto,
  NoteDetailDto,
  NoteDto,
  PyqDetailDto,
  PyqDto,
  SemesterDto,
  SubjectDto,
} from '@notesea/contract/notes';

/** `{ sharedBy }` for a student's credited contribution, else nothing: additive. */
function sharedBy(data: Stored['data']): { sharedBy?: string } {
  const name = asString(data.sharedBy).trim();
  return name ? { sharedBy: name } : {};
}

export function presentSemester({ id, data }: Stored): SemesterDto {
  return { _id: id, title: asString(data.title) };
}

export function presentSubject({ id, data }: Stored): SubjectDto {
  return { _id: id, title: asString(data.title) };
}

/**
 * `subject` is the note's subject document when it was read; its title stands in when the note
 * lacks the denormalised `subjectName`.
 */
export function presentNote({ id, data }: Stored, subject: Stored | null): NoteDto {
  return {
    _id: id,
    title: asString(data.title),
    unit: asNumber(data.unit),
    semesterName: asString(data.semesterName),
    subjectName: asString(data.subjectName) || asString(subject?.data.title),
    pdfUrl: asString(data.pdfUrl),
    pages: asNumber(data.pages),
    bytes: asNumber(data.bytes),
    ...sharedBy(data),
  };
}

export function presentPyq({ id, data }: Stored): PyqDto {
  return {
    _id: id,
    title: asString(data.title),
    year: asNumber(data.year),
    session: asString(data.session),
    pdfUrl: asString(data.pdfUrl),
    pages: asNumber(data.pages),
    ...sharedBy(data),
  };
}

/** Where a note or paper sits, for the reader's links back. */
function placeOf(data: Stored['data']) {
  return {
    subjectId: asString(data.subjectId),
    subjectName: asString(data.subjectName),
    semesterId: asString(data.semesterId),
    semesterName: asString(data.semesterName),
  };
}

/** A note for the reader: its catalogue fields with the ids of its subject and semester. */
export function presentNoteDetail(stored: Stored): NoteDetailDto {
  return { ...presentNote(stored, null), ...placeOf(stored.data) };
}

/** A paper for the reader: its catalogue fields with the ids of its subject and semester. */
export function presentPyqDetail(stored: Stored): PyqDetailDto {
  return { ...presentPyq(stored), ...placeOf(stored.data) };
}

export function presentDownload({ id, data }: Stored): DownloadDto {
  return {
    _id: id,
    noteId: asString(data.noteId, id),
    subject: asString(data.subject),
    semester: asString(data.semester),
    fileUrl: asString(data.fileUrl),
    uploadedAt: toIso(data.uploadedAt),
    lastPage: asNumber(data.lastPage),
    pages: asNumber(data.pages),
  };
}
