// Every route of docs/product.md §2. `path` is the router pattern, `getHref` builds a link, so a renamed
// route changes in one place.
const fixed = (path: string) => ({ path, getHref: () => path });

/** What the reader opens: a note, or a question paper (PYQ). */
export type ReaderKind = 'note' | 'pyq';

export type ReaderQuery = {
  /** The page to open at, from 1. */
  page?: number | null;
  /** The search words for the reader to mark. */
  q?: string;
  /**
   * Keep `page=1` in the link. Left out otherwise, as the reader opens there anyway; a link that
   * names its page (a shared page, a cited source, a search hit) keeps it.
   */
  pinPage?: boolean;
};

/**
 * The link to a note or a paper in the reader (docs/architecture.md §11 reader routes): the one place reader
 * URLs are built, e.g. `/notes/n%201?page=3&q=normal%20forms`. encodeURIComponent rather than
 * URLSearchParams, whose '+' for a space only URLSearchParams decodes back.
 */
export function readerHref(
  kind: ReaderKind,
  id: string,
  { page, q, pinPage = false }: ReaderQuery = {},
): string {
  const params: string[] = [];
  if (page && (page > 1 || pinPage)) params.push(`page=${page}`);
  if (q) params.push(`q=${encodeURIComponent(q)}`);
  const base = kind === 'pyq' ? '/pyqs' : '/notes';
  return `${base}/${encodeURIComponent(id)}${params.length ? `?${params.join('&')}` : ''}`;
}

export const paths = {
  // Public
  home: fixed('/'),
  aboutHome: fixed('/about-home'),
  careers: fixed('/careers'),
  verifyEmail: fixed('/verify-email'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: {
    path: '/reset-password/:token',
    getHref: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  },
  terms: fixed('/terms'),
  install: fixed('/install'),
  // The reader (docs/architecture.md §11). Public like GET /notes/:id, so a shared link opens for anyone;
  // `page` is where to open, `q` the search words to mark.
  note: {
    path: '/notes/:noteId',
    getHref: (noteId: string, query?: ReaderQuery) => readerHref('note', noteId, query),
  },
  pyq: {
    path: '/pyqs/:pyqId',
    getHref: (pyqId: string, query?: ReaderQuery) => readerHref('pyq', pyqId, query),
  },

  // Protected
  dashboard: fixed('/dashboard'),
  semester: {
    path: '/semesters/:semesterId',
    getHref: (semesterId: string) => `/semesters/${encodeURIComponent(semesterId)}`,
  },
  subject: {
    path: '/subjects/:subjectId',
    getHref: (subjectId: string) => `/subjects/${encodeURIComponent(subjectId)}`,
  },
  profile: fixed('/profile'),
  contact: fixed('/contact'),
  chat: fixed('/chat'),
  chatbot: fixed('/chatbot'),
  howItWorks: fixed('/how-it-works'),
  easyProjects: fixed('/easy-projects'),
  mediumProjects: fixed('/medium-projects'),
  hardProjects: fixed('/hard-projects'),
  myBookings: fixed('/my-bookings'),
  myPdf: fixed('/mypdf'),
  // The student's own contributions and their review status.
  myUploads: fixed('/my-uploads'),
  notifications: fixed('/soon'),
  projectServices: fixed('/project-services'),
  tasks: fixed('/tasks'),
  // Spaced-repetition practice (docs/practice-web.md): what is due, and one subject's session,
  // optionally one unit's cards (`?unit=3`).
  practice: fixed('/practice'),
  practiceSession: {
    path: '/practice/:subjectId',
    getHref: (subjectId: string, { unit }: { unit?: number | null } = {}) =>
      `/practice/${encodeURIComponent(subjectId)}${unit ? `?unit=${unit}` : ''}`,
  },
  team: fixed('/team'),
  blogs: fixed('/blogs'),
} as const;
