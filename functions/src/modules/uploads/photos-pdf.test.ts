import { createCanvas, loadImage } from '@napi-rs/canvas';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPagePng } from '../../lib/pdf-render.js';
import { jpegOrientation } from './exif.js';
import { A4_LONG_SIDE_PT, photosToPdf, UnreadablePhoto } from './photos-pdf.js';

/** A 400×300 photo, white with a red block in its stored top-left corner. */
function photo(format: 'jpeg' | 'png'): Uint8Array {
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 400, 300);
  ctx.fillStyle = '#ff0000';
  ctx.fillRect(0, 0, 100, 100);
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90);
}

/** `jpeg` with an EXIF APP1 segment (big-endian TIFF) holding only Orientation = `value`. */
function withOrientation(jpeg: Uint8Array, value: number): Uint8Array {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(value, 18);
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xffe1, 0);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
}

/** Whether the rendered first page is red around (x, y), as fractions of its size. */
async function redAt(pdfBytes: Uint8Array, x: number, y: number): Promise<boolean> {
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  const { png, width, height } = await renderPagePng(pdf, 1, { dpi: 72, maxSide: 400 });
  await pdf.destroy();
  const image = await loadImage(png);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const [r, g, b] = ctx.getImageData(Math.floor(x * width), Math.floor(y * height), 1, 1).data;
  return r! > 200 && g! < 80 && b! < 80;
}

describe('jpegOrientation', () => {
  it('reads the EXIF tag, and 1 without one or for other bytes', () => {
    const jpeg = photo('jpeg');
    expect(jpegOrientation(jpeg)).toBe(1);
    expect(jpegOrientation(withOrientation(jpeg, 6))).toBe(6);
    expect(jpegOrientation(withOrientation(jpeg, 8))).toBe(8);
    expect(jpegOrientation(photo('png'))).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(1);
  });
});

describe('photosToPdf', () => {
  it('gives each photo a page of its shape, longer side A4, in order', async () => {
    const pdf = await getDocumentProxy(
      new Uint8Array(
        await photosToPdf([
          { type: 'jpg', data: photo('jpeg'), filename: 'a.jpg' },
          { type: 'png', data: photo('png'), filename: 'b.png' },
        ]),
      ),
    );
    expect(pdf.numPages).toBe(2);
    const page = await pdf.getPage(2);
    const { width, height } = page.getViewport({ scale: 1 });
    expect(width).toBeCloseTo(A4_LONG_SIDE_PT, 1);
    expect(height).toBeCloseTo((A4_LONG_SIDE_PT * 300) / 400, 1);
    await pdf.destroy();
  });

  it('turns a photo the way the phone was held (EXIF orientation 6, 8, 3)', async () => {
    const jpeg = photo('jpeg');
    const as = async (orientation: number) =>
      photosToPdf([{ type: 'jpg', data: withOrientation(jpeg, orientation), filename: 'p.jpg' }]);
    // As stored: the block is top-left.
    expect(await redAt(await as(1), 0.1, 0.1)).toBe(true);
    // 90° clockwise: a portrait page, the block top-right.
    const turned = await as(6);
    const pdf = await getDocumentProxy(new Uint8Array(turned));
    const { width, height } = (await pdf.getPage(1)).getViewport({ scale: 1 });
    await pdf.destroy();
    expect(height).toBeGreaterThan(width);
    expect(await redAt(turned, 0.9, 0.1)).toBe(true);
    expect(await redAt(turned, 0.1, 0.1)).toBe(false);
    // 90° anticlockwise: the block bottom-left; 180°: bottom-right.
    expect(await redAt(await as(8), 0.1, 0.9)).toBe(true);
    expect(await redAt(await as(3), 0.9, 0.9)).toBe(true);
  });

  it('names a photo it cannot decode', async () => {
    // The JFIF header alone: no frame header says how large the image is.
    const broken = photo('jpeg').subarray(0, 20);
    await expect(
      photosToPdf([{ type: 'jpg', data: broken, filename: 'cut.jpg' }]),
    ).rejects.toBeInstanceOf(UnreadablePhoto);
  });

  it('combines 20 phone-sized photos (measured)', async () => {
    const canvas = createCanvas(3000, 4000);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#f4f1e8';
    ctx.fillRect(0, 0, 3000, 4000);
    ctx.fillStyle = '#222';
    ctx.font = '60px sans-serif';
    for (let y = 100; y < 4000; y += 90)
      ctx.fillText('Q.3 Explain normalisation with examples [7]', 150, y);
    const jpeg = canvas.toBuffer('image/jpeg', 85);
    const photos = Array.from({ length: 20 }, (_, i) => ({
      type: 'jpg' as const,
      data: jpeg,
      filename: `p${i}.jpg`,
    }));
    const started = performance.now();
    const pdf = await photosToPdf(photos);
    const ms = performance.now() - started;
    console.info(
      `[measure] 20 photos 3000×4000 (${((jpeg.length * 20) / 1e6).toFixed(1)} MB JPEG) → PDF ${(pdf.length / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms`,
    );
    expect(pdf.length).toBeGreaterThan(jpeg.length * 20);
    // A measurement, not a budget: ~2 s of encoding on an idle machine, several on a loaded one.
  }, 60_000);
});
