// Every route of spec §2. `path` is the router pattern, `getHref` builds a link, so a renamed
// route changes in one place.
const fixed = (path: string) => ({ path, getHref: () => path });

type ReaderQuery = { page?: number | null; q?: string };

function readerSearch({ page, q }: ReaderQuery = {}): string {
  const params = new URLSearchParams();
  if (page && page > 1) params.set('page', String(page));
  if (q) params.set('q', q);
  const search = params.toString();
  return search ? `?${search}` : '';
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
  // The reader (DESIGN §11). Public like GET /notes/:id, so a shared link opens for anyone;
  // `page` is where to open, `q` the search words to mark.
  note: {
    path: '/notes/:noteId',
    getHref: (noteId: string, query?: ReaderQuery) =>
      `/notes/${encodeURIComponent(noteId)}${readerSearch(query)}`,
  },
  pyq: {
    path: '/pyqs/:pyqId',
    getHref: (pyqId: string, query?: ReaderQuery) =>
      `/pyqs/${encodeURIComponent(pyqId)}${readerSearch(query)}`,
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
  // Issue 23: the student's own contributions and their review status.
  myUploads: fixed('/my-uploads'),
  notifications: fixed('/soon'),
  projectServices: fixed('/project-services'),
  tasks: fixed('/tasks'),
  team: fixed('/team'),
  blogs: fixed('/blogs'),
} as const;
