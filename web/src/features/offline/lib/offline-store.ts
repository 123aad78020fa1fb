/**
 * Notes saved for offline: their PDFs and details, on this device.
 *
 * Where: the Cache Storage API, in one named cache (OFFLINE_NOTES_CACHE), not IndexedDB. The
 * service worker answers the reader's request for the PDF straight from that cache, by the
 * PDF's own URL (vite.config.ts), so pdf.js opens a saved note offline exactly as it opens it
 * online, with no second code path that reads bytes out of a database. Each entry is the PDF
 * with its note's details in a header (OFFLINE_NOTE_HEADER), so a PDF and what the app knows
 * about it are written and deleted together and can never disagree; listing reads headers
 * only, never the files.
 *
 * Storage is per device and per browser, not per account: a saved note is public catalog
 * content, so it stays when the user signs out.
 */
import { OFFLINE_NOTE_HEADER, OFFLINE_NOTES_CACHE } from '../cache-names';

/** What the reader and "Available offline" need to show a saved note without the network. */
export type OfflineNoteDetails = {
  noteId: string;
  title: string;
  subjectId: string;
  subjectName: string;
  semesterName: string;
  /** Null for a note filed without a unit. */
  unit: number | null;
  /** The Storage download URL; the saved copy is kept under it. */
  pdfUrl: string;
  /** Absent or null when unknown. */
  pages?: number | null;
};

export type OfflineNote = OfflineNoteDetails & {
  pages: number | null;
  /** Size of the saved PDF. */
  bytes: number;
  /** ISO-8601. */
  savedAt: string;
};

/** Saving failed because the browser refused to store more (QuotaExceededError). */
export class NotEnoughSpaceError extends Error {
  override readonly name = 'NotEnoughSpaceError';
}

/** False where the browser has no Cache Storage (old browsers, pages not served over HTTPS). */
export function isOfflineStorageSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

/** Every saved note, most recently saved first. */
export async function listOfflineNotes(): Promise<OfflineNote[]> {
  if (!isOfflineStorageSupported()) return [];
  const cache = await caches.open(OFFLINE_NOTES_CACHE);
  const notes: OfflineNote[] = [];
  for (const request of await cache.keys()) {
    const note = readDetails(await cache.match(request));
    if (note) notes.push(note);
  }
  return notes.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * Downloads the note's PDF and keeps it on this device. Rejects with NotEnoughSpaceError when the
 * browser's storage quota is used up, and with an Error when the download fails.
 */
export async function saveOfflineNote(details: OfflineNoteDetails): Promise<OfflineNote> {
  const response = await fetch(details.pdfUrl);
  if (!response.ok) throw new Error(`The PDF could not be downloaded (${response.status})`);
  const pdf = await response.blob();
  // Field by field: callers may pass a whole catalog note, and only these are kept.
  const { noteId, title, subjectId, subjectName, semesterName, unit, pdfUrl, pages } = details;
  const note: OfflineNote = {
    noteId,
    title,
    subjectId,
    subjectName,
    semesterName,
    unit,
    pdfUrl,
    pages: pages ?? null,
    bytes: pdf.size,
    savedAt: new Date().toISOString(),
  };
  // Asked once, on the first save: without it the browser may evict the notes under storage
  // pressure, which is exactly when a student is offline and needs them. Refusal is fine.
  void navigator.storage?.persist?.().catch(() => false);
  const cache = await caches.open(OFFLINE_NOTES_CACHE);
  // Another copy of the same note under an older URL (the file was replaced) would be orphaned.
  await deleteEntries(cache, details.noteId);
  try {
    await cache.put(
      details.pdfUrl,
      // No Accept-Ranges: pdf.js then reads the saved copy whole instead of asking the service
      // worker for byte ranges of it.
      new Response(pdf, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(pdf.size),
          // Header values are Latin-1; titles need not be.
          [OFFLINE_NOTE_HEADER]: encodeURIComponent(JSON.stringify(note)),
        },
      }),
    );
  } catch (error) {
    throw isQuotaError(error) ? new NotEnoughSpaceError('Not enough storage space') : error;
  }
  return note;
}

/** Deletes the saved copy of a note, freeing its space. Resolves whether or not there was one. */
export async function removeOfflineNote(noteId: string): Promise<void> {
  if (!isOfflineStorageSupported()) return;
  await deleteEntries(await caches.open(OFFLINE_NOTES_CACHE), noteId);
}

export type StorageEstimate = { usage: number; quota: number };

/** How much this site stores on the device and may store; undefined where the browser won't say. */
export async function estimateStorage(): Promise<StorageEstimate | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.usage === undefined || estimate.quota === undefined) return undefined;
  return { usage: estimate.usage, quota: estimate.quota };
}

async function deleteEntries(cache: Cache, noteId: string): Promise<void> {
  for (const request of await cache.keys()) {
    if (readDetails(await cache.match(request))?.noteId === noteId) await cache.delete(request);
  }
}

function readDetails(response: Response | undefined): OfflineNote | undefined {
  const header = response?.headers.get(OFFLINE_NOTE_HEADER);
  if (!header) return undefined;
  try {
    return JSON.parse(decodeURIComponent(header)) as OfflineNote;
  } catch {
    return undefined;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
