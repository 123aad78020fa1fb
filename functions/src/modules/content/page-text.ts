/**
 * Each page's text for the content pipeline, from its text layer or, when it has none, by OCR.
 * The rules and the measurements behind the thresholds are in
 * docs/content-ocr.md:
 * - a page whose text layer has fewer than MIN_TEXT_CHARS non-space characters and which paints
 *   an image is read by OCR (modules/ocr);
 * - an OCR'd page whose mean confidence is under MIN_OCR_CONFIDENCE (handwriting, photographs of
 *   diagrams) has no readable text: it stays in the PDF for the reader, but its text is not
 *   stored for search, the Assignment Partner or exam prep;
 * - a page with no text and no image (blank) has no readable text either.
 */
import type { getDocumentProxy } from 'unpdf';
import { layoutFromTextItems, type PageLayout } from './layout.js';
import type { OcrPagesOptions } from '../ocr/pages.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Below this many non-space characters a page's text layer is treated as missing. Real typed
 * pages in the corpus carry at least 96 (a title slide, ktu-cn unit 1 p29); a scanned page's
 * text layer is empty or a watermark line ("Downloaded from ktunotes.in", 24).
 */
export const MIN_TEXT_CHARS = 50;
/**
 * Below this mean OCR confidence (0–100) a page is unreadable. Measured (docs/content-ocr.md):
 * the printed series-test scan reads at 70–84 per page, the handwritten scans at 20–55.
 */
export const MIN_OCR_CONFIDENCE = 60;

/** Longest text kept for one page: keeps a page document far below Firestore's 1 MiB limit. */
export const MAX_PAGE_CHARS = 50_000;
/** Longest layout kept for one page, JSON characters (a dense paper page is ~10,000). */
const MAX_LAYOUT_CHARS = 200_000;

export type TextSource = 'pdf' | 'ocr' | 'mixed' | 'none';

/** One page as the pipeline stores it. */
export interface PageText {
  /** What search indexes: the text layer, or the OCR text; '' when the page is unreadable. */
  text: string;
  /** Read by OCR. */
  ocr: boolean;
  /** Mean OCR confidence 0–100, for OCR'd pages only. */
  ocrConfidence?: number;
  /** Whether the page has text that search and the Partner can use. */
  readable: boolean;
  /** OCR was due but the time budget ran out first (counted as unreadable). */
  notReached?: boolean;
  /** Geometry for the paper parser (only when asked for). */
  layout?: PageLayout;
}

export interface ReadPagesOptions {
  /** Also return each page's layout (papers). */
  layout?: boolean;
  /** OCR workers and time budget; `deadline` defaults to no limit. */
  ocr?: Partial<OcrPagesOptions>;
}

/**
 * Reads every page of an open PDF: the text layer of each, then OCR of the pages that lack one.
 * @param pdf an open document (the caller destroys it)
 * @param bytes the same PDF's bytes (to find the pages that hold an image, page-images.ts)
 * @returns one entry per page, page 1 first
 * @throws only when the OCR engine cannot start
 */
export async function readPages(
  pdf: PdfDocument,
  bytes: Uint8Array,
  options: ReadPagesOptions = {},
): Promise<PageText[]> {
  const pages: PageText[] = [];
  const short: number[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str + (item.hasEOL ? '\n' : ' ');
    }
    text = normaliseText(text).slice(0, MAX_PAGE_CHARS);
    const entry: PageText = { text, ocr: false, readable: text !== '' };
    if (options.layout) {
      entry.layout = capLayout(layoutFromTextItems(content.items, page.getViewport({ scale: 1 })));
    }
    if (text.replace(/\s/g, '').length < MIN_TEXT_CHARS) short.push(number);
    pages.push(entry);
    page.cleanup();
  }
  if (short.length === 0) return pages;
  // Loaded on first use: pdf-lib and tesseract.js would lengthen every cold start of the
  // functions (the api's too), and most uploads never need them.
  const [{ pagesWithImages }, { ocrPages }] = await Promise.all([
    import('./page-images.js'),
    import('../ocr/pages.js'),
  ]);
  // Only a page that holds an image can hold scanned text: blank and vector-only pages are not
  // rendered and read for nothing. Unknown (pdf-lib could not parse the file): try them all.
  const withImages = await pagesWithImages(bytes, short);
  const toOcr = withImages ? short.filter((n) => withImages.has(n)) : short;
  if (toOcr.length === 0) return pages;

  const result = await ocrPages(pdf, toOcr, {
    workers: 1,
    deadline: Number.POSITIVE_INFINITY,
    ...options.ocr,
  });
  for (const number of toOcr) {
    const entry = pages[number - 1]!;
    const read = result.read.get(number);
    entry.readable = false;
    entry.text = '';
    if (result.notReached.includes(number)) {
      entry.notReached = true;
      continue;
    }
    entry.ocr = true;
    if (!read) continue;
    entry.ocrConfidence = read.confidence;
    const text = normaliseText(read.text).slice(0, MAX_PAGE_CHARS);
    if (read.confidence >= MIN_OCR_CONFIDENCE && text.replace(/\s/g, '').length > 0) {
      entry.text = text;
      entry.readable = true;
      if (options.layout) entry.layout = capLayout(read.layout);
    }
  }
  return pages;
}

/** Where a file's readable text came from: its text layer, OCR, both, or nowhere. */
export function textSourceOf(pages: readonly PageText[]): TextSource {
  const readable = pages.filter((p) => p.readable);
  const byOcr = readable.filter((p) => p.ocr).length;
  if (readable.length === 0) return 'none';
  if (byOcr === 0) return 'pdf';
  return byOcr === readable.length ? 'ocr' : 'mixed';
}

/** Drops a layout's last lines until its JSON fits MAX_LAYOUT_CHARS (a page doc stays < 1 MiB). */
function capLayout(layout: PageLayout): PageLayout {
  let lines = layout.lines;
  while (lines.length > 0 && JSON.stringify(lines).length > MAX_LAYOUT_CHARS) {
    lines = lines.slice(0, Math.floor(lines.length * 0.8));
  }
  return { lines };
}

/** Collapses runs of spaces and blank lines that pdf.js leaves between text items. */
export function normaliseText(text: string): string {
  return text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
