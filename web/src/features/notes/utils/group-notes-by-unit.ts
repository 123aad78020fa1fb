import type { NoteDto } from '@notesea/contract/notes';

/** A unit's notes; `unit` null holds the notes filed without a unit ("Other notes"). */
export type UnitGroup = { unit: number | null; notes: NoteDto[] };

/**
 * Units in ascending order, then the notes without a unit; notes keep the server's order (the
 * content team's `order`).
 */
export function groupNotesByUnit(notes: readonly NoteDto[]): UnitGroup[] {
  const byUnit = new Map<number | null, NoteDto[]>();
  for (const note of notes) {
    const group = byUnit.get(note.unit);
    if (group) group.push(note);
    else byUnit.set(note.unit, [note]);
  }
  return [...byUnit.entries()]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([unit, unitNotes]) => ({ unit, notes: unitNotes }));
}
