import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  presentDownload,
  presentNote,
  presentNoteDetail,
  presentPyqDetail,
  presentSemester,
  presentSubject,
} from './presenter.js';

describe('notes presenters', () => {
  it('presents semesters and subjects as { _id, title } only', () => {
    expect(
      presentSemester({ id: 's1', data: { title: 'Semester 1', order: 1, secret: 'x' } }),
    ).toEqual({
      _id: 's1',
      title: 'Semester 1',
    });
    expect(
      presentSubject({ id: 'sub', data: { title: 'DBMS', semesterId: 's1', order: 2 } }),
    ).toEqual({
      _id: 'sub',
      title: 'DBMS',
    });
  });

  it('presents a note with its denormalised names, no ids or order', () => {
    const note = {
      id: 'n1',
      data: {
        title: 'Unit 1 notes',
        unit: 1,
        order: 3,
        subjectId: 'sub',
        semesterId: 's1',
        subjectName: 'DBMS',
        semesterName: 'Semester 3',
        pdfUrl: 'https://example.com/u1.pdf',
        pages: 12,
        storagePath: 'notes/s3/sub/u1.pdf',
      },
    };
    const subject = { title: 'Other title', semesterId: 's1', order: 1 };
    expect(presentNote(note, { id: 'sub', data: subject })).toEqual({
      _id: 'n1',
      title: 'Unit 1 notes',
      unit: 1,
      semesterName: 'Semester 3',
      subjectName: 'DBMS',
      pdfUrl: 'https://example.com/u1.pdf',
      pages: 12,
      bytes: null,
    });
  });

  it("falls back to the subject's title when the note lacks subjectName", () => {
    const place = { subjectId: 's', semesterId: 's1', pdfUrl: 'https://x/t.pdf', pages: 1 };
    const dto = presentNote(
      { id: 'n', data: { ...place, title: 't' } },
      { id: 's', data: { title: 'OS', semesterId: 's1', order: 1 } },
    );
    expect(dto).toMatchObject({ subjectName: 'OS', semesterName: '', unit: null });
  });

  it('presents a download with uploadedAt as ISO, progress and pages, without count', () => {
    const at = new Date('2025-10-01T10:30:00.000Z');
    const dto = presentDownload({
      id: 'n1',
      data: {
        noteId: 'n1',
        subject: 'DBMS',
        semester: 'Semester 3',
        fileUrl: 'https://example.com/u1.pdf',
        uploadedAt: Timestamp.fromDate(at),
        count: 4,
        lastPage: 7,
        lastReadAt: Timestamp.fromDate(at),
        pages: 12,
      },
    });
    expect(dto).toEqual({
      _id: 'n1',
      noteId: 'n1',
      subject: 'DBMS',
      semester: 'Semester 3',
      fileUrl: 'https://example.com/u1.pdf',
      uploadedAt: '2025-10-01T10:30:00.000Z',
      lastPage: 7,
      pages: 12,
    });
    const unread = {
      noteId: '',
      subject: 'OS',
      semester: 'Semester 3',
      fileUrl: 'https://x/2.pdf',
    };
    expect(
      presentDownload({
        id: 'n2',
        data: { ...unread, pages: null, uploadedAt: Timestamp.fromDate(at) },
      }),
    ).toMatchObject({ noteId: 'n2', lastPage: null, pages: null });
  });

  it('presents one note or paper for the reader with the ids of its subject and semester', () => {
    const names = {
      subjectId: 'dbms',
      subjectName: 'DBMS',
      semesterId: 's4',
      semesterName: 'Semester 4',
      pdfUrl: 'https://x/a.pdf',
      storagePath: 'notes/s4/dbms/a.pdf',
      generation: '1',
    };
    expect(
      presentNoteDetail({
        id: 'n1',
        data: { ...names, title: 'Normalisation', unit: 3, order: 3, pages: 12, bytes: 900 },
      }),
    ).toEqual({
      _id: 'n1',
      title: 'Normalisation',
      unit: 3,
      subjectId: 'dbms',
      subjectName: 'DBMS',
      semesterId: 's4',
      semesterName: 'Semester 4',
      pdfUrl: 'https://x/a.pdf',
      pages: 12,
      bytes: 900,
    });
    expect(
      presentPyqDetail({
        id: 'p1',
        data: { ...names, title: 'May 2024', year: 2024, session: 'may', pages: 2, bytes: 90 },
      }),
    ).toEqual({
      _id: 'p1',
      title: 'May 2024',
      year: 2024,
      session: 'may',
      subjectId: 'dbms',
      subjectName: 'DBMS',
      semesterId: 's4',
      semesterName: 'Semester 4',
      pdfUrl: 'https://x/a.pdf',
      pages: 2,
    });
  });
});
