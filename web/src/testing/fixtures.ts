import type { UserDto } from '@notesea/contract/accounts';
import type { DownloadDto } from '@notesea/contract/notes';

/** A signed-up student as the accounts endpoints answer them (`GET /api/users`, login's `user`). */
export const student: UserDto = {
  _id: 'u1',
  name: 'Asha Verma',
  email: 'asha@gmail.com',
  phone: '9876543210',
  collegeStudent: true,
  gender: 'Female',
  location: '',
  bio: '',
  image: '',
};

/**
 * A note the student opened (`GET /api/user-pdfs` item, and the answer of `POST /api/user-pdfs`
 * and `PUT /api/user-pdfs/:noteId/progress`): Database Management Systems, no page saved yet.
 */
export function openedNote(noteId: string, overrides: Partial<DownloadDto> = {}): DownloadDto {
  return {
    _id: noteId,
    noteId,
    subject: 'Database Management Systems',
    semester: 'CSE Semester 3',
    fileUrl: `https://files.example.test/${noteId}.pdf`,
    uploadedAt: '2025-10-05T09:00:00.000Z',
    lastPage: null,
    pages: null,
    ...overrides,
  };
}
