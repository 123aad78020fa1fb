// Site-wide notifications. `createdAt` is an ISO string here; the seed writes a Firestore
// Timestamp built from it.

/**
 * @typedef {object} SeedNotification
 * @property {string} id slug, also the Firestore document id
 * @property {string} title
 * @property {string} message
 * @property {string} createdAt ISO 8601 (fixed)
 */

/** @type {SeedNotification[]} */
export const NOTIFICATIONS = [
  {
    id: 'welcome-to-notesea',
    title: 'Welcome to NoteSea',
    message:
      'Semester-wise notes for RTU Kota students are now live. Pick your semester, open a subject and download unit-wise PDFs for free.',
    createdAt: '2025-07-01T04:30:00.000Z',
  },
  {
    id: 'aids-notes-added',
    title: 'New: AI & Data Science notes',
    message:
      'Unit-wise notes for the Artificial Intelligence and Data Science branch (Semesters 3 to 8) have been added, including Machine Learning, Deep Learning and NLP.',
    createdAt: '2025-08-18T06:00:00.000Z',
  },
  {
    id: 'odd-semester-exams-2025',
    title: 'RTU odd semester exams: start revising',
    message:
      'RTU main examinations for Semesters 1, 3, 5 and 7 are expected from December. Check the official timetable on the RTU website and revise with the unit notes and your task list.',
    createdAt: '2025-11-20T03:30:00.000Z',
  },
  {
    id: 'final-year-project-bookings-open',
    title: 'Final-year project bookings are open',
    message:
      'Book your major project early: easy, medium and hard level projects with source code, report and PPT. Delivery time is shown on every project card.',
    createdAt: '2026-01-10T05:00:00.000Z',
  },
  {
    id: 'maintenance-feb-2026',
    title: 'Scheduled maintenance on 15 February',
    message:
      'NoteSea will be briefly unavailable on 15 February 2026 between 2:00 AM and 3:00 AM IST for scheduled maintenance.',
    createdAt: '2026-02-12T12:00:00.000Z',
  },
];
