import { useEffect, useEffectEvent, useState } from 'react';
import type { PdfDocument, PdfProgress } from '../lib/pdf-engine';

export type PdfLoadState =
  | { status: 'loading'; progress?: PdfProgress }
  | { status: 'ready'; doc: PdfDocument }
  | { status: 'error' };

/**
 * Opens the PDF at `url` with the pdf.js engine (its own chunk, fetched here on first use):
 * `loading` with the download's progress, then `ready` with the document, or `error` (logged).
 * `onLoad` hears the page count once. A new `url` or unmounting cancels the download and frees
 * the document.
 */
export function usePdfDocument(url: string, onLoad?: (pageCount: number) => void): PdfLoadState {
  const [load, setLoad] = useState<PdfLoadState>({ status: 'loading' });
  const reportLoad = useEffectEvent((count: number) => onLoad?.(count));
  useEffect(() => {
    const controller = new AbortController();
    let opened: PdfDocument | undefined;
    import('../lib/pdf-engine')
      .then((engine) =>
        engine.openPdf(url, {
          signal: controller.signal,
          onProgress: (progress) => setLoad({ status: 'loading', progress }),
        }),
      )
      .then((result) => {
        opened = result;
        if (controller.signal.aborted) return result.destroy();
        setLoad({ status: 'ready', doc: result });
        reportLoad(result.numPages);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not open the PDF', error);
        setLoad({ status: 'error' });
      });
    return () => {
      controller.abort();
      opened?.destroy();
    };
  }, [url]);
  return load;
}
