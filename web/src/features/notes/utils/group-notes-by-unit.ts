import type { Note } from '../types';

export type UnitGroup = { unit: number; notes: Note[] };

/** Units in ascending order; notes keep the server's order (the content team's `order`). */
export function groupNotesByUnit(notes: readonly Note[]): UnitGroup[] {
  const byUnit = new Map<number, Note[]>();
  for (const note of notes) {
    const group = byUnit.get(note.unit);
    if (group) group.push(note);
    else byUnit.set(note.unit, [note]);
  }
  return [...byUnit.entries()]
    .sort(([a], [b]) => a - b)
    .map(([unit, unitNotes]) => ({ unit, notes: unitNotes }));
}
