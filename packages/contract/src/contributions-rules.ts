/**
 * Student contributions: uploads for review and requests for what is missing. Limits,
 * messages and API shapes shared by the API and the web app (`@notesea/contract/contributions-rules`).
 * No zod here, so the upload dialog can import the limits without downloading zod; the schemas
 * are in `contributions.ts`.
 */

/** One PDF of at most this many bytes, or photos of at most this many bytes together. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Photos per upload, combined in order into one PDF on the server. */
export const UPLOAD_MAX_PHOTOS = 20;
/**
 * Pixels (width × height, in megapixels = 1,000,000 pixels), read from each photo's header
 * before anything is decoded. A JPEG is passed into the PDF undecoded, so its cap is set by the
 * phones: a 48 MP camera photo (8064 × 6048 = 48.8 MP) passes. A PNG is decoded and re-compressed
 * on the server (measured ~11 bytes of memory and ~0.15 s per megapixel, docs/contributions.md),
 * and phones save screenshots, not camera photos, as PNG (a 1440 × 3200 screen is 4.6 MP).
 */
export const UPLOAD_MAX_PHOTO_MEGAPIXELS = 50;
export const UPLOAD_MAX_PNG_MEGAPIXELS = 16;
/** All photos of one upload together: 20 photos from a 12 MP phone camera (240 MP) pass. */
export const UPLOAD_MAX_PHOTOS_MEGAPIXELS = 250;
/** All PNG photos of one upload together: ~15 s of re-compression, within the API's 60 s. */
export const UPLOAD_MAX_PNGS_MEGAPIXELS = 100;
/** Pages of an uploaded PDF (the pipeline reads a 200-page text PDF in about a second). */
export const UPLOAD_MAX_PDF_PAGES = 500;
/** Accepted uploads per student per day (UTC), and requests (new or "me too") per day. */
export const UPLOADS_PER_DAY = 10;
export const REQUESTS_PER_DAY = 20;
/** Units of a note, years and session words of a paper (the content path convention allows these). */
export const UNIT_MAX = 20;
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2099;
export const TITLE_MAX = 120;
export const REQUEST_MESSAGE_MAX = 300;

export type ContributionKind = 'note' | 'pyq';
export type UploadStatus = 'pending' | 'approved' | 'rejected' | 'published';
export type RequestStatus = 'open' | 'fulfilled' | 'declined';
export type Credit = 'name' | 'anonymous';

export const CONTRIBUTION_MESSAGES = {
  kind: 'kind must be note or pyq',
  subjectNotFound: 'Subject not found',
  unitRequired: 'Please choose the unit.',
  unit: `unit must be a whole number from 1 to ${UNIT_MAX}`,
  yearRequired: 'Please enter the year of the paper.',
  year: `year must be a year from ${YEAR_MIN} to ${YEAR_MAX}`,
  sessionRequired: 'Please choose the session of the paper.',
  session: 'session must be an exam month such as may or dec',
  title: `title must be at most ${TITLE_MAX} characters`,
  creditRequired: 'Please choose how you want to be credited.',
  credit: 'credit must be name or anonymous',
  message: `message must be at most ${REQUEST_MESSAGE_MAX} characters`,
  messageText: 'message must be text',
  vote: 'vote must be true or false',
  notMultipart:
    'Send the upload as multipart/form-data: the fields and the PDF or photos in one form.',
  fileRequired: 'Please attach a PDF or photos of the pages.',
  fileAndPhotos: 'Attach either one PDF or photos, not both.',
  onePdf: 'Attach one PDF at a time.',
  tooManyPhotos: `You can attach at most ${UPLOAD_MAX_PHOTOS} photos.`,
  pdfTooLarge: 'The PDF must be at most 20 MB.',
  photosTooLarge: 'The photos must be at most 20 MB together.',
  photosPixels: `The photos must be at most ${UPLOAD_MAX_PHOTOS_MEGAPIXELS} megapixels together.`,
  pngsPixels: `The PNG photos must be at most ${UPLOAD_MAX_PNGS_MEGAPIXELS} megapixels together. Send them as JPEG.`,
  pdfPages: `The PDF must have at most ${UPLOAD_MAX_PDF_PAGES} pages.`,
  pdfExpands:
    'This PDF expands too much when opened. Export it again with smaller images, or split it.',
  pdfImagePixels: `This PDF has an image of more than ${UPLOAD_MAX_PHOTO_MEGAPIXELS} megapixels. Export it again with smaller images.`,
  pdfUncheckable:
    'This PDF could not be checked. Export it again (for example with Print, then Save as PDF) and retry.',
  encrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  unreadable: 'This PDF could not be read. It may be damaged: export it again and retry.',
  duplicate: 'This file is already on NoteSea.',
  uploadsPerDay: `You can upload at most ${UPLOADS_PER_DAY} files a day. Please try again tomorrow.`,
  requestsPerDay: `You can make at most ${REQUESTS_PER_DAY} requests a day. Please try again tomorrow.`,
  uploadNotFound: 'Upload not found',
  requestNotFound: 'Request not found',
  requestClosed: 'This request is no longer open.',
} as const;

/** Refusal of a file that is not a PDF by its bytes (an executable renamed `.pdf`). */
export function notPdfMessage(filename: string): string {
  return `"${shortName(filename)}" is not a PDF. Attach a PDF, or JPEG or PNG photos.`;
}

