/**
 * Reads an uploaded PDF for the content pipeline: is it really a PDF (content sniffed with
 * file-type, never the name), is it encrypted, and what text is on each page (pdf.js through
 * unpdf's serverless build). Pages are read one at a time and released, so memory stays flat on
 * a 200-page file.
 */
import { fileTypeFromBuffer } from 'file-type';
import { getDocumentProxy } from 'unpdf';
import { layoutFromTextItems, type PageLayout } from './layout.js';

/** Largest PDF the pipeline accepts (issue "Content pipeline"): 50 MB. */
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** Longest text kept for one page: keeps a page document far below Firestore's 1 MiB limit. */
export const MAX_PAGE_CHARS = 50_000;

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
  /** Lines of each page with their geometry (layout.ts), when asked for (question papers). */
  layouts: PageLayout[];
}

/**
 * Checks and reads a PDF.
 * @param bytes the whole object
 * @returns the text of every page (and its layout when asked)
 * @throws ContentRejected 'too-large' (over MAX_PDF_BYTES), 'not-a-pdf' (sniffed type differs),
 *   'encrypted' (needs a password, or carries an /Encrypt dictionary), 'unreadable' (pdf.js
 *   cannot parse it, or it has no pages)
 */
export async function readPdf(
  bytes: Uint8Array,
  /** Also each page's layout (question papers, issue 21; notes do not need it). */
  { layouts: withLayouts = false }: { layouts?: boolean } = {},
): Promise<PdfText> {
  if (bytes.byteLength > MAX_PDF_BYTES) throw tooLarge(bytes.byteLength);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'application/pdf') {
    throw new ContentRejected(
      'not-a-pdf',
      `Not a PDF: the file's content is ${detected ? `${detected.mime} (.${detected.ext})` : 'of an unknown type'}`,
    );
  }
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
    const pages: string[] = [];
    const layouts: PageLayout[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      if (withLayouts) {
        layouts.push(layoutFromTextItems(content.items, page.getViewport({ scale: 1 })));
      }
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      pages.push(normaliseText(text).slice(0, MAX_PAGE_CHARS));
      page.cleanup();
    }
    return { pages, layouts };
  } finally {
    await pdf.destroy();
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

/** Collapses runs of spaces and blank lines that pdf.js leaves between text items. */
function normaliseText(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
