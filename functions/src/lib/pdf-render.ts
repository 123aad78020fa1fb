/**
 * Renders one PDF page to a PNG on the server (pdf.js through unpdf, painted on @napi-rs/canvas,
 * whose prebuilt binary comes from the npm registry). Shared by OCR (modules/ocr), which wants a
 * resolution that reads printed text, and link-preview images, which want a small picture.
 */
import { renderPageAsImage, type getDocumentProxy } from 'unpdf';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export interface RenderOptions {
  /** Dots per inch (1 PDF point = 1/72 inch). */
  dpi: number;
  /**
   * Cap on the longer side in pixels, whatever the dpi: a poster-sized page at 300 dpi would need
   * hundreds of MB of canvas.
   */
  maxSide: number;
}

/**
 * One page as a PNG.
 * @param pdf an open document (the caller owns it and destroys it)
 * @param pageNumber 1-based
 * @returns PNG bytes and the pixel size used
 * @throws whatever pdf.js throws for a broken page (callers record it for the content team)
 */
export async function renderPagePng(
  pdf: PdfDocument,
  pageNumber: number,
  options: RenderOptions,
): Promise<{ png: Buffer; width: number; height: number }> {
  const page = await pdf.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const longer = Math.max(viewport.width, viewport.height) || 1;
  const scale = Math.min(options.dpi / 72, options.maxSide / longer);
  const png = await renderPageAsImage(pdf, pageNumber, {
    canvasImport: () => import('@napi-rs/canvas'),
    scale,
  });
  page.cleanup();
  return {
    png: Buffer.from(png),
    width: Math.round(viewport.width * scale),
    height: Math.round(viewport.height * scale),
  };
}
