/**
 * The upload limits as a student or an attacker meets them: preparePdf (the file step of
 * `POST /uploads`) refuses with the status and message the API answers, before decoding.
 */
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.js';
import {
  bigImagePdf,
  blackPng,
  jpegHeader,
  manyPagesPdf,
  objectStreamBombPdf,
  pngChunk,
  pngHeader,
  pngWithIdatOf,
} from '../../test-utils/bombs.js';
import { textPdf } from '../../test-utils/pdfs.js';
import { boundPhotos } from './bounds.js';
import { preparePdf } from './files.js';
import { openPdfInWorker } from './pdf-open.js';

type Part = { name: string; data: Uint8Array };

function form(field: 'file' | 'photos', parts: Part[]) {
  const files = parts.map((p) => ({
    filename: p.name,
    declaredType: '',
    data: Buffer.from(p.data),
    truncated: false,
  }));
  return { fields: {}, files: { [field]: files }, tooMany: {}, truncated: false };
}

/** `{ status, message }` of the refusal, or 'accepted'. */
async function answer(promise: Promise<unknown>) {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    const { status, message } = error as AppError;
    return { status, message };
  }
}

const jpeg = (name: string, width: number, height: number) => ({
  type: 'jpg' as const,
  data: jpegHeader(width, height),
  filename: name,
});

describe('photos', () => {
  it('lets a 48 MP phone photo through, and refuses a 60 MP one by its header (413)', async () => {
    expect(await answer(boundPhotos([jpeg('48mp.jpg', 8064, 6048)]))).toBe('accepted');
    expect(await answer(boundPhotos([jpeg('huge.jpg', 10_000, 6_000)]))).toEqual({
      status: 413,
      message: '"huge.jpg" is too large: a photo may have at most 50 megapixels.',
    });
  });

  it("refuses the red team's 6000×6000 PNG before decoding it (413)", async () => {
    const bomb = blackPng(6000, 6000);
    expect(bomb.byteLength).toBeLessThan(150_000);
    const started = performance.now();
    expect(await answer(preparePdf(form('photos', [{ name: 'page.png', data: bomb }])))).toEqual({
      status: 413,
      message:
        '"page.png" is too large: a PNG photo may have at most 16 megapixels. Send it as JPEG.',
    });
    // Decoding it took 5.3 s and 448 MiB before the fix; generous for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('caps the photos of one upload together: all of them, and the PNGs', async () => {
    const six = Array.from({ length: 6 }, (_, i) => jpeg(`p${i}.jpg`, 8064, 6048));
    expect(await answer(boundPhotos(six))).toEqual({
      status: 413,
      message: 'The photos must be at most 250 megapixels together.',
    });
    const twenty = Array.from({ length: 20 }, (_, i) => jpeg(`p${i}.jpg`, 4032, 3024));
    expect(await answer(boundPhotos(twenty))).toBe('accepted');
    const png = { type: 'png' as const, data: pngHeaderOnly(5000, 3000), filename: 'p.png' };
    expect(await answer(boundPhotos(Array.from({ length: 7 }, () => png)))).toEqual({
      status: 413,
      message: 'The PNG photos must be at most 100 megapixels together. Send them as JPEG.',
    });
  });

  it('refuses an animated PNG (415) and image data larger than the header says (400)', async () => {
    const actl = pngChunk('acTL', Buffer.alloc(8));
    const animated = Buffer.concat([blackPng(10, 10).subarray(0, -12), actl, pngIend()]);
    expect(await answer(boundPhotos([{ type: 'png', data: animated, filename: 'a.png' }]))).toEqual(
      {
        status: 415,
        message: '"a.png" is not a JPEG or PNG photo.',
      },
    );
    const overflowing = pngWithIdatOf(10, 10, 50 * 1024 * 1024);
    expect(
      await answer(boundPhotos([{ type: 'png', data: overflowing, filename: 'b.png' }])),
    ).toEqual({ status: 400, message: '"b.png" could not be read as a photo.' });
    expect(
      await answer(boundPhotos([{ type: 'png', data: blackPng(40, 30), filename: 'ok.png' }])),
    ).toBe('accepted');
  });
});

describe('PDFs', () => {
  // The expansion check's own message shows it refused the file before pdf.js read it; how long
  // that takes depends on the machine (a loaded 2-core CI runner took over 5 s), so no clock here.
  it("refuses the red team's 102 KB PDF that inflates to 100 MB, before pdf.js opens it (413)", async () => {
    const res = await answer(
      preparePdf(form('file', [{ name: 'n.pdf', data: objectStreamBombPdf(100 * 1024 * 1024) }])),
    );
    expect(res).toEqual({
      status: 413,
      message:
        'This PDF expands too much when opened. Export it again with smaller images, or split it.',
    });
  });

  it('refuses an image over 50 megapixels (413) and over 500 pages (413)', async () => {
    expect(
      await answer(preparePdf(form('file', [{ name: 'i.pdf', data: bigImagePdf(8000, 8000) }]))),
    ).toEqual({
      status: 413,
      message:
        'This PDF has an image of more than 50 megapixels. Export it again with smaller images.',
    });
    expect(
      await answer(preparePdf(form('file', [{ name: 'p.pdf', data: manyPagesPdf(501) }]))),
    ).toEqual({
      status: 413,
      message: 'The PDF must have at most 500 pages.',
    });
    const ok = await preparePdf(form('file', [{ name: 'p.pdf', data: manyPagesPdf(500) }]));
    expect(ok.pages).toBe(500);
  });

  it('reads an ordinary PDF in the worker; a worker out of CPU or time is a budget failure', async () => {
    const pdf = await textPdf(['One', 'Two']);
    const budget = { maxCpuSeconds: 20, maxSeconds: 60, maxHeapMiB: 256 };
    expect(await openPdfInWorker(pdf, budget)).toEqual({ pages: 2, encrypted: false });
    // Loading pdf.js alone takes the worker well over a millisecond of CPU.
    expect(await openPdfInWorker(pdf, { ...budget, maxCpuSeconds: 0.001 })).toEqual({
      failed: 'budget',
    });
    expect(await openPdfInWorker(pdf, { ...budget, maxSeconds: 0.001 })).toEqual({
      failed: 'budget',
    });
  });
});

/** A PNG of only a signature, an IHDR and an IEND: image-size reads the size from it. */
function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([blackPng(1, 1).subarray(0, 8), pngHeader(width, height), pngIend()]);
}

function pngIend(): Buffer {
  return pngChunk('IEND', Buffer.alloc(0));
}
