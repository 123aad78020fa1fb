/**
 * Warp: the gradual rise or fall of lines across a curled or folded sheet, found by matching
 * vertical strips' row profiles, and undone column by column (geometry.ts decides when).
 */
import { MIN_INK, SCALE, type Reduced } from './reduced.js';

/** Vertical strips the page is cut into to follow bent lines. */
export const STRIPS = 8;

/** The residuals of the least-squares line through the shifts (by strip index). */
export function withoutTrend(shifts: number[]): number[] {
  const n = shifts.length;
  const meanX = (n - 1) / 2;
  const meanY = shifts.reduce((a, b) => a + b, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (let i = 0; i < n; i++) {
    covariance += (i - meanX) * (shifts[i]! - meanY);
    variance += (i - meanX) ** 2;
  }
  const slope = covariance / variance;
  return shifts.map((shift, i) => shift - (meanY + slope * (i - meanX)));
}

/**
 * How far each vertical strip's lines sit below the middle strip's (reduced pixels): a bent
 * sheet raises or lowers its lines gradually across the page. Each strip is matched to its
 * inner neighbour by the shift (under a third of the line pitch, so a line never matches the
 * next one) that best overlays their row profiles; strips with too little ink follow their
 * neighbour.
 * @returns one shift per strip, from left to right
 */
export function estimateWarp(page: Reduced): number[] {
  const shifts = new Array<number>(STRIPS).fill(0);
  if (page.total < MIN_INK) return shifts;
  const stripWidth = Math.floor(page.width / STRIPS);
  const profiles = Array.from({ length: STRIPS }, (_, s) => {
    const profile = new Float64Array(page.height);
    for (let y = 0; y < page.height; y++) {
      for (let x = s * stripWidth; x < (s + 1) * stripWidth; x++)
        profile[y]! += page.ink[y * page.width + x]!;
    }
    return profile;
  });
  const pitch = linePitch(profiles);
  if (pitch === 0) return shifts;
  const maxStep = Math.max(1, Math.floor(pitch / 3));
  const enough = (profile: Float64Array) =>
    profile.reduce((a, b) => a + b, 0) > MIN_INK / (STRIPS * 4);
  const match = (inner: number, outer: number) => {
    if (!enough(profiles[inner]!) || !enough(profiles[outer]!)) return shifts[inner]!;
    let best = 0;
    let top = -1;
    for (let d = -maxStep; d <= maxStep; d++) {
      const offset = shifts[inner]! + d;
      let sum = 0;
      for (let y = 0; y < page.height; y++) {
        const a = y + shifts[inner]!;
        const b = y + offset;
        if (a >= 0 && a < page.height && b >= 0 && b < page.height)
          sum += profiles[inner]![a]! * profiles[outer]![b]!;
      }
      if (sum > top) {
        top = sum;
        best = offset;
      }
    }
    return best;
  };
  const middle = Math.floor(STRIPS / 2);
  for (let s = middle + 1; s < STRIPS; s++) shifts[s] = match(s - 1, s);
  for (let s = middle - 1; s >= 0; s--) shifts[s] = match(s + 1, s);
  return shifts;
}

/** The distance between text lines (reduced pixels): the first peak of the profiles' autocorrelation; 0 if none. */
function linePitch(profiles: Float64Array[]): number {
  const height = profiles[0]!.length;
  const sum = new Float64Array(height);
  for (const profile of profiles) for (let y = 0; y < height; y++) sum[y]! += profile[y]!;
  const mean = sum.reduce((a, b) => a + b, 0) / height;
  const at = (lag: number) => {
    let value = 0;
    for (let y = 0; y + lag < height; y++) value += (sum[y]! - mean) * (sum[y + lag]! - mean);
    return value / (height - lag);
  };
  let previous = at(2);
  let rising = false;
  for (let lag = 3; lag < Math.min(60, height / 2); lag++) {
    const value = at(lag);
    if (value > previous) rising = true;
    else if (rising && value < previous && previous > 0) return lag - 1;
    previous = value;
  }
  return 0;
}

/**
 * Moves each column up or down by its shift (interpolated between strip centres) so bent lines
 * lie level again.
 * @param shifts per strip, in reduced pixels
 * @param scale full pixels per reduced pixel of `values` (SCALE for the page, 1 for the reduced
 *   page itself)
 * @param fill the value where nothing moves in (paper: 255 on the page, 0 ink on the reduced one)
 */
export function unbend(
  values: Float32Array,
  width: number,
  height: number,
  shifts: number[],
  scale: number,
  fill: number,
): Float32Array {
  // The strips estimateWarp measured: STRIPS equal strips of the reduced page's width.
  const reducedWidth = scale === 1 ? width : Math.floor(width / SCALE);
  const stripWidth = Math.floor(reducedWidth / STRIPS) * scale;
  const out = new Float32Array(values.length).fill(fill);
  for (let x = 0; x < width; x++) {
    const position = x / stripWidth - 0.5;
    const left = Math.max(0, Math.min(STRIPS - 1, Math.floor(position)));
    const right = Math.min(STRIPS - 1, left + 1);
    const t = Math.max(0, Math.min(1, position - left));
    const shift = (shifts[left]! * (1 - t) + shifts[right]! * t) * scale;
    for (let y = 0; y < height; y++) {
      const from = y + shift;
      if (from < 0 || from > height - 1) continue;
      const y0 = Math.floor(from);
      const y1 = Math.min(height - 1, y0 + 1);
      const f = from - y0;
      out[y * width + x] = values[y0 * width + x]! * (1 - f) + values[y1 * width + x]! * f;
    }
  }
  return out;
}
