/**
 * 'Unit 3' for a note's unit, or null when the note has none (the API's `unit` is null where the
 * content team filed a note without a unit): lists then show no unit at all rather than
 * 'Unit null' or a made-up number.
 */
export function unitLabel(unit: number | null | undefined): string | null {
  return unit == null ? null : `Unit ${unit}`;
}