/** Refusal of a photo that is not a JPEG or PNG by its bytes. */
export function notPhotoMessage(filename: string): string {
  return `"${shortName(filename)}" is not a JPEG or PNG photo.`;
}

/** Refusal of a photo whose bytes claim JPEG/PNG but cannot be decoded. */
export function unreadablePhotoMessage(filename: string): string {
  return `"${shortName(filename)}" could not be read as a photo.`;
}

/**
 * Refusal of a photo whose header claims more pixels than allowed (UPLOAD_MAX_PHOTO_MEGAPIXELS,
 * or UPLOAD_MAX_PNG_MEGAPIXELS for a PNG).
 */
export function photoPixelsMessage(filename: string, type: 'jpg' | 'png'): string {
  return type === 'png'
    ? `"${shortName(filename)}" is too large: a PNG photo may have at most ${UPLOAD_MAX_PNG_MEGAPIXELS} megapixels. Send it as JPEG.`
    : `"${shortName(filename)}" is too large: a photo may have at most ${UPLOAD_MAX_PHOTO_MEGAPIXELS} megapixels.`;
}

function shortName(filename: string): string {
  const name = filename.trim() || 'The file';
  return name.length > 60 ? `${name.slice(0, 57)}…` : name;
}

const MONTHS: Record<string, string> = {
  january: 'jan', february: 'feb', march: 'mar', april: 'apr', june: 'jun', july: 'jul',
  august: 'aug', sept: 'sep', september: 'sep', october: 'oct', november: 'nov', december: 'dec',
}; // prettier-ignore

/**
 * An exam session as papers are named (`pyqs/…/{year}-{session}.pdf`): lower case, month names
 * shortened to three letters ('December' → 'dec', 'Sept' → 'sep'), other words of 3–9 letters
 * kept ('winter'). Requests and uploads store this form, so a request for "December 2023" is
 * fulfilled by the paper `2023-dec.pdf`. Returns null when it is not 3–9 letters.
 */
export function normaliseSession(value: string): string | null {
  const word = value.trim().toLowerCase();
  if (!/^[a-z]{3,9}$/.test(word)) return null;
  return MONTHS[word] ?? word;
}

/** The default title of a contribution without one: 'Unit 2 notes', 'May 2024'. */
export function defaultContributionTitle(
  kind: ContributionKind,
  unit: number | null,
  year: number | null,
  session: string | null,
): string {
  if (kind === 'note') return unit ? `Unit ${unit} notes` : 'Notes';
  const when = session ? session.charAt(0).toUpperCase() + session.slice(1) : '';
  return [when, year ?? ''].filter(Boolean).join(' ') || 'Question paper';
}

/**
 * What a contribution is, for sentences: "Unit 2 notes", or a paper as the catalog names papers,
 * "May 2024 paper". Requests and uploads use it, so a request and the paper that fulfils it read
 * alike.
 */
export function contributionLabel(
  kind: ContributionKind,
  unit: number | null,
  year: number | null,
  session: string | null,
): string {
  const title = defaultContributionTitle(kind, unit, year, session);
  return kind === 'pyq' && title !== 'Question paper' ? `${title} paper` : title;
}

/** `POST /api/uploads` answer (201). */
export interface UploadCreatedDto {
  _id: string;
  kind: ContributionKind;
  subjectId: string;
  title: string;
  status: 'pending';
}

/**
 * `GET /api/uploads` item (newest first) and `GET /api/uploads/:id`. `title` is the student's,
 * or as corrected by the content team, or the default ('Unit 2 notes', 'May 2024'); `reason` is
 * set when not accepted; `publishedId` is the note's or paper's id once published (open it at
 * `/notes/{id}` or `/pyqs/{id}` by `kind`). `createdAt` is ISO-8601.
 */
export interface UploadDto {
  _id: string;
  kind: ContributionKind;
  subjectId: string;
  subjectName: string;
  title: string;
  unit: number | null;
  year: number | null;
  session: string | null;
  status: UploadStatus;
  reason: string | null;
  publishedId: string | null;
  createdAt: string | null;
}

/**
 * Body of a 409 duplicate refusal of `POST /api/uploads`, beside `message` and `code`: the note
 * or paper that already has these bytes; `link` is its reader path.
 */
export interface DuplicateUploadDto {
  message: string;
  code: 'duplicate';
  existing: { kind: ContributionKind; _id: string; title: string; link: string };
}

/**
 * `GET /api/semesters/subjects/:id/requests` item (most votes first), `POST /api/requests` and
 * `PUT /api/requests/:id/vote` answers. `mine`: whether the caller's vote is counted (false
 * without a session). `status` is 'open' in the list; `subjectId` is additive.
 */
export interface ContentRequestDto {
  _id: string;
  subjectId: string;
  kind: ContributionKind;
  unit: number | null;
  year: number | null;
  session: string | null;
  votes: number;
  message: string | null;
  mine: boolean;
  status: RequestStatus;
}

/**
 * What the web app sends as the body of `POST /api/requests`: a unit's notes, or a year's paper
 * (`session` lower case, e.g. 'may'). `requestBodySchema` (contributions.ts) also accepts digits
 * for the numbers and a blank message, and answers 400 with `CONTRIBUTION_MESSAGES` otherwise.
 */
export type CreateRequestInput =
  | { subjectId: string; kind: 'note'; unit: number; message?: string }
  | { subjectId: string; kind: 'pyq'; year: number; session: string; message?: string };
