import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  bigImagePdf,
  flateBombPdf,
  jpegHeader,
  objectStreamBombPdf,
  oneStreamPdf,
} from '../test-utils/bombs.js';
import { textPdf } from '../test-utils/pdfs.js';
import { measurePdfExpansion, PdfLimitExceeded, type PdfExpansionLimits } from './pdf-expansion.js';

const MiB = 1024 * 1024;
const LIMITS: PdfExpansionLimits = {
  maxDecodedBytes: 256 * MiB,
  maxStreamBytes: 64 * MiB,
  maxImagePixels: 50_000_000,
  maxStreams: 20_000,
  maxSeconds: 30,
};

/** The limit `bytes` crosses under `limits`, or null when it is measured whole. */
async function limitCrossed(bytes: Uint8Array, limits = LIMITS) {
  try {
    await measurePdfExpansion(bytes, limits);
    return null;
  } catch (error) {
    if (error instanceof PdfLimitExceeded) return error.limit;
    throw error;
  }
}

describe('measurePdfExpansion', () => {
  it('measures an ordinary PDF: each page content stream inflated and counted', async () => {
    const result = await measurePdfExpansion(await textPdf(['One', 'Two', 'Three']), LIMITS);
    expect(result.streams).toBe(3);
    expect(result.decodedBytes).toBeGreaterThan(0);
    expect(result.decodedBytes).toBeLessThan(10_000);
    expect(result.largestImagePixels).toBe(0);
  });

  it("refuses the red team's 102 KB object stream that inflates to 100 MB, having inflated at most the stream cap", async () => {
    const bomb = objectStreamBombPdf(100 * MiB);
    expect(bomb.byteLength).toBeLessThan(110_000);
    const started = performance.now();
    expect(await limitCrossed(bomb)).toBe('stream-bytes');
    // A generous bound for a loaded 2-core machine; unbounded, pdf.js took 2.9 s and 168 MiB.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('counts streams together: many within the per-stream cap cross the total', async () => {
    const bomb = flateBombPdf(8 * MiB);
    expect(await limitCrossed(bomb, { ...LIMITS, maxDecodedBytes: 4 * MiB })).toBe('decoded-bytes');
    const measured = await measurePdfExpansion(bomb, LIMITS);
    expect(measured.decodedBytes).toBe(8 * MiB);
  });

  it('counts every layer of Flate inside Flate, whatever the dictionary says', async () => {
    const twice = deflateSync(deflateSync(Buffer.alloc(8 * MiB)));
    expect(twice.byteLength).toBeLessThan(1_000);
    const result = await measurePdfExpansion(oneStreamPdf('/Filter /Foo', twice), LIMITS);
    expect(result.streams).toBe(2);
    expect(result.decodedBytes).toBeGreaterThan(8 * MiB);
    expect(
      await limitCrossed(oneStreamPdf('', twice), { ...LIMITS, maxStreamBytes: 4 * MiB }),
    ).toBe('stream-bytes');
    const fourTimes = deflateSync(deflateSync(twice));
    expect(await limitCrossed(oneStreamPdf('', fourTimes))).toBe('unmeasurable');
  });

  it('counts what comes out before corrupt data, as a reader decodes it', async () => {
    const bomb = deflateSync(Buffer.alloc(80 * MiB), { level: 9 });
    const corrupt = Buffer.concat([bomb.subarray(0, bomb.length - 20), Buffer.alloc(20, 0xff)]);
    expect(await limitCrossed(oneStreamPdf('/Filter /FlateDecode', corrupt))).toBe('stream-bytes');
  });

  it('refuses an image over the pixel cap from its dictionary, or from its JPEG header', async () => {
    expect(await limitCrossed(bigImagePdf(8000, 8000))).toBe('image-pixels');
    const ok = await measurePdfExpansion(bigImagePdf(100, 50), LIMITS);
    expect(ok.largestImagePixels).toBe(5000);
    // A JPEG whose dictionary understates its size: pdf.js decodes the header's size.
    const jpeg = oneStreamPdf(
      '/Subtype /Image /Width 10 /Height 10 /Filter /DCTDecode',
      jpegHeader(10_000, 10_000),
    );
    expect(await limitCrossed(jpeg)).toBe('image-pixels');
    const byReference = oneStreamPdf('/Subtype /Image /Width 7 0 R /Height 10', Buffer.alloc(8));
    expect(await limitCrossed(byReference)).toBe('unmeasurable');
  });

  it('refuses filters it cannot measure, also when the name is written with # escapes', async () => {
    const data = Buffer.from('z~>', 'latin1');
    expect(await limitCrossed(oneStreamPdf('/Filter /ASCII85Decode', data))).toBe('unmeasurable');
    expect(await limitCrossed(oneStreamPdf('/Filter [/A#38#35 /Fl]', data))).toBe('unmeasurable');
    expect(await limitCrossed(oneStreamPdf('/Filter /LZWDecode', data))).toBe('unmeasurable');
  });

  it('counts RunLength output, after Flate (as scanners write images) or alone', async () => {
    // 257 − 129 = 128 copies of 0x00, 4096 times: 8 KiB of runs decode to 512 KiB.
    const runs = Buffer.alloc(8192);
    for (let i = 0; i < runs.length; i += 2) runs[i] = 129;
    const alone = await measurePdfExpansion(oneStreamPdf('/Filter /RunLengthDecode', runs), LIMITS);
    expect(alone.decodedBytes).toBe(512 * 1024);
    const afterFlate = oneStreamPdf('/Filter [/FlateDecode /RunLengthDecode]', deflateSync(runs));
    const measured = await measurePdfExpansion(afterFlate, LIMITS);
    expect(measured.decodedBytes).toBe(8192 + 512 * 1024);
    const small = { ...LIMITS, maxStreamBytes: 256 * 1024 };
    expect(await limitCrossed(afterFlate, small)).toBe('stream-bytes');
  });

  it('refuses a file of more streams than its limit, and bounds the work of the most allowed', async () => {
    const many = (n: number) =>
      Buffer.concat([
        Buffer.from('%PDF-1.7\n', 'latin1'),
        ...Array.from({ length: n }, (_, i) =>
          Buffer.concat([
            Buffer.from(`${i + 1} 0 obj << /Filter /FlateDecode >> stream\n`, 'latin1'),
            deflateSync(Buffer.from('q Q')),
            Buffer.from('\nendstream endobj\n', 'latin1'),
          ]),
        ),
      ]);
    const limits = { ...LIMITS, maxStreams: 1_000 };
    expect(await limitCrossed(many(1_001), limits)).toBe('streams');
    expect((await measurePdfExpansion(many(1_000), limits)).streams).toBe(1_000);
  });

  it('stops at its time budget', async () => {
    expect(await limitCrossed(flateBombPdf(1024), { ...LIMITS, maxSeconds: 0 })).toBe('time');
  });
});
