import type { PyqDto as Pyq } from '@notesea/contract/notes';

/**
 * Papers by year, newest first. The API already sends them newest first; this only guards the
 * year order against hand-edited data. Within a year the server's order stands: it knows how the
 * sessions (may, dec, supplementary…) follow each other, the client does not.
 */
export function newestFirst(pyqs: readonly Pyq[]): Pyq[] {
  // A paper without a year goes last.
  return [...pyqs].sort((a, b) => (b.year ?? 0) - (a.year ?? 0));
}
