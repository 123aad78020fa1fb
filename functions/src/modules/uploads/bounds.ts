/**
 * How much work an upload may make, checked BEFORE anything is decoded (red-team finding in
 * "Go live on Node 24": a 102 KB PDF that inflates to 100 MB and a 141 KB 6000 × 6000 PNG were
 * decoded whole; the `api` function has 1 GiB, of which the search index takes up to ~660 MB).
 * - Photos: width × height from each header (image-size), per photo and per upload, caps in
 *   @notesea/contract/contributions-rules; a PNG's image data is inflated by zlib with a cap of
 *   what its header allows, and animated PNGs (whose frames pdf-lib sizes from their own
 *   headers) are refused.
 * - PDFs: every stream inflated and counted within UPLOAD_PDF_LIMITS (lib/pdf-expansion.ts), then
 *   the page count (UPLOAD_MAX_PDF_PAGES) once pdf.js has opened the file.
 * Every refusal is a typed AppError, answered by the error handler; nothing is stored.
 */
import { createInflate } from 'node:zlib';
import { imageSize } from 'image-size';
import {
  BadRequest,
  PayloadTooLarge,
  UnprocessableEntity,
  UnsupportedMediaType,
} from '../../lib/errors.js';
import {
  measurePdfExpansion,
  PdfLimitExceeded,
  type PdfExpansionLimits,
} from '../../lib/pdf-expansion.js';
import {
  CONTRIBUTION_MESSAGES as M,
  UPLOAD_MAX_PDF_PAGES,
  UPLOAD_MAX_PHOTO_MEGAPIXELS,
  UPLOAD_MAX_PHOTOS_MEGAPIXELS,
  UPLOAD_MAX_PNG_MEGAPIXELS,
  UPLOAD_MAX_PNGS_MEGAPIXELS,
  notPhotoMessage,
  photoPixelsMessage,
  unreadablePhotoMessage,
} from '@notesea/contract/contributions-rules';
import type { PdfOpenBudget } from './pdf-open.js';
import type { Photo } from './photos-pdf.js';

const MP = 1_000_000;
const MiB = 1024 * 1024;

/**
 * Limits of an uploaded PDF's streams (≤ 20 MB on the wire). Measured on the corpus
 * (/work/shared/corpus, 36 files): the notes and papers with Flate-compressed scans inflate
 * 36–45× (ktu-coa notes unit 2: 1.6 MB → 59 MiB), so 1 GiB in all lets a 20 MB file of that
 * kind through; the largest single stream there is a 10.7 MP image (≤ 33 MB), and one stream is
 * held whole by pdf.js (100 MB of object stream cost 168 MiB and 2.9 s), so one may inflate to
 * 64 MiB (a lossless 21 MP colour image). Images: the photo cap. The check inflates ~500 MB/s
 * here, so 1 GiB takes ~2 s. At most 5,000 streams: each costs ~0.2 ms however small (20,000
 * empty ones took 4–5 s here), and the corpus's most is 582 (ktu-cn notes unit 1, a 3.9 MB slide
 * deck, measured in 0.35 s), so a 500-page file of 10 streams a page passes. The byte and stream
 * limits bound the work on any machine; the 20 s of wall-clock time is only a last resort, so a
 * busy instance does not refuse an ordinary file (a loaded 2-core test run once took over 2 s
 * for the red team's bomb, which is refused at 64 MiB).
 */
export const UPLOAD_PDF_LIMITS: PdfExpansionLimits = {
  maxDecodedBytes: 1024 * MiB,
  maxStreamBytes: 64 * MiB,
  maxImagePixels: UPLOAD_MAX_PHOTO_MEGAPIXELS * MP,
  maxStreams: 5_000,
  maxSeconds: 20,
};

/**
 * pdf.js's budget for opening an uploaded PDF (pdf-open.ts): 2.5 CPU seconds of its worker, what
 * is left of a 5 s answer on an idle instance after the stream check (the worker starts in ~0.2 s
 * and opens a corpus file in < 0.5 s); 30 s of wall-clock time at most, so that an ordinary file
 * waiting for a core on a busy instance is not refused; a heap of 256 MiB, about what the api
 * function has left beside a loaded search index.
 */
export const UPLOAD_PDF_OPEN_BUDGET: PdfOpenBudget = {
  maxCpuSeconds: 2.5,
  maxSeconds: 30,
  maxHeapMiB: 256,
};

/**
 * Checks a PDF's streams before any PDF library reads it.
 * @throws PayloadTooLarge (413) M.pdfExpands (a stream or all of them inflate past
 *   UPLOAD_PDF_LIMITS) or M.pdfImagePixels (an image over UPLOAD_MAX_PHOTO_MEGAPIXELS);
 *   UnprocessableEntity (422) M.pdfUncheckable (more than `maxStreams` streams, not measured
 *   within `maxSeconds`, or a filter
 *   that cannot be measured)
 */
