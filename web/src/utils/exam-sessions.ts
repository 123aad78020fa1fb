/**
 * Exam sessions as the papers' file names spell them (`pyqs/…/2024-may.pdf`, lower case): the
 * month's first three letters, with the month's name to show. Any month, since colleges hold
 * exams in different ones.
 */
export const EXAM_SESSIONS = [
  ['jan', 'January'],
  ['feb', 'February'],
  ['mar', 'March'],
  ['apr', 'April'],
  ['may', 'May'],
  ['jun', 'June'],
  ['jul', 'July'],
  ['aug', 'August'],
  ['sep', 'September'],
  ['oct', 'October'],
  ['nov', 'November'],
  ['dec', 'December'],
] as const;

/** 'may' → 'May'; a session outside the list (e.g. 'supplementary') capitalised as written. */
export function sessionLabel(session: string): string {
  const known = EXAM_SESSIONS.find(([value]) => value === session.toLowerCase());
  return known ? known[1] : session.charAt(0).toUpperCase() + session.slice(1);
}
