import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PdfDocument } from '../lib/pdf-engine';
import { highlightText, searchWords } from '../utils/highlight-text';

/**
 * Widest a page is drawn at zoom 100%: the whole width on a phone, a readable column on a
 * desktop (a full-width A4 page at 1366 px would be 1.9 screens tall).
 */
const MAX_FIT_WIDTH = 880;
/** Before layout can be measured (and in tests). */
const DEFAULT_FIT_WIDTH = 800;
/** A slide is never fitted smaller than this tall, however little room the screen leaves. */
const MIN_FIT_HEIGHT = 200;

type PageRenderOptions = {
  doc: PdfDocument | undefined;
  pageNumber: number;
  /** Relative to the fitted width (1 = the page fills `viewportRef`'s width, up to 880 px). */
  zoom: number;
  /** A search's words to mark in the page's text layer. */
  highlight: string | undefined;
  /** The scrolling box whose width a page fits; watched, so the page repaints when it changes. */
  viewportRef: RefObject<HTMLElement | null>;
  /** Where pdf.js draws the page (canvas and text layer). */
  pageRef: RefObject<HTMLElement | null>;
};

/**
 * Paints `pageNumber` of `doc` into `pageRef`, again on a new page, zoom, search or width, and
 * prefetches the next page. `shownPage` is the page whose canvas is on screen (it lags behind
 * `pageNumber` while the next one paints); `renderFailed` says the last paint failed (logged).
 */
export function usePageRender({
  doc,
  pageNumber,
  zoom,
  highlight,
  viewportRef,
  pageRef,
}: PageRenderOptions): { shownPage: number | undefined; renderFailed: boolean } {
  const [shownPage, setShownPage] = useState<number>();
  const [renderFailed, setRenderFailed] = useState(false);
  /** Bumped when the reader's width changes, so the page repaints to fit. */
  const [resizes, setResizes] = useState(0);
  const paintedWidth = useRef<number>(undefined);

  useEffect(() => {
    const element = viewportRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Its first call comes right away, with the width the page was just painted at: no repaint.
    const observer = new ResizeObserver(() => {
      if (fitWidthOf(element) !== paintedWidth.current) setResizes((count) => count + 1);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [doc, viewportRef]);

  useEffect(() => {
    const container = pageRef.current;
    if (!doc || !container) return;
    const controller = new AbortController();
    const width = fitWidthOf(viewportRef.current);
    paintedWidth.current = width;
    const height = fitHeightOf(viewportRef.current);
    doc
      .renderPage({ pageNumber, container, width, height, zoom, signal: controller.signal })
      .then(({ textLayer }) => {
        highlightText(textLayer, searchWords(highlight));
        setShownPage(pageNumber);
        setRenderFailed(false);
        doc.prefetch(pageNumber + 1);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not render page ${pageNumber}`, error);
        setRenderFailed(true);
      });
    return () => controller.abort();
    // `resizes` is not read: it only says the width changed.
  }, [doc, pageNumber, zoom, resizes, highlight, pageRef, viewportRef]);

  return { shownPage, renderFailed };
}

/** The width a page fills at zoom 100%. */
function fitWidthOf(viewport: HTMLElement | null): number {
  return Math.min(viewport?.clientWidth || DEFAULT_FIT_WIDTH, MAX_FIT_WIDTH);
}

/**
 * The height a slide fills at zoom 100%: the window's, less what stays on screen over it while
 * reading (the sticky header and toolbar above it, the phone's bottom bar below). `undefined`
 * before layout (tests): the width alone decides.
 */
function fitHeightOf(viewport: HTMLElement | null): number | undefined {
  if (!viewport || !window.innerHeight) return undefined;
  const toolbar = viewport.parentElement?.querySelector<HTMLElement>('.reader__toolbar');
  const stickyTop = toolbar
    ? (Number.parseFloat(getComputedStyle(toolbar).top) || 0) + toolbar.offsetHeight
    : 0;
  const bottomBar = document.querySelector<HTMLElement>('.bottom-bar')?.offsetHeight ?? 0;
  return Math.max(window.innerHeight - stickyTop - bottomBar - 16, MIN_FIT_HEIGHT);
}
