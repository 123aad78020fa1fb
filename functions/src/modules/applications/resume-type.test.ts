import { describe, expect, it } from 'vitest';
import {
  cfb,
  DOCM_BYTES,
  DOCX_BYTES,
  EXE_BYTES,
  PDF_BYTES,
  XLSX_BYTES,
} from '../../test-utils/resumes.js';
import { detectResumeType } from './resume-type.js';

describe('detectResumeType', () => {
  it('recognises PDF, DOCX and Word 97–2003 DOC by content', async () => {
    await expect(detectResumeType(PDF_BYTES)).resolves.toEqual({
      ext: 'pdf',
      mime: 'application/pdf',
    });
    await expect(detectResumeType(DOCX_BYTES)).resolves.toEqual({
      ext: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await expect(detectResumeType(cfb(true))).resolves.toEqual({
      ext: 'doc',
      mime: 'application/msword',
    });
  });

  it.each([
    ['an executable', EXE_BYTES],
    ['a compound file without a WordDocument stream (xls, msi…)', cfb(false)],
    ['a macro-enabled DOCM', DOCM_BYTES],
    ['a spreadsheet', XLSX_BYTES],
    ['plain text', Buffer.from('Name: Asha\nSkills: writing')],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_label, bytes) => {
    await expect(detectResumeType(bytes)).resolves.toBeUndefined();
  });
});
