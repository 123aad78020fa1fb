import { UNIT_MAX } from '@notesea/contract/contributions';

/** Units offered when the subject's notes say nothing more (most syllabi have five). */
export const DEFAULT_UNIT_COUNT = 5;

/**
 * The contribution dialog's unit choices, `[value, label]`: Unit 1 up to the subject's last unit
 * (the highest unit of its notes, at least 5, and any unit already chosen, e.g. the one a request
 * asks for), each saying how many notes it has here, so a unit without any stands out.
 * `noteUnits`: the unit of each of the subject's notes (null: filed without one); undefined while
 * they load.
 */
export function unitChoices(
  noteUnits: readonly (number | null)[] | undefined,
  chosen?: string,
): Array<readonly [value: string, label: string]> {
  const counts = new Map<number, number>();
  for (const unit of noteUnits ?? []) {
    if (unit !== null) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  const chosenUnit = Number(chosen);
  const last = Math.min(
    UNIT_MAX,
    Math.max(DEFAULT_UNIT_COUNT, ...counts.keys(), Number.isInteger(chosenUnit) ? chosenUnit : 0),
  );
  return Array.from({ length: last }, (_, index) => {
    const unit = index + 1;
    const count = counts.get(unit) ?? 0;
    if (noteUnits === undefined) return [String(unit), `Unit ${unit}`] as const;
    const has = count === 0 ? 'no notes yet' : count === 1 ? '1 note' : `${count} notes`;
    return [String(unit), `Unit ${unit} (${has})`] as const;
  });
}
