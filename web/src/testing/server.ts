import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { api } from './api-handlers';

// No default handlers: each test declares the API answers it relies on (server.use with the typed
// `api` handlers of ./api-handlers), and any other request fails the test (onUnhandledRequest:
// 'error' in vitest.setup.ts). One exception: every signed-in page asks for the nav's unread
// notification count, which only the badge's own tests care about; they override this "nothing
// unread" answer with server.use.
export const server = setupServer(
  api.get('/api/notifications/unread', ({ ok }) => ok({ unread: 0 })),
  // Likewise the dashboard's revision progress: only its own tests give it rows.
  api.get('/api/revision', ({ ok }) => ok([])),
  // And the dashboard's practice card: only the practice tests give it numbers.
  api.get('/api/practice/stats', ({ ok }) =>
    ok({
      streak: 0,
      reviewedToday: 0,
      dueToday: 0,
      newToday: 0,
      retention30d: null,
      newPerDay: 20,
      reviewsPerDay: 200,
      subjects: [],
    }),
  ),
  // And the preview image a Share button asks the server to render (lib/share-link): not the
  // API but the share function's page image, so plain MSW.
  http.head(/\/(?:notes|pyqs)\/[^/]+\/page-\d+\.jpg$/, () => new HttpResponse(null)),
  // And a subject's open requests, shown under every subject page.
  api.get('/api/semesters/subjects/:subjectId/requests', ({ ok }) => ok([])),
);
