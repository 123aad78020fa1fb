/**
 * Resume-like files for the careers suite: the same fixtures the functions unit tests sniff
 * (functions/src/test-utils/resumes.ts), so both layers test against identical bytes.
 */
export { cfb, DOCX_BYTES, EXE_BYTES } from '../../functions/src/test-utils/resumes.js';

/** `pdf` followed by zero bytes up to exactly `size` bytes (for the 5 MB limit). */
export function pdfPaddedTo(pdf: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  out.set(pdf);
  return out;
}
