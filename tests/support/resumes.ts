/**
 * Resume-like files for the careers suite: the same fixtures the functions unit tests sniff
 * (functions/src/test-utils/resumes.ts), so both layers test against identical bytes.
 */
import { DOCX_BYTES, cfb } from '../../functions/src/test-utils/resumes.js';

export { cfb };

/** A minimal DOCX (a zip with [Content_Types].xml and word/document.xml). */
export function docx(): Uint8Array {
  return DOCX_BYTES;
}

/** `pdf` followed by zero bytes up to exactly `size` bytes (for the 5 MB limit). */
export function pdfPaddedTo(pdf: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(pdf);
  return out;
}
