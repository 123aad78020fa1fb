/**
 * The Cache Storage cache that holds the notes and question papers saved for offline (the name
 * predates papers; renaming it would lose what students saved). Shared by the page, which
 * writes it (lib/offline-store.ts), and the service worker, which reads it (vite.config.ts), so
 * it lives in a module of its own that both can import without pulling anything else in.
 */
export const OFFLINE_NOTES_CACHE = 'notesea-offline-notes';

/** Response header of a saved copy that carries its details (URI-encoded JSON). */
export const OFFLINE_NOTE_HEADER = 'X-NoteSea-Offline-Note';
