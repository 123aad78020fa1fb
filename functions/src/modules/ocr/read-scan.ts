/**
 * Reads the pages of a scanned PDF file by OCR into layouts, for evaluations (tools/src/eval,
 * the real-corpus gate of exam prep): the same engine, resolution and layout as the content
 * pipeline's ingest, without its time budget.
 */
import { availableParallelism } from 'node:os';
import { getDocumentProxy } from 'unpdf';
import type { PageLayout } from '../content/layout.js';
import { ocrPages } from './pages.js';

/**
 * @param bytes the PDF
 * @param range 1-based first and last page to read, or null for every page
 * @returns each page's layout in page order (an empty layout for a page that failed to render)
 * @throws when the PDF cannot be opened or the OCR engine cannot start
 */
export async function readScanLayouts(
  bytes: Uint8Array,
  range: [number, number] | null,
): Promise<PageLayout[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  try {
    const [first, last] = range ?? [1, pdf.numPages];
    const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    const { read } = await ocrPages(pdf, pages, {
      workers: Math.min(2, availableParallelism()),
      deadline: Number.POSITIVE_INFINITY,
    });
    return pages.map((page) => read.get(page)?.layout ?? { lines: [] });
  } finally {
    await pdf.destroy();
  }
}
