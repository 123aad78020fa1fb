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
