/**
 * What a student may send (issue 23): one PDF of at most 20 MB, or 1–20 phone photos (JPEG or
 * PNG) of at most 20 MB together, which the server combines in order into one PDF. Checked here
 * so a wrong pick is explained before any byte is sent; the server checks the files' content
 * again (a renamed executable passes a type check here, never there).
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTOS = 20;

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
 * The first problem with the chosen files, worded for the student, or undefined when they can be
 * sent. Order matters: an unsupported file is named first, since removing it may fix the rest.
 */
export function checkFiles(files: readonly Pick<File, 'name' | 'type' | 'size'>[]) {
  if (files.length === 0) return 'Choose a PDF or photos of the pages.';
  const other = files.find((file) => fileKind(file) === 'other');
  if (other) return `"${other.name}" is not a PDF, JPEG or PNG file.`;
  const pdfs = files.filter((file) => fileKind(file) === 'pdf');
  if (pdfs.length > 0 && files.length > 1) {
    return 'Send one PDF on its own, or only photos: not both, and not several PDFs.';
  }
  if (pdfs.length === 0 && files.length > MAX_PHOTOS) {
    return `At most ${MAX_PHOTOS} photos: you chose ${files.length}. Remove ${files.length - MAX_PHOTOS}.`;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_UPLOAD_BYTES) {
    const what = pdfs.length > 0 ? 'The PDF is' : 'The photos are';
    return `${what} ${formatSize(total)}; the limit is ${formatSize(MAX_UPLOAD_BYTES)}${pdfs.length > 0 ? '' : ' together'}.`;
  }
  const empty = files.find((file) => file.size === 0);
  if (empty) return `"${empty.name}" is empty.`;
  return undefined;
}
