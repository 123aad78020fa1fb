import { api } from './api-handlers';

/**
 * The API of a student who has nothing yet: every list a signed-in page reads on load answers
 * empty. For tests about something else on the page (the theme, the menu, the nav badge):
 * `server.use(…the answers under test…, ...emptyLists)` — in one `server.use` the first handler
 * that matches answers, so the test's own answers go first.
 */
export const emptyLists = [
  api.get('/api/semesters', ({ ok }) => ok([])),
  api.get('/api/projects', ({ ok }) => ok([])),
  api.get('/api/user-pdfs', ({ ok }) => ok([])),
  api.get('/api/bookmarks', ({ ok }) => ok([])),
  api.get('/api/notifications', ({ ok }) => ok([])),
];
