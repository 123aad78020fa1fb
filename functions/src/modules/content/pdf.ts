/**
 * Reads an uploaded PDF for the content pipeline: is it really a PDF (content sniffed with
 * file-type, never the name), is it encrypted, and what text is on each page (pdf.js through
 * unpdf's serverless build; OCR for pages without a text layer, page-text.ts). Pages are read one
 * at a time and released, so memory stays flat on a 200-page file.
 */
import * as logger from 'firebase-functions/logger';
import { getDocumentProxy } from 'unpdf';
import {
  measurePdfExpansion,
  PdfLimitExceeded,
  type PdfExpansionLimits,
} from '../../lib/pdf-expansion.js';
import { readPages, type PageText, type ReadPagesOptions } from './page-text.js';

export { MAX_PAGE_CHARS } from './page-text.js';

/** Largest PDF the pipeline accepts: 50 MB. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/**
 * How far a PDF may expand before pdf.js and pdf-lib read it (lib/pdf-expansion.ts). Student
 * uploads reach the pipeline only as byte-identical copies of files that passed the stricter
 * upload limits (uploads/bounds.ts); these bound the team's own files, which are larger (50 MB)
 * and read in a 2 GiB, 540 s trigger: 4 GiB in all (80× the largest file; the corpus's scans
 * inflate up to 67×), 128 MiB a stream (a lossless 42 MP colour image), 100 MP an image (an A3
 * page scanned at 600 dpi is 70 MP), 20,000 streams (each ~0.2 ms: 4–5 s for 20,000), and 30 s of the
 * trigger's time.
 */
export const PIPELINE_PDF_LIMITS: PdfExpansionLimits = {
  maxDecodedBytes: 4 * 1024 * 1024 * 1024,
  maxStreamBytes: 128 * 1024 * 1024,
  maxImagePixels: 100_000_000,
  maxStreams: 20_000,
  maxSeconds: 30,
};

export type RejectionReason =
  'not-a-pdf' | 'encrypted' | 'too-large' | 'unreadable' | 'unknown-subject' | 'bad-path';

/** An upload the pipeline refuses; `message` is for the content team (contentErrors, logs). */
export class ContentRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    message: string,
  ) {
    super(message);
    this.name = 'ContentRejected';
  }
}

export interface PdfText {
  /** Text of each page, in order; index 0 is page 1. Empty string for a page without text. */
  pages: string[];
  /** Each page's source, OCR confidence, readability (and layout when asked), same order. */
  details: PageText[];
}

/**
 * Checks and reads a PDF.
 * @param bytes the whole object
 * @param options layouts wanted (papers), OCR workers and time budget (page-text.ts)
 * @returns the text of every page
 * @throws ContentRejected 'too-large' (over MAX_PDF_BYTES, or expands past PIPELINE_PDF_LIMITS),
 *   'not-a-pdf' (sniffed type differs),
 *   'encrypted' (needs a password, or carries an /Encrypt dictionary), 'unreadable' (pdf.js
 *   cannot parse it, or it has no pages)
 */
export async function readPdf(bytes: Uint8Array, options: ReadPagesOptions = {}): Promise<PdfText> {
  if (bytes.byteLength > MAX_PDF_BYTES) throw tooLarge(bytes.byteLength);
  // Imported on use: every function instance loads this bundle (cold starts).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'application/pdf') {
    throw new ContentRejected(
      'not-a-pdf',
      `Not a PDF: the file's content is ${detected ? `${detected.mime} (.${detected.ext})` : 'of an unknown type'}`,
    );
  }
  await boundExpansion(bytes);
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may keep (detach) the buffer it is given; hand it a copy so the caller's stays whole.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (error) {
    if ((error as Error).name === 'PasswordException') throw encrypted();
    throw new ContentRejected(
      'unreadable',
      `The PDF could not be read: ${(error as Error).message}`,
    );
  }
  try {
    // Permissions exist only in an encryption dictionary: a PDF that opens without a password
    // but is still encrypted (owner password) is refused too, since text and printing may be locked.
    if ((await pdf.getPermissions()) !== null) throw encrypted();
    if (pdf.numPages < 1) throw new ContentRejected('unreadable', 'The PDF has no pages');
    const details = await readPages(pdf, bytes, options);
    return { pages: details.map((page) => page.text), details };
  } finally {
    await pdf.destroy();
  }
}

/**
 * Measures the streams within PIPELINE_PDF_LIMITS before any PDF library decodes them. A stream
 * the measurement cannot follow (LZW, ASCII85 or ASCIIHex filters, a size given by reference) is
 * read as before: these are the content team's files (or student uploads that passed the stricter
 * upload checks), and old PDFs that pdf.js reads well use those filters.
 * @throws ContentRejected 'too-large' (a limit of size or pixels), 'unreadable' (not measured in
 *   time)
 */
async function boundExpansion(bytes: Uint8Array): Promise<void> {
  try {
    await measurePdfExpansion(bytes, PIPELINE_PDF_LIMITS);
  } catch (error) {
    if (!(error instanceof PdfLimitExceeded)) throw error;
    if (error.limit === 'unmeasurable') {
      logger.warn('content PDF not measured before reading', { reason: error.message });
      return;
    }
    const tooBig = ['decoded-bytes', 'stream-bytes', 'image-pixels'].includes(error.limit);
    throw new ContentRejected(
      tooBig ? 'too-large' : 'unreadable',
      `The PDF could not be read safely: ${error.message}; export it again with smaller images`,
    );
  }
}

/** The 'too-large' rejection, also used before downloading when the event gives the size. */
export function tooLarge(bytes: number): ContentRejected {
  const mb = (bytes / 1024 / 1024).toFixed(1);
  return new ContentRejected('too-large', `The PDF is ${mb} MB; the limit is 50 MB`);
}

function encrypted(): ContentRejected {
  return new ContentRejected(
    'encrypted',
    'The PDF is encrypted or password-protected; upload an unprotected copy',
  );
}
