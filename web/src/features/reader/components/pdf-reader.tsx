import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { PdfDocument, PdfProgress } from '../lib/pdf-engine';
import { highlightText, searchWords } from '../utils/highlight-text';
import { clampPage } from '../utils/page-param';
import './reader.css';

/** Zoom is relative to the fitted width; ctrl/⌘ +/- and the buttons step through these. */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;

/**
 * Widest a page is drawn at zoom 100%: the whole width on a phone, a readable column on a
 * desktop (a full-width A4 page at 1366 px would be 1.9 screens tall).
 */
const MAX_FIT_WIDTH = 880;
/** Before layout can be measured (and in tests). */
const DEFAULT_FIT_WIDTH = 800;

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

type LoadState =
  | { status: 'loading'; progress?: PdfProgress }
  | { status: 'ready'; doc: PdfDocument }
  | { status: 'error' };

/**
 * One page of a PDF at a time (a 200-page file costs what one page costs): canvas with pdf.js'
 * text layer over it, page and zoom controls, keyboard shortcuts. Remount it (a `key`) for
 * another file.
 */
export function PdfReader({ url, page, onPageChange, highlight, onLoad }: PdfReaderProps) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [zoom, setZoom] = useState(1);
  /** The page whose canvas is on screen; differs from `current` while the next one paints. */
  const [shownPage, setShownPage] = useState<number>();
  const [renderFailed, setRenderFailed] = useState(false);
  /** Bumped when the reader's width changes, so the page repaints to fit. */
  const [resizes, setResizes] = useState(0);
  const paintedWidth = useRef<number>(undefined);
  const [draft, setDraft] = useState<string | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const readerRef = useRef<HTMLElement>(null);
  const fieldId = useId();

  const doc = load.status === 'ready' ? load.doc : undefined;
  const pageCount = doc?.numPages;
  const current = pageCount ? clampPage(page, pageCount) : page;

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

  // A page past the end (an old link to a shortened file) becomes the last page, in the URL too.
  const correctPage = useEffectEvent((shown: number) => onPageChange(shown));
  useEffect(() => {
    if (pageCount && current !== page) correctPage(current);
  }, [pageCount, current, page]);

  useEffect(() => {
    const element = viewportRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Its first call comes right away, with the width the page was just painted at: no repaint.
    const observer = new ResizeObserver(() => {
      if (fitWidthOf(element) !== paintedWidth.current) setResizes((count) => count + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [doc]);

  useEffect(() => {
    const container = pageRef.current;
    if (!doc || !container) return;
    const controller = new AbortController();
    const width = fitWidthOf(viewportRef.current);
    paintedWidth.current = width;
    doc
      .renderPage({
        pageNumber: current,
        container,
        width,
        zoom,
        signal: controller.signal,
      })
      .then(({ textLayer }) => {
        highlightText(textLayer, searchWords(highlight));
        setShownPage(current);
        setRenderFailed(false);
        doc.prefetch(current + 1);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not render page ${current}`, error);
        setRenderFailed(true);
      });
    return () => controller.abort();
    // `resizes` is not read: it only says the width changed.
  }, [doc, current, zoom, resizes, highlight]);

  const goTo = (target: number) => {
    if (!pageCount) return;
    const next = clampPage(target, pageCount);
    setDraft(null);
    if (next === current) return;
    onPageChange(next);
    // Turning the page from the bottom of a long one starts the new page at its top.
    const reader = readerRef.current;
    if (reader && reader.getBoundingClientRect().top < 0) reader.scrollIntoView?.();
  };

  const zoomBy = (direction: 1 | -1) =>
    setZoom((value) => {
      const index = ZOOM_STEPS.findIndex((step) => step >= value);
      const nextIndex = Math.min(Math.max(index + direction, 0), ZOOM_STEPS.length - 1);
      return ZOOM_STEPS[nextIndex] ?? value;
    });

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!pageCount || event.defaultPrevented || event.altKey) return;
    if (event.ctrlKey || event.metaKey) {
      // The page, not the whole app, grows; the browser's own zoom stays on pinch and the menu.
      if (event.key === '+' || event.key === '=') zoomBy(1);
      else if (event.key === '-') zoomBy(-1);
      else if (event.key === '0') setZoom(1);
      else return;
      event.preventDefault();
      return;
    }
    if (event.shiftKey || isTypingTarget(event.target)) return;
    if (event.key === 'ArrowRight' || event.key === 'PageDown') goTo(current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') goTo(current - 1);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (load.status === 'error') return <PdfError url={url} />;
  if (load.status === 'loading') return <PdfLoading progress={load.progress} />;

  const count = load.doc.numPages;
  const commitDraft = () => {
    if (draft === null) return;
    const typed = Number.parseInt(draft, 10);
    // Anything but a number puts the current page back.
    if (Number.isNaN(typed)) setDraft(null);
    else goTo(typed);
  };

  return (
    <section ref={readerRef} className="reader" aria-label="PDF pages">
      <div className="reader__toolbar">
        <div className="reader__group" role="group" aria-label="Pages">
          <button
            type="button"
            className="btn btn--secondary reader__button"
            onClick={() => goTo(current - 1)}
            disabled={current <= 1}
            aria-label="Previous page"
          >
            <span aria-hidden="true">‹</span>
            {/* The word spelled out as in the name: speech users say what they see (WCAG 2.5.3). */}
            <span className="reader__button-text"> Previous</span>
          </button>
          <div className="reader__page-form">
            <label htmlFor={fieldId} className="reader__page-label">
              Page
            </label>
            <input
              id={fieldId}
              className="reader__page-field"
              type="number"
              inputMode="numeric"
              min={1}
              max={count}
              value={draft ?? String(current)}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                commitDraft();
              }}
              onBlur={commitDraft}
              onFocus={(event) => event.target.select()}
            />
            <span>of {count}</span>
          </div>
          <button
            type="button"
            className="btn btn--secondary reader__button"
            onClick={() => goTo(current + 1)}
            disabled={current >= count}
            aria-label="Next page"
          >
            <span className="reader__button-text">Next </span>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div className="reader__group" role="group" aria-label="Zoom">
          <button
            type="button"
            className="btn btn--ghost reader__button reader__zoom"
            onClick={() => zoomBy(-1)}
            disabled={zoom <= ZOOM_STEPS[0]}
            aria-label="Zoom out"
          >
            −
          </button>
          <button
            type="button"
            className="btn btn--ghost reader__button reader__zoom-level"
            onClick={() => setZoom(1)}
            aria-label={`Zoom ${Math.round(zoom * 100)}%, fit to width`}
          >
            {Math.round(zoom * 100)}%
          </button>
          <button
            type="button"
            className="btn btn--ghost reader__button reader__zoom"
            onClick={() => zoomBy(1)}
            disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
            aria-label="Zoom in"
          >
            +
          </button>
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        Page {current} of {count}
      </p>
      {renderFailed && <PdfError url={url} />}
      <div ref={viewportRef} className="reader__viewport">
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

function PdfLoading({ progress }: { progress?: PdfProgress }) {
  const fraction = progress?.total ? Math.min(progress.loaded / progress.total, 1) : undefined;
  return (
    <div className="reader__status" role="status">
      {/* Without a known size the bar is indeterminate (no value), not stuck at 0. */}
      <progress className="reader__progress" max={1} value={fraction} aria-label="Loading PDF" />
      <p>Loading PDF…{fraction === undefined ? '' : ` ${Math.round(fraction * 100)}%`}</p>
    </div>
  );
}

function PdfError({ url }: { url: string }) {
  return (
    <div className="error-message" role="alert">
      <p>Could not load this PDF.</p>
      <a className="btn btn--secondary" href={url} target="_blank" rel="noopener noreferrer">
        Open in new tab
      </a>
    </div>
  );
}

/** The width a page fills at zoom 100%. */
function fitWidthOf(viewport: HTMLElement | null): number {
  return Math.min(viewport?.clientWidth || DEFAULT_FIT_WIDTH, MAX_FIT_WIDTH);
}

/** Where the arrow keys belong to the element: text entry and widgets that use them. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select')) return true;
  return Boolean(
    target.closest('[role="menu"], [role="listbox"], [role="tablist"], [role="slider"]'),
  );
}
