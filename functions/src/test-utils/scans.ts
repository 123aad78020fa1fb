/**
 * Image-only PDF fixtures for the OCR path: printed lines painted on a canvas (@napi-rs/canvas),
 * embedded as one PNG per page with pdf-lib, no text layer, as a scanner produces.
 */
import { createRequire } from 'node:module';
import { GlobalFonts, createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';

/**
 * Liberation Sans from pdfjs-dist (npm), so fixtures print the same on machines without system
 * fonts (canvas text would draw nothing there).
 */
const FAMILY = 'NoteSea Fixture Sans';
GlobalFonts.registerFromPath(
  createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf'),
  FAMILY,
);

/**
 * A PNG of `lines` printed in 28-px Liberation Sans on white, at 1,000 × (80 + 50 per line) px. Text
 * after a tab is printed right-aligned at the right margin (a marks column).
 */
export function printedPng(lines: string[], width = 1_000): Buffer {
  const canvas = createCanvas(width, 80 + 50 * lines.length);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#111';
  ctx.font = `28px "${FAMILY}"`;
  lines.forEach((line, i) => {
    const [text = '', right] = line.split('\t');
    ctx.textAlign = 'left';
    ctx.fillText(text, 40, 70 + 50 * i);
    if (right === undefined) return;
    ctx.textAlign = 'right';
    ctx.fillText(right, width - 40, 70 + 50 * i);
  });
  return canvas.toBuffer('image/png');
}

/**
 * A PDF whose page n is the image of `pages[n - 1]` (one PNG drawn over the whole A4-width page).
 * The same image object is reused when `repeat` pages are asked for (a 300-page scan stays small).
 * @param pages the printed lines of each page
 * @param repeat how many pages show the first page's image (default: one per entry of `pages`)
 */
export async function scannedPdf(pages: string[][], repeat?: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const images = await Promise.all(pages.map((lines) => doc.embedPng(printedPng(lines))));
  const count = repeat ?? pages.length;
  for (let i = 0; i < count; i++) {
    const image = images[repeat ? 0 : i]!;
    const width = 595;
    const height = (image.height / image.width) * width;
    const page = doc.addPage([width, height]);
    page.drawImage(image, { x: 0, y: 0, width, height });
  }
  return doc.save();
}

/** A PDF of `count` blank A4 pages (nothing drawn). */
export async function blankPdf(count: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage([595, 842]);
  return doc.save();
}

/** A PNG photograph stand-in: random grey noise (no readable text), `size` px square. */
export function noisePng(size = 400): Buffer {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(size, size);
  let seed = 7;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const v = seed % 256;
    image.data[i] = image.data[i + 1] = image.data[i + 2] = v;
    image.data[i + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return canvas.toBuffer('image/png');
}
