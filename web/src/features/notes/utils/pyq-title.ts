import type { PyqDto as Pyq } from '@notesea/contract/notes';

/** The content team's title; without one, "May 2024" from the session and year, never blank. */
export function pyqTitle({
  title,
  session,
  year,
}: Pick<Pyq, 'title' | 'session' | 'year'>): string {
  if (title.trim()) return title;
  const month = session && session[0]!.toUpperCase() + session.slice(1);
  return [month, year].filter(Boolean).join(' ') || 'Question paper';
}
