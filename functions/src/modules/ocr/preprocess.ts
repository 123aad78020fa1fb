/**
 * Cleans a rendered page image before Tesseract reads it: photographed and scanned print has
 * uneven light and table rules touching the letters, which make Tesseract merge columns into
 * garbage lines. Runs on the main thread with @napi-rs/canvas (~1 CPU-s for a 300-dpi A4 page).
 * Figures for each step in docs/content-ocr.md.
 */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { straighten } from './geometry.js';

/**
 * Radius of the background estimate, in inches (3.4 mm; 40 px at 300 dpi): wider than a letter's
 * stroke and counter, so the blur is the paper's light, narrower than a shadow's gradient.
 */
const BACKGROUND_RADIUS_IN = 40 / 300;
/**
 * A straight dark run at least this long (inches; 17 mm, 200 px at 300 dpi) is a rule, not a
 * letter: the longest stroke of 12-pt print is ~4 mm, and words are split by spaces.
 */
const RULE_MIN_LENGTH_IN = 200 / 300;

/**
 * Grayscale, illumination flattened (each pixel divided by its blurred neighbourhood, then the
 * contrast stretched), deskewed and dewarped (geometry.ts), and horizontal and vertical rules
 * erased to the paper's white.
 * @param png the rendered page (PNG bytes)
 * @param dpi the resolution it was rendered at (the lengths above are physical)
 * @returns a grayscale binary PGM (P5) of the same size (8 bits per pixel: ~8.7 MB for a 300-dpi
 *   A4 page, ~35 MB for the pages waiting per two workers)
 * @throws when the PNG cannot be decoded
 */
export async function cleanPage(png: Buffer, dpi: number): Promise<Buffer> {
  const image = await loadImage(png);
  const { width, height } = image;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const rgba = context.getImageData(0, 0, width, height).data;
  const size = width * height;
  const gray = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    gray[i] = 0.299 * rgba[4 * i]! + 0.587 * rgba[4 * i + 1]! + 0.114 * rgba[4 * i + 2]!;
  }
  const background = boxBlur(
    gray,
    width,
    height,
    Math.max(1, Math.round(BACKGROUND_RADIUS_IN * dpi)),
  );
  for (let i = 0; i < size; i++)
    gray[i] = Math.min(255, (255 * gray[i]!) / Math.max(1, background[i]!));
  stretchContrast(gray);
  // Level and unbent before rules are looked for: a rule then runs straight across.
  const { values: page } = straighten(gray, width, height, otsuThreshold(histogramOf(gray)));
  eraseRules(page, width, height, Math.round(RULE_MIN_LENGTH_IN * dpi));
  // A binary PGM (P5): Tesseract's Leptonica reads it as is, where a PNG costs ~0.5 CPU-s to
  // encode here and as much to decode in the worker (measured on a 300-dpi A4 page).
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const body = Buffer.allocUnsafe(size);
  for (let i = 0; i < size; i++) body[i] = Math.round(page[i]!);
  return Buffer.concat([header, body]);
}

/**
 * Maps the 1st percentile to black and the 80th to white: most of a page is paper, so its
 * brightest fifth is clamped to white and faint print gains contrast. On a page with less ink
 * than 1 % (a line of print on a blank sheet), the 5th percentile of the pixels darker than
 * Otsu's threshold is black instead, so the ink is kept.
 */
function stretchContrast(values: Float32Array): void {
  const histogram = histogramOf(values);
  const threshold = otsuThreshold(histogram);
  let ink = 0;
  for (let level = 0; level < threshold; level++) ink += histogram[level]!;
  if (ink === 0) return;
  const low =
    ink > values.length * 0.01
      ? percentile(histogram, values.length * 0.01)
      : percentile(histogram, ink * 0.05);
  const high = Math.max(threshold, percentile(histogram, values.length * 0.8));
  const scale = 255 / Math.max(1, high - low);
  for (let i = 0; i < values.length; i++) {
    values[i] = Math.max(0, Math.min(255, (values[i]! - low) * scale));
  }
}

/**
 * Whitens dark pixels that lie on a path of dark pixels at least `minLength` long running across
 * the page (each step one pixel along, and at most one pixel up or down) or down it (likewise
 * sideways). Rules of a photographed or scanned table are straight but not level, and a sheet
 * that is not flat bends them; letters never chain that far because words are split by spaces.
 * Two passes per direction (longest path ending at a pixel from each side), O(pixels).
 */
