/**
 * Notes and question papers saved for offline: their PDFs and details, on this device. Both are
 * kept alike, told apart by `kind` (a paper is "a note" to the names in this feature).
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
 *
 * Entries saved before papers could be saved name the note by `noteId` and have no `kind`; they
 * are read as notes (readDetails), so a student's saved notes survive the update untouched.
 */
import type { ReaderKind } from '@/config/paths';
import { OFFLINE_NOTE_HEADER, OFFLINE_NOTES_CACHE } from '../cache-names';

/** Which saved copy: a note or a question paper, by its catalog id (ids of the two may clash). */
export type OfflineNoteKey = { kind: ReaderKind; id: string };

/** What the reader and "Available offline" need to show a saved note or paper offline. */
export type OfflineNoteDetails = OfflineNoteKey & {
  /** For a paper, as the reader shows it ("May 2024"). */
  title: string;
  subjectId: string;
  subjectName: string;
  semesterName: string;
  /** Null for a paper, and for a note filed without a unit. */
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

/** Every saved note and paper, most recently saved first. */
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
 * Downloads the note's (or paper's) PDF and keeps it on this device. Rejects with
 * NotEnoughSpaceError when the browser's storage quota is used up, and with an Error when the
 * download fails.
 */
export async function saveOfflineNote(details: OfflineNoteDetails): Promise<OfflineNote> {
  const response = await fetch(details.pdfUrl);
  if (!response.ok) throw new Error(`The PDF could not be downloaded (${response.status})`);
  const pdf = await response.blob();
  // Field by field: callers may pass a whole catalog note, and only these are kept.
  const { kind, id, title, subjectId, subjectName, semesterName, unit, pdfUrl, pages } = details;
  const note: OfflineNote = {
    kind,
    id,
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
  await deleteEntries(cache, details);
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

/**
 * Deletes the saved copy of a note or paper, freeing its space. Resolves whether or not there
 * was one.
 */
export async function removeOfflineNote(key: OfflineNoteKey): Promise<void> {
  if (!isOfflineStorageSupported()) return;
  await deleteEntries(await caches.open(OFFLINE_NOTES_CACHE), key);
}

/** Whether a saved copy is the one `key` names. */
export function isOfflineNote(note: OfflineNoteKey, key: OfflineNoteKey): boolean {
  return note.kind === key.kind && note.id === key.id;
}

export type StorageEstimate = { usage: number; quota: number };

/** How much this site stores on the device and may store; undefined where the browser won't say. */
export async function estimateStorage(): Promise<StorageEstimate | undefined> {
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.usage === undefined || estimate.quota === undefined) return undefined;
  return { usage: estimate.usage, quota: estimate.quota };
}

async function deleteEntries(cache: Cache, key: OfflineNoteKey): Promise<void> {
  for (const request of await cache.keys()) {
    const saved = readDetails(await cache.match(request));
    if (saved && isOfflineNote(saved, key)) await cache.delete(request);
  }
}

/** A header as an earlier version wrote it: a note, named by `noteId`, with no `kind`. */
type NoteSavedBeforePapers = Omit<OfflineNote, 'kind' | 'id'> & { noteId: string };

function readDetails(response: Response | undefined): OfflineNote | undefined {
  const header = response?.headers.get(OFFLINE_NOTE_HEADER);
  if (!header) return undefined;
  try {
    const saved = JSON.parse(decodeURIComponent(header)) as OfflineNote | NoteSavedBeforePapers;
    if ('kind' in saved) return saved;
    const { noteId, ...details } = saved;
    return { ...details, kind: 'note', id: noteId };
  } catch {
    return undefined;
  }
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
