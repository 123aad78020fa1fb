/**
 * Skew: the slant of a photographed sheet's lines, found from the page's own ink and turned
 * level (geometry.ts decides when).
 */
import { MIN_INK, type Reduced } from './reduced.js';

/** Angles searched, degrees either way: a hand-held photo of a sheet is rarely off by more. */
const MAX_SKEW_DEG = 15;
/**
 * The angle whose projection profile is sharpest: summing ink along lines at the text's own
 * slant stacks it into a few rows (high sum of squares); any other slant smears it. A coarse
 * search every 0.5° and a fine one every 0.05° around the best.
 * @returns degrees, positive when lines fall to the right; 0 for a page without enough ink
 */
export function estimateSkew(page: Reduced): number {
  if (page.total < MIN_INK) return 0;
  const points: number[] = [];
  const weights: number[] = [];
  for (let y = 0; y < page.height; y++) {
    for (let x = 0; x < page.width; x++) {
      const share = page.ink[y * page.width + x]!;
      if (share > 0.25) {
        points.push(x - page.width / 2, y - page.height / 2);
        weights.push(share);
      }
    }
  }
  const diagonal = Math.ceil(Math.hypot(page.width, page.height));
  const bins = new Float64Array(2 * diagonal + 1);
  const sharpness = (deg: number) => {
    const radians = (deg * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    bins.fill(0);
    for (let i = 0; i < weights.length; i++) {
      const row = Math.round(points[2 * i + 1]! * cos - points[2 * i]! * sin) + diagonal;
      bins[row]! += weights[i]!;
    }
    let sum = 0;
    for (const bin of bins) sum += bin * bin;
    return sum;
  };
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let top = -1;
    for (let deg = from; deg <= to + 1e-9; deg += step) {
      const value = sharpness(deg);
      if (value > top) {
        top = value;
        angle = deg;
      }
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW_DEG, MAX_SKEW_DEG, 0.5);
  return Number(best(coarse - 0.5, coarse + 0.5, 0.05).toFixed(2));
}

/**
 * The page turned by `deg` about its centre so that lines falling at `deg` become level;
 * bilinear, paper white where nothing rotates in.
 */
export function rotate(
  values: Float32Array,
  width: number,
  height: number,
  deg: number,
): Float32Array {
  const radians = (deg * Math.PI) / 180;
  const sin = Math.sin(radians);
  const cos = Math.cos(radians);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Float32Array(values.length).fill(255);
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      out[y * width + x] = sample(
        values,
        width,
        height,
        cx + dx * cos - dy * sin,
        cy + dx * sin + dy * cos,
      );
    }
  }
  return out;
}

function sample(values: Float32Array, width: number, height: number, x: number, y: number): number {
  if (x < 0 || y < 0 || x > width - 1 || y > height - 1) return 255;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = values[y0 * width + x0]! * (1 - fx) + values[y0 * width + x1]! * fx;
  const bottom = values[y1 * width + x0]! * (1 - fx) + values[y1 * width + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}