function eraseRules(values: Float32Array, width: number, height: number, minLength: number): void {
  // A thin rule photographed or scanned at low resolution is gray, lighter than letters' strokes:
  // anything halfway from Otsu's ink threshold to white counts as dark here, but never paper
  // itself: on a page of almost only paper Otsu's threshold sits near white.
  const threshold = Math.min(224, (otsuThreshold(histogramOf(values)) + 255) / 2);
  const dark = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) dark[i] = values[i]! < threshold ? 1 : 0;
  const erase = new Uint8Array(values.length);
  const cap = Math.min(65_535, minLength);
  const forward = new Uint16Array(values.length);
  const backward = new Uint16Array(values.length);
  // Across the page (horizontal rules): column by column, each pixel extends the longest path
  // ending at one of its three neighbours in the previous column.
  const across = (into: Uint16Array, from: number, to: number, step: number) => {
    for (let x = from; x !== to; x += step) {
      const previous = x - step;
      const first = previous >= 0 && previous < width;
      for (let y = 0, i = x; y < height; y++, i += width) {
        if (!dark[i]) continue;
        let best = 0;
        if (first) {
          const j = i - step;
          best = into[j]!;
          if (y > 0 && into[j - width]! > best) best = into[j - width]!;
          if (y < height - 1 && into[j + width]! > best) best = into[j + width]!;
        }
        into[i] = best + 1 < cap ? best + 1 : cap;
      }
    }
  };
  // Down the page (vertical rules): row by row, likewise from the previous row.
  const down = (into: Uint16Array, from: number, to: number, step: number) => {
    for (let y = from; y !== to; y += step) {
      const previous = y - step;
      const first = previous >= 0 && previous < height;
      for (let x = 0, i = y * width; x < width; x++, i++) {
        if (!dark[i]) continue;
        let best = 0;
        if (first) {
          const j = i - step * width;
          best = into[j]!;
          if (x > 0 && into[j - 1]! > best) best = into[j - 1]!;
          if (x < width - 1 && into[j + 1]! > best) best = into[j + 1]!;
        }
        into[i] = best + 1 < cap ? best + 1 : cap;
      }
    }
  };
  const mark = () => {
    for (let i = 0; i < values.length; i++) {
      if (dark[i] && forward[i]! + backward[i]! - 1 >= minLength) erase[i] = 1;
    }
  };
  across(forward, 0, width, 1);
  across(backward, width - 1, -1, -1);
  mark();
  forward.fill(0);
  backward.fill(0);
  down(forward, 0, height, 1);
  down(backward, height - 1, -1, -1);
  mark();
  for (let i = 0; i < values.length; i++) if (erase[i]) values[i] = 255;
}

function histogramOf(values: Float32Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (const value of values) histogram[Math.max(0, Math.min(255, value | 0))]!++;
  return histogram;
}

function percentile(histogram: Uint32Array, count: number): number {
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += histogram[level]!;
    if (seen >= count) return level;
  }
  return 255;
}

/** Otsu's threshold: the level that best separates ink from paper (maximal between-class variance). */
function otsuThreshold(histogram: Uint32Array): number {
  let total = 0;
  let sum = 0;
  for (let level = 0; level < 256; level++) {
    total += histogram[level]!;
    sum += level * histogram[level]!;
  }
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += level * histogram[level]!;
    const between = below * above * (sumBelow / below - (sum - sumBelow) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  return threshold;
}

/** Mean over a (2r+1)² square, edges clamped; two separable running-sum passes, O(pixels). */
function boxBlur(source: Float32Array, width: number, height: number, r: number): Float32Array {
  const across = new Float32Array(source.length);
  const out = new Float32Array(source.length);
  const span = 2 * r + 1;
  const clamp = (v: number, max: number) => (v < 0 ? 0 : v > max ? max : v);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let x = -r; x <= r; x++) sum += source[row + clamp(x, width - 1)]!;
    for (let x = 0; x < width; x++) {
      across[row + x] = sum / span;
      sum += source[row + clamp(x + r + 1, width - 1)]! - source[row + clamp(x - r, width - 1)]!;
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -r; y <= r; y++) sum += across[clamp(y, height - 1) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum / span;
      sum +=
        across[clamp(y + r + 1, height - 1) * width + x]! -
        across[clamp(y - r, height - 1) * width + x]!;
    }
  }
  return out;
}
