/**
 * The page at a quarter of its resolution, as the straightening steps (geometry.ts) measure it:
 * the share of ink in each block, with solid dark areas left out.
 */

/** Estimation runs on the page scaled down by this factor (a 320-dpi page becomes 80 dpi). */
export const SCALE = 4;
/**
 * A reduced block whose 7 × 7 neighbourhood (2.2 mm at 80 dpi) is more than half ink is part of
 * a solid area, not print: letters leave their counters and the gaps between them white.
 */
const DENSE_RADIUS = 3;
const DENSE_SHARE = 0.5;
/** Fewer ink pixels (at the reduced scale) than this and the page has no lines to measure. */
export const MIN_INK = 1_500;

/** The page at 1/SCALE: the share of ink in each SCALE × SCALE block (0–1). */
export interface Reduced {
  ink: Float32Array;
  width: number;
  height: number;
  total: number;
}

/**
 * @param values the page, row by row, 0–255 (0 is ink)
 * @param threshold gray level below which a pixel is ink
 */
export function reduce(
  values: Float32Array,
  width: number,
  height: number,
  threshold: number,
): Reduced {
  const w = Math.max(1, Math.floor(width / SCALE));
  const h = Math.max(1, Math.floor(height / SCALE));
  const ink = new Float32Array(w * h);
  let total = 0;
  for (let y = 0; y < h * SCALE; y++) {
    const row = y * width;
    const out = Math.floor(y / SCALE) * w;
    for (let x = 0; x < w * SCALE; x++) {
      if (values[row + x]! < threshold) ink[out + Math.floor(x / SCALE)]! += 1 / (SCALE * SCALE);
    }
  }
  // Solid dark areas (the desk around a photographed sheet, a shadow, a photo) have no lines to
  // measure and would outweigh the print: blocks whose neighbourhood is mostly ink are left out.
  const dense = neighbourhoodMean(ink, w, h, DENSE_RADIUS);
  for (let i = 0; i < ink.length; i++) {
    if (dense[i]! > DENSE_SHARE) ink[i] = 0;
    total += ink[i]!;
  }
  return { ink, width: w, height: h, total };
}

/** Mean over a (2r+1)² square of a reduced page, through a summed-area table. */
function neighbourhoodMean(
  values: Float32Array,
  width: number,
  height: number,
  r: number,
): Float32Array {
  const table = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - r);
    const bottom = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - r);
      const right = Math.min(width, x + r + 1);
      const sum =
        table[bottom * (width + 1) + right]! -
        table[top * (width + 1) + right]! -
        table[bottom * (width + 1) + left]! +
        table[top * (width + 1) + left]!;
      out[y * width + x] = sum / ((bottom - top) * (right - left));
    }
  }
  return out;
}
