import { randomInt, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { API_URL } from '../support/env.js';
import { cfb, DOCX_BYTES, EXE_BYTES, pdfPaddedTo } from '../support/resumes.js';

const MB5 = 5 * 1024 * 1024;
const MESSAGES = {
  resume: 'Please attach your resume.',
  required: 'Please fill required fields.',
  type: 'Only PDF/DOC/DOCX allowed.',
  size: 'Resume must be at most 5 MB.',
};
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let pdf: Uint8Array;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  doc.addPage().drawText('Curriculum vitae');
  pdf = await doc.save();
});

/** A distinct client address per test, so the per-IP limit of one test never hits another. */
function freshIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    name: 'Asha Verma',
    email: `asha.${randomUUID().slice(0, 8)}@gmail.com`,
    phone: '9876543210',
    position: 'Content Writer',
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined),
  );
}

type Resume = { bytes: Uint8Array; name: string; type: string };

async function apply(
  form: Record<string, string>,
  resume: Resume | null,
  ip = freshIp(),
): Promise<{ status: number; body: { message: string; code?: string; _id?: string } }> {
  const data = new FormData();
  for (const [key, value] of Object.entries(form)) data.append(key, value);
  if (resume) {
    data.append(
      'resume',
      new Blob([new Uint8Array(resume.bytes)], { type: resume.type }),
      resume.name,
    );
  }
  const res = await fetch(`${API_URL}/applications`, {
    method: 'POST',
    body: data,
    headers: { 'X-Forwarded-For': ip },
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

async function resumeObjects(): Promise<string[]> {
  const [files] = await admin.bucket.getFiles({ prefix: 'resumes/' });
  return files.map((f) => f.name).sort();
}

async function applicationsFor(email: string) {
  return (await admin.db.collection('applications').where('email', '==', email).get()).docs;
}

/**
 * Runs a request that must be refused and asserts that nothing at all was stored: no record
 * for the applicant and no new object under resumes/.
 */
async function expectRefusedAndNothingStored(
  form: Record<string, string>,
  resume: Resume | null,
  status: number,
  message: string,
) {
  const before = await resumeObjects();
  const res = await apply(form, resume);
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  if (form.email) expect(await applicationsFor(form.email)).toHaveLength(0);
  expect(await resumeObjects()).toEqual(before);
}

describe('POST /applications: success', () => {
  it('stores the record and the resume; optional fields only when non-empty', async () => {
    const form = fields({
      name: '  Asha Verma ',
      linkedin: 'https://www.linkedin.com/in/asha',
      skills: 'Writing, SEO',
      portfolio: '   ',
      experience: '',
    });
    const res = await apply(form, { bytes: pdf, name: 'Asha CV.pdf', type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      message: 'Application submitted successfully!',
    });

    const id = res.body._id!;
    const record = (await admin.db.doc(`applications/${id}`).get()).data();
    expect(record).toEqual({
      name: 'Asha Verma',
      email: form.email,
      phone: '9876543210',
      position: 'Content Writer',
      linkedin: 'https://www.linkedin.com/in/asha',
      skills: 'Writing, SEO',
      resumePath: `resumes/${id}/resume.pdf`,
      resumeType: 'application/pdf',
      resumeSize: pdf.length,
      createdAt: expect.anything(),
    });
    const file = admin.bucket.file(`resumes/${id}/resume.pdf`);
    const [bytes] = await file.download();
    expect(Buffer.compare(bytes, Buffer.from(pdf))).toBe(0);
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('application/pdf');
  });

  it('goes by content, not by name or declared type: a PDF named resume.txt is a PDF', async () => {
    const form = fields();
    const res = await apply(form, { bytes: pdf, name: 'resume.txt', type: 'text/plain' });
    expect(res.status).toBe(201);
    const [record] = await applicationsFor(form.email!);
    expect(record!.get('resumePath')).toBe(`resumes/${res.body._id}/resume.pdf`);
  });

  it('accepts a DOCX', async () => {
    const form = fields();
    const res = await apply(form, { bytes: DOCX_BYTES, name: 'cv.docx', type: DOCX_MIME });
    expect(res.status).toBe(201);
    const [record] = await applicationsFor(form.email!);
    expect(record!.get('resumeType')).toBe(DOCX_MIME);
    const [exists] = await admin.bucket.file(`resumes/${res.body._id}/resume.docx`).exists();
    expect(exists).toBe(true);
  });

  it('accepts a Word 97–2003 DOC', async () => {
    const form = fields();
    const res = await apply(form, { bytes: cfb(true), name: 'cv.doc', type: 'application/msword' });
    expect(res.status).toBe(201);
    const [record] = await applicationsFor(form.email!);
    expect(record!.get('resumePath')).toBe(`resumes/${res.body._id}/resume.doc`);
  });

  it('accepts a resume of exactly 5 MB', async () => {
    const form = fields();
    const res = await apply(form, {
      bytes: pdfPaddedTo(pdf, MB5),
      name: 'big.pdf',
      type: 'application/pdf',
    });
    expect(res.status).toBe(201);
    const [record] = await applicationsFor(form.email!);
    expect(record!.get('resumeSize')).toBe(MB5);
  });
});

describe('POST /applications: refusals store nothing', () => {
  const asPdf = (bytes: Uint8Array): Resume => ({ bytes, name: 'cv.pdf', type: 'application/pdf' });

  it('no resume → 400 Please attach your resume.', async () => {
    await expectRefusedAndNothingStored(fields(), null, 400, MESSAGES.resume);
  });

  it('an empty file → 400 Please attach your resume.', async () => {
    await expectRefusedAndNothingStored(fields(), asPdf(new Uint8Array()), 400, MESSAGES.resume);
  });

  it('the resume is checked first: no resume and no fields → Please attach your resume.', async () => {
    await expectRefusedAndNothingStored({}, null, 400, MESSAGES.resume);
  });

  it('a JSON body (no multipart) → 400 Please attach your resume.', async () => {
    const res = await fetch(`${API_URL}/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() },
      body: JSON.stringify(fields()),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: MESSAGES.resume, code: 'validation' });
  });

  it.each(['name', 'email', 'phone', 'position'])(
    'missing or blank %s → 400 Please fill required fields.',
    async (field) => {
      await expectRefusedAndNothingStored(
        fields({ [field]: undefined }),
        asPdf(pdf),
        400,
        MESSAGES.required,
      );
      await expectRefusedAndNothingStored(
        fields({ [field]: '   ' }),
        asPdf(pdf),
        400,
        MESSAGES.required,
      );
    },
  );

  it('required fields are checked before the type', async () => {
    await expectRefusedAndNothingStored(
      fields({ phone: '' }),
      asPdf(EXE_BYTES),
      400,
      MESSAGES.required,
    );
  });

  it('a malformed email or phone → 400 with its message', async () => {
    await expectRefusedAndNothingStored(
      fields({ email: 'not-an-email' }),
      asPdf(pdf),
      400,
      'Please enter a valid email address.',
    );
    await expectRefusedAndNothingStored(
      fields({ phone: 'call me' }),
      asPdf(pdf),
      400,
      'Please enter a valid phone number.',
    );
  });

  it('an over-long optional field → 400 with its limit', async () => {
    await expectRefusedAndNothingStored(
      fields({ about: 'a'.repeat(3001) }),
      asPdf(pdf),
      400,
      'About must be at most 3000 characters.',
    );
  });

  it('an executable renamed .pdf → 415 Only PDF/DOC/DOCX allowed.', async () => {
    await expectRefusedAndNothingStored(fields(), asPdf(EXE_BYTES), 415, MESSAGES.type);
  });

  it.each([
    ['plain text named .pdf', Buffer.from('I am a resume, trust me'), 'cv.pdf'],
    ['a PNG named .docx', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'cv.docx'],
    ['a compound file that is not a Word document, named .doc', Buffer.from(cfb(false)), 'cv.doc'],
  ])('%s → 415', async (_label, bytes, name) => {
    await expectRefusedAndNothingStored(
      fields(),
      { bytes: new Uint8Array(bytes), name, type: 'application/pdf' },
      415,
      MESSAGES.type,
    );
  });

  it('a resume over 5 MB → 413 Resume must be at most 5 MB.', async () => {
    await expectRefusedAndNothingStored(
      fields(),
      asPdf(pdfPaddedTo(pdf, MB5 + 1)),
      413,
      MESSAGES.size,
    );
  });
});

describe('POST /applications: rate limit', () => {
  it('allows 5 applications per IP per hour, then 429; other IPs unaffected', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let refused: unknown;
    // Rejected attempts count too; up to two windows' worth in case the hour rolls over.
    for (let i = 0; i < 11 && !refused; i++) {
      const res = await apply({}, null, ip);
      statuses.push(res.status);
      if (res.status === 429) refused = res.body;
    }
    expect(refused).toEqual({
      message: 'Too many applications from your network. Please try again in an hour.',
      code: 'rate_limited',
    });
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(5);
    const elsewhere = await apply({}, null);
    expect(elsewhere.status).toBe(400);
  });
});
