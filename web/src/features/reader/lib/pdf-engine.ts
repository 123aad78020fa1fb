// The only module that imports pdf.js (~1 MB with its worker). The reader loads it with a
// dynamic import, so no route but the reader downloads it, and tests replace it (jsdom has no
// canvas to paint on).
import {
  getDocument,
  GlobalWorkerOptions,
  TextLayer,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist';
// A same-origin file of its own (the CSP allows `worker-src 'self'`), fetched when a PDF opens.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Browsers refuse (or silently blank) canvases above ~16.7 million pixels (iOS Safari's cap);
 * a zoomed page on a 3x screen gets past that, so its resolution is capped instead.
 */
const MAX_CANVAS_PIXELS = 16_777_216;

export type PdfProgress = { loaded: number; total?: number };

export type RenderPageOptions = {
  pageNumber: number;
  /** Receives the painted canvas and the text layer, replacing what it held. */
  container: HTMLElement;
  /** CSS pixels the page should fill at zoom 1 (fit to width). */
  width: number;
  /**
   * CSS pixels of height a landscape page (a slide) may take at zoom 1: it then fits the screen
   * whole rather than the width. Portrait pages always fit the width.
   */
  height?: number;
  zoom: number;
  signal: AbortSignal;
};

export type RenderedPage = {
  /** The page's text as positioned spans, for selection and search highlights. */
  textLayer: HTMLElement;
};

export type PdfDocument = {
  numPages: number;
  /** Paints one page; rejects with an AbortError when `signal` aborts first. */
  renderPage(options: RenderPageOptions): Promise<RenderedPage>;
  /** Parses a page ahead of time (e.g. the next one) so turning to it paints sooner. */
  prefetch(pageNumber: number): void;
  destroy(): void;
};

export type OpenPdfOptions = {
  onProgress?: (progress: PdfProgress) => void;
  signal: AbortSignal;
};

/**
 * Fetches pdf.js' worker file now, while there is a network, so the service worker keeps it
 * (vite.config.ts): a note saved for offline then opens offline even if the reader never ran.
 */
export async function preloadWorker(): Promise<void> {
  await fetch(workerUrl);
}

export async function openPdf(url: string, { onProgress, signal }: OpenPdfOptions) {
  const task = getDocument({
    url,
    // The CSP has no 'unsafe-eval'; pdf.js would otherwise try to compile font programs.
    isEvalSupported: false,
    // No wasm decoders either (the CSP has no 'wasm-unsafe-eval'); pdf.js falls back to JS.
    useWasm: false,
  });
  task.onProgress = ({ loaded, total }: { loaded: number; total?: number }) =>
    onProgress?.({ loaded, total: total || undefined });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const doc = await task.promise;
    return wrap(doc);
  } catch (error) {
    throw signal.aborted ? abortError() : error;
  } finally {
    signal.removeEventListener('abort', abort);
  }
}

function wrap(doc: PDFDocumentProxy): PdfDocument {
  let shown: PDFPageProxy | undefined;
  return {
    numPages: doc.numPages,
    prefetch: (pageNumber) => {
      if (pageNumber <= doc.numPages) void doc.getPage(pageNumber).catch(() => undefined);
    },
    destroy: () => void doc.destroy(),
    async renderPage({ pageNumber, container, width, height, zoom, signal }) {
      const page = await doc.getPage(pageNumber);
      if (signal.aborted) throw abortError();

      const base = page.getViewport({ scale: 1 });
      const fitScale =
        height && base.width > base.height
          ? Math.min(width / base.width, height / base.height)
          : width / base.width;
      const viewport = page.getViewport({ scale: fitScale * zoom });
      const ratio = Math.min(
        window.devicePixelRatio || 1,
        Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
      );

      // Painted off-screen and swapped in when done: re-rendering the shown canvas would blank
      // it while a zoom or resize repaints.
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.setAttribute('aria-hidden', 'true');
      const textLayer = document.createElement('div');
      textLayer.className = 'textLayer';

      const renderTask = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      const text = new TextLayer({
        textContentSource: page.streamTextContent(),
        container: textLayer,
        viewport,
      });
      const cancel = () => {
        renderTask.cancel();
        text.cancel();
      };
      signal.addEventListener('abort', cancel, { once: true });
      try {
        await Promise.all([renderTask.promise, text.render()]);
      } catch (error) {
        throw signal.aborted ? abortError() : error;
      } finally {
        signal.removeEventListener('abort', cancel);
      }

      // The text layer sizes itself and its spans from this factor (pdf.js' viewer CSS sets it
      // on the page element; we have no viewer CSS).
      container.style.setProperty('--total-scale-factor', String(viewport.scale));
      container.style.width = canvas.style.width;
      container.style.height = canvas.style.height;
      container.replaceChildren(canvas, textLayer);
      // Only the shown page keeps its parsed resources, so a 200-page PDF stays light.
      if (shown && shown !== page) shown.cleanup();
      shown = page;
      return { textLayer };
    },
  };
}

function abortError(): DOMException {
  return new DOMException('The PDF was closed', 'AbortError');
}
