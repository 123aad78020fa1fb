import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { usePageRender } from '../hooks/use-page-render';
import { usePageGestures } from '../hooks/use-page-gestures';
import { usePdfDocument } from '../hooks/use-pdf-document';
import { useReaderKeys } from '../hooks/use-reader-keys';
import { clampPage } from '../utils/page-param';
import { stepZoom } from '../utils/zoom';
import { PageControls } from './page-controls';
import { PdfError, PdfLoading } from './pdf-status';
import { ZoomControls } from './zoom-controls';
import './reader.css';

type PdfReaderProps = {
  url: string;
  /** The page asked for (from the URL); shown clamped to the document's pages. */
  page: number;
  /** A new page was chosen, or the asked-for page does not exist and `page` should become this. */
  onPageChange: (page: number) => void;
  /** A search's words to mark on the page (`?q=` of a search result). */
  highlight?: string;
  /** The document opened and has this many pages. */
  onLoad?: (pageCount: number) => void;
};

/**
 * One page of a PDF at a time (a 200-page file costs what one page costs): canvas with pdf.js'
 * text layer over it, page and zoom controls, keyboard shortcuts, and on touch screens swipes
 * and edge taps that turn the page. Remount it (a `key`) for another file.
 */
export function PdfReader({ url, page, onPageChange, highlight, onLoad }: PdfReaderProps) {
  const load = usePdfDocument(url, onLoad);
  const [zoom, setZoom] = useState(1);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const readerRef = useRef<HTMLElement>(null);

  const doc = load.status === 'ready' ? load.doc : undefined;
  const pageCount = doc?.numPages;
  const current = pageCount ? clampPage(page, pageCount) : page;

  // A page past the end (an old link to a shortened file) becomes the last page, in the URL too.
  const correctPage = useEffectEvent((shown: number) => onPageChange(shown));
  useEffect(() => {
    if (pageCount && current !== page) correctPage(current);
  }, [pageCount, current, page]);

  const { shownPage, renderFailed } = usePageRender({
    doc,
    pageNumber: current,
    zoom,
    highlight,
    viewportRef,
    pageRef,
  });

  const goTo = (target: number) => {
    if (!pageCount) return;
    const next = clampPage(target, pageCount);
    if (next === current) return;
    onPageChange(next);
    // Turning the page from the bottom of a long one starts the new page at its top.
    const reader = readerRef.current;
    if (reader && reader.getBoundingClientRect().top < 0) reader.scrollIntoView?.();
  };
  const zoomBy = (direction: 1 | -1) => setZoom((value) => stepZoom(value, direction));
  const resetZoom = () => setZoom(1);

  const gestures = usePageGestures((direction) => goTo(current + direction));

  useReaderKeys({
    enabled: Boolean(pageCount),
    turnPage: (direction) => goTo(current + direction),
    zoomBy,
    resetZoom,
  });

  if (load.status === 'error') return <PdfError url={url} />;
  if (load.status === 'loading') return <PdfLoading progress={load.progress} />;

  const count = load.doc.numPages;
  return (
    <section ref={readerRef} className="reader" aria-label="PDF pages">
      <div className="reader__toolbar">
        <PageControls current={current} count={count} onGoTo={goTo} />
        <ZoomControls zoom={zoom} onZoomBy={zoomBy} onReset={resetZoom} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        Page {current} of {count}
      </p>
      {renderFailed && <PdfError url={url} />}
      <div ref={viewportRef} className="reader__viewport" {...gestures}>
        <div
          ref={pageRef}
          className="reader__page"
          data-page={shownPage}
          aria-busy={shownPage !== current}
        />
        {shownPage === undefined && !renderFailed && (
          <p className="reader__painting" role="status">
            Rendering page {current}…
          </p>
        )}
      </div>
    </section>
  );
}
