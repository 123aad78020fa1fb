/**
 * What a student may send: one PDF of at most 20 MB, or 1–20 phone photos (JPEG or
 * PNG) of at most 20 MB together, which the server combines in order into one PDF. Checked here
 * so a wrong pick is explained before any byte is sent; the server checks the files' content
 * again (a renamed executable passes a type check here, never there).
 */
import {
  CONTRIBUTION_MESSAGES as M,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PHOTOS,
  notPdfMessage,
  notPhotoMessage,
} from '@notesea/contract/contributions-rules';

const PDF_TYPES = ['application/pdf'];
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** The file input's `accept`: what the picker offers (phones also offer the camera). */
export const ACCEPTED_FILES = [...PDF_TYPES, ...PHOTO_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(
  ',',
);

export type FileKind = 'pdf' | 'photo' | 'other';

/** By the browser's type, else by the name's extension (some phones send no type). */
export function fileKind(file: Pick<File, 'name' | 'type'>): FileKind {
  const type = file.type.toLowerCase();
  if (PDF_TYPES.includes(type)) return 'pdf';
  if (PHOTO_TYPES.includes(type)) return 'photo';
  if (type) return 'other';
  if (/\.pdf$/i.test(file.name)) return 'pdf';
  if (/\.(jpe?g|png)$/i.test(file.name)) return 'photo';
  return 'other';
}

/** e.g. "20 MB", "1.4 MB", "820 KB" (1 MB = 1024 × 1024 bytes, as phones show sizes). */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * The first problem with the chosen files, in the API's own words (with the counts that help),
 * or undefined when they can be sent. An unsupported file is named first: removing it may fix
 * the rest.
 */
export function checkFiles(files: readonly Pick<File, 'name' | 'type' | 'size'>[]) {
  if (files.length === 0) return M.fileRequired;
  const other = files.find((file) => fileKind(file) === 'other');
  if (other) {
    // A photo in another format (an iPhone's HEIC) is told what photos may be.
    const image =
      other.type.startsWith('image/') || /\.(heic|heif|webp|gif|bmp|tiff?)$/i.test(other.name);
    return image ? notPhotoMessage(other.name) : notPdfMessage(other.name);
  }
  const pdfs = files.filter((file) => fileKind(file) === 'pdf').length;
  if (pdfs > 0 && pdfs < files.length) return M.fileAndPhotos;
  if (pdfs > 1) return M.onePdf;
  if (pdfs === 0 && files.length > UPLOAD_MAX_PHOTOS) {
    const extra = files.length - UPLOAD_MAX_PHOTOS;
    return `${M.tooManyPhotos} You chose ${files.length}: remove ${extra}.`;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > UPLOAD_MAX_BYTES) {
    return pdfs > 0
      ? `${M.pdfTooLarge} This one is ${formatSize(total)}.`
      : `${M.photosTooLarge} These are ${formatSize(total)}.`;
  }
  const empty = files.find((file) => file.size === 0);
  if (empty) return `"${empty.name}" is empty.`;
  return undefined;
}
