/**
 * The file of an upload: one PDF, or 1–20 JPEG/PNG photos combined into one PDF.
 * Types are decided from the bytes with file-type, never from names or declared Content-Types:
 * an executable renamed `notes.pdf` is refused. A PDF must open in pdf.js without a password and
 * have pages, so what the content team approves is what the pipeline can publish.
 */
import { createHash } from 'node:crypto';
import { getDocumentProxy } from 'unpdf';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../lib/errors.js';
import type { MultipartFilesForm, UploadedFile } from '../../lib/multipart.js';
import {
  CONTRIBUTION_MESSAGES as M,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PHOTOS,
  notPdfMessage,
  notPhotoMessage,
  unreadablePhotoMessage,
} from '@notesea/contract/contributions-rules';
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
 * Checks the file parts of an upload and returns the PDF to store.
 * Throws, nothing stored: BadRequest (400) M.fileRequired, M.fileAndPhotos, M.onePdf,
 * M.tooManyPhotos, M.encrypted, M.unreadable, unreadablePhotoMessage(name);
 * PayloadTooLarge (413) M.pdfTooLarge / M.photosTooLarge (over UPLOAD_MAX_BYTES);
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
    if (type === 'pdf') return finish(file[0].data, await countPages(file[0].data), 'pdf', 0);
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
 * Opens the PDF with pdf.js (as the pipeline will) and returns its page count. Refuses what the
 * pipeline would refuse: a password or an encryption dictionary (M.encrypted), unparsable or
 * page-less files (M.unreadable).
 */
async function countPages(bytes: Uint8Array): Promise<number> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may detach the buffer it is given; the caller still needs the bytes.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  } catch (error) {
    if ((error as Error).name === 'PasswordException') throw new BadRequest(M.encrypted);
    throw new BadRequest(M.unreadable);
  }
  try {
    if ((await pdf.getPermissions()) !== null) throw new BadRequest(M.encrypted);
    if (pdf.numPages < 1) throw new BadRequest(M.unreadable);
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}
