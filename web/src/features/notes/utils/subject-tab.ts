/** The subject page's tabs; the URL carries the choice as `?tab=pyqs` (notes is the default). */
export type SubjectTab = 'notes' | 'pyqs';

/** Anything but a known tab (a stale or hand-typed link) shows the notes. */
export function toSubjectTab(value: string | null): SubjectTab {
  return value === 'pyqs' ? 'pyqs' : 'notes';
}
