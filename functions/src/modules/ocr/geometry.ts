/**
 * Straightens a photographed page before OCR: the sheet is rarely square to the camera (its
 * lines slant: skew) and rarely flat (a curled or folded sheet bends its lines: warp). Tesseract
 * reads a line at a time, so a slanted or bent line is cut into pieces that mix neighbouring lines.
 * Both corrections are measured on the page's own text lines (projection profiles of its ink), so
 * they do not depend on any layout. Works on the grayscale page of preprocess.ts (0 = ink,
 * 255 = paper); figures in docs/content-ocr.md.
 */
import { reduce, SCALE } from './reduced.js';
import { estimateSkew, rotate } from './skew.js';
import { estimateWarp, STRIPS, unbend, withoutTrend } from './warp.js';

/**
 * Below this the page is left as it is: Tesseract's own line finding follows a slant of a degree
 * or two, and resampling blurs print (on the corpus's scan, turning pages by ~1° cost 3 of its
 * questions).
 */
const MIN_SKEW_DEG = 2;
/** Smaller bends (reduced pixels; 12 px at full scale) are left alone, likewise. */
const MIN_WARP = 3;

export interface Straightened {
  values: Float32Array;
  /** The skew removed, degrees (positive: the lines fell to the right). 0 when left level. */
  skewDeg: number;
  /** The largest vertical shift applied to unbend lines, pixels. 0 when left flat. */
  warpPx: number;
}

/**
 * Deskews, then dewarps, a grayscale page.
 * @param values the page, row by row, 0–255 (0 is ink); not modified
 * @param threshold gray level below which a pixel is ink (Otsu's, from the caller)
 * @returns the straightened page (the same size; what rotates off the edges is lost, and the
 *   corners that rotate in are paper white) and what was done
 */
export function straighten(
  values: Float32Array,
  width: number,
  height: number,
  threshold: number,
): Straightened {
  let page = values;
  let small = reduce(page, width, height, threshold);
  const skewDeg = estimateSkew(small);
  if (Math.abs(skewDeg) >= MIN_SKEW_DEG) {
    page = rotate(page, width, height, skewDeg);
    small = reduce(page, width, height, threshold);
  }
  // A strip's lines are matched as a whole, so one pass undershoots a strong bend: the reduced
  // page is unbent and measured again (up to 3 passes), and the shifts add up.
  const shifts = new Array<number>(STRIPS).fill(0);
  let bent = small;
  for (let pass = 0; pass < 3; pass++) {
    const more = estimateWarp(bent);
    if (more.every((shift) => shift === 0)) break;
    for (let s = 0; s < STRIPS; s++) shifts[s]! += more[s]!;
    bent = { ...small, ink: unbend(small.ink, small.width, small.height, shifts, 1, 0) };
  }
  // The shifts' straight-line part is a slant below MIN_SKEW_DEG, left to Tesseract as above;
  // what bends is what is unbent.
  const bend = withoutTrend(shifts);
  const warpPx = Math.max(0, ...bend.map((shift) => Math.abs(shift * SCALE)));
  const warped = warpPx >= MIN_WARP * SCALE;
  if (warped) page = unbend(page, width, height, bend, SCALE, 255);
  return {
    values: page,
    skewDeg: Math.abs(skewDeg) >= MIN_SKEW_DEG ? skewDeg : 0,
    warpPx: warped ? warpPx : 0,
  };
}
