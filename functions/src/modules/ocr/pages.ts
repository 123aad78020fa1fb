/**
 * OCR of a PDF's pages within a time budget: each page is rendered on the main thread
 * (lib/pdf-render.ts) while the Tesseract workers read the pages rendered before it, so the
 * function's CPUs stay busy. At most one rendered page waits per worker, which bounds memory
 * (a 300-dpi A4 page is ~2,500 × 3,500 pixels: ~35 MB of canvas, 8.7 MB once cleaned to grayscale).
 */
import type { getDocumentProxy } from 'unpdf';
import { renderPagePng } from '../../lib/pdf-render.js';
import { OcrEngine, type OcrResult } from './engine.js';
import { cleanPage } from './preprocess.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * Resolution pages are rendered at for OCR. 300 dpi reads the printed scan's small print (marks,
 * CO columns) that 200 dpi misses; with sparse-text segmentation 320–342 dpi read the
 * corpus's photographed paper at 0.90–0.91 against 0.89 at 300 (docs/content-ocr.md), and 320
 * costs the fewest pixels of those (an A4 page: 2,645 × 3,742).
 */
export const OCR_DPI = 320;
/** Longest rendered side, pixels: an A4 page at 320 dpi is 3,742; a poster page is scaled down. */
export const OCR_MAX_SIDE = 4_000;

export interface OcrPagesOptions {
  /** Pages recognised at once (Tesseract workers), normally the function's CPUs. */
  workers: number;
  /**
   * No page is started after this instant (ms, same clock as `clock`); pages not started are
   * returned in `notReached`. A page already started is awaited.
   */
  deadline: number;
  /** Milliseconds now; `Date.now` unless a test injects one. */
  clock?: () => number;
  /** Render resolution (dpi); OCR_DPI unless measuring. */
  dpi?: number;
  /** Starts the OCR engine; tests inject a fake. */
  startEngine?: (workers: number) => Promise<Pick<OcrEngine, 'recognize' | 'stop'>>;
}

export interface OcrPagesResult {
  /** Recognised pages by 1-based page number. */
  read: Map<number, OcrResult>;
  /** Pages that could not be rendered (a broken page), with pdf.js's reason. */
  failed: Map<number, string>;
  /** Pages not started before the deadline, ascending. */
  notReached: number[];
}

/**
 * Reads the given pages of an open PDF by OCR.
 * @param pdf an open pdf.js document (the caller owns it and destroys it)
 * @param pageNumbers 1-based, ascending
 * @throws only when the OCR engine cannot start (its files missing from node_modules)
 */
export async function ocrPages(
  pdf: PdfDocument,
  pageNumbers: number[],
  options: OcrPagesOptions,
): Promise<OcrPagesResult> {
  const clock = options.clock ?? Date.now;
  const result: OcrPagesResult = { read: new Map(), failed: new Map(), notReached: [] };
  if (pageNumbers.length === 0) return result;
  if (clock() >= options.deadline) {
    result.notReached.push(...pageNumbers);
    return result;
  }
  const workers = Math.max(1, Math.min(options.workers, pageNumbers.length));
  const engine = await (options.startEngine ?? OcrEngine.start)(workers);
  const running = new Set<Promise<void>>();
  try {
    for (const [i, page] of pageNumbers.entries()) {
      if (clock() >= options.deadline) {
        result.notReached.push(...pageNumbers.slice(i));
        break;
      }
      let image: Awaited<ReturnType<typeof renderPagePng>>;
      try {
        image = await renderPagePng(pdf, page, {
          dpi: options.dpi ?? OCR_DPI,
          maxSide: OCR_MAX_SIDE,
        });
        const { width } = (await pdf.getPage(page)).getViewport({ scale: 1 });
        // The resolution actually rendered (a page over OCR_MAX_SIDE is scaled down).
        const dpi = (image.width / (width || 1)) * 72;
        image = { ...image, png: await cleanPage(image.png, dpi) };
      } catch (error) {
        result.failed.set(page, (error as Error).message);
        continue;
      }
      const job = engine
        .recognize(image.png, image.width, image.height)
        .then((ocr) => void result.read.set(page, ocr))
        .catch((error: unknown) => void result.failed.set(page, String(error)))
        .finally(() => running.delete(job));
      running.add(job);
      // One rendered page waiting per worker: render ahead, but never hold more images than that.
      while (running.size >= workers * 2) await Promise.race(running);
    }
    await Promise.all(running);
  } finally {
    await engine.stop();
  }
  return result;
}
