/**
 * A page's printed lines with their geometry: what a question-paper parser needs beyond the
 * plain text (the question-number column at the left, the marks column at the right edge).
 * Both sources produce the same shape: pdf.js text items (`layoutFromTextItems`) and OCR word
 * boxes (modules/ocr). Coordinates are fractions of the page's width and height, top-left origin,
 * so a layout does not depend on the page size or the render resolution.
 */

/** One run of text on a line; a wide gap between words starts a new item (a new column). */
export interface LayoutItem {
  /** Left edge, fraction of the page width (0 = left edge). */
  x: number;
  /** Right edge, fraction of the page width. */
  x2: number;
  text: string;
}

export interface LayoutLine {
  /** Baseline, fraction of the page height (0 = top edge). */
  y: number;
  /** Left to right. */
  items: LayoutItem[];
}

export interface PageLayout {
  /** Top to bottom. */
  lines: LayoutLine[];
}

/** A positioned piece of text in device space (pixels or points, top-left origin). */
export interface PositionedText {
  text: string;
  x: number;
  /** Baseline (or box bottom for OCR words). */
  y: number;
  width: number;
  /** Font size or box height, same unit as x. */
  height: number;
  /**
   * A word break precedes the piece whatever the gap: OCR's next word on a line it recognised as
   * one (narrow spaces in print, "With a", would otherwise run together). Without it the gap
   * decides: pdf.js items, and OCR's first word of a line, may be pieces of one word.
   */
  spaceBefore?: boolean;
}

/** Longest layout kept per page (lines): a dense paper page has ~80. */
export const MAX_LAYOUT_LINES = 400;

/**
 * Groups positioned text into lines and items.
 * - A piece joins a line when its baseline differs from that of the line's rightmost piece so far
 *   by less than 60 % of the smaller height (superscripts and OCR's uneven word boxes stay on
 *   their line, and so does a skewed scan's line that rises along its width: measured on the
 *   corpus's scanned KTU papers; lines are 120 % or more of the height apart). A line's `y` is
 *   the baseline of its leftmost piece.
 * - On a line, a gap wider than 1.5 × the text height starts a new item: columns of a paper
 *   (number, question, marks, CO/BL) are separated by far wider gaps than words are.
 * @param pieces text in device space
 * @param pageWidth / pageHeight the page size in the same unit
 */
export function groupLines(
  pieces: PositionedText[],
  pageWidth: number,
  pageHeight: number,
): PageLayout {
  // Left to right, each piece joins the line whose rightmost piece so far sits at the nearest
  // baseline: a line of a skewed scan rises or falls along its width (7 pt over a KTU paper's
  // line, a third of the line spacing), so the baseline is followed, not fixed at its start.
  const sorted = pieces
    .flatMap(splitColumns)
    .filter((p) => p.text.trim() !== '' && Number.isFinite(p.x) && Number.isFinite(p.y))
    .sort((a, b) => a.x - b.x || a.y - b.y);
  const rows: { y: number; lastY: number; height: number; pieces: PositionedText[] }[] = [];
  for (const piece of sorted) {
    let best: (typeof rows)[number] | null = null;
    let bestDistance = Infinity;
    for (const row of rows) {
      const tolerance = 0.6 * Math.max(1, Math.min(piece.height || 1, row.height || 1));
      const distance = Math.abs(piece.y - row.lastY);
      if (distance <= tolerance && distance < bestDistance) {
        best = row;
        bestDistance = distance;
      }
    }
    if (best) {
      best.pieces.push(piece);
      best.lastY = piece.y;
      best.height = Math.max(best.height, piece.height);
    } else {
      rows.push({ y: piece.y, lastY: piece.y, height: piece.height, pieces: [piece] });
    }
  }
  rows.sort((a, b) => a.y - b.y);
  const lines = rows.slice(0, MAX_LAYOUT_LINES).map((row): LayoutLine => {
    const ordered = row.pieces.sort((a, b) => a.x - b.x);
    const items: LayoutItem[] = [];
    let right = -Infinity;
    for (const piece of ordered) {
      const text = piece.text.replace(/\s+/g, ' ').trim();
      const last = items.at(-1);
      const gap = piece.x - right;
      if (last && gap <= 1.5 * Math.max(1, row.height)) {
        const space = piece.spaceBefore === true || gap > 0.15 * row.height;
        last.text += (space && !last.text.endsWith(' ') ? ' ' : '') + text;
        last.x2 = round((piece.x + piece.width) / pageWidth);
      } else {
        items.push({
          x: round(piece.x / pageWidth),
          x2: round((piece.x + piece.width) / pageWidth),
          text,
        });
      }
      right = Math.max(right, piece.x + piece.width);
    }
    return { y: round(row.y / pageHeight), items };
  });
  return { lines };
}

/**
 * A piece holding several columns (pdf.js gives some papers' printed lines as one string, e.g.
 * `11 a) What do you mean … in detail           10`) split at runs of 3 or more spaces; each
 * part is placed by its share of the piece's characters (a monospaced estimate, close enough to
 * tell the marks column from the text).
 */
function splitColumns(piece: PositionedText): PositionedText[] {
  if (!/\S {3,}\S/.test(piece.text)) return [piece];
  const length = piece.text.length;
  const parts: PositionedText[] = [];
  const pattern = /\S+(?: {1,2}\S+)*/g;
  for (let m = pattern.exec(piece.text); m; m = pattern.exec(piece.text)) {
    parts.push({
      ...piece,
      text: m[0],
      x: piece.x + (piece.width * m.index) / length,
      width: (piece.width * m[0].length) / length,
    });
  }
  return parts;
}

/** A pdf.js `TextItem` (only the fields used), from `page.getTextContent()`. */
export interface PdfJsTextItem {
  str: string;
  /** [a, b, c, d, e, f]: e, f = origin in PDF space (bottom-left origin). */
  transform: number[];
  width: number;
  height: number;
}

/**
 * The layout of a pdf.js page from its text items.
 * @param items `getTextContent().items` (marked-content entries without `str` are skipped)
 * @param viewport `page.getViewport({ scale: 1 })`: its `transform` maps PDF space to a top-left
 *   device space (rotation included), `width`/`height` are the page size in points
 */
export function layoutFromTextItems(
  items: readonly unknown[],
  viewport: { width: number; height: number; transform: number[] },
): PageLayout {
  const [va = 1, vb = 0, vc = 0, vd = 1, ve = 0, vf = 0] = viewport.transform;
  const pieces: PositionedText[] = [];
  for (const raw of items) {
    const item = raw as Partial<PdfJsTextItem>;
    if (typeof item.str !== 'string' || !item.transform) continue;
    const [, , c = 0, d = 1, e = 0, f = 0] = item.transform;
    // Device-space origin and font size: viewport.transform × item.transform (pdf.js Util.transform).
    const x = va * e + vc * f + ve;
    const y = vb * e + vd * f + vf;
    const fontHeight = Math.hypot(va * c + vc * d, vb * c + vd * d) || Math.hypot(c, d);
    const scale = Math.hypot(va, vb) || 1;
    pieces.push({
      text: item.str,
      x,
      y,
      width: (item.width ?? 0) * scale,
      height: fontHeight || (item.height ?? 0) * scale,
    });
  }
  return groupLines(pieces, viewport.width, viewport.height);
}

/** The plain text of a layout: items joined by two spaces (a column gap), lines by newlines. */
export function layoutText(layout: PageLayout): string {
  return layout.lines.map((line) => line.items.map((item) => item.text).join('  ')).join('\n');
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
