/** Zoom is relative to the fitted width; ctrl/⌘ +/- and the buttons step through these. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3] as const;

export const MIN_ZOOM = ZOOM_STEPS[0];
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/** The next step in `direction` from `zoom` (a value between steps goes to the nearest one). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const index = ZOOM_STEPS.findIndex((step) => step >= zoom);
  const nextIndex = Math.min(Math.max(index + direction, 0), ZOOM_STEPS.length - 1);
  return ZOOM_STEPS[nextIndex] ?? zoom;
}
