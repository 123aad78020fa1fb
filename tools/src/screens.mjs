// Every screen of docs/product.md §2 (and the reader routes of web/src/config/paths.ts), with the real ids the
// seed writes, so the accessibility suite (tests/e2e/a11y.test.ts) and `npm run screenshots` look
// at the same list. tests/e2e/a11y.test.ts fails when paths.ts gains a route this list lacks.

/**
 * @typedef {object} Screen
 * @property {string} key    the route's key in web/src/config/paths.ts
 * @property {string} slug   file-name-safe name (screenshots, failure lists)
 * @property {string} path   the URL opened (path and query)
 * @property {boolean} auth  protected (opened signed in) or public (opened signed out)
 */

/** Seeded ids (tools/src/seed-data): Semester 3 and its Data Structures subject (CSE). */
const SEEDED = { semesterId: 'sem-3', subjectId: 'cse-3-dsa' };

/**
 * The screens, given a seeded note and paper id for the reader routes (`readerIds`).
 * @param {{ noteId: string, pyqId: string }} readerIds
 * @returns {Screen[]}
 */
export function screens({ noteId, pyqId }) {
  /** @param {string} key @param {string} path @param {string} [slug] */
  const pub = (key, path, slug = key) => ({ key, slug, path, auth: false });
  /** @param {string} key @param {string} path @param {string} [slug] */
  const app = (key, path, slug = key) => ({ key, slug, path, auth: true });
  return [
    pub('home', '/', 'landing'),
    pub('aboutHome', '/about-home'),
    pub('careers', '/careers'),
    pub('verifyEmail', '/verify-email'),
    pub('forgotPassword', '/forgot-password'),
    // Any token renders the form; the server judges it only on submit.
    pub('resetPassword', '/reset-password/a11y-sample-token'),
    pub('terms', '/terms'),
    pub('install', '/install'),
    pub('note', `/notes/${encodeURIComponent(noteId)}`),
    pub('pyq', `/pyqs/${encodeURIComponent(pyqId)}`),
    app('dashboard', '/dashboard'),
    app('semester', `/semesters/${SEEDED.semesterId}`),
    app('subject', `/subjects/${SEEDED.subjectId}`),
    // The same route's other tab: the question papers.
    app('subject', `/subjects/${SEEDED.subjectId}?tab=pyqs`, 'subjectPyqs'),
    // And its exam prep: the most-asked topics of the seeded papers, with the revised ticks.
    app('subject', `/subjects/${SEEDED.subjectId}?tab=prep`, 'subjectPrep'),
    app('profile', '/profile'),
    app('contact', '/contact'),
    app('chat', '/chat'),
    app('chatbot', '/chatbot'),
    app('howItWorks', '/how-it-works'),
    app('easyProjects', '/easy-projects'),
    app('mediumProjects', '/medium-projects'),
    app('hardProjects', '/hard-projects'),
    app('myBookings', '/my-bookings'),
    app('myPdf', '/mypdf'),
    // The student's contributions (the a11y suite gives its student one first).
    app('myUploads', '/my-uploads'),
    app('notifications', '/soon'),
    app('projectServices', '/project-services'),
    app('tasks', '/tasks'),
    // Practice: today's subjects, and a review session on the seeded subject's deck.
    app('practice', '/practice'),
    app('practiceSession', `/practice/${SEEDED.subjectId}`),
    app('team', '/team'),
    app('blogs', '/blogs'),
  ].map((screen) => ({ ...screen, slug: kebab(screen.slug) }));
}

/**
 * The first seeded note and paper of the seeded subject, from the running API.
 * @param {string} apiUrl e.g. http://127.0.0.1:5000/api
 * @returns {Promise<{ noteId: string, pyqId: string }>}
 */
export async function seededReaderIds(apiUrl) {
  const list = async (/** @type {string} */ kind) => {
    const res = await fetch(`${apiUrl}/semesters/subjects/${SEEDED.subjectId}/${kind}`);
    const body = res.ok ? await res.json() : undefined;
    if (!Array.isArray(body) || body.length === 0) {
      throw new Error(
        `No seeded ${kind} for ${SEEDED.subjectId} (was the seed run?): ${res.status}`,
      );
    }
    return body[0]._id;
  };
  const [noteId, pyqId] = await Promise.all([list('notes'), list('pyqs')]);
  return { noteId, pyqId };
}

/**
 * Whether the page shows its content: the app rendered a <main>, no spinner, skeleton or progress
 * bar is left (the reader's PDF download), nothing is aria-busy (the reader until its page is
 * painted), and web fonts are in. Runs in the page (page.waitForFunction).
 */
export function pageSettled() {
  const { document } = globalThis; // the page's, when run there
  const main = document.querySelector('main');
  if (!main || main.childElementCount === 0) return false;
  if (document.querySelector('.spinner, progress, [aria-busy="true"], .card--skeleton'))
    return false;
  if (document.fonts.status !== 'loaded') return false;
  return true;
}

/**
 * Paints what the page skips until scrolled near (`content-visibility: auto` on the dashboard's
 * lower blocks): a full-page screenshot would show blanks there, and axe could not judge its
 * colours. Added as a style once the page settled.
 */
export const RENDER_EVERYTHING_CSS = '* { content-visibility: visible !important; }';

/** @param {string} text */
function kebab(text) {
  return text.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
