/**
 * The subject page's tabs; the URL carries the choice as `?tab=pyqs` or `?tab=prep` (notes is the
 * default).
 */
export type SubjectTab = 'notes' | 'pyqs' | 'prep';

/** Anything but a known tab (a stale or hand-typed link) shows the notes. */
export function toSubjectTab(value: string | null): SubjectTab {
  return value === 'pyqs' || value === 'prep' ? value : 'notes';
}