export async function boundPdf(bytes: Uint8Array): Promise<void> {
  try {
    await measurePdfExpansion(bytes, UPLOAD_PDF_LIMITS);
  } catch (error) {
    if (!(error instanceof PdfLimitExceeded)) throw error;
    switch (error.limit) {
      case 'stream-bytes':
      case 'decoded-bytes':
        throw new PayloadTooLarge(M.pdfExpands);
      case 'image-pixels':
        throw new PayloadTooLarge(M.pdfImagePixels);
      default:
        throw new UnprocessableEntity(M.pdfUncheckable);
    }
  }
}

/** @throws PayloadTooLarge (413) M.pdfPages when `pages` > UPLOAD_MAX_PDF_PAGES */
export function boundPages(pages: number): void {
  if (pages > UPLOAD_MAX_PDF_PAGES) throw new PayloadTooLarge(M.pdfPages);
}

/**
 * Checks photos, in order, from their headers: each ≤ UPLOAD_MAX_PHOTO_MEGAPIXELS (a PNG ≤
 * UPLOAD_MAX_PNG_MEGAPIXELS), all ≤ UPLOAD_MAX_PHOTOS_MEGAPIXELS, PNGs ≤ UPLOAD_MAX_PNGS_MEGAPIXELS.
 * @throws PayloadTooLarge (413) photoPixelsMessage(name, type), M.photosPixels, M.pngsPixels;
 *   UnsupportedMediaType (415) notPhotoMessage(name) for an animated PNG; BadRequest (400)
 *   unreadablePhotoMessage(name) without a readable size, or image data larger than the size
 */
export async function boundPhotos(photos: readonly Photo[]): Promise<void> {
  let total = 0;
  let pngs = 0;
  for (const photo of photos) {
    const { width, height } = headerSize(photo);
    const pixels = width * height;
    const cap =
      (photo.type === 'png' ? UPLOAD_MAX_PNG_MEGAPIXELS : UPLOAD_MAX_PHOTO_MEGAPIXELS) * MP;
    if (pixels > cap) throw new PayloadTooLarge(photoPixelsMessage(photo.filename, photo.type));
    total += pixels;
    if (total > UPLOAD_MAX_PHOTOS_MEGAPIXELS * MP) throw new PayloadTooLarge(M.photosPixels);
    if (photo.type !== 'png') continue;
    pngs += pixels;
    if (pngs > UPLOAD_MAX_PNGS_MEGAPIXELS * MP) throw new PayloadTooLarge(M.pngsPixels);
  }
  // Inflated only once every header passed: a refusal by size costs no decoding at all.
  for (const photo of photos) if (photo.type === 'png') await boundPngData(photo);
}

function headerSize(photo: Photo): { width: number; height: number } {
  try {
    const size = imageSize(photo.data);
    // A JPEG rotated by EXIF has the same pixels: only the product matters here.
    if (size.width > 0 && size.height > 0) return size;
  } catch {
    // Falls through: no size in the header.
  }
  throw new BadRequest(unreadablePhotoMessage(photo.filename));
}

/** Channels per PNG colour type (grey, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Walks a PNG's chunks: refuses animation chunks, and inflates the image data (IDAT) with zlib,
 * counting, up to what the header's size allows. pdf-lib's decoder writes into a buffer of that
 * size but keeps inflating whatever follows, so data beyond it would cost time for nothing.
 */
async function boundPngData(photo: Photo): Promise<void> {
  const data = Buffer.from(photo.data.buffer, photo.data.byteOffset, photo.data.byteLength);
  const idat: Buffer[] = [];
  let allowed = 0;
  for (let at = 8; at + 8 <= data.length;) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'acTL' || type === 'fcTL' || type === 'fdAT') {
      throw new UnsupportedMediaType(notPhotoMessage(photo.filename));
    }
    if (type === 'IHDR' && body.length >= 13) {
      const bits = body[8]! * (PNG_CHANNELS[body[9]!] ?? 4);
      const rowBytes = Math.ceil((body.readUInt32BE(0) * bits) / 8);
      // One filter byte per row; interlaced, each of the 7 passes adds up to 2 per row.
      allowed = (rowBytes + (body[12] ? 15 : 1)) * body.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(body);
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if ((await inflatedLength(Buffer.concat(idat), allowed)) > allowed) {
    throw new BadRequest(unreadablePhotoMessage(photo.filename));
  }
}

/** Bytes `input` inflates to, counting stopped once past `cap` (so at most cap + 64 KiB). */
function inflatedLength(input: Buffer, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflater = createInflate({ chunkSize: 64 * 1024 });
    let total = 0;
    const stop = () => {
      inflater.removeAllListeners('data');
      inflater.destroy();
      resolve(total);
    };
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) stop();
    });
    inflater.on('end', stop);
    // Corrupt data: pdf-lib fails on it as well (400 from photos-pdf.ts); counted so far.
    inflater.on('error', stop);
    inflater.end(input);
  });
}
