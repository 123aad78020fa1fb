/**
 * The file of an upload: one PDF, or 1–20 JPEG/PNG photos combined into one PDF.
 * Types are decided from the bytes with file-type, never from names or declared Content-Types:
 * an executable renamed `notes.pdf` is refused. A PDF must open in pdf.js without a password and
 * have pages, so what the content team approves is what the pipeline can publish.
 */
import { createHash } from 'node:crypto';
import {
  BadRequest,
  PayloadTooLarge,
  UnprocessableEntity,
  UnsupportedMediaType,
} from '../../lib/errors.js';
import type { MultipartFilesForm, UploadedFile } from '../../lib/multipart.js';
import {
  CONTRIBUTION_MESSAGES as M,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PHOTOS,
  notPdfMessage,
  notPhotoMessage,
  unreadablePhotoMessage,
} from '@notesea/contract/contributions-rules';
import { boundPages, boundPdf, boundPhotos, UPLOAD_PDF_OPEN_BUDGET } from './bounds.js';
import { openPdfInWorker } from './pdf-open.js';
import { photosToPdf, UnreadablePhoto, type Photo } from './photos-pdf.js';

/** The multipart file fields of `POST /uploads` and how many parts each may have. */
export const UPLOAD_FILE_FIELDS = { file: 1, photos: UPLOAD_MAX_PHOTOS } as const;
export { UPLOAD_MAX_BYTES };

export interface PreparedPdf {
  bytes: Uint8Array;
  pages: number;
  /** 'photos' when combined from photos (`photos` of them), else 'pdf'. */
  source: 'pdf' | 'photos';
  photos: number;
  /** Hex SHA-256 of `bytes`: the same file published already is refused (see service.ts). */
  sha256: string;
}

/**
 * Checks the file parts of an upload and returns the PDF to store. What a file would cost to
 * decode is bounded before it is decoded (bounds.ts).
 * Throws, nothing stored: BadRequest (400) M.fileRequired, M.fileAndPhotos, M.onePdf,
 * M.tooManyPhotos, M.encrypted, M.unreadable, unreadablePhotoMessage(name);
 * PayloadTooLarge (413) M.pdfTooLarge / M.photosTooLarge (over UPLOAD_MAX_BYTES), M.pdfExpands,
 * M.pdfImagePixels, M.pdfPages, photoPixelsMessage(name, type), M.photosPixels, M.pngsPixels;
 * UnprocessableEntity (422) M.pdfUncheckable;
 * UnsupportedMediaType (415) notPdfMessage(name) / notPhotoMessage(name).
 */
export async function preparePdf(form: MultipartFilesForm): Promise<PreparedPdf> {
  const file = form.files.file ?? [];
  const photos = form.files.photos ?? [];
  if (file.length > 0 && photos.length > 0) throw new BadRequest(M.fileAndPhotos);
  if (form.tooMany.file) throw new BadRequest(M.onePdf);
  if (form.tooMany.photos) throw new BadRequest(M.tooManyPhotos);
  if (file.length === 0 && photos.length === 0) throw new BadRequest(M.fileRequired);
  if (form.truncated) {
    throw new PayloadTooLarge(photos.length > 0 ? M.photosTooLarge : M.pdfTooLarge);
  }

  if (file[0]) {
    const type = await sniff(file[0]);
    if (type === 'pdf') {
      await boundPdf(file[0].data);
      const pages = await countPages(file[0].data);
      boundPages(pages);
      return finish(file[0].data, pages, 'pdf', 0);
    }
    // A single photo sent as `file` is taken as a one-photo upload.
    if (!type) throw new UnsupportedMediaType(notPdfMessage(file[0].filename));
    return combine([{ type, data: file[0].data, filename: file[0].filename }]);
  }
  const typed: Photo[] = [];
  for (const photo of photos) {
    const type = await sniff(photo);
    if (type !== 'jpg' && type !== 'png') {
      throw new UnsupportedMediaType(notPhotoMessage(photo.filename));
    }
    typed.push({ type, data: photo.data, filename: photo.filename });
  }
  return combine(typed);
}

async function sniff(part: UploadedFile): Promise<'pdf' | 'jpg' | 'png' | undefined> {
  // Imported on use: every function instance loads this bundle (cold starts).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(part.data);
  switch (detected?.mime) {
    case 'application/pdf':
      return 'pdf';
    case 'image/jpeg':
      return 'jpg';
    case 'image/png':
      return 'png';
    default:
      return undefined;
  }
}

async function combine(photos: Photo[]): Promise<PreparedPdf> {
  await boundPhotos(photos);
  try {
    const bytes = await photosToPdf(photos);
    return finish(bytes, photos.length, 'photos', photos.length);
  } catch (error) {
    if (error instanceof UnreadablePhoto) {
      throw new BadRequest(unreadablePhotoMessage(error.filename));
    }
    throw error;
  }
}

function finish(
  bytes: Uint8Array,
  pages: number,
  source: PreparedPdf['source'],
  photos: number,
): PreparedPdf {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { bytes, pages, source, photos, sha256 };
}

/**
 * Opens the PDF with pdf.js (as the pipeline will), in a worker within UPLOAD_PDF_OPEN_BUDGET,
 * and returns its page count. Refuses what the pipeline would refuse: a password or an
 * encryption dictionary (M.encrypted), unparsable or page-less files (M.unreadable); and, 422
 * M.pdfUncheckable, a file pdf.js cannot open within the budget.
 */
async function countPages(bytes: Uint8Array): Promise<number> {
  const opened = await openPdfInWorker(bytes, UPLOAD_PDF_OPEN_BUDGET);
  if ('failed' in opened) {
    if (opened.failed === 'password') throw new BadRequest(M.encrypted);
    if (opened.failed === 'budget') throw new UnprocessableEntity(M.pdfUncheckable);
    throw new BadRequest(M.unreadable);
  }
  if (opened.encrypted) throw new BadRequest(M.encrypted);
  if (opened.pages < 1) throw new BadRequest(M.unreadable);
  return opened.pages;
}
