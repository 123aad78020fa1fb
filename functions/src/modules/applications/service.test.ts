import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAREER_MESSAGES } from '@notesea/contract/careers';
import { cfb, DOCX_BYTES, EXE_BYTES, PDF_BYTES } from '../../test-utils/resumes.js';
import type { MultipartForm } from '../../lib/multipart.js';

/** In-memory stand-ins for `applications/{id}` and the bucket, recording every write. */
const store = vi.hoisted(() => ({
  records: new Map<string, unknown>(),
  objects: new Map<string, { data: Buffer; options: unknown }>(),
  deleted: [] as string[],
  failCreate: false,
  nextId: 'app1',
}));

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/clock.js', () => ({ now: () => new Date('2025-10-01T10:30:00.000Z') }));
vi.mock('../../lib/firebase.js', () => ({
  db: () => ({
    collection: (name: string) => ({
      withConverter: (converter: { toFirestore: (data: unknown) => unknown }) => ({
        doc: () => ({
          id: store.nextId,
          create: async (data: unknown) => {
            const stored = converter.toFirestore(data);
            if (store.failCreate) throw new Error('DEADLINE_EXCEEDED');
            store.records.set(`${name}/${store.nextId}`, stored);
          },
        }),
      }),
    }),
  }),
  bucket: () => ({
    file: (path: string) => ({
      save: async (data: Buffer, options: unknown) => {
        store.objects.set(path, { data, options });
      },
      delete: async () => {
        store.deleted.push(path);
        store.objects.delete(path);
      },
    }),
  }),
}));

const { submitApplication } = await import('./service.js');

const FIELDS = {
  name: ' Asha Verma ',
  email: 'asha@gmail.com',
  phone: '9876543210',
  position: 'Content Writer',
};

function form(
  fields: Record<string, string> = FIELDS,
  data: Buffer | null = PDF_BYTES,
  truncated = false,
): MultipartForm {
  if (!data) return { fields };
  return { fields, file: { filename: 'cv.pdf', declaredType: 'application/pdf', data, truncated } };
}

beforeEach(() => {
  store.records.clear();
  store.objects.clear();
  store.deleted = [];
  store.failCreate = false;
});

describe('submitApplication', () => {
  it('stores the resume under resumes/{id}/ and the record, optional fields only when set', async () => {
    const id = await submitApplication(form({ ...FIELDS, skills: 'SEO', about: ' ' }));
    expect(id).toBe('app1');
    const object = store.objects.get('resumes/app1/resume.pdf');
    expect(object?.data).toEqual(PDF_BYTES);
    expect(object?.options).toEqual({
      resumable: false,
      contentType: 'application/pdf',
      metadata: { contentDisposition: 'attachment; filename="resume.pdf"' },
    });
    expect(store.records.get('applications/app1')).toEqual({
      name: 'Asha Verma',
      email: 'asha@gmail.com',
      phone: '9876543210',
      position: 'Content Writer',
      skills: 'SEO',
      resumePath: 'resumes/app1/resume.pdf',
      resumeType: 'application/pdf',
      resumeSize: PDF_BYTES.length,
      createdAt: Timestamp.fromDate(new Date('2025-10-01T10:30:00.000Z')),
    });
  });

  it('names the object after the sniffed type, not the client file name', async () => {
    await submitApplication(form(FIELDS, DOCX_BYTES));
    expect([...store.objects.keys()]).toEqual(['resumes/app1/resume.docx']);
    store.objects.clear();
    await submitApplication(form(FIELDS, cfb(true)));
    expect([...store.objects.keys()]).toEqual(['resumes/app1/resume.doc']);
  });

  it.each([
    ['no file', form(FIELDS, null), 400, CAREER_MESSAGES.resumeRequired],
    ['an empty file', form(FIELDS, Buffer.alloc(0)), 400, CAREER_MESSAGES.resumeRequired],
    ['no file and no fields', form({}, null), 400, CAREER_MESSAGES.resumeRequired],
    ['a blank phone', form({ ...FIELDS, phone: ' ' }), 400, CAREER_MESSAGES.requiredFields],
    [
      'a blank phone and an executable',
      form({ ...FIELDS, phone: '' }, EXE_BYTES),
      400,
      CAREER_MESSAGES.requiredFields,
    ],
    ['a bad email', form({ ...FIELDS, email: 'x@' }), 400, CAREER_MESSAGES.email],
    ['an oversized file', form(FIELDS, PDF_BYTES, true), 413, CAREER_MESSAGES.resumeTooLarge],
    ['an executable', form(FIELDS, EXE_BYTES), 415, CAREER_MESSAGES.resumeType],
  ])('%s → %s, nothing stored', async (_label, input, status, message) => {
    await expect(submitApplication(input)).rejects.toMatchObject({ status, message });
    expect(store.objects.size).toBe(0);
    expect(store.records.size).toBe(0);
  });

  it('deletes the uploaded resume when the record cannot be written', async () => {
    store.failCreate = true;
    await expect(submitApplication(form())).rejects.toThrow('DEADLINE_EXCEEDED');
    expect(store.deleted).toEqual(['resumes/app1/resume.pdf']);
    expect(store.objects.size).toBe(0);
    expect(store.records.size).toBe(0);
  });
});
