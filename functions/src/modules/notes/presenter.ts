/**
 * Stored documents → API bodies (spec §3 fields, DESIGN §2: `_id`, ISO dates). Only the listed
 * fields are sent; ordering keys, counters and foreign ids stay on the server.
 */
import { asNumber, asString, toIso, type Stored } from '../../lib/present.js';
import type { DownloadDto, NoteDto, SemesterDto, SubjectDto } from '../../shared/notes.js';

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
  };
}

export function presentDownload({ id, data }: Stored): DownloadDto {
  return {
    _id: id,
    noteId: asString(data.noteId, id),
    subject: asString(data.subject),
    semester: asString(data.semester),
    fileUrl: asString(data.fileUrl),
    uploadedAt: toIso(data.uploadedAt),
  };
}
