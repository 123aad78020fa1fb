// Every route of spec §2. `path` is the router pattern, `getHref` builds a link, so a renamed
// route changes in one place.
const fixed = (path: string) => ({ path, getHref: () => path });

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
  notifications: fixed('/soon'),
  projectServices: fixed('/project-services'),
  tasks: fixed('/tasks'),
  team: fixed('/team'),
  blogs: fixed('/blogs'),
} as const;
